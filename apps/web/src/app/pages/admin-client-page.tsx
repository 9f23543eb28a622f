import type { AdminClientDetail } from '@nestway/core/admin';
import { UserX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { useClientDetail } from '@/queries/clients';
import { PageContent } from '@/components/query/page-content';
import { ActivityTimelineSection } from '@/features/audit/components/activity-timeline-section';
import { AdminNotesSection } from '@/features/clients/components/admin-notes-section';
import { BackToDashboard } from '@/features/clients/components/back-to-dashboard';
import { ClientHeader } from '@/features/clients/components/client-header';
import { ClientSummary } from '@/features/clients/components/client-summary';
import { OverrideHistorySection } from '@/features/clients/components/override-history-section';
import { ProgressOverviewSection } from '@/features/clients/components/progress-overview-section';
import { RetentionSection } from '@/features/clients/components/retention-section';
import { StatusOverrideSection } from '@/features/clients/components/status-override-section';
import { ConsultationManagementSection } from '@/features/consultation/components/admin/consultation-management-section';
import { AdminDocumentsSection } from '@/features/documents/components/admin/admin-documents-section';
import { ShareFileDialog } from '@/features/shared-files/components/admin/share-file-dialog';
import { AdminMessagesSection } from '@/features/messages/components/admin/admin-messages-section';
import { ClientEmailsSection } from '@/features/emails/components/admin/client-emails-section';
import { PaymentSection } from '@/features/payments/components/admin/payment-section';
import { PreferencesSections } from '@/features/preferences/components/admin/preferences-section';
import { RightToRentAdminSection } from '@/features/right-to-rent/components/admin/right-to-rent-admin-section';
import { SharedFilesAdminSection } from '@/features/shared-files/components/admin/shared-files-admin-section';
import { AdminTermsSection } from '@/features/terms/components/admin-terms-section';
import { ClientViewingsSection } from '@/features/viewings/components/admin/client-viewings-section';
import { hasErrorCode } from '@/lib/api-client';
import { cx } from '@/lib/cx';

interface ClientSection {
  /** The anchor the section index links to. */
  id: string;
  /** The index's words: the section's heading. */
  title: string;
  content: ReactNode;
  /** A short section: from 1280 px it takes half the row, beside the next one. */
  half?: true;
  /** A section of two cards: from 1280 px they share the row. */
  pair?: true;
}

/** The sections each domain owns, in the order of the daily work: the call, the money and the papers first. */
const clientSections = (client: AdminClientDetail, leader: AdminClientDetail | undefined): ClientSection[] => [
  {
    id: 'call-management',
    title: 'Call Management',
    half: true,
    content: (
      <ConsultationManagementSection
        clientId={client.id}
        consultation={client.callSchedule}
        feePence={client.feePence}
        groupLeaderName={client.group?.role === 'cotenant' ? client.group.leaderName : undefined}
      />
    ),
  },
  { id: 'payment-status', title: 'Payment Status', half: true, content: <PaymentSection client={client} /> },
  {
    id: 'documents',
    title: 'Documents',
    content: (
      <AdminDocumentsSection
        clientId={client.id}
        documents={client.documents}
        uploadForUser={<ShareFileDialog clientId={client.id} label="Upload File for User" />}
      />
    ),
  },
  { id: 'right-to-rent', title: 'Right to Rent', content: <RightToRentAdminSection clientId={client.id} /> },
  { id: 'admin-feedback', title: 'Admin Feedback', half: true, content: <AdminMessagesSection clientId={client.id} /> },
  { id: 'emails', title: 'E-mails', half: true, content: <ClientEmailsSection clientId={client.id} clientEmail={client.email} /> },
  { id: 'property-viewings', title: 'Property Viewings', content: <ClientViewingsSection clientId={client.id} /> },
  {
    id: 'admin-notes',
    title: 'Admin Notes',
    half: true,
    content: <AdminNotesSection key={client.adminNotes ?? ''} clientId={client.id} notes={client.adminNotes} />,
  },
  { id: 'shared-files', title: 'Files Shared with User', half: true, content: <SharedFilesAdminSection clientId={client.id} /> },
  { id: 'progress-overview', title: 'Progress Overview', content: <ProgressOverviewSection client={client} leader={leader} /> },
  { id: 'status-override', title: 'Admin Status Override', half: true, content: <StatusOverrideSection client={client} leader={leader} /> },
  { id: 'override-history', title: 'Admin Override History', half: true, content: <OverrideHistorySection clientId={client.id} /> },
  {
    id: 'preferences',
    title: 'About You & Property Preferences',
    pair: true,
    content: <PreferencesSections client={client} preferences={client.preferences} />,
  },
  { id: 'terms', title: 'Terms & Conditions', content: <AdminTermsSection terms={client.termsAndConditions} /> },
  { id: 'activity', title: 'Activity', content: <ActivityTimelineSection clientId={client.id} /> },
  { id: 'retention', title: 'Retention', content: <RetentionSection clientId={client.id} /> },
];

/**
 * /admin/users/{id}: one client, one screen, composed of the sections each domain owns. From 1280 px
 * the sections take the left column and the summary and section index stay in view on the right; on
 * narrower screens they come first, above the sections.
 */
export function AdminClientPage() {
  const { id = '' } = useParams();
  const detail = useClientDetail(id);

  if (hasErrorCode(detail.error, 'not_found')) return <ClientNotFound />;
  return (
    <PageContent reads={{ client: detail }} failure="The client could not be loaded." failureActions={<BackToDashboard />}>
      {({ client }) => <ClientSections client={client} />}
    </PageContent>
  );
}

function ClientSections({ client }: { client: AdminClientDetail }) {
  // A co-tenant's step and progress read the group leader's consultation and payments, as their dashboard does.
  const leaderId = client.group?.role === 'cotenant' ? client.group.leaderId : '';
  const leader = useClientDetail(leaderId, { enabled: leaderId !== '' }).data;
  const sections = clientSections(client, leader);
  return (
    <>
      <ClientHeader client={client} />
      <div className="flex flex-col gap-6 xl:grid xl:grid-cols-[minmax(0,1fr)_15rem] xl:items-start">
        <aside
          aria-label="Client summary and sections"
          className="flex flex-col gap-4 xl:sticky xl:top-20 xl:order-last xl:max-h-[calc(100dvh-6rem)] xl:overflow-y-auto"
        >
          <ClientSummary client={client} />
          <SectionIndex sections={sections} />
        </aside>
        <div className="flex min-w-0 flex-col gap-6 xl:grid xl:grid-cols-2">
          {sections.map((section) => (
            <div key={section.id} id={section.id} className={cx('min-w-0 scroll-mt-20', sectionLayout(section))}>
              {section.content}
            </div>
          ))}
        </div>
      </div>
    </>
  );
}

/** Half sections come in pairs, so two short cards share a row and keep the page's order left to right. */
function sectionLayout(section: ClientSection): string {
  if (section.half) return 'xl:[&>*]:h-full';
  if (section.pair) return 'xl:col-span-2 flex flex-col gap-6 xl:grid xl:grid-cols-2 xl:items-start xl:[&>:only-child]:col-span-2';
  return 'xl:col-span-2';
}

/** Links to each section, in the page's order. */
function SectionIndex({ sections }: { sections: readonly ClientSection[] }) {
  return (
    <nav aria-label="Sections of this page" className="rounded-card border border-sand-200 bg-white p-4 shadow-card">
      <ul className="flex flex-wrap gap-1.5 xl:flex-col xl:gap-0.5">
        {sections.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className="block rounded-lg px-2.5 py-1.5 text-sm font-semibold text-brand-700 ring-1 ring-sand-200 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 xl:ring-0"
            >
              {section.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
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
