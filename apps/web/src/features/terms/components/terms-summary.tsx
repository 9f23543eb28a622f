import * as m from '@nestway/core/i18n/messages';
import { TERMS_VERSION, type TermsSignatureRecord } from '@nestway/core/terms';
import { formatUkDateTime } from '@/i18n/format';
import { paths } from '@nestway/core/web-routes';
import { FileSignature } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { SectionCard } from '@/components/ui/section-card';

/** The dashboard's Terms & Conditions summary: who signed and when, and a link to read them again. */
export function TermsSummary({ signature }: { signature: TermsSignatureRecord | null }) {
  const current = signature?.termsVersion === TERMS_VERSION;
  return (
    <SectionCard icon={FileSignature} title={m.onboarding_terms_title()}>
      {signature && current ? (
        <p>
          <Badge tone="positive">{m.onboarding_terms_signed()}</Badge>{' '}
          {m.onboarding_terms_summary_signed_by({ name: signature.fullName, date: formatUkDateTime(signature.signedDate) })}
        </p>
      ) : (
        <p>
          <Badge tone="attention">{m.onboarding_terms_not_signed()}</Badge> {m.onboarding_terms_summary_not_signed()}
        </p>
      )}
      <Link to={paths.terms} className="self-start font-semibold text-brand-700 underline-offset-4 hover:underline">
        {signature && current ? m.onboarding_terms_read() : m.onboarding_terms_read_and_sign()}
      </Link>
    </SectionCard>
  );
}
