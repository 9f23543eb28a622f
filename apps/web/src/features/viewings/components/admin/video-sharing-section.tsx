import { zodResolver } from '@hookform/resolvers/zod';
import { NOTES_MAX_LENGTH } from '@nestway/core/text-limits';
import { Clapperboard } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { useShareVideo } from '@/queries/viewings';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SectionCard } from '@/components/ui/section-card';
import { TextArea } from '@/components/ui/text-area';
import { toast, toastError } from '@/components/ui/use-toast';
import { ClientPicker, type ClientSelection } from './client-picker';
import { toastNoClients, toastVideoMissing } from './validation-toasts';
import { VideoLinkFields, videoLinkIssue } from './video-link';

/** The URL and title checked as the spec asks, then everything trimmed, blank optional fields as none. */
const shareVideoFormSchema = z.pipe(
  z.object({ youtubeUrl: z.string(), title: z.string(), propertyAddress: z.string(), adminNotes: z.string() }),
  z.transform((values, context) => {
    const issue = videoLinkIssue(values.youtubeUrl, values.title, 'youtubeUrl');
    if (issue) {
      context.issues.push(issue);
      return z.NEVER;
    }
    return {
      youtubeUrl: values.youtubeUrl.trim(),
      title: values.title.trim(),
      propertyAddress: values.propertyAddress.trim() || null,
      adminNotes: values.adminNotes.trim() || null,
    };
  }),
);

/**
 * Video Sharing on the admin dashboard: a walkthrough for clients who had no viewing of it booked.
 * Each gets it on their dashboard (a completed viewing with the video) and an e-mail.
 */
export function VideoSharingSection() {
  const share = useShareVideo();
  const form = useForm({
    resolver: zodResolver(shareVideoFormSchema),
    defaultValues: { youtubeUrl: '', title: '', propertyAddress: '', adminNotes: '' },
  });
  const [clients, setClients] = useState<ClientSelection>(new Map());

  const submit = form.handleSubmit(
    (videoData) => {
      if (clients.size === 0) return void toastNoClients();
      return share.mutateAsync({ body: { videoData, clientIds: [...clients.keys()] } }).then(
        ({ recipients }) => {
          const n = recipients.length;
          toast({
            title: 'Video shared',
            description: `Sent to ${n} client${n === 1 ? '' : 's'}, who ${n === 1 ? 'has' : 'have'} been e-mailed.`,
          });
          form.reset();
          setClients(new Map());
        },
        (error: unknown) => toastError('Failed to share video', error),
      );
    },
    (errors) => errors.root && toastVideoMissing(),
  );

  return (
    <SectionCard icon={Clapperboard} title="Video Sharing">
      <p className="text-muted">Share a property walkthrough with clients who had no viewing of it booked. Each client is e-mailed.</p>
      <form noValidate onSubmit={submit} className="flex flex-col gap-5">
        <div className="grid gap-4 sm:grid-cols-2">
          <VideoLinkFields
            url={form.register('youtubeUrl')}
            title={form.register('title')}
            urlError={form.formState.errors.youtubeUrl?.message}
          />
          <div className="sm:col-span-2">
            <FormField label="Property address (optional)" hint="The title stands in for it when left blank.">
              <Input {...form.register('propertyAddress')} maxLength={300} autoComplete="off" />
            </FormField>
          </div>
          <div className="sm:col-span-2">
            <FormField label="Notes for the clients (optional)">
              <TextArea rows={3} maxLength={NOTES_MAX_LENGTH} {...form.register('adminNotes')} />
            </FormField>
          </div>
        </div>
        <ClientPicker legend="Clients to share with" selected={clients} onChange={setClients} />
        <Button type="submit" className="self-start" disabled={share.isPending}>
          {share.isPending ? 'Sharing...' : 'Share Video'}
        </Button>
      </form>
    </SectionCard>
  );
}
