import type { AdminClientDetail } from '@nestway/core/admin';
import { formatMoney } from '@nestway/core/money';
import { CreditCard } from 'lucide-react';
import { DetailSection } from '@/components/ui/detail-section';
import { PaymentItem } from './payment-item';
import { PaymentOverrideDialog } from './payment-override-dialog';
import { SetPaymentAmountDialog } from './set-payment-amount-dialog';

/** The client's fee and payments, newest first, with the admin's fee and override dialogs. */
export function PaymentSection({ client }: { client: AdminClientDetail }) {
  const { payments, group } = client;
  const isCoTenant = group?.role === 'cotenant';
  const actions = isCoTenant ? undefined : (
    <>
      <SetPaymentAmountDialog userId={client.id} feePence={client.feePence} isCustom={client.customPaymentAmount !== null} />
      <PaymentOverrideDialog userId={client.id} hasPendingPayment={payments.some((p) => p.status === 'pending')} />
    </>
  );
  return (
    <DetailSection title="Payment Status" icon={<CreditCard />} actions={actions}>
      <div className="flex flex-col gap-5">
        {isCoTenant ? (
          <p className="rounded-xl bg-sand-100 px-4 py-3 text-sm text-ink">
            {group.leaderName}, the group leader, pays for the group: the fee and payments are on their account.
          </p>
        ) : (
          <p className="text-sm text-muted">
            Service fee: <span className="font-semibold text-ink">{formatMoney(client.feePence)}</span>
            {client.customPaymentAmount === null ? ' (default)' : ' (set by an admin)'}
          </p>
        )}
        {payments.length === 0 ? (
          <p className="text-muted">No payments yet.</p>
        ) : (
          <ul className="divide-y divide-sand-200">
            {payments.map((payment) => (
              <PaymentItem key={payment.id} payment={payment} />
            ))}
          </ul>
        )}
      </div>
    </DetailSection>
  );
}
