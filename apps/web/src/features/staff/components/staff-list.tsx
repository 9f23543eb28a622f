import { type PendingInvitation, type StaffList as StaffListData, type StaffMember } from '@nestway/core/staff';
import { formatUkDateTime } from '@nestway/core/uk-time';
import { MailOpen, Users } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SectionCard } from '@/components/ui/section-card';
import { toast, toastError } from '@/components/ui/use-toast';
import { useDeactivateStaff } from '@/queries/staff';

/** The team: each member's status and last sign-in, Deactivate (asked first) for the others; then the invitations still open. */
export function StaffList({ staff, currentUserId }: { staff: StaffListData; currentUserId: string }) {
  const [leaving, setLeaving] = useState<StaffMember | null>(null);
  const deactivate = useDeactivateStaff();

  const onConfirm = async () => {
    if (!leaving) return;
    try {
      const answer = await deactivate.mutateAsync({ params: { id: leaving.id } });
      toast({ title: 'Staff Member Deactivated', description: answer.message });
      setLeaving(null);
    } catch (error) {
      toastError('Could Not Deactivate', error);
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
              </div>
              <div className="sm:w-32 sm:text-right">
                {member.active && member.id !== currentUserId && (
                  <Button variant="outline" size="sm" onClick={() => setLeaving(member)} aria-label={`Deactivate ${member.fullName}`}>
                    Deactivate
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      </SectionCard>
      <InvitationList invitations={staff.invitations} />
      <ConfirmDialog
        open={leaving !== null}
        onOpenChange={(open) => !open && !deactivate.isPending && setLeaving(null)}
        title={`Deactivate ${leaving?.fullName ?? ''}?`}
        description={
          `${leaving?.fullName ?? ''} will be signed out everywhere at once and will not be able to sign in again. ` +
          'What they did stays recorded under their name.'
        }
        confirmLabel="Deactivate"
        pendingLabel="Deactivating..."
        onConfirm={() => void onConfirm()}
        pending={deactivate.isPending}
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
              <span className="text-muted sm:mr-36 sm:w-72">
                Invited{invitation.invitedByName ? ` by ${invitation.invitedByName}` : ''}; expires {formatUkDateTime(invitation.expiresAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
