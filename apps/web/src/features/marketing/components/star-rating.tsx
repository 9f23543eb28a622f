import * as m from '@nestway/core/i18n/messages';
import { Star } from 'lucide-react';

/** A row of filled stars, read out as "Rated n out of 5". */
export function StarRating({ stars }: { stars: number }) {
  return (
    <div role="img" aria-label={m.public_reviews_rated({ stars: String(stars), max: '5' })} className="flex gap-0.5 text-accent-400">
      {Array.from({ length: 5 }, (_, index) => (
        <Star key={index} className={index < stars ? 'size-5 fill-current' : 'size-5 text-sand-200'} aria-hidden />
      ))}
    </div>
  );
}
