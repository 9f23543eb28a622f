import * as m from '@nestway/core/i18n/messages';
import { LANGUAGE_NAMES, LANGUAGE_TAGS, LOCALES, localizedPath, type Locale } from '@nestway/core/locales';
import { publicPagePaths } from '@nestway/core/web-routes';
import { Globe } from 'lucide-react';
import { usePathname } from '@/components/navigation/site-link';
import { locale } from '@/i18n/locale';
import { cx } from '@/lib/cx';

const publicPages = new Set(publicPagePaths);

/**
 * The page on screen in a language: a public page at that language's address, a screen of the app at
 * its own (the server answers it in the language the link's click remembers, i18n/choose-locale.ts).
 */
const addressIn = (other: Locale, pathname: string) => (publicPages.has(pathname) ? localizedPath(other, pathname) : pathname);

/**
 * The five languages as links, each named in its own language and script. A document navigation, not
 * the router's: another language is another build. `data-locale` makes the click remember the choice.
 */
export function LanguageLinks({ className, linkClassName }: { className?: string; linkClassName?: string }) {
  const pathname = usePathname();
  return (
    <ul className={cx('flex flex-wrap gap-x-4 gap-y-2', className)}>
      {LOCALES.map((other) => (
        <li key={other}>
          <a
            href={addressIn(other, pathname)}
            data-locale={other}
            lang={LANGUAGE_TAGS[other]}
            hrefLang={LANGUAGE_TAGS[other]}
            aria-current={other === locale ? 'true' : undefined}
            className={cx('rounded underline-offset-4 hover:underline aria-[current]:font-bold', linkClassName)}
          >
            {LANGUAGE_NAMES[other]}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The header's language menu: a disclosure that works before any script runs and from the keyboard. */
export function LanguageMenu({ className }: { className?: string }) {
  return (
    <details className={cx('group relative', className)}>
      <summary
        className="flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-full px-3 text-sm font-semibold text-ink/80 hover:bg-brand-50/70 hover:text-brand-800 [&::-webkit-details-marker]:hidden"
        aria-label={m.languages_current({ language: LANGUAGE_NAMES[locale] })}
      >
        <Globe className="size-4" aria-hidden />
        <span lang={LANGUAGE_TAGS[locale]}>{LANGUAGE_NAMES[locale]}</span>
      </summary>
      <nav
        aria-label={m.languages_label()}
        className="absolute end-0 top-full z-50 mt-2 min-w-40 rounded-2xl border border-sand-200 bg-white p-3 shadow-xl"
      >
        <LanguageLinks className="flex-col" linkClassName="block px-2 py-1.5 text-sm text-ink hover:bg-brand-50" />
      </nav>
    </details>
  );
}
