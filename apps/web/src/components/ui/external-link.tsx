import * as m from '@nestway/core/i18n/messages';
import type { ComponentProps } from 'react';

/** A link that opens another site in a new tab, and says so to screen-reader users. */
export function ExternalLink({ children, ...props }: Omit<ComponentProps<'a'>, 'target' | 'rel'>) {
  return (
    <a target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span className="sr-only"> {m.common_opens_in_new_tab()}</span>
    </a>
  );
}
