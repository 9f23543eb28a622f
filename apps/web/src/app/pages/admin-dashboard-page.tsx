import { paths } from '@nestway/core/web-routes';
import { Link } from 'react-router';
import { SessionTopBar } from '@/components/session/session-top-bar';
import { useSignedInUser } from '@/queries/auth';
import { ClientManagement } from '@/features/clients/components/client-management';
import { SummaryCards } from '@/features/clients/components/summary-cards';
import { useClientList } from '@/features/clients/hooks/use-client-list';
import { AvailabilityManager } from '@/features/consultation/components/admin/availability-manager';
import { PropertyOffersSection } from '@/features/offers/components/admin/property-offers-section';
import { PropertyViewingsSection } from '@/features/viewings/components/admin/property-viewings-section';
import { VideoSharingSection } from '@/features/viewings/components/admin/video-sharing-section';

/** /admin/dashboard: the admin team's home, in the spec's order: summary cards, availability, viewings, video sharing, the client table, offers. */
export function AdminDashboardPage() {
  const user = useSignedInUser();
  // The summary cards filter the client table, so both read the one list.
  const clients = useClientList();
  return (
    <div className="min-h-dvh bg-sand-50">
      <SessionTopBar homeHref={paths.adminDashboard} tag="Admin" />
      <main className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-8 sm:px-6 sm:py-12">
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
        <SummaryCards list={clients} />
        <AvailabilityManager />
        <PropertyViewingsSection />
        <VideoSharingSection />
        <ClientManagement list={clients} />
        <PropertyOffersSection />
      </main>
    </div>
  );
}
