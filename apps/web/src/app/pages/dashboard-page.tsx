import * as m from '@nestway/core/i18n/messages';
import { withStepOverride } from '@nestway/core/application-progress';
import type { CurrentUser } from '@nestway/core/auth';
import type { GroupRole } from '@nestway/core/groups';
import { hasVerifiedPayment, type OnboardingRecords } from '@nestway/core/client-progress';
import { dashboardDetour, isApplicationComplete, nextStep } from '@nestway/core/next-step';
import { balanceState, isUpfrontFeeAgreed, type BalanceState, type PaymentRecord } from '@nestway/core/payments';
import { progressSteps } from '@nestway/core/progress-steps';
import type { TermsSignatureRecord } from '@nestway/core/terms';
import { paths } from '@nestway/core/web-routes';
import { Navigate } from 'react-router';
import { useConsultation } from '@/queries/consultations';
import { useDocuments } from '@/queries/documents';
import { useMyGroup } from '@/queries/groups';
import { usePayments, useRemainingFee } from '@/queries/payments';
import { useTermsSignature } from '@/queries/terms';
import { PageContent } from '@/components/query/page-content';
import { SessionTopBar } from '@/components/session/session-top-bar';
import { useSignedInUser } from '@/queries/auth';
import { ScheduleConsultation } from '@/features/consultation/components/schedule-consultation';
import { ViewingOffers } from '@/features/offers/components/viewing-offers';
import { ViewingsSection } from '@/features/viewings/components/viewings-section';
import { ApplicationCompleteCard, DocumentsInReviewCard } from '@/features/dashboard/components/application-complete-card';
import { UploadDocumentsSection } from '@/features/documents/components/upload-documents-section';
import { ProgressTracker } from '@/features/dashboard/components/progress-tracker';
import { WelcomeHeader } from '@/features/dashboard/components/welcome-header';
import { WhatsNextCard } from '@/features/dashboard/components/whats-next-card';
import { PaymentStatusSection } from '@/features/payments/components/payment-status-section';
import { RemainingFeeCard } from '@/features/payments/components/remaining-fee-card';
import { MessagePopup } from '@/features/messages/components/message-popup';
import { MessagesSection } from '@/features/messages/components/messages-section';
import { SharedFilesSection } from '@/features/shared-files/components/shared-files-section';
import { RightToRentSection } from '@/features/right-to-rent/components/right-to-rent-section';
import { EditPreferencesButton } from '@/features/preferences/components/edit-preferences-button';
import { TermsSummary } from '@/features/terms/components/terms-summary';
import { YourDataSection } from '@/features/account/components/your-data-section';
import { GroupBoardSection } from '@/features/groups/components/group-board';

/** /dashboard: the signed-in client's home, composed of the sections each domain owns, in the spec's order. */
export function DashboardPage() {
  const user = useSignedInUser();
  const consultation = useConsultation();
  const payments = usePayments();
  const terms = useTermsSignature();
  const group = useMyGroup();
  const documents = useDocuments();
  // What's Next reads where the rest of the fee stands; without it, the dashboard carries on as before an accepted offer.
  const remaining = useRemainingFee();

  return (
    <div className="min-h-dvh bg-sand-50">
      <SessionTopBar homeHref={paths.dashboard} />
      <MessagePopup />
      <main className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
        <WelcomeHeader fullName={user.fullName}>
          <EditPreferencesButton consultation={consultation.isSuccess ? consultation.data : null} />
        </WelcomeHeader>
        <PageContent
          reads={{ consultation, payments, terms, group, documents }}
          // Waited for on the first read only: after a failure the Pay the Rest card reads it again on mount,
          // and waiting then would swap the page for the spinner and back, over and over.
          optional={remaining.isFetched ? [] : [remaining]}
          loading={m.dashboard_page_loading()}
          failure={m.dashboard_page_load_failed()}
        >
          {(records) => {
            const detour = dashboardDetour({ hasPreferences: user.preferences !== null, hasSignedTerms: records.terms !== null });
            return detour ? (
              <Navigate to={detour} replace />
            ) : (
              <Sections
                user={user}
                records={{
                  preferences: user.preferences,
                  consultation: records.consultation,
                  payments: records.payments,
                  documents: records.documents,
                }}
                signature={records.terms}
                balance={remaining.isSuccess ? balanceState(remaining.data, records.payments) : undefined}
                isCotenant={records.group.role === 'cotenant'}
                groupRole={records.group.role}
              />
            );
          }}
        </PageContent>
      </main>
    </div>
  );
}

interface SectionsProps {
  user: CurrentUser;
  records: OnboardingRecords & { payments: PaymentRecord[] };
  signature: TermsSignatureRecord | null;
  balance: BalanceState | undefined;
  isCotenant: boolean;
  groupRole: GroupRole | null;
}

function Sections({ user, records, signature, balance, isCotenant, groupRole }: SectionsProps) {
  // The rules read the records with the admin's status override in force; the sections show the real records.
  const progress = withStepOverride(records, user.stepOverride);
  const step = nextStep(progress, { cotenant: isCotenant, balance });
  // Payment Status shows once paying is open (the consultation agreed the fee, or an admin did), or a payment exists.
  const showPayments =
    records.payments.length > 0 ||
    isUpfrontFeeAgreed({
      consultation: records.consultation,
      feeSetByAdmin: user.customPaymentAmount !== null,
      payments: records.payments,
    });
  return (
    <>
      <WhatsNextCard step={step} />
      <ProgressTracker steps={progressSteps(progress, { cotenant: isCotenant })} />
      {/* The real payments, not the override's: the server opens co-tenants' uploads on a verified one. */}
      {groupRole === 'leader' && <GroupBoardSection documentsOpen={hasVerifiedPayment(records.payments)} />}
      <div id="consultation" className="scroll-mt-24">
        <ScheduleConsultation canBook={!isCotenant} />
      </div>
      <TermsSummary signature={signature} />
      {showPayments && <PaymentStatusSection payments={records.payments} feePence={user.feePence} isCotenant={isCotenant} />}
      <MessagesSection />
      <SharedFilesSection />
      {hasVerifiedPayment(progress.payments) && (
        <div id="documents" className="scroll-mt-24">
          <UploadDocumentsSection />
        </div>
      )}
      <RightToRentSection />
      <RemainingFeeCard payments={records.payments} isCotenant={isCotenant} />
      {/* Offers are their own domain: the page puts each viewing's offers under it. */}
      <ViewingsSection userId={user.id} offerArea={(viewing) => <ViewingOffers viewing={viewing} userId={user.id} />} />
      {step === null &&
        progress.consultation?.status === 'completed' &&
        (isApplicationComplete(progress, { cotenant: isCotenant, balance }) ? <ApplicationCompleteCard /> : <DocumentsInReviewCard />)}
      <YourDataSection groupRole={groupRole} />
    </>
  );
}
