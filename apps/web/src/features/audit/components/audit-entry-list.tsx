import { auditActionLabel, DELETED_CLIENT_NAME, type AuditEntry, type AuditOutcome } from '@nestway/core/audit';
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

/**
 * Who did it: a staff member by the name the entry kept, a client acting on their own records by their
 * name now (the entry keeps only their id), the card provider by the name its entry holds.
 */
function actorOf(entry: AuditEntry): string {
  if (entry.actorRole === 'admin') return entry.actorName ?? 'Staff member';
  if (entry.actorRole === 'tenant') return entry.actorId === entry.clientId && entry.clientName ? entry.clientName : 'The client';
  if (entry.actorRole === 'system') return entry.actorName ?? 'The system';
  return 'Unknown';
}

/** The client an entry is about: a link named by them, or, once deleted, the words and the id. */
function ClientOf({ entry }: { entry: AuditEntry & { clientId: string } }) {
  if (entry.clientName === null || entry.clientName === DELETED_CLIENT_NAME)
    return (
      <p className="text-sm break-words text-muted">
        Client: {DELETED_CLIENT_NAME} <span className="font-mono text-xs">({entry.clientId})</span>
      </p>
    );
  return (
    <p className="text-sm break-words">
      Client:{' '}
      <Link className="font-medium text-brand-700 underline-offset-4 hover:underline" to={paths.adminUser.href(entry.clientId)}>
        {entry.clientName}
      </Link>
    </p>
  );
}

/** Audit entries newest first, one row each: what, who, when, from where, about whom, and how it ended. */
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
            {showClient && entry.clientId !== null && <ClientOf entry={{ ...entry, clientId: entry.clientId }} />}
          </div>
          <div className="shrink-0">
            <StatusBadge status={entry.outcome} looks={outcomeLooks} />
          </div>
        </li>
      ))}
    </ol>
  );
}
