import { Fragment, type ReactNode } from 'react';
import { direction } from './locale';

/**
 * A translated sentence with elements inside it (a link, a bold word): the message is called with each
 * element's own placeholder as its value (`m.x({ link: '{link}' })`), and this puts the elements where
 * the language placed them, so no sentence is ever built from pieces.
 */
export function withParts(text: string, parts: Record<string, ReactNode>): ReactNode[] {
  return text.split(/(\{[A-Za-z_]\w*\})/).map((piece, index) => {
    const name = /^\{([A-Za-z_]\w*)\}$/.exec(piece)?.[1];
    return <Fragment key={index}>{name !== undefined && name in parts ? parts[name] : piece}</Fragment>;
  });
}

/** The placeholders to call a message with, so that `withParts` finds each one in its text. */
export const placeholders = <Name extends string>(...names: Name[]) =>
  Object.fromEntries(names.map((name) => [name, `{${name}}`])) as Record<Name, string>;

/**
 * A value typed by a person (an address, a name, a file's name) as a message's parameter: in a
 * right-to-left build it is isolated (FSI ... PDI), so "12 Hyde Park Road" keeps its order inside
 * an Arabic or Urdu sentence. Left-to-right builds get it as it is.
 */
export const isolate = (text: string) => (direction === 'rtl' ? `\u2068${text}\u2069` : text);
