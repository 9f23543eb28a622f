import { bankDetails } from '@nestway/core/bank-details';
import { Globe, Landmark } from 'lucide-react';
import { cx } from '@/lib/cx';
import { SectionCard } from '@/components/ui/section-card';

/** Label, value and whether the value is a code people copy character by character (shown in monospace). */
type DetailRow = readonly [label: string, value: string, code?: boolean];

function DetailList({ rows }: { rows: readonly DetailRow[] }) {
  return (
    <dl className="divide-y divide-sand-200 rounded-xl border border-sand-200">
      {rows.map(([label, value, code]) => (
        <div key={label} className="flex flex-col gap-0.5 px-4 py-2.5 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
          <dt className="shrink-0 text-xs font-semibold tracking-wide text-muted uppercase">{label}</dt>
          <dd className={cx('font-medium break-words text-ink sm:text-right', code ? 'font-mono text-[0.95rem] tracking-wide' : 'text-sm')}>
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
      <SectionCard icon={Landmark} title="UK bank transfer">
        <DetailList
          rows={[
            ['Account name', bankDetails.accountName],
            ['Bank', uk.bankName],
            ['Sort code', uk.sortCode, true],
            ['Account number', uk.accountNumber, true],
            ['Payment type', uk.accountType],
            ['Reference', reference],
          ]}
        />
        <p className="rounded-xl bg-accent-50 px-4 py-3 text-accent-700">
          Set the payee type to <strong>Business</strong> when you add us in your banking app.
        </p>
      </SectionCard>
      <SectionCard icon={Globe} title="International bank transfer">
        <DetailList
          rows={[
            ['Account name', bankDetails.accountName],
            ['IBAN', international.iban, true],
            ['SWIFT / BIC', international.swiftBic, true],
            ['Bank', international.bankName],
            ['Bank address', international.bankAddress],
            ['Reference', reference],
          ]}
        />
        <p className="rounded-xl bg-accent-50 px-4 py-3 text-accent-700">
          Send the payment in <strong>{bankDetails.currency} only</strong>, so that the full fee arrives after any exchange.
        </p>
      </SectionCard>
    </div>
  );
}
