import * as m from '@nestway/core/i18n/messages';
import { DEFAULT_LOCALE, localizedPath } from '@nestway/core/locales';
import { paths } from '@nestway/core/web-routes';
import { direction, languageTag, locale } from '@/i18n/locale';

/**
 * The note a first visit to the English home page gets when its browser prefers this build's
 * language (decision 039): rendered by this language's build, set into the English page by the build
 * (scripts/build.ts) and answered by the server on Accept-Language. Outside the page's React root, so
 * the English page hydrates as it always does; its links' clicks remember the choice either way.
 */
export function LanguageSuggestion() {
  return (
    <aside lang={languageTag} dir={direction} aria-label={m.languages_suggestion_label()} className="bg-brand-950 text-white">
      <div className="mx-auto flex w-full max-w-6xl flex-wrap items-center gap-x-5 gap-y-2 px-5 py-3 text-sm sm:px-8">
        <p className="font-semibold">{m.languages_suggestion_text()}</p>
        <a
          href={localizedPath(locale, paths.home)}
          data-locale={locale}
          className="rounded-full bg-accent-400 px-4 py-2 font-bold text-brand-950"
        >
          {m.languages_suggestion_switch()}
        </a>
        <a href={paths.home} data-locale={DEFAULT_LOCALE} className="rounded underline underline-offset-4">
          {m.languages_suggestion_stay()}
        </a>
      </div>
    </aside>
  );
}
