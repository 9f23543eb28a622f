import { paths } from '@nestway/core/web-routes';
import { Link } from 'react-router';
import { useSignedInUser } from '@/queries/auth';
import { ClientManagement } from '@/features/clients/components/client-management';
import { SummaryCards } from '@/features/clients/components/summary-cards';
import { useClientList } from '@/features/clients/hooks/use-client-list';
import { AvailabilityManager } from '@/features/consultation/components/admin/availability-manager';
import { RightToRentFollowUpsCard } from '@/features/right-to-rent/components/admin/follow-ups-card';
import { PropertyOffersSection } from '@/features/offers/components/admin/property-offers-section';
import { PropertyViewingsSection } from '@/features/viewings/components/admin/property-viewings-section';
import { VideoSharingSection } from '@/features/viewings/components/admin/video-sharing-section';

function DashboardHeader() {
  const user = useSignedInUser();
  return (
    <header className="flex flex-col gap-1">
      <h1 className="font-display text-3xl font-semibold text-brand-900 sm:text-4xl">Admin Dashboard</h1>
      <p className="text-muted">Signed in as {user.fullName}</p>
      {user.secondFactor && !user.secondFactor.enabled && (
        <p className="text-sm">
          <Link to={paths.adminSecondFactorSetup} className="font-semibold text-brand-700 underline underline-offset-4">
            Set up two-factor sign-in
          </Link>{' '}
          so a stolen password alone cannot open the back office.
        </p>
      )}
    </header>
  );
}

/**
 * /admin/dashboard: the admin team's home opens on the daily queue: the summary cards, the client
 * table they filter, then the offers awaiting an answer. The spec's other dashboard sections each have
 * a screen of their own below, reached from the navigation (app/admin-shell).
 */
export function AdminDashboardPage() {
  // The summary cards filter the client table, so both read the one list.
  const clients = useClientList();
  return (
    <>
      <DashboardHeader />
      <SummaryCards list={clients} />
      <RightToRentFollowUpsCard />
      <ClientManagement list={clients} />
      <PropertyOffersSection />
    </>
  );
}

/** /admin/dashboard/availability: Manage Your Availability. */
export function AdminAvailabilityPage() {
  return (
    <>
      <DashboardHeader />
      <AvailabilityManager />
    </>
  );
}

/** /admin/dashboard/viewings: Property Viewings, with Create Bulk Viewing and the history. */
export function AdminBulkViewingPage() {
  return (
    <>
      <DashboardHeader />
      <PropertyViewingsSection />
    </>
  );
}

/** /admin/dashboard/video-sharing: Video Sharing. */
export function AdminVideoSharingPage() {
  return (
    <>
      <DashboardHeader />
      <VideoSharingSection />
    </>
  );
}
