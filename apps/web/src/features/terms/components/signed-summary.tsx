import * as m from '@nestway/core/i18n/messages';
import type { TermsSignatureRecord } from '@nestway/core/terms';
import { formatUkDateTime } from '@/i18n/format';
import { ArrowRight, CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@nestway/core/web-routes';
import { Button } from '@/components/ui/button';
import { CalloutCard } from '@/components/ui/callout-card';
import { useMyGroup } from '@/queries/groups';
import { signatureFont } from './signature-style';

/** Shown instead of the form once the current terms are signed. */
export function SignedSummary({ record }: { record: TermsSignatureRecord }) {
  // A co-tenant's leader pays (decision 006): no way on to payment for them.
  const isCotenant = useMyGroup().data?.role === 'cotenant';
  return (
    <CalloutCard
      tone="success"
      icon={CircleCheck}
      headingLevel={1}
      title={m.onboarding_terms_signed_title()}
      details={
        <dl className="grid w-full gap-4 rounded-2xl bg-sand-50 p-5 text-start sm:grid-cols-2">
          <div>
            <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{m.onboarding_terms_signed_full_name()}</dt>
            <dd className="mt-1 font-medium text-ink">{record.fullName}</dd>
          </div>
          <div>
            <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{m.onboarding_terms_signed_on()}</dt>
            <dd className="mt-1 font-medium text-ink">{formatUkDateTime(record.signedDate)}</dd>
          </div>
          <div className="sm:col-span-2">
            <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{m.onboarding_terms_signature()}</dt>
            <dd className="mt-1 text-3xl text-brand-900" style={signatureFont}>
              {record.signature}
            </dd>
          </div>
        </dl>
      }
      actions={
        <>
          <Button asChild variant="outline" size="lg">
            <Link to={paths.dashboard}>{m.onboarding_go_to_dashboard()}</Link>
          </Button>
          {!isCotenant && (
            <Button asChild size="lg">
              <Link to={paths.paymentInstructions}>
                {m.onboarding_terms_continue_to_payment()}
                <ArrowRight className="rtl:-scale-x-100" aria-hidden />
              </Link>
            </Button>
          )}
        </>
      }
    >
      {isCotenant ? m.onboarding_terms_signed_on_record_cotenant() : m.onboarding_terms_signed_on_record()}
    </CalloutCard>
  );
}
