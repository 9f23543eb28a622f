import { describe, expect, it } from 'vitest';
import { importMessagesOneByOne, splitMessages } from './message-modules';

const localeModule = `/* eslint-disable */
import * as registry from "../registry.js"

export const auth_title = /** @type {(inputs: {}) => LocalizedString} */ () => {
\treturn /** @type {LocalizedString} */ (\`Welcome Back\`)
};

export const nav_getstarted1 = () => {
\treturn (\`GET STARTED\`)
};
`;
const index = `export { nav_getstarted1 as "nav_getStarted" }\n`;

describe('messages one module each', () => {
  it('splits a language module into its messages, and reads the names the compiler changed', () => {
    const { blocks, renamed } = splitMessages(localeModule, index);
    expect([...blocks.keys()]).toEqual(['auth_title', 'nav_getstarted1']);
    expect(blocks.get('auth_title')).toContain('Welcome Back');
    expect(blocks.get('auth_title')).not.toContain('GET STARTED');
    expect(renamed.get('nav_getstarted1')).toBe('nav_getStarted');
  });

  it('imports only the messages a module calls, each from its own module, keeping `m.key` calls working', () => {
    const code = `import * as m from '@nestway/core/i18n/messages';\nexport const a = () => m.auth_title() + m.nav_getStarted() + m.auth_title();\n`;
    const rewritten = importMessagesOneByOne(code, (key) => `msg:${key}`)!;
    expect(rewritten).toContain(`import { auth_title as m__auth_title } from "msg:auth_title";`);
    expect(rewritten).toContain(`import { nav_getStarted as m__nav_getStarted } from "msg:nav_getStarted";`);
    expect(rewritten).toContain('const m = { auth_title: m__auth_title, nav_getStarted: m__nav_getStarted };');
    expect(rewritten).not.toContain('@nestway/core/i18n/messages');
  });

  it('leaves out words that name no message (a comment saying m.e.)', () => {
    const code = `import * as m from '@nestway/core/i18n/messages';\n// as in m.e\nexport const a = () => m.auth_title();\n`;
    const rewritten = importMessagesOneByOne(code, (key) => (key === 'auth_title' ? `msg:${key}` : undefined))!;
    expect(rewritten).toContain('const m = { auth_title: m__auth_title };');
  });

  it('leaves a module that does not import the messages as it is', () => {
    expect(importMessagesOneByOne(`import * as z from 'zod/mini';`, (key) => key)).toBeUndefined();
  });
});
