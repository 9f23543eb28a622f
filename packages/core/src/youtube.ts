/**
 * Viewing walkthroughs are YouTube videos. The admin pastes whatever address YouTube gave them; the
 * server keeps only the 11-character video id and the client embeds it from youtube-nocookie.com.
 */

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
/** The path forms that carry the id as their second segment: /embed/ID, /shorts/ID, /live/ID, /v/ID. */
const ID_PATH_PREFIXES = new Set(['embed', 'shorts', 'live', 'v']);

export const youtubeMessages = {
  notYoutube:
    'Please paste a YouTube video address, for example https://www.youtube.com/watch?v=dQw4w9WgXcQ or https://youtu.be/dQw4w9WgXcQ.',
} as const;

/**
 * The video id of a YouTube address: watch?v=ID, youtu.be/ID, /embed/ID, /shorts/ID, /live/ID or
 * /v/ID, on youtube.com, its mobile and music hosts or youtube-nocookie.com, with or without the
 * scheme, www and extra parameters (t=, si=, list=). Null for anything else, or for a bare id.
 */
export function youtubeVideoId(address: string): string | null {
  // scheme? host path ?query #fragment; no URL class here, as core runs in browsers and Node alike without DOM types.
  const match = /^(?:https?:\/\/)?([^/?#\s]+)(\/[^?#\s]*)?(?:\?([^#\s]*))?(?:#\S*)?$/i.exec(address.trim());
  if (!match) return null;
  const host = match[1]!.toLowerCase();
  const segments = (match[2] ?? '').split('/').filter(Boolean);
  const query = new Map((match[3] ?? '').split('&').map((pair): [string, string] => [pair.split('=')[0]!, pair.split('=')[1] ?? '']));
  let candidate: string | null | undefined;
  if (host === 'youtu.be' || host === 'www.youtu.be') candidate = segments.length === 1 ? segments[0] : null;
  else if (YOUTUBE_HOSTS.has(host)) {
    if (segments.length === 1 && segments[0] === 'watch') candidate = query.get('v');
    else if (segments.length === 2 && ID_PATH_PREFIXES.has(segments[0]!)) candidate = segments[1];
  }
  return candidate && VIDEO_ID.test(candidate) ? candidate : null;
}

/** Where the client's page embeds a video: the privacy-enhanced player, which sets no cookies until played. */
export const youtubeEmbedUrl = (videoId: string) => `https://www.youtube-nocookie.com/embed/${videoId}?rel=0`;

/** Where a video is watched on YouTube itself (the admin's link). */
export const youtubeWatchUrl = (videoId: string) => `https://www.youtube.com/watch?v=${videoId}`;
