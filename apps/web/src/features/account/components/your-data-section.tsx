import * as m from '@nestway/core/i18n/messages';
import { accountDataApi } from '@nestway/core/contracts/account-data';
import type { GroupRole } from '@nestway/core/groups';
import { paths } from '@nestway/core/web-routes';
import { Download, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { endpointUrl } from '@/lib/api-client';
import { Button } from '@/components/ui/button';
import { SectionCard } from '@/components/ui/section-card';
import { placeholders, withParts } from '@/i18n/rich-text';
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
      <SectionCard icon={ShieldCheck} title={m.dashboard_data_title()}>
        <RetentionNotice />
        <p className="text-muted">{m.dashboard_data_export()}</p>
        <p>
          {withParts(m.dashboard_data_privacy(placeholders('link')), {
            link: (
              <Link to={paths.privacy} className="font-semibold text-brand-700 underline underline-offset-4">
                {m.dashboard_privacy_notice()}
              </Link>
            ),
          })}
        </p>
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
          <Button variant="outline" className="self-start" asChild>
            <a href={endpointUrl(accountDataApi.export)} download>
              <Download aria-hidden />
              {m.dashboard_data_download()}
            </a>
          </Button>
          <DeleteAccount groupRole={groupRole} />
        </div>
      </SectionCard>
    </div>
  );
}
