import { youtubeMessages, youtubeVideoId } from '@nestway/core/youtube';
import { Clapperboard } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useShareVideo } from '@/api/admin-viewings';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SectionCard } from '@/components/ui/section-card';
import { TextArea } from '@/components/ui/text-area';
import { toast, toastError } from '@/components/ui/use-toast';
import { ClientPicker, type ClientSelection } from './client-picker';
import { toastNoClients, toastVideoMissing } from './validation-toasts';

const empty = { youtubeUrl: '', title: '', propertyAddress: '', adminNotes: '' };

/**
 * Video Sharing on the admin dashboard: a walkthrough for clients who had no viewing of it booked.
 * Each gets it on their dashboard (a completed viewing with the video) and an e-mail.
 */
export function VideoSharingSection() {
  const share = useShareVideo();
  const [values, setValues] = useState(empty);
  const [urlError, setUrlError] = useState<string>();
  const [clients, setClients] = useState<ClientSelection>(new Map());
  const set = (field: keyof typeof empty) => (event: { target: { value: string } }) =>
    setValues({ ...values, [field]: event.target.value });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!values.youtubeUrl.trim() || !values.title.trim()) return void toastVideoMissing();
    if (youtubeVideoId(values.youtubeUrl) === null) return setUrlError(youtubeMessages.notYoutube);
    setUrlError(undefined);
    if (clients.size === 0) return void toastNoClients();
    share.mutate(
      {
        body: {
          videoData: {
            youtubeUrl: values.youtubeUrl.trim(),
            title: values.title.trim(),
            propertyAddress: values.propertyAddress.trim() || null,
            adminNotes: values.adminNotes.trim() || null,
          },
          clientIds: [...clients.keys()],
        },
      },
      {
        onSuccess: ({ recipients }) => {
          const n = recipients.length;
          toast({
            title: 'Video shared',
            description: `Sent to ${n} client${n === 1 ? '' : 's'}, who ${n === 1 ? 'has' : 'have'} been e-mailed.`,
          });
          setValues(empty);
          setClients(new Map());
        },
        onError: (error) => toastError('Failed to share video', error),
      },
    );
  };

  return (
    <SectionCard icon={Clapperboard} title="Video Sharing">
      <p className="text-muted">Share a property walkthrough with clients who had no viewing of it booked. Each client is e-mailed.</p>
      <form noValidate onSubmit={submit} className="flex flex-col gap-5">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="YouTube URL" error={urlError}>
            <Input
              type="url"
              inputMode="url"
              value={values.youtubeUrl}
              onChange={set('youtubeUrl')}
              maxLength={500}
              placeholder="https://www.youtube.com/watch?v=..."
            />
          </FormField>
          <FormField label="Video title">
            <Input value={values.title} onChange={set('title')} maxLength={200} />
          </FormField>
          <div className="sm:col-span-2">
            <FormField label="Property address (optional)" hint="The title stands in for it when left blank.">
              <Input value={values.propertyAddress} onChange={set('propertyAddress')} maxLength={300} autoComplete="off" />
            </FormField>
          </div>
          <div className="sm:col-span-2">
            <FormField label="Notes for the clients (optional)">
              <TextArea rows={3} maxLength={2000} value={values.adminNotes} onChange={set('adminNotes')} />
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
