import { type PendingInvitation, type StaffList as StaffListData, type StaffMember } from '@nestway/core/staff';
import { formatUkDateTime } from '@nestway/core/uk-time';
import { MailOpen, Users } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SectionCard } from '@/components/ui/section-card';
import { toast, toastError } from '@/components/ui/use-toast';
import { useDeactivateStaff, useResetStaffSecondFactor } from '@/queries/staff';

/** What a member's row asks to confirm: deactivating them, or removing their second factor. */
type PendingAct = { kind: 'deactivate' | 'reset'; member: StaffMember };

/**
 * The team: each member's status, second factor and last sign-in; for the others, Deactivate and Reset
 * Two-Factor (both asked first); then the invitations still open.
 */
export function StaffList({ staff, currentUserId }: { staff: StaffListData; currentUserId: string }) {
  const [pending, setPending] = useState<PendingAct | null>(null);
  const deactivate = useDeactivateStaff();
  const reset = useResetStaffSecondFactor();
  const busy = deactivate.isPending || reset.isPending;
  const name = pending?.member.fullName ?? '';

  const onConfirm = async () => {
    if (!pending) return;
    const params = { id: pending.member.id };
    try {
      if (pending.kind === 'deactivate') {
        const answer = await deactivate.mutateAsync({ params });
        toast({ title: 'Staff Member Deactivated', description: answer.message });
      } else {
        await reset.mutateAsync({ params });
        toast({ title: 'Two-Factor Sign-In Reset', description: `${name} will set it up again at their next sign-in.` });
      }
      setPending(null);
    } catch (error) {
      toastError(pending.kind === 'deactivate' ? 'Could Not Deactivate' : 'Could Not Reset Two-Factor Sign-In', error);
    }
  };

  return (
    <>
      <SectionCard icon={Users} title="Team">
        <ul className="flex flex-col divide-y divide-sand-200" aria-label="Staff members">
          {staff.members.map((member) => (
            <li key={member.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:gap-4">
              <div className="flex min-w-0 flex-1 flex-col">
                <span className="font-semibold text-brand-900">
                  {member.fullName}
                  {member.id === currentUserId && <span className="font-normal text-muted"> (you)</span>}
                </span>
                <span className="break-all text-muted">{member.email}</span>
              </div>
              <div className="flex flex-wrap items-center gap-x-4 gap-y-1 sm:w-72">
                {member.active ? <Badge tone="positive">Active</Badge> : <Badge tone="neutral">Deactivated</Badge>}
                <span className="text-muted">
                  {member.active
                    ? `Last sign-in: ${member.lastSignInAt ? formatUkDateTime(member.lastSignInAt) : 'never'}`
                    : `Since ${formatUkDateTime(member.deactivatedAt!)}`}
                </span>
                <span className="text-muted">Two-factor: {member.twoFactorEnabled ? 'on' : 'not set up'}</span>
              </div>
              <div className="flex flex-wrap gap-2 sm:w-56 sm:justify-end">
                {member.active && member.id !== currentUserId && (
                  <>
                    {member.twoFactorEnabled && (
                      <Button
                        variant="outline"
                        size="sm"
                        onClick={() => setPending({ kind: 'reset', member })}
                        aria-label={`Reset two-factor sign-in of ${member.fullName}`}
                      >
                        Reset Two-Factor
                      </Button>
                    )}
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => setPending({ kind: 'deactivate', member })}
                      aria-label={`Deactivate ${member.fullName}`}
                    >
                      Deactivate
                    </Button>
                  </>
                )}
              </div>
            </li>
          ))}
        </ul>
      </SectionCard>
      <InvitationList invitations={staff.invitations} />
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && !busy && setPending(null)}
        title={pending?.kind === 'reset' ? `Reset two-factor sign-in of ${name}?` : `Deactivate ${name}?`}
        description={
          pending?.kind === 'reset'
            ? `${name} will be signed out everywhere, and their authenticator app and recovery codes will stop working. ` +
              'At their next sign-in they set up two-factor sign-in again. Do this only once you are sure it is them asking.'
            : `${name} will be signed out everywhere at once and will not be able to sign in again. ` +
              'What they did stays recorded under their name.'
        }
        confirmLabel={pending?.kind === 'reset' ? 'Reset Two-Factor' : 'Deactivate'}
        pendingLabel={pending?.kind === 'reset' ? 'Resetting...' : 'Deactivating...'}
        onConfirm={() => void onConfirm()}
        pending={busy}
      />
    </>
  );
}

function InvitationList({ invitations }: { invitations: PendingInvitation[] }) {
  return (
    <SectionCard icon={MailOpen} title="Open Invitations">
      {invitations.length === 0 ? (
        <p className="text-muted">No invitations waiting. Invite someone above and their invitation shows here until they join.</p>
      ) : (
        <ul className="flex flex-col divide-y divide-sand-200" aria-label="Open invitations">
          {invitations.map((invitation) => (
            <li key={invitation.id} className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:gap-4">
              <div className="flex min-w-0 flex-1 flex-col">
                <span className="font-semibold text-brand-900">{invitation.fullName}</span>
                <span className="break-all text-muted">{invitation.email}</span>
              </div>
              <span className="text-muted sm:mr-60 sm:w-72">
                Invited{invitation.invitedByName ? ` by ${invitation.invitedByName}` : ''}; expires {formatUkDateTime(invitation.expiresAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
