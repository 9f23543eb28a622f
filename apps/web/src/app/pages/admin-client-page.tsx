import { paths } from '@nestway/core/web-routes';
import { ArrowLeft, UserX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useClientDetail } from '@/api/admin';
import { RequireSession } from '@/components/session/require-session';
import { SessionTopBar } from '@/components/session/session-top-bar';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { AdminNotesSection } from '@/features/admin/components/admin-notes-section';
import { ClientHeader } from '@/features/admin/components/client-header';
import { OverrideHistorySection } from '@/features/admin/components/override-history-section';
import { ProgressOverviewSection } from '@/features/admin/components/progress-overview-section';
import { StatusOverrideSection } from '@/features/admin/components/status-override-section';
import { CallManagementSection } from '@/features/consultation/components/admin/call-management-section';
import { AdminDocumentsSection } from '@/features/documents/components/admin/admin-documents-section';
import { ShareFileDialog } from '@/features/shared-files/components/admin/share-file-dialog';
import { AdminMessagesSection } from '@/features/messages/components/admin/admin-messages-section';
import { ClientEmailsSection } from '@/features/emails/components/admin/client-emails-section';
import { PaymentSection } from '@/features/payments/components/admin/payment-section';
import { PreferencesSections } from '@/features/preferences/components/admin/preferences-section';
import { SharedFilesAdminSection } from '@/features/shared-files/components/admin/shared-files-admin-section';
import { AdminTermsSection } from '@/features/terms/components/admin-terms-section';
import { ClientViewingsSection } from '@/features/viewings/components/admin/client-viewings-section';
import { errorMessage, hasErrorCode } from '@/lib/api-client';

/** /admin/users/{id}: one client, one screen, composed of the sections each domain owns. */
export function AdminClientPage() {
  return <RequireSession role="admin">{() => <AdminClient />}</RequireSession>;
}

function AdminClient() {
  const { id = '' } = useParams();
  const detail = useClientDetail(id);

  return (
    <div className="min-h-dvh bg-sand-50">
      <SessionTopBar homeHref={paths.adminDashboard} tag="Admin" />
      <main className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
        {detail.isPending ? (
          <div className="flex justify-center py-24">
            <Spinner label="Loading..." />
          </div>
        ) : detail.isError ? (
          hasErrorCode(detail.error, 'not_found') ? (
            <Problem icon={<UserX className="size-10 text-brand-300" aria-hidden />} title="User not found" />
          ) : (
            <Problem title={errorMessage(detail.error, 'The client could not be loaded.')}>
              <Button variant="outline" onClick={() => void detail.refetch()} disabled={detail.isFetching}>
                {detail.isFetching ? 'Retrying...' : 'Try Again'}
              </Button>
            </Problem>
          )
        ) : (
          <>
            <ClientHeader client={detail.data} />
            <StatusOverrideSection client={detail.data} />
            <OverrideHistorySection clientId={detail.data.id} />
            <PreferencesSections client={detail.data} preferences={detail.data.preferences} />
            <AdminTermsSection terms={detail.data.termsAndConditions} />
            <AdminDocumentsSection
              clientId={detail.data.id}
              documents={detail.data.documents}
              uploadForUser={<ShareFileDialog clientId={detail.data.id} label="Upload File for User" />}
            />
            <AdminMessagesSection clientId={detail.data.id} />
            <ClientEmailsSection clientId={detail.data.id} clientEmail={detail.data.email} />
            <ClientViewingsSection clientId={detail.data.id} />
            <AdminNotesSection key={detail.data.adminNotes ?? ''} clientId={detail.data.id} notes={detail.data.adminNotes} />
            <PaymentSection client={detail.data} />
            <CallManagementSection clientId={detail.data.id} call={detail.data.callSchedule} feePence={detail.data.feePence} />
            <ProgressOverviewSection client={detail.data} />
            <SharedFilesAdminSection clientId={detail.data.id} />
          </>
        )}
      </main>
    </div>
  );
}

function Problem({ icon, title, children }: { icon?: ReactNode; title: string; children?: ReactNode }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-4 py-24 text-center">
      {icon}
      <h1 className="font-display text-2xl font-semibold text-brand-900">{title}</h1>
      <div className="flex flex-wrap justify-center gap-2">
        {children}
        <Button variant="outline" asChild>
          <Link to={paths.adminDashboard}>
            <ArrowLeft aria-hidden />
            Back to Dashboard
          </Link>
        </Button>
      </div>
    </div>
  );
}
