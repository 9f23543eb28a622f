import { formatMoney } from '@nestway/core/money';
import type { PaymentRecord } from '@nestway/core/payments';
import { retentionMessages } from '@nestway/core/retention';
import { formatUkDateTime } from '@nestway/core/uk-time';
import { PaymentReview } from './payment-review';
import { ReviewStatusBadge } from '@/components/status/review-status-badge';
import { ProofThumbnail } from './proof-thumbnail';

const methodLabel = { bank_transfer: 'Bank transfer', card: 'Card' } as const;

/** One payment: amount, method, status, notes, proof and, while pending, the admin's review. */
export function PaymentItem({ payment }: { payment: PaymentRecord }) {
  return (
    <li className="flex flex-col gap-4 py-5 first:pt-0 last:pb-0">
      <div className="flex flex-col gap-4 sm:flex-row sm:justify-between">
        <div className="flex flex-col gap-1.5">
          <div className="flex flex-wrap items-center gap-3">
            <p className="font-display text-2xl font-semibold text-brand-900">{formatMoney(payment.amountPence)}</p>
            <ReviewStatusBadge status={payment.status} />
          </div>
          <p className="text-sm text-muted">
            {methodLabel[payment.method]} · <time dateTime={payment.createdAt}>{formatUkDateTime(payment.createdAt)}</time>
          </p>
          {payment.verifiedAt && (
            <p className="text-sm text-muted">
              Reviewed <time dateTime={payment.verifiedAt}>{formatUkDateTime(payment.verifiedAt)}</time>
            </p>
          )}
          {payment.notes && (
            <p className="text-sm break-words text-ink">
              <span className="font-semibold">Notes: </span>
              {payment.notes}
            </p>
          )}
          {payment.reviewNotes && (
            <p className="text-sm break-words text-ink">
              <span className="font-semibold">Review notes: </span>
              {payment.reviewNotes}
            </p>
          )}
        </div>
        {payment.proofImagePath ? (
          <ProofThumbnail src={payment.proofImagePath} title={`Payment proof, ${formatMoney(payment.amountPence)}`} />
        ) : (
          <p className="text-sm text-muted">{payment.proofDeletedAt ? retentionMessages.proofDeleted : 'No proof image'}</p>
        )}
      </div>
      {payment.status === 'pending' && <PaymentReview paymentId={payment.id} />}
    </li>
  );
}
