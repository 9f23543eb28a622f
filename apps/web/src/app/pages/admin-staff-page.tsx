import { QueryContent } from '@/components/query/query-content';
import { InviteStaffForm } from '@/features/staff/components/invite-staff-form';
import { StaffList } from '@/features/staff/components/staff-list';
import { useSignedInUser } from '@/queries/auth';
import { useStaffList } from '@/queries/staff';

/** /admin/staff: who can sign in to the back office; invite a person, deactivate a member (docs/decisions/030-staff-accounts.md). */
export function AdminStaffPage() {
  const user = useSignedInUser();
  const staff = useStaffList();
  return (
    <>
      <header className="flex flex-col gap-1">
        <h1 className="font-display text-3xl font-semibold text-brand-900 sm:text-4xl">Staff</h1>
        <p className="text-muted">Everyone who can sign in to the back office. Times are UK time.</p>
      </header>
      <QueryContent query={staff} loading="Loading staff..." failure="The staff list could not be loaded.">
        {(data) => <StaffList staff={data} currentUserId={user.id} />}
      </QueryContent>
      <InviteStaffForm />
    </>
  );
}
