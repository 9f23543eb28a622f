import { youtubeVideoId, youtubeMessages, youtubeWatchUrl } from '@nestway/core/youtube';
import { Clapperboard } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useAddSessionVideo, useAddViewingVideo } from '@/api/admin-viewings';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogTrigger } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { TextArea } from '@/components/ui/text-area';
import { toast, toastError } from '@/components/ui/use-toast';
import { toastVideoMissing } from './validation-toasts';

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

/** The Add Video modal: a YouTube walkthrough for a session or a single viewing; each client concerned is e-mailed. */
export function AddVideoDialog({ target, propertyAddress, current }: AddVideoDialogProps) {
  const [open, setOpen] = useState(false);
  const session = useAddSessionVideo();
  const viewing = useAddViewingVideo();
  const pending = session.isPending || viewing.isPending;
  const label = current?.youtubeVideoId ? 'Replace Video' : 'Add Video';

  return (
    <Dialog open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <Clapperboard aria-hidden />
          {label} <span className="sr-only">for {propertyAddress}</span>
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Add Video"
        description={
          target.kind === 'session'
            ? `The walkthrough of ${propertyAddress}, for every client still booked on this viewing. Each is e-mailed.`
            : `The walkthrough of ${propertyAddress}. The client sees it on their dashboard and is e-mailed.`
        }
      >
        {/* Mounted with the dialog, so each opening starts afresh. */}
        {open && (
          <VideoForm
            current={current}
            pending={pending}
            onSubmit={(body) => {
              const options = {
                onSuccess: ({ updatedViewings }: { updatedViewings: readonly unknown[] }) => {
                  const n = updatedViewings.length;
                  toast({
                    title: 'Video added',
                    description: `Shared with ${n} client${n === 1 ? '' : 's'}, who ${n === 1 ? 'has' : 'have'} been e-mailed.`,
                  });
                  setOpen(false);
                },
                onError: (error: Error) => toastError('Failed to add video', error),
              };
              if (target.kind === 'session') session.mutate({ params: { id: target.id }, body }, options);
              else viewing.mutate({ params: { id: target.id }, body }, options);
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

interface VideoBody {
  youtubeUrl: string;
  videoTitle: string;
  videoNotes: string | null;
}

function VideoForm({ current, pending, onSubmit }: { current?: CurrentVideo; pending: boolean; onSubmit: (body: VideoBody) => void }) {
  const [url, setUrl] = useState(current?.youtubeVideoId ? youtubeWatchUrl(current.youtubeVideoId) : '');
  const [title, setTitle] = useState(current?.videoTitle ?? '');
  const [notes, setNotes] = useState(current?.videoNotes ?? '');
  const [urlError, setUrlError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!url.trim() || !title.trim()) return void toastVideoMissing();
    if (youtubeVideoId(url) === null) return setUrlError(youtubeMessages.notYoutube);
    setUrlError(undefined);
    onSubmit({ youtubeUrl: url.trim(), videoTitle: title.trim(), videoNotes: notes.trim() || null });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <FormField label="YouTube URL" error={urlError}>
        <Input
          type="url"
          inputMode="url"
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          maxLength={500}
          placeholder="https://www.youtube.com/watch?v=..."
        />
      </FormField>
      <FormField label="Video title">
        <Input value={title} onChange={(event) => setTitle(event.target.value)} maxLength={200} />
      </FormField>
      <FormField label="Video notes (optional)">
        <TextArea rows={3} maxLength={2000} value={notes} onChange={(event) => setNotes(event.target.value)} />
      </FormField>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={pending}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={pending}>
          {pending ? 'Adding...' : 'Add Video'}
        </Button>
      </DialogFooter>
    </form>
  );
}
