import { applicationStepLabels } from '@nestway/core/application-steps';
import { formatUkDateTime } from '@nestway/core/uk-time';
import { History } from 'lucide-react';
import { useOverrideHistory } from '@/queries/clients';
import { QueryContent } from '@/components/query/query-content';
import { DetailSection } from '@/components/ui/detail-section';
import { LatestList } from '@/components/ui/latest-list';

/** Every status override of the client, newest first: who, when, from which step, to which, and why. */
export function OverrideHistorySection({ clientId }: { clientId: string }) {
  const history = useOverrideHistory(clientId);
  return (
    <DetailSection title="Admin Override History" icon={<History aria-hidden />}>
      <QueryContent query={history} loading="Loading history..." failure="The override history could not be loaded.">
        {(entries) =>
          entries.length === 0 ? (
            <p className="text-muted">No status overrides yet.</p>
          ) : (
            <LatestList
              ordered
              items={entries}
              label="Status overrides"
              noun="overrides"
              itemKey={(entry) => entry.id}
              className="flex flex-col divide-y divide-sand-200"
              renderItem={(entry) => (
                <li className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0">
                  <p className="font-semibold text-ink">
                    {applicationStepLabels[entry.previousStep]} &rarr; {applicationStepLabels[entry.targetStep]}
                  </p>
                  <p className="text-sm text-muted">
                    By {entry.adminName}, {formatUkDateTime(entry.createdAt)}
                  </p>
                  {entry.notes && <p className="text-sm break-words whitespace-pre-line text-ink">{entry.notes}</p>}
                </li>
              )}
            />
          )
        }
      </QueryContent>
    </DetailSection>
  );
}
