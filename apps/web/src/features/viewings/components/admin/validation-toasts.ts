import { viewingMessages } from '@nestway/core/viewings';
import { toast } from '@/components/ui/use-toast';

/** "Missing required fields: Please provide…" as a toast: the words before the colon are its title. */
function toastMessage(message: string) {
  const [title = message, ...rest] = message.split(': ');
  toast({ title, description: rest.join(': ') || undefined, variant: 'destructive' });
}

/** The spec's 'No clients selected'. */
export const toastNoClients = () =>
  toast({ title: viewingMessages.noClients, description: 'Choose at least one client in the list.', variant: 'destructive' });

/** The spec's 'Missing required fields: Please provide a YouTube URL and video title'. */
export const toastVideoMissing = () => toastMessage(viewingMessages.videoMissing);
