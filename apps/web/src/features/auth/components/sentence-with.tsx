import type { ReactNode } from 'react';

const SLOT = '\u2063';

/**
 * A translated sentence with one element inside it (an address in bold, a link, a clock): the message
 * is called with a placeholder, and the element is put where the language placed it.
 */
export function SentenceWith({ message, value }: { message: (slot: string) => string; value: ReactNode }) {
  const [before, after] = message(SLOT).split(SLOT);
  return (
    <>
      {before}
      {value}
      {after}
    </>
  );
}
