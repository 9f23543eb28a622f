import { viewingMessages } from '@nestway/core/viewings';
import { youtubeMessages, youtubeVideoId } from '@nestway/core/youtube';

/**
 * The spec's checks of a walkthrough before it is sent: a URL and a title are both needed (told in a
 * toast, so reported at the form's root), then the URL must be YouTube's (told under the field).
 */
export function videoLinkProblem(url: string, title: string): { field: 'root' | 'url'; message: string } | null {
  if (!url.trim() || !title.trim()) return { field: 'root', message: viewingMessages.videoMissing };
  if (youtubeVideoId(url) === null) return { field: 'url', message: youtubeMessages.notYoutube };
  return null;
}
