import { paths } from '@nestway/core/web-routes';
import { Activity } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { QueryContent } from '@/components/query/query-content';
import { DetailSection } from '@/components/ui/detail-section';
import { Pager } from '@/components/ui/pager';
import { useClientActivity } from '@/queries/audit';
import { AuditEntryList } from './audit-entry-list';

/** The client's Activity timeline: what staff did to their records, what staff opened, and their own acts, newest first. */
export function ActivityTimelineSection({ clientId }: { clientId: string }) {
  const [page, setPage] = useState(1);
  const activity = useClientActivity(clientId, page);
  return (
    <DetailSection
      title="Activity"
      icon={<Activity aria-hidden />}
      actions={
        <Link
          className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
          to={`${paths.adminAuditLog}?clientId=${encodeURIComponent(clientId)}`}
        >
          Open in the Audit Log
        </Link>
      }
    >
      <QueryContent query={activity} loading="Loading activity..." failure="The activity could not be loaded.">
        {({ entries, total, pageSize }) =>
          entries.length === 0 ? (
            <p className="text-muted">Nothing recorded yet.</p>
          ) : (
            <div className="flex flex-col gap-4">
              <AuditEntryList entries={entries} showClient={false} />
              {total > pageSize && <Pager label="Activity pages" page={page} pageCount={Math.ceil(total / pageSize)} goToPage={setPage} />}
            </div>
          )
        }
      </QueryContent>
    </DetailSection>
  );
}
