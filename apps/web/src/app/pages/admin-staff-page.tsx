import { paths } from '@nestway/core/web-routes';
import { QueryContent } from '@/components/query/query-content';
import { SessionTopBar } from '@/components/session/session-top-bar';
import { InviteStaffForm } from '@/features/staff/components/invite-staff-form';
import { StaffList } from '@/features/staff/components/staff-list';
import { useSignedInUser } from '@/queries/auth';
import { useStaffList } from '@/queries/staff';

/** /admin/staff: who can sign in to the back office; invite a person, deactivate a member (docs/decisions/030-staff-accounts.md). */
export function AdminStaffPage() {
  const user = useSignedInUser();
  const staff = useStaffList();
  return (
    <div className="min-h-dvh bg-sand-50">
      <SessionTopBar homeHref={paths.adminDashboard} tag="Admin" />
      <main className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
        <header className="flex flex-col gap-1">
          <h1 className="font-display text-3xl font-semibold text-brand-900 sm:text-4xl">Staff</h1>
          <p className="text-muted">Everyone who can sign in to the back office. Times are UK time.</p>
        </header>
        <InviteStaffForm />
        <QueryContent query={staff} loading="Loading staff..." failure="The staff list could not be loaded.">
          {(data) => <StaffList staff={data} currentUserId={user.id} />}
        </QueryContent>
      </main>
    </div>
  );
}
