import { accountLocaleApi } from '@nestway/core/contracts/account-locale';
import * as m from '@nestway/core/i18n/messages';
import { LANGUAGE_NAMES, LANGUAGE_TAGS, LOCALES, type Locale } from '@nestway/core/locales';
import { Globe } from 'lucide-react';
import { useState } from 'react';
import { toastError } from '@/components/ui/use-toast';
import { showLanguage } from '@/i18n/choose-locale';
import { locale } from '@/i18n/locale';
import { callEndpoint } from '@/lib/api-client';

/**
 * The signed-in client's language menu: the choice is saved on the account (their screens and
 * e-mails follow it), then the page loads again in that language's build (decision 039).
 */
export function AccountLanguageMenu() {
  const [saving, setSaving] = useState<Locale | null>(null);
  const choose = async (chosen: Locale) => {
    if (chosen === locale) return;
    setSaving(chosen);
    try {
      await callEndpoint(accountLocaleApi.update, { body: { locale: chosen } });
      showLanguage(chosen);
    } catch (error) {
      setSaving(null);
      toastError(m.languages_save_failed(), error);
    }
  };
  return (
    <details className="relative">
      <summary
        className="flex min-h-9 cursor-pointer list-none items-center gap-1.5 rounded-full px-2.5 text-sm font-semibold text-ink/80 hover:bg-brand-50/70 [&::-webkit-details-marker]:hidden"
        aria-label={m.languages_current({ language: LANGUAGE_NAMES[locale] })}
      >
        <Globe className="size-4" aria-hidden />
        <span lang={LANGUAGE_TAGS[locale]} className="hidden sm:inline">
          {LANGUAGE_NAMES[locale]}
        </span>
      </summary>
      <ul
        aria-label={m.languages_label()}
        className="absolute end-0 top-full z-50 mt-2 min-w-40 rounded-2xl border border-sand-200 bg-white p-2 shadow-xl"
      >
        {LOCALES.map((other) => (
          <li key={other}>
            <button
              type="button"
              lang={LANGUAGE_TAGS[other]}
              aria-current={other === locale ? 'true' : undefined}
              disabled={saving !== null}
              onClick={() => void choose(other)}
              className="block w-full rounded-lg px-3 py-2 text-start text-sm text-ink hover:bg-brand-50 aria-[current]:font-bold disabled:opacity-60"
            >
              {LANGUAGE_NAMES[other]}
            </button>
          </li>
        ))}
      </ul>
    </details>
  );
}
