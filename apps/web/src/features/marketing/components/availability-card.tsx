import { brand } from '@nestway/core/brand';
import * as m from '@nestway/core/i18n/messages';
import { Clock, Mail } from 'lucide-react';
import { CoreHours } from '@/components/layout/core-hours';

/** The team's core hours, when messages are answered, and the general e-mail address. */
export function AvailabilityCard() {
  return (
    <section aria-labelledby="availability-heading" className="rounded-[2rem] border border-brand-100 bg-brand-50 p-7 sm:p-10">
      <div className="flex flex-col gap-8 md:flex-row md:items-center md:justify-between">
        <div className="flex flex-col gap-5 sm:flex-row">
          <span className="flex size-14 shrink-0 items-center justify-center rounded-2xl bg-brand-800 text-white">
            <Clock className="size-7" aria-hidden />
          </span>
          <div>
            <h2 id="availability-heading" className="font-display text-2xl font-semibold text-brand-900 sm:text-3xl">
              {m.public_availability_heading()}
            </h2>
            <p className="mt-2 text-lg font-semibold text-ink">
              <CoreHours />
            </p>
            <p className="mt-1 text-muted">{m.public_availability_note()}</p>
          </div>
        </div>
        <a
          href={`mailto:${brand.supportEmail}`}
          dir="ltr"
          className="inline-flex items-center gap-2 self-start rounded-full bg-white px-5 py-3 font-semibold text-brand-800 shadow-sm ring-1 ring-brand-100 transition-colors hover:bg-brand-100 md:self-center"
        >
          <Mail className="size-4" aria-hidden />
          {brand.supportEmail}
        </a>
      </div>
    </section>
  );
}
