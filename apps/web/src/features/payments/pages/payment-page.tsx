import type { CurrentUser } from '@nestway/core/auth';
import {
  BALANCE_PAYMENT_TYPE,
  isUpfrontPayment,
  paymentMessages,
  paymentTypeOfSearch,
  type ClientPaymentType,
  type PaymentRecord,
} from '@nestway/core/payments';
import { CircleCheck, FileSignature, Users } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { paths } from '@nestway/core/web-routes';
import { TenantPage } from '@/components/session/tenant-page';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useMyGroup } from '@/api/groups';
import { usePayments, useRemainingFee } from '@/api/payments';
import { useTermsSignature } from '@/api/terms';
import { BankDetails } from '../components/bank-details';
import { CurrentPayment } from '../components/current-payment';
import { FeeOptions } from '../components/fee-options';
import { NoticeCard } from '../components/notice-card';
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
  return <TenantPage>{(user) => <Payment user={user} type={type} />}</TenantPage>;
}

/** The payments towards this part of the fee. */
const paymentsFor = (type: ClientPaymentType, payments: PaymentRecord[]) =>
  payments.filter((payment) => (type === BALANCE_PAYMENT_TYPE ? !isUpfrontPayment(payment) : isUpfrontPayment(payment)));

const dashboardButton = (
  <Button asChild variant="outline" size="lg">
    <Link to={paths.dashboard}>Go to Dashboard</Link>
  </Button>
);

function Payment({ user, type }: { user: CurrentUser; type: ClientPaymentType }) {
  const balance = type === BALANCE_PAYMENT_TYPE;
  const allPayments = usePayments();
  const terms = useTermsSignature();
  const remaining = useRemainingFee({ enabled: balance });
  // The server refuses a co-tenant's payment whatever this says; if the group cannot be read, the page carries on.
  const group = useMyGroup();
  const required = balance ? [allPayments, terms, remaining] : [allPayments, terms];

  if (required.some((query) => query.isPending) || group.isPending) return <PageSpinner />;
  if (!allPayments.isSuccess || !terms.isSuccess || (balance && !remaining.isSuccess)) {
    const failed = required.find((query) => query.isError);
    return (
      <div role="alert" className="flex flex-col items-center gap-4 py-16 text-center">
        <p className="text-ink">{errorMessage(failed?.error, 'We could not load your payment details. Please try again.')}</p>
        <Button variant="outline" onClick={() => void Promise.all(required.map((query) => query.refetch()))}>
          Try Again
        </Button>
      </div>
    );
  }

  const payments = paymentsFor(type, allPayments.data);
  const verified = payments.find((p) => p.status === 'verified');
  if (verified) return <PaymentVerifiedPanel payment={verified} balance={balance} />;

  if (group.data?.role === 'cotenant') {
    return (
      <div className="flex flex-col gap-8">
        <PageHeader balance={balance} />
        <NoticeCard icon={Users} title="Your group leader handles payment" actions={dashboardButton}>
          {group.data.group?.leaderName ?? 'Your group leader'} pays the service fee for your whole group, so there is nothing for you to
          pay here.
        </NoticeCard>
      </div>
    );
  }

  if (!terms.data) {
    return (
      <div className="flex flex-col gap-8">
        <PageHeader balance={balance} />
        <NoticeCard
          icon={FileSignature}
          title="Sign the Terms & Conditions first"
          actions={
            <>
              {dashboardButton}
              <Button asChild size="lg">
                <Link to={paths.terms}>Read and Sign</Link>
              </Button>
            </>
          }
        >
          {paymentMessages.termsNotSigned}
        </NoticeCard>
      </div>
    );
  }

  if (balance && (!remaining.data?.due || remaining.data.remainingPence === 0)) {
    return (
      <div className="flex flex-col gap-8">
        <PageHeader balance />
        <NoticeCard icon={CircleCheck} title="Nothing more to pay" actions={dashboardButton}>
          {paymentMessages.balanceNotDue}
        </NoticeCard>
      </div>
    );
  }

  const feePence = balance ? remaining.data!.remainingPence : user.feePence;
  const pending = payments.find((p) => p.status === 'pending');
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
