import type { InvitationLookup } from '@nestway/core/groups';

/** Who invited the visitor, to how big a group, at which address. */
export function InvitationDetails({ invitation }: { invitation: InvitationLookup }) {
  const rows = [
    ['Group leader', invitation.group.leaderName],
    ['Total tenants', String(invitation.group.numberOfTenants)],
    ['Invited email', invitation.invitation.email],
  ] as const;
  return (
    <dl className="mb-6 grid gap-3 rounded-2xl border border-brand-100 bg-brand-50 p-4 text-sm">
      {rows.map(([term, value]) => (
        <div key={term} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5">
          <dt className="text-brand-800">{term}</dt>
          <dd className="font-semibold break-all text-brand-950">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
