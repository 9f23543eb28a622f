import { NOTES_MAX_LENGTH } from '@nestway/core/text-limits';
import { youtubeWatchUrl } from '@nestway/core/youtube';
import { Clapperboard } from 'lucide-react';
import * as z from 'zod/mini';
import { useAddSessionVideo, useAddViewingVideo } from '@/queries/viewings';
import { Button } from '@/components/ui/button';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { TextArea } from '@/components/ui/text-area';
import { toast } from '@/components/ui/use-toast';
import { toastVideoMissing } from './validation-toasts';
import { VideoLinkFields, videoLinkIssue } from './video-link';

/** Where the video goes: every client of a session still booked on it, or one viewing. */
type VideoTarget = { kind: 'session'; id: string } | { kind: 'viewing'; id: string };

/** The video already there, which the form starts from when it is replaced. */
export interface CurrentVideo {
  youtubeVideoId: string | null;
  videoTitle: string | null;
  videoNotes?: string | null;
}

interface AddVideoDialogProps {
  target: VideoTarget;
  /** The property the video shows: read out with the button and shown in the dialog. */
  propertyAddress: string;
  current?: CurrentVideo;
}

/** The URL and title checked as the spec asks, then everything trimmed, blank notes as none. */
const videoFormSchema = z.pipe(
  z.object({ youtubeUrl: z.string(), videoTitle: z.string(), videoNotes: z.string() }),
  z.transform(({ youtubeUrl, videoTitle, videoNotes }, context) => {
    const issue = videoLinkIssue(youtubeUrl, videoTitle, 'youtubeUrl');
    if (issue) {
      context.issues.push(issue);
      return z.NEVER;
    }
    return { youtubeUrl: youtubeUrl.trim(), videoTitle: videoTitle.trim(), videoNotes: videoNotes.trim() || null };
  }),
);

/** The Add Video modal: a YouTube walkthrough for a session or a single viewing; each client concerned is e-mailed. */
export function AddVideoDialog({ target, propertyAddress, current }: AddVideoDialogProps) {
  const session = useAddSessionVideo();
  const viewing = useAddViewingVideo();
  const label = current?.youtubeVideoId ? 'Replace Video' : 'Add Video';

  const send = (body: z.output<typeof videoFormSchema>) =>
    (target.kind === 'session'
      ? session.mutateAsync({ params: { id: target.id }, body })
      : viewing.mutateAsync({ params: { id: target.id }, body })
    ).then(({ updatedViewings }) => {
      const n = updatedViewings.length;
      toast({
        title: 'Video added',
        description: `Shared with ${n} client${n === 1 ? '' : 's'}, who ${n === 1 ? 'has' : 'have'} been e-mailed.`,
      });
    });

  return (
    <FormDialog
      trigger={
        <Button variant="outline" size="sm">
          <Clapperboard aria-hidden />
          {label} <span className="sr-only">for {propertyAddress}</span>
        </Button>
      }
      title="Add Video"
      description={
        target.kind === 'session'
          ? `The walkthrough of ${propertyAddress}, for every client still booked on this viewing. Each is e-mailed.`
          : `The walkthrough of ${propertyAddress}. The client sees it on their dashboard and is e-mailed.`
      }
      schema={videoFormSchema}
      defaultValues={{
        youtubeUrl: current?.youtubeVideoId ? youtubeWatchUrl(current.youtubeVideoId) : '',
        videoTitle: current?.videoTitle ?? '',
        videoNotes: current?.videoNotes ?? '',
      }}
      onInvalid={(errors) => errors.root && toastVideoMissing()}
      onSubmit={send}
      failureTitle="Failed to add video"
      submitLabel="Add Video"
      pendingLabel="Adding..."
    >
      {(form) => (
        <>
          <VideoLinkFields
            url={form.register('youtubeUrl')}
            title={form.register('videoTitle')}
            urlError={form.formState.errors.youtubeUrl?.message}
          />
          <FormField label="Video notes (optional)">
            <TextArea rows={3} maxLength={NOTES_MAX_LENGTH} {...form.register('videoNotes')} />
          </FormField>
        </>
      )}
    </FormDialog>
  );
}
