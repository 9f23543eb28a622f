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
    <SectionCard icon={FileSignature} title="Terms & Conditions">
      {signature && current ? (
        <p>
          <Badge tone="positive">Signed</Badge> by {signature.fullName} on {formatUkDateTime(signature.signedDate)}.
        </p>
      ) : (
        <p>
          <Badge tone="attention">Not signed</Badge> Please read and sign the current terms before paying your upfront fee.
        </p>
      )}
      <Link to={paths.terms} className="self-start font-semibold text-brand-700 underline-offset-4 hover:underline">
        {signature && current ? 'Read the Terms & Conditions' : 'Read and sign the Terms & Conditions'}
      </Link>
    </SectionCard>
  );
}
