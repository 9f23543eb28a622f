import * as m from '@nestway/core/i18n/messages';
import type { MyGroup } from '@nestway/core/groups';
import type { ConsultationRecord } from '@nestway/core/consultations';
import {
  BALANCE_PAYMENT_TYPE,
  balanceState,
  isUpfrontFeeAgreed,
  isUpfrontPayment,
  paymentTypeOfSearch,
  type ClientPaymentType,
  type PaymentRecord,
  type RemainingFee,
} from '@nestway/core/payments';
import type { TermsSignatureRecord } from '@nestway/core/terms';
import { CalendarClock, CircleCheck, FileSignature, Users } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { paths } from '@nestway/core/web-routes';
import { PageContent } from '@/components/query/page-content';
import { useSignedInUser } from '@/queries/auth';
import { ClientTaskPage } from '@/components/session/client-task-page';
import { Button } from '@/components/ui/button';
import { CalloutCard } from '@/components/ui/callout-card';
import { useMyGroup } from '@/queries/groups';
import { useConsultation } from '@/queries/consultations';
import { usePayments, useRemainingFee } from '@/queries/payments';
import { useTermsSignature } from '@/queries/terms';
import { BankDetails } from '../components/bank-details';
import { CurrentPayment } from '../components/current-payment';
import { FeeOptions } from '../components/fee-options';
import { PageHeader } from '../components/page-header';
import { PaymentSteps } from '../components/payment-steps';
import { PaymentVerifiedPanel } from '../components/payment-verified-panel';
import { ProofUploadForm } from '../components/proof-upload-form';
import { RejectedNotice } from '../components/rejected-notice';

/**
 * /payment-instructions and /payment: the fee, card or bank transfer, and the proof of payment. With
 * ?for=balance, the same for the rest of the fee once an offer is accepted.
 */
export function PaymentPage() {
  const type = paymentTypeOfSearch(useLocation().search);
  const balance = type === BALANCE_PAYMENT_TYPE;
  const payments = usePayments();
  const terms = useTermsSignature();
  const remaining = useRemainingFee({ enabled: balance });
  // Whether the upfront fee is agreed yet: the consultation call agrees it (the group leader's, for a co-tenant).
  const consultation = useConsultation();
  // The server refuses a co-tenant's payment whatever this says; if the group cannot be read, the page carries on.
  const group = useMyGroup();
  return (
    <ClientTaskPage>
      <PageContent
        reads={{ payments, terms, remaining: balance ? remaining : undefined, consultation: balance ? undefined : consultation }}
        optional={[group]}
        failure={m.onboarding_payment_load_failed()}
      >
        {(answers) => <Payment type={type} {...answers} group={group.data} />}
      </PageContent>
    </ClientTaskPage>
  );
}

/** The payments towards this part of the fee. */
const paymentsFor = (type: ClientPaymentType, payments: PaymentRecord[]) =>
  payments.filter((payment) => (type === BALANCE_PAYMENT_TYPE ? !isUpfrontPayment(payment) : isUpfrontPayment(payment)));

const DashboardButton = () => (
  <Button asChild variant="outline" size="lg">
    <Link to={paths.dashboard}>{m.onboarding_go_to_dashboard()}</Link>
  </Button>
);

interface PaymentProps {
  type: ClientPaymentType;
  payments: PaymentRecord[];
  terms: TermsSignatureRecord | null;
  /** Read for the rest of the fee only. */
  remaining: RemainingFee | undefined;
  /** Read for the upfront fee only: its call agrees the fee. */
  consultation: ConsultationRecord | null | undefined;
  group: MyGroup | undefined;
}

function Payment({ type, payments: allPayments, terms, remaining, consultation, group }: PaymentProps) {
  const user = useSignedInUser();
  const balance = type === BALANCE_PAYMENT_TYPE;
  const payments = paymentsFor(type, allPayments);
  const verified = payments.find((p) => p.status === 'verified');
  if (verified) return <PaymentVerifiedPanel payment={verified} balance={balance} />;

  if (group?.role === 'cotenant') {
    return (
      <div className="flex flex-col gap-8">
        <PageHeader balance={balance} />
        <CalloutCard tone="warning" icon={Users} title={m.onboarding_payment_leader_handles_title()} actions={<DashboardButton />}>
          {group.group?.leaderName
            ? m.onboarding_payment_leader_pays_named({ leader: group.group.leaderName })
            : m.onboarding_payment_leader_pays()}
        </CalloutCard>
      </div>
    );
  }

  if (!terms) {
    return (
      <div className="flex flex-col gap-8">
        <PageHeader balance={balance} />
        <CalloutCard
          tone="warning"
          icon={FileSignature}
          title={m.onboarding_payment_sign_first_title()}
          actions={
            <>
              <DashboardButton />
              <Button asChild size="lg">
                <Link to={paths.terms}>{m.onboarding_payment_read_and_sign()}</Link>
              </Button>
            </>
          }
        >
          {m.onboarding_payment_terms_not_signed()}
        </CalloutCard>
      </div>
    );
  }

  const pending = payments.find((p) => p.status === 'pending');
  if (
    !balance &&
    !pending &&
    !isUpfrontFeeAgreed({ consultation: consultation ?? null, feeSetByAdmin: user.customPaymentAmount !== null, payments: allPayments })
  ) {
    return (
      <div className="flex flex-col gap-8">
        <PageHeader />
        <CalloutCard
          tone="warning"
          icon={CalendarClock}
          title={m.onboarding_payment_after_consultation_title()}
          actions={
            <Button asChild size="lg">
              <Link to={`${paths.dashboard}#consultation`}>
                {consultation ? m.onboarding_payment_view_consultation() : m.onboarding_payment_book_consultation()}
              </Link>
            </Button>
          }
        >
          {m.onboarding_payment_fee_not_agreed()}
        </CalloutCard>
      </div>
    );
  }

  const state = balance && remaining ? balanceState(remaining, allPayments) : null;
  if (state === 'not-due' || state === 'nothing-due') {
    return (
      <div className="flex flex-col gap-8">
        <PageHeader balance />
        <CalloutCard tone="warning" icon={CircleCheck} title={m.onboarding_payment_nothing_title()} actions={<DashboardButton />}>
          {m.onboarding_payment_balance_not_due()}
        </CalloutCard>
      </div>
    );
  }

  const feePence = balance && remaining ? remaining.remainingPence : user.feePence;
  const latest = payments[0];
  return (
    <div className="flex flex-col gap-8">
      <PageHeader balance={balance} />
      {pending ? <CurrentPayment payment={pending} /> : latest?.status === 'rejected' && <RejectedNotice payment={latest} />}
      {!pending && <FeeOptions feePence={feePence} type={type} />}
      <BankDetails reference={user.fullName} />
      {!pending && (
        <>
          <PaymentSteps feePence={feePence} />
          <ProofUploadForm feePence={feePence} type={type} />
        </>
      )}
    </div>
  );
}
