import type { AdminTermsRecord } from '@nestway/core/admin';
import { FileSignature, FileWarning } from 'lucide-react';
import { DetailSection, Fact, Facts } from '@/components/ui/detail-section';
import { formatUkDateTime } from '@nestway/core/uk-time';

/** The client's signature of the terms, or a notice that they have not signed. */
export function AdminTermsSection({ terms }: { terms: AdminTermsRecord | null }) {
  return (
    <DetailSection title="Terms & Conditions" icon={<FileSignature />}>
      {terms ? (
        <Facts>
          <Fact label="Full name">{terms.fullName}</Fact>
          <Fact label="Signature">
            <span className="font-display text-lg italic">{terms.signature}</span>
          </Fact>
          <Fact label="Signed">
            <time dateTime={terms.signedDate}>{formatUkDateTime(terms.signedDate)}</time>
          </Fact>
          <Fact label="IP address">
            <span className="font-mono text-sm">{terms.ipAddress}</span>
          </Fact>
          <Fact label="Terms version">{terms.termsVersion}</Fact>
        </Facts>
      ) : (
        <p className="flex items-center gap-2 rounded-xl bg-accent-50 px-4 py-3 text-sm text-accent-700">
          <FileWarning className="size-4 shrink-0" aria-hidden />
          This user has not signed the Terms &amp; Conditions yet.
        </p>
      )}
    </DetailSection>
  );
}
