import type { InvitationLookup } from '@nestway/core/groups';
import * as m from '@nestway/core/i18n/messages';
// Not @/i18n/format: a sign-in screen, whose first load carries no date or money code.
import { formatNumber } from '@/i18n/number';

/** Who invited the visitor, to how big a group, at which address. */
export function InvitationDetails({ invitation }: { invitation: InvitationLookup }) {
  const rows = [
    [m.prefs_invitation_leader(), invitation.group.leaderName, undefined],
    [m.prefs_invitation_total_tenants(), formatNumber(invitation.group.numberOfTenants), undefined],
    [m.prefs_invitation_invited_email(), invitation.invitation.email, 'ltr'],
  ] as const;
  return (
    <dl className="mb-6 grid gap-3 rounded-2xl border border-brand-100 bg-brand-50 p-4 text-sm">
      {rows.map(([term, value, dir]) => (
        <div key={term} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5">
          <dt className="text-brand-800">{term}</dt>
          <dd dir={dir} className="font-semibold break-all text-brand-950">
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
