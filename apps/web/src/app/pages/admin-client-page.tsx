import { paths } from '@nestway/core/web-routes';
import { UserX } from 'lucide-react';
import { useParams } from 'react-router';
import { useClientDetail } from '@/queries/clients';
import { PageContent } from '@/components/query/page-content';
import { SessionTopBar } from '@/components/session/session-top-bar';
import { ActivityTimelineSection } from '@/features/audit/components/activity-timeline-section';
import { AdminNotesSection } from '@/features/clients/components/admin-notes-section';
import { BackToDashboard } from '@/features/clients/components/back-to-dashboard';
import { ClientHeader } from '@/features/clients/components/client-header';
import { OverrideHistorySection } from '@/features/clients/components/override-history-section';
import { ProgressOverviewSection } from '@/features/clients/components/progress-overview-section';
import { StatusOverrideSection } from '@/features/clients/components/status-override-section';
import { ConsultationManagementSection } from '@/features/consultation/components/admin/consultation-management-section';
import { AdminDocumentsSection } from '@/features/documents/components/admin/admin-documents-section';
import { ShareFileDialog } from '@/features/shared-files/components/admin/share-file-dialog';
import { AdminMessagesSection } from '@/features/messages/components/admin/admin-messages-section';
import { ClientEmailsSection } from '@/features/emails/components/admin/client-emails-section';
import { PaymentSection } from '@/features/payments/components/admin/payment-section';
import { PreferencesSections } from '@/features/preferences/components/admin/preferences-section';
import { SharedFilesAdminSection } from '@/features/shared-files/components/admin/shared-files-admin-section';
import { AdminTermsSection } from '@/features/terms/components/admin-terms-section';
import { ClientViewingsSection } from '@/features/viewings/components/admin/client-viewings-section';
import { hasErrorCode } from '@/lib/api-client';

/** /admin/users/{id}: one client, one screen, composed of the sections each domain owns. */
export function AdminClientPage() {
  const { id = '' } = useParams();
  const detail = useClientDetail(id);

  return (
    <div className="min-h-dvh bg-sand-50">
      <SessionTopBar homeHref={paths.adminDashboard} tag="Admin" />
      <main className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
        {hasErrorCode(detail.error, 'not_found') ? (
          <ClientNotFound />
        ) : (
          <PageContent reads={{ client: detail }} failure="The client could not be loaded." failureActions={<BackToDashboard />}>
            {({ client }) => (
              <>
                <ClientHeader client={client} />
                <StatusOverrideSection client={client} />
                <OverrideHistorySection clientId={client.id} />
                <ActivityTimelineSection clientId={client.id} />
                <PreferencesSections client={client} preferences={client.preferences} />
                <AdminTermsSection terms={client.termsAndConditions} />
                <AdminDocumentsSection
                  clientId={client.id}
                  documents={client.documents}
                  uploadForUser={<ShareFileDialog clientId={client.id} label="Upload File for User" />}
                />
                <AdminMessagesSection clientId={client.id} />
                <ClientEmailsSection clientId={client.id} clientEmail={client.email} />
                <ClientViewingsSection clientId={client.id} />
                <AdminNotesSection key={client.adminNotes ?? ''} clientId={client.id} notes={client.adminNotes} />
                <PaymentSection client={client} />
                <ConsultationManagementSection clientId={client.id} consultation={client.callSchedule} feePence={client.feePence} />
                <ProgressOverviewSection client={client} />
                <SharedFilesAdminSection clientId={client.id} />
              </>
            )}
          </PageContent>
        )}
      </main>
    </div>
  );
}

function ClientNotFound() {
  return (
    <div role="alert" className="flex flex-col items-center gap-4 py-24 text-center">
      <UserX className="size-10 text-brand-300" aria-hidden />
      <h1 className="font-display text-2xl font-semibold text-brand-900">User not found</h1>
      <BackToDashboard />
    </div>
  );
}
