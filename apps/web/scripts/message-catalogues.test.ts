import { readdirSync, readFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LANGUAGE_TAGS, LOCALES } from '@nestway/core/locales';

/** The message catalogues (packages/core/i18n), read as the compiler reads them. */
const repoRoot = path.resolve(import.meta.dirname, '../../..');
const i18n = path.join(repoRoot, 'packages/core/i18n');
const settings = JSON.parse(readFileSync(path.join(i18n, 'project.inlang/settings.json'), 'utf8')) as {
  baseLocale: string;
  locales: string[];
  'plugin.inlang.messageFormat': { pathPattern: string[] };
};
const areas = readdirSync(path.join(i18n, 'messages'));

type Message = string | { declarations?: string[]; selectors?: string[]; match?: Record<string, string> }[];
const catalogue = (area: string, locale: string): Record<string, Message> => {
  const { $schema: _schema, ...messages } = JSON.parse(readFileSync(path.join(i18n, 'messages', area, `${locale}.json`), 'utf8')) as Record<
    string,
    Message
  >;
  return messages;
};

/** The inputs a message reads: `{name}` placeholders, and a variant message's declared inputs. */
function inputsOf(message: Message): string[] {
  const texts = typeof message === 'string' ? [message] : message.flatMap((variant) => Object.values(variant.match ?? {}));
  const declared =
    typeof message === 'string' ? [] : message.flatMap((variant) => variant.declarations ?? []).filter((d) => d.startsWith('input '));
  const placeholders = texts.flatMap((text) => [...text.matchAll(/\{([A-Za-z_][\w]*)\}/g)].map((match) => match[1]!));
  const locals =
    typeof message === 'string' ? [] : message.flatMap((variant) => variant.declarations ?? []).filter((d) => d.startsWith('local '));
  const localNames = new Set(locals.map((d) => d.split(/\s+/)[1]));
  return [...new Set([...declared.map((d) => d.split(/\s+/)[1]!), ...placeholders.filter((name) => !localNames.has(name))])].sort();
}

describe('message catalogues', () => {
  it('lists the same languages as @nestway/core/locales, English first as the base', () => {
    expect(settings.locales).toEqual([...LOCALES]);
    expect(settings.baseLocale).toBe(DEFAULT_LOCALE);
  });

  it('compiles every area: each catalogue folder is in the compiler settings', () => {
    expect(settings['plugin.inlang.messageFormat'].pathPattern.sort()).toEqual(
      areas.map((area) => `./messages/${area}/{locale}.json`).sort(),
    );
  });

  it.each(areas)('%s: every language has every English key and no other, none empty', (area) => {
    const english = Object.keys(catalogue(area, DEFAULT_LOCALE)).sort();
    for (const locale of LOCALES) {
      const messages = catalogue(area, locale);
      expect(Object.keys(messages).sort(), `${area}/${locale}.json`).toEqual(english);
      const empty = Object.entries(messages).filter(([, message]) =>
        typeof message === 'string' ? message.trim() === '' : message.length === 0,
      );
      expect(
        empty.map(([key]) => key),
        `${area}/${locale}.json`,
      ).toEqual([]);
    }
  });

  it.each(areas)('%s: a plural message has a variant for every plural form of its language (else it shows its key)', (area) => {
    for (const locale of LOCALES) {
      const forms = new Intl.PluralRules(LANGUAGE_TAGS[locale]).resolvedOptions().pluralCategories;
      const missing = Object.entries(catalogue(area, locale)).flatMap(([key, message]) =>
        typeof message === 'string'
          ? []
          : message.flatMap((variant) => {
              const plurals = (variant.declarations ?? []).filter((d) => /: plural$/.test(d)).map((d) => d.split(/\s+/)[1]!);
              const matched = Object.keys(variant.match ?? {});
              return plurals.flatMap((selector) =>
                matched.includes(`${selector}=*`)
                  ? []
                  : forms
                      .filter((form) => !matched.some((key) => key.split(/,\s*/).includes(`${selector}=${form}`)))
                      .map((form) => `${key} ${selector}=${form}`),
              );
            }),
      );
      expect(missing, `${area}/${locale}.json`).toEqual([]);
    }
  });

  it.each(areas)('%s: each message takes the same parameters in every language as in English', (area) => {
    const english = catalogue(area, DEFAULT_LOCALE);
    for (const locale of LOCALES) {
      const messages = catalogue(area, locale);
      const differing = Object.keys(english).filter(
        (key) => messages[key] && inputsOf(messages[key]).join() !== inputsOf(english[key]!).join(),
      );
      expect(differing, `${area}/${locale}.json`).toEqual([]);
    }
  });

  it('has no message that no code shows: each is called as m.<key> in the web, the API or core', async () => {
    const sources = await Promise.all(
      ['apps/web/src', 'apps/api/src', 'packages/core/src'].map(async (folder) => {
        const files = (await readdir(path.join(repoRoot, folder), { recursive: true })).filter(
          (file) => /\.tsx?$/.test(file) && !file.includes('generated'),
        );
        return Promise.all(files.map((file) => readFile(path.join(repoRoot, folder, file), 'utf8')));
      }),
    );
    const called = new Set(sources.flat().flatMap((source) => [...source.matchAll(/\bm\.(\w+)/g)].map((match) => match[1])));
    const keys = areas.flatMap((area) => Object.keys(catalogue(area, DEFAULT_LOCALE)));
    expect(keys.filter((key) => !called.has(key))).toEqual([]);
  });

  it('names each message once across the areas, as the compiler merges them into one set', () => {
    const keys = areas.flatMap((area) => Object.keys(catalogue(area, DEFAULT_LOCALE)));
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });
});
