import * as m from '@nestway/core/i18n/messages';
import type { ViewingRecord } from '@nestway/core/viewings';
import { youtubeEmbedUrl } from '@nestway/core/youtube';
import { useEffect, useRef, useState } from 'react';
import { useMarkVideoWatched } from '@/queries/viewings';
import { isolate } from '@/i18n/rich-text';

/** YouTube's own still of a video (480 x 360, letterboxed, so it is cropped to 16:9); allowed by the CSP's img-src. */
const posterUrl = (videoId: string) => `https://i.ytimg.com/vi/${videoId}/hqdefault.jpg`;

/**
 * A viewing's walkthrough behind a click-to-play facade: a poster and a play button until asked, so
 * the dashboard loads none of YouTube's player (about a megabyte) up front. The player comes from
 * youtube-nocookie.com and starts at once. Its first load records the video as watched, once, and
 * quietly: a failure there is no concern of the client's.
 */
export function ViewingVideo({ userId, viewing, videoId }: { userId: string; viewing: ViewingRecord; videoId: string }) {
  const title = viewing.videoTitle ?? m.dashboard_video_default_title({ address: isolate(viewing.propertyAddress) });
  const markWatched = useMarkVideoWatched(userId);
  const [playing, setPlaying] = useState(false);
  const [posterFailed, setPosterFailed] = useState(false);
  const marked = useRef(false);
  const player = useRef<HTMLIFrameElement>(null);

  // The button that had focus is gone: keyboard users carry on in the player.
  useEffect(() => {
    if (playing) player.current?.focus();
  }, [playing]);

  const play = () => {
    setPlaying(true);
    if (viewing.videoWatchedAt === null && !marked.current) {
      marked.current = true;
      markWatched.mutate(viewing.id);
    }
  };

  return (
    <div className="relative aspect-video w-full overflow-hidden rounded-xl bg-brand-950">
      {playing ? (
        <iframe
          ref={player}
          src={`${youtubeEmbedUrl(videoId)}&autoplay=1`}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          className="absolute inset-0 size-full border-0"
        />
      ) : (
        <button
          type="button"
          onClick={play}
          aria-label={m.dashboard_video_play({ title: isolate(title) })}
          className="group absolute inset-0 flex size-full items-center justify-center focus-visible:outline-4 focus-visible:-outline-offset-4 focus-visible:outline-accent-500"
        >
          {!posterFailed && (
            <img
              src={posterUrl(videoId)}
              alt=""
              loading="lazy"
              decoding="async"
              onError={() => setPosterFailed(true)}
              className="absolute inset-0 size-full object-cover opacity-90 transition-opacity group-hover:opacity-100"
            />
          )}
          <span className="absolute inset-x-0 top-0 bg-gradient-to-b from-brand-950/80 to-transparent p-3 text-start text-sm font-semibold text-white sm:p-4">
            {title}
          </span>
          <span className="relative flex size-16 items-center justify-center rounded-full bg-accent-500 text-brand-950 shadow-lg transition-transform group-hover:scale-105">
            {/* Drawn here rather than lucide's Play: sharing that icon with the home page would split it into a chunk of its own there. */}
            <svg viewBox="0 0 24 24" className="ml-1 size-7 fill-current" aria-hidden>
              <path d="M7 4.5v15a1 1 0 0 0 1.5.86l12.5-7.5a1 1 0 0 0 0-1.72L8.5 3.64A1 1 0 0 0 7 4.5z" />
            </svg>
          </span>
        </button>
      )}
    </div>
  );
}
