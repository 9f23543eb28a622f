import * as m from '@nestway/core/i18n/messages';
import { TERMS_VERSION } from '@nestway/core/terms';
import { Languages } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { locale } from '@/i18n/locale';
import { isScrolledToEnd } from './scrolled-to-end';
import { termsSectionTexts } from './terms-sections';

/**
 * The terms in a scrolling panel; tells its parent once the reader has reached the end. In a language
 * other than English the panel says first that it is a translation and that the English text, the one
 * signed and recorded (TERMS_VERSION), is the one that applies.
 */
export function TermsText({ onReachedEnd }: { onReachedEnd: () => void }) {
  const panel = useRef<HTMLDivElement>(null);

  // A screen tall enough to show everything has nothing to scroll: the end is already reached.
  useEffect(() => {
    if (panel.current && isScrolledToEnd(panel.current)) onReachedEnd();
  }, [onReachedEnd]);

  return (
    <div
      ref={panel}
      role="region"
      aria-label={m.onboarding_terms_text_label()}
      tabIndex={0}
      onScroll={(event) => isScrolledToEnd(event.currentTarget) && onReachedEnd()}
      data-testid="terms-panel"
      className="max-h-[55vh] overflow-y-auto rounded-2xl border border-sand-200 bg-sand-50/60 px-5 py-6 focus-visible:outline-2 focus-visible:outline-brand-400 sm:px-8"
    >
      <p className="mb-5 text-xs font-semibold tracking-wide text-muted uppercase">
        {m.onboarding_terms_version({ version: TERMS_VERSION })}
      </p>
      {locale !== 'en' && (
        <p role="note" className="mb-5 flex items-start gap-2 rounded-xl bg-accent-50 px-4 py-3 text-sm font-medium text-accent-700">
          <Languages className="mt-0.5 size-4 shrink-0" aria-hidden />
          {m.onboarding_terms_translation_note()}
        </p>
      )}
      <div className="flex flex-col gap-6">
        {termsSectionTexts.map((section) => (
          <section key={section.title()} className="flex flex-col gap-2">
            <h3 className="font-display text-lg font-semibold text-brand-900">{section.title()}</h3>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph()} className="text-sm leading-relaxed text-ink">
                {paragraph()}
              </p>
            ))}
            {section.items && (
              <ul className="ms-5 flex list-disc flex-col gap-1 text-sm leading-relaxed text-ink marker:text-brand-500">
                {section.items.map((item) => (
                  <li key={item()}>{item()}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
      <p className="mt-8 border-t border-sand-200 pt-4 text-center text-xs text-muted">{m.onboarding_terms_end()}</p>
    </div>
  );
}
