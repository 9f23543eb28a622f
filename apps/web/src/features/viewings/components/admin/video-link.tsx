import { viewingMessages } from '@nestway/core/viewings';
import { youtubeMessages, youtubeVideoId } from '@nestway/core/youtube';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type * as z from 'zod/mini';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

/**
 * The spec's checks of a walkthrough before it is sent, as a form schema's issue: a URL and a title are
 * both needed (told in a toast, so reported at the form's root), then the URL must be YouTube's (under
 * its field, `urlField`).
 */
export function videoLinkIssue(url: string, title: string, urlField: string): z.core.$ZodRawIssue | null {
  if (!url.trim() || !title.trim()) return { code: 'custom', message: viewingMessages.videoMissing, input: url, path: ['root'] };
  if (youtubeVideoId(url) === null) return { code: 'custom', message: youtubeMessages.notYoutube, input: url, path: [urlField] };
  return null;
}

/** The YouTube URL and the video's title, registered on the form that sends them. */
export function VideoLinkFields({ url, title, urlError }: { url: UseFormRegisterReturn; title: UseFormRegisterReturn; urlError?: string }) {
  return (
    <>
      <FormField label="YouTube URL" error={urlError}>
        <Input type="url" inputMode="url" {...url} maxLength={500} placeholder="https://www.youtube.com/watch?v=..." />
      </FormField>
      <FormField label="Video title">
        <Input {...title} maxLength={200} />
      </FormField>
    </>
  );
}
