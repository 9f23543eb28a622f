import * as m from '@nestway/core/i18n/messages';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cx } from '@/lib/cx';

interface ReadFailureProps {
  /** What went wrong, in a sentence. */
  message: string;
  onRetry: () => void;
  /** True while the retry is under way. */
  retrying: boolean;
  /** A section's failure sits in its card; a page's is centred where the page would be. */
  size: 'section' | 'page';
  /** More ways out beside Try Again, such as a link back. */
  actions?: ReactNode;
}

/** A read that failed: the reason, and Try Again. */
export function ReadFailure({ message, onRetry, retrying, size, actions }: ReadFailureProps) {
  const page = size === 'page';
  return (
    <div role="alert" className={cx('flex flex-col', page ? 'items-center gap-4 py-16 text-center' : 'items-start gap-2')}>
      <p className={page ? 'text-ink' : 'text-danger'}>{message}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button variant="outline" size={page ? 'md' : 'sm'} onClick={onRetry} disabled={retrying}>
          {retrying ? m.common_retrying() : m.common_try_again()}
        </Button>
        {actions}
      </div>
    </div>
  );
}
