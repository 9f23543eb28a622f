import * as m from '@nestway/core/i18n/messages';
import { bankDetails } from '@nestway/core/bank-details';
import { Globe, Landmark } from 'lucide-react';
import { cx } from '@/lib/cx';
import { withSlots } from '@/i18n/with-slots';
import { SectionCard } from '@/components/ui/section-card';

/** Label, value and whether the value is a code people copy character by character (shown in monospace). */
type DetailRow = readonly [label: string, value: string, code?: boolean];

function DetailList({ rows }: { rows: readonly DetailRow[] }) {
  return (
    <dl className="divide-y divide-sand-200 rounded-xl border border-sand-200">
      {rows.map(([label, value, code]) => (
        <div key={label} className="flex flex-col gap-0.5 px-4 py-2.5 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
          <dt className="shrink-0 text-xs font-semibold tracking-wide text-muted uppercase">{label}</dt>
          {/* Codes are read and typed left to right in every language: a sort code keeps its order in Arabic too. */}
          <dd
            dir={code ? 'ltr' : undefined}
            className={cx(
              'font-medium break-words text-ink',
              code ? 'font-mono text-[0.95rem] tracking-wide rtl:text-end sm:text-end' : 'text-sm sm:text-end',
            )}
          >
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** UK and international transfer details from the business configuration. */
export function BankDetails({ reference }: { reference: string }) {
  const { uk, international } = bankDetails;
  return (
    <div id="bank-details" className="grid scroll-mt-24 gap-6 md:grid-cols-2">
      <SectionCard icon={Landmark} title={m.onboarding_payment_uk_transfer()}>
        <DetailList
          rows={[
            [m.onboarding_payment_account_name(), bankDetails.accountName],
            [m.onboarding_payment_bank(), uk.bankName],
            [m.onboarding_payment_sort_code(), uk.sortCode, true],
            [m.onboarding_payment_account_number(), uk.accountNumber, true],
            [m.onboarding_payment_payment_type(), uk.accountType],
            [m.onboarding_payment_reference(), reference],
          ]}
        />
        <p className="rounded-xl bg-accent-50 px-4 py-3 text-accent-700">
          {withSlots((slot) => m.onboarding_payment_payee_type_note({ type: slot(0) }), [<strong key="type">{uk.accountType}</strong>])}
        </p>
      </SectionCard>
      <SectionCard icon={Globe} title={m.onboarding_payment_international_transfer()}>
        <DetailList
          rows={[
            [m.onboarding_payment_account_name(), bankDetails.accountName],
            [m.onboarding_payment_iban(), international.iban, true],
            [m.onboarding_payment_swift(), international.swiftBic, true],
            [m.onboarding_payment_bank(), international.bankName],
            [m.onboarding_payment_bank_address(), international.bankAddress],
            [m.onboarding_payment_reference(), reference],
          ]}
        />
        <p className="rounded-xl bg-accent-50 px-4 py-3 text-accent-700">
          {withSlots(
            (slot) => m.onboarding_payment_currency_note({ currencyOnly: slot(0) }),
            [<strong key="currency">{m.onboarding_payment_currency_only({ currency: bankDetails.currency })}</strong>],
          )}
        </p>
      </SectionCard>
    </div>
  );
}
