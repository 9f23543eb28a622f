import { accountDataApi } from '@nestway/core/contracts/account-data';
import type { GroupRole } from '@nestway/core/groups';
import { paths } from '@nestway/core/web-routes';
import { Download, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { endpointUrl } from '@/lib/api-client';
import { Button } from '@/components/ui/button';
import { SectionCard } from '@/components/ui/section-card';
import { DeleteAccount } from './delete-account';
import { RetentionNotice } from './retention-notice';

/**
 * Your data on the client dashboard: the client's rights over what we hold. The copy of everything
 * (UK GDPR's right of access, docs/decisions/035-data-export.md) is a plain download link: the browser
 * streams the zip to disk, and a failure shows in its downloads list. Deleting the account is decision 034.
 */
export function YourDataSection({ groupRole }: { groupRole: GroupRole | null }) {
  return (
    <div id="your-data" className="scroll-mt-24">
      <SectionCard icon={ShieldCheck} title="Your data">
        <RetentionNotice />
        <p className="text-muted">
          Download a zip of everything we hold about you: your account, preferences, group, consultation, signed terms, payments, documents,
          messages, shared files, viewings, offers, your Right to Rent details, the e-mails we sent, our team&apos;s notes and the record of
          what was done on your account (data.json), with your uploaded documents, payment proofs and the files we shared with you.
        </p>
        <p>
          What we hold about you, why and for how long is in our{' '}
          <Link to={paths.privacy} className="font-semibold text-brand-700 underline underline-offset-4">
            privacy notice
          </Link>
          .
        </p>
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
          <Button variant="outline" className="self-start" asChild>
            <a href={endpointUrl(accountDataApi.export)} download>
              <Download aria-hidden />
              Download my data
            </a>
          </Button>
          <DeleteAccount groupRole={groupRole} />
        </div>
      </SectionCard>
    </div>
  );
}
