import { accountDataApi } from '@nestway/core/contracts/account-data';
import { Download, ShieldCheck } from 'lucide-react';
import { endpointUrl } from '@/lib/api-client';
import { Button } from '@/components/ui/button';
import { SectionCard } from '@/components/ui/section-card';

/**
 * Your data on the client dashboard: the copy of everything held about them (UK GDPR's right of access,
 * docs/decisions/035-data-export.md). A plain download link: the browser streams the zip to disk, and a
 * failure shows in its downloads list. Deleting the account joins the actions row.
 */
export function YourDataSection() {
  return (
    <div id="your-data" className="scroll-mt-24">
      <SectionCard icon={ShieldCheck} title="Your data">
        <p className="text-muted">
          Download a zip of everything we hold about you: your account, preferences, group, consultation, signed terms, payments, documents,
          messages, shared files, viewings, offers, the e-mails we sent, our team&apos;s notes and the record of what was done on your
          account (data.json), with your uploaded documents, payment proofs and the files we shared with you.
        </p>
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
          <Button variant="outline" className="self-start" asChild>
            <a href={endpointUrl(accountDataApi.export)} download>
              <Download aria-hidden />
              Download my data
            </a>
          </Button>
        </div>
      </SectionCard>
    </div>
  );
}
