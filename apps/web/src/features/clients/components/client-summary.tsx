import { ADMIN_CLIENTS_SEARCH_MAX, type AdminClientDetail } from '@nestway/core/admin';
import { formatUkDate, formatUkDateTime } from '@nestway/core/uk-time';
import { Mail, Phone } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useClientPage } from '@/queries/clients';
import { RuleBadge } from './client-list';

/** The client's call as the summary tells it: what comes next, if anything. */
function nextCall(call: AdminClientDetail['callSchedule']): string {
  if (!call) return 'No call booked';
  if (call.status === 'pending')
    return call.requestedDateTime ? `Requested for ${formatUkDateTime(call.requestedDateTime)}, to confirm` : 'Requested, to confirm';
  if (call.status === 'confirmed') return call.confirmedDateTime ? formatUkDateTime(call.confirmedDateTime) : 'Confirmed';
  return call.confirmedDateTime ? `None: the call was held on ${formatUkDate(call.confirmedDateTime)}` : 'None: the call was held';
}

/**
 * What the admin needs at a glance on the client page, kept in view beside the sections at desktop
 * width: the stage and the action required (the client list's own row, so both screens agree), the
 * contact and the next call.
 */
export function ClientSummary({ client }: { client: AdminClientDetail }) {
  const headingId = useId();
  // The Client Management row of this client: core's rules applied by the server, as the list shows them.
  const rows = useClientPage({ page: 1, pageSize: 20, search: client.email.slice(0, ADMIN_CLIENTS_SEARCH_MAX), filter: 'all' });
  const row = rows.data?.clients.find((candidate) => candidate.id === client.id);
  const pendingBadge = rows.isError ? 'Not available' : '…';
  const phone = client.preferences?.contactNumber;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 rounded-card border border-sand-200 bg-white p-5 shadow-card">
      <h2 id={headingId} className="font-display text-lg font-semibold text-brand-900">
        Client Summary
      </h2>
      <dl className="grid grid-cols-2 gap-4 text-sm xl:grid-cols-1">
        <SummaryFact label="Current Stage">{row ? <RuleBadge badge={row.stage} /> : pendingBadge}</SummaryFact>
        <SummaryFact label="Admin Action Required">{row ? <RuleBadge badge={row.action} /> : pendingBadge}</SummaryFact>
        <SummaryFact label="Contact" wide>
          <span className="flex flex-col gap-1">
            <a
              href={`mailto:${client.email}`}
              className="flex items-start gap-2 break-all text-brand-700 underline-offset-4 hover:underline"
            >
              <Mail className="mt-0.5 size-4 shrink-0" aria-hidden />
              {client.email}
            </a>
            {phone ? (
              <a
                href={`tel:${phone.replace(/[^\d+]/g, '')}`}
                className="flex items-start gap-2 text-brand-700 underline-offset-4 hover:underline"
              >
                <Phone className="mt-0.5 size-4 shrink-0" aria-hidden />
                {phone}
              </a>
            ) : (
              <span className="text-muted">No phone number yet</span>
            )}
          </span>
        </SummaryFact>
        <SummaryFact label="Next Call" wide>
          {nextCall(client.callSchedule)}
        </SummaryFact>
      </dl>
    </section>
  );
}

function SummaryFact({ label, wide = false, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'col-span-2 xl:col-span-1' : undefined}>
      <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{label}</dt>
      <dd className="mt-1 text-ink">{children}</dd>
    </div>
  );
}
