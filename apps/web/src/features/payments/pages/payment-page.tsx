import type { CurrentUser } from '@nestway/core/auth';
import { paymentMessages } from '@nestway/core/payments';
import { FileSignature, Users } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@nestway/core/web-routes';
import { TenantPage } from '@/components/session/tenant-page';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useMyGroup } from '@/api/groups';
import { usePayments } from '@/api/payments';
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

/** /payment-instructions and /payment: the fee, card or bank transfer, and the proof of payment. */
export function PaymentPage() {
  return <TenantPage>{(user) => <Payment user={user} />}</TenantPage>;
}

const dashboardButton = (
  <Button asChild variant="outline" size="lg">
    <Link to={paths.dashboard}>Go to Dashboard</Link>
  </Button>
);

function Payment({ user }: { user: CurrentUser }) {
  const payments = usePayments();
  const terms = useTermsSignature();
  // The server refuses a co-tenant's payment whatever this says; if the group cannot be read, the page carries on.
  const group = useMyGroup();

  if (payments.isPending || terms.isPending || group.isPending) return <PageSpinner />;
  if (payments.isError || terms.isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-4 py-16 text-center">
        <p className="text-ink">
          {errorMessage(payments.error ?? terms.error, 'We could not load your payment details. Please try again.')}
        </p>
        <Button variant="outline" onClick={() => void Promise.all([payments.refetch(), terms.refetch()])}>
          Try Again
        </Button>
      </div>
    );
  }

  const verified = payments.data.find((p) => p.status === 'verified');
  if (verified) return <PaymentVerifiedPanel payment={verified} />;

  if (group.data?.role === 'cotenant') {
    return (
      <div className="flex flex-col gap-8">
        <PageHeader />
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
        <PageHeader />
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

  const feePence = user.feePence;
  const pending = payments.data.find((p) => p.status === 'pending');
  const latest = payments.data[0];
  return (
    <div className="flex flex-col gap-8">
      <PageHeader />
      {pending ? <CurrentPayment payment={pending} /> : latest?.status === 'rejected' && <RejectedNotice payment={latest} />}
      {!pending && <FeeOptions feePence={feePence} />}
      <BankDetails reference={user.fullName} />
      {!pending && (
        <>
          <PaymentSteps feePence={feePence} />
          <ProofUploadForm feePence={feePence} />
        </>
      )}
    </div>
  );
}
