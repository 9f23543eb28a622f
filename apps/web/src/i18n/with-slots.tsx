import { Fragment, type ReactNode } from 'react';

// Private-use characters mark a slot: no message, name or amount contains them.
const SLOT = /\uE000(\d+)\uE001/;

/**
 * A message with parts that need their own element (an amount in bold, a card number in monospace):
 * `render` calls the message with `slot(i)` for each such parameter, and each slot is replaced by
 * `parts[i]`. The sentence stays one message, in its own word order, whatever the language.
 */
export function withSlots(render: (slot: (index: number) => string) => string, parts: readonly ReactNode[]): ReactNode {
  const pieces = render((index) => `\uE000${index}\uE001`).split(SLOT);
  return pieces.map((piece, index) => <Fragment key={index}>{index % 2 === 0 ? piece : parts[Number(piece)]}</Fragment>);
}
