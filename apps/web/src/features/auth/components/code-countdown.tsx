import * as m from '@nestway/core/i18n/messages';
import { Timer } from 'lucide-react';
import { cx } from '@/lib/cx';
import { formatCountdown } from '../hooks/use-countdown';
import { SentenceWith } from './sentence-with';

/**
 * How long the code stays valid. The ticking clock is not announced (a screen reader would hear it
 * every second); only its expiry is, through a polite live region.
 */
export function CodeCountdown({ secondsLeft }: { secondsLeft: number }) {
  const expired = secondsLeft === 0;
  return (
    <div className="flex justify-center">
      <p
        className={cx(
          'inline-flex items-center gap-2 rounded-full px-4 py-1.5 text-sm font-medium',
          expired ? 'bg-accent-50 text-accent-700' : 'bg-brand-50 text-brand-800',
        )}
      >
        <Timer className="size-4" aria-hidden />
        {expired ? (
          m.auth_countdown_expired()
        ) : (
          <span>
            <SentenceWith
              message={(time) => m.auth_countdown_expires_in({ time })}
              value={
                <time dir="ltr" className="font-mono font-semibold tabular-nums">
                  {formatCountdown(secondsLeft)}
                </time>
              }
            />
          </span>
        )}
      </p>
      <p role="status" aria-live="polite" className="sr-only">
        {expired ? m.auth_countdown_expired_announcement() : ''}
      </p>
    </div>
  );
}
