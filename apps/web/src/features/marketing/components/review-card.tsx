import type { Review } from '@nestway/core/business';
import * as m from '@nestway/core/i18n/messages';
import { Quote, UserRound } from 'lucide-react';
import { reviewText } from '../content';
import { StarRating } from './star-rating';

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .map((word) => word[0])
    .slice(0, 2)
    .join('');

/** One customer review: stars, the quote and who said it. */
export function ReviewCard({ review }: { review: Review }) {
  const [from, to] = review.gradient;
  const text = reviewText[review.key];
  const name = review.name || m.public_review_anonymous();
  return (
    <figure className="flex h-full flex-col rounded-card border border-sand-200 bg-white p-6 shadow-card sm:p-8">
      <div className="flex items-center justify-between">
        <StarRating stars={review.stars} />
        <Quote className="size-8 text-brand-100" aria-hidden />
      </div>
      <blockquote className="mt-5 flex-1 leading-relaxed text-ink sm:text-lg">{m.public_review_quote({ quote: text.quote() })}</blockquote>
      <figcaption className="mt-6 flex items-center gap-3 border-t border-sand-100 pt-5">
        <span
          aria-hidden="true"
          className="flex size-11 shrink-0 items-center justify-center rounded-full text-sm font-bold text-white"
          style={{ backgroundImage: `linear-gradient(135deg, ${from}, ${to})` }}
        >
          {review.name ? initialsOf(review.name) : <UserRound className="size-5" />}
        </span>
        <span className="min-w-0">
          <span className="block font-semibold text-brand-900">{name}</span>
          {text.title && <span className="block truncate text-sm text-muted">{text.title()}</span>}
        </span>
      </figcaption>
    </figure>
  );
}
