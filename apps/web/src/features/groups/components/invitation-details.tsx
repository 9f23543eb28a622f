import type { InvitationLookup } from '@nestway/core/groups';
import * as m from '@nestway/core/i18n/messages';
// Not @/i18n/format: a sign-in screen, whose first load carries no date or money code.
import { formatNumber } from '@/i18n/format-light';

/** Who invited the visitor, to how big a group, at which address. */
export function InvitationDetails({ invitation }: { invitation: InvitationLookup }) {
  const rows = [
    [m.prefs_invitation_leader(), invitation.group.leaderName],
    [m.prefs_invitation_total_tenants(), formatNumber(invitation.group.numberOfTenants)],
    [m.prefs_invitation_invited_email(), invitation.invitation.email],
  ] as const;
  return (
    <dl className="mb-6 grid gap-3 rounded-2xl border border-brand-100 bg-brand-50 p-4 text-sm">
      {rows.map(([term, value]) => (
        <div key={term} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5">
          <dt className="text-brand-800">{term}</dt>
          {/* Each value in its own direction: a name or an address reads left to right in a right-to-left page. */}
          <dd dir="auto" className="font-semibold break-all text-brand-950">
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
