import { auditActionLabel, type AuditEntry, type AuditOutcome } from '@nestway/core/audit';
import { formatUkDateTime } from '@nestway/core/uk-time';
import { paths } from '@nestway/core/web-routes';
import { Ban, CircleCheck, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { StatusBadge, type StatusLook } from '@/components/ui/status-badge';

const outcomeLooks: Record<AuditOutcome, StatusLook> = {
  succeeded: { label: 'Succeeded', tone: 'positive', Icon: CircleCheck },
  refused: { label: 'Refused', tone: 'attention', Icon: Ban },
  failed: { label: 'Failed', tone: 'negative', Icon: TriangleAlert },
};

/** Who did it: a staff member by name, a client as "the client" (their entries keep no name). */
const actorOf = (entry: AuditEntry) =>
  entry.actorRole === 'admin' ? (entry.actorName ?? 'Staff member') : entry.actorRole === 'tenant' ? 'The client' : 'Unknown';

/** Audit entries newest first, one row each: what, who, when, from where, and how it ended. */
export function AuditEntryList({ entries, showClient }: { entries: readonly AuditEntry[]; showClient: boolean }) {
  return (
    <ol className="flex flex-col divide-y divide-sand-200">
      {entries.map((entry) => (
        <li
          key={entry.id}
          className="flex flex-col gap-1.5 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-start sm:justify-between sm:gap-4"
        >
          <div className="flex min-w-0 flex-col gap-1">
            <p className="font-semibold text-ink">{auditActionLabel(entry.action)}</p>
            <p className="text-sm break-words text-muted">
              By {actorOf(entry)}, {formatUkDateTime(entry.occurredAt)}
              {entry.ipAddress && <>, from {entry.ipAddress}</>}
            </p>
            {showClient && entry.clientId && (
              <p className="text-sm">
                <Link className="font-medium text-brand-700 underline-offset-4 hover:underline" to={paths.adminUser.href(entry.clientId)}>
                  Open the client
                </Link>
              </p>
            )}
          </div>
          <div className="shrink-0">
            <StatusBadge status={entry.outcome} looks={outcomeLooks} />
          </div>
        </li>
      ))}
    </ol>
  );
}
