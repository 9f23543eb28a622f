import { reviews } from '@nestway/core/business';
import * as m from '@nestway/core/i18n/messages';
import { Pause, Play } from 'lucide-react';
import { useState } from 'react';
import { cx } from '@/lib/cx';
import { ReviewCard } from './review-card';

/**
 * The reviews as an endless strip. The list is rendered twice and the track slides by half its width
 * (towards the start of the line: leftwards, or rightwards in a right-to-left language),
 * so the loop is seamless. It pauses on hover, on focus and by its button; with reduced motion it stands
 * still and scrolls by hand instead.
 */
export function ReviewsMarquee() {
  const [paused, setPaused] = useState(false);
  return (
    <div>
      <div
        role="region"
        aria-label={m.public_reviews_label()}
        tabIndex={0}
        className="group overflow-hidden rounded-card py-4 [mask-image:linear-gradient(to_right,transparent,black_4%,black_96%,transparent)] motion-reduce:overflow-x-auto motion-reduce:[mask-image:none]"
      >
        <div
          className={cx(
            'flex w-max animate-marquee group-focus-within:[animation-play-state:paused] group-hover:[animation-play-state:paused] motion-reduce:animate-none rtl:animate-marquee-rtl rtl:motion-reduce:animate-none',
            paused && '[animation-play-state:paused]',
          )}
        >
          <ReviewList />
          <ReviewList duplicate />
        </div>
      </div>
      <div className="mt-4 flex justify-center motion-reduce:hidden">
        <button
          type="button"
          onClick={() => setPaused(!paused)}
          className="inline-flex items-center gap-2 rounded-full px-3 py-1.5 text-sm font-medium text-muted transition-colors hover:bg-brand-50 hover:text-brand-800"
        >
          {paused ? <Play className="size-4" aria-hidden /> : <Pause className="size-4" aria-hidden />}
          {paused ? m.public_reviews_play() : m.public_reviews_pause()}
        </button>
      </div>
    </div>
  );
}

/** The copy that completes the loop is hidden from assistive technology, and gone when motion is reduced. */
function ReviewList({ duplicate = false }: { duplicate?: boolean }) {
  return (
    <ul aria-hidden={duplicate || undefined} className={cx('flex gap-6 pe-6', duplicate && 'motion-reduce:hidden')}>
      {reviews.map((review) => (
        <li key={review.key} className="flex w-[450px] max-w-[82vw]">
          <ReviewCard review={review} />
        </li>
      ))}
    </ul>
  );
}
