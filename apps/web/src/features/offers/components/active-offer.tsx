import { brand, whatsAppLink } from '@nestway/core/brand';
import { formatMoney, formatUkShortDate } from '@/i18n/format';
import { BALANCE_PAYMENT_TYPE, balanceState, withPaymentType } from '@nestway/core/payments';
import { paths } from '@nestway/core/web-routes';
import { Link } from 'react-router';
import type { OfferRecord } from '@nestway/core/offers';
import { CircleCheck, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useWithdrawOffer } from '@/queries/offers';
import { usePayments, useRemainingFee } from '@/queries/payments';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ExternalLink } from '@/components/ui/external-link';
import { toast, toastError } from '@/components/ui/use-toast';
import { hasErrorCode } from '@/lib/api-client';
import { cx } from '@/lib/cx';
import { CannotWithdrawDialog } from './cannot-withdraw-dialog';
import { OfferStatusBadge } from './offer-status-badge';

interface ActiveOfferProps {
  offer: OfferRecord;
  /** Reads the offers again: a refusal means this copy is out of date. */
  onStale: () => void;
}

/**
 * The viewing's one active offer: its amount, status and the admin's response, with Withdraw (after
 * a confirmation) while pending. An accepted offer has no Withdraw: only the team can change it, and
 * the card says how to reach them. Should the admin accept it while this copy still shows it pending,
 * the server refuses with requires_admin_contact, which opens the Cannot Withdraw Accepted Offer dialog.
 */
export function ActiveOffer({ offer, onStale }: ActiveOfferProps) {
  const withdraw = useWithdrawOffer();
  const [confirming, setConfirming] = useState(false);
  const [cannotWithdraw, setCannotWithdraw] = useState(false);
  const accepted = offer.status === 'accepted';
  const address = offer.propertyViewing.propertyAddress;

  // mutateAsync: once withdrawn and read again, the offer moves to the history and this card goes.
  const confirmWithdraw = () =>
    withdraw.mutateAsync({ params: { id: offer.id } }).then(
      () => {
        setConfirming(false);
        toast({ title: 'Offer withdrawn', description: 'You can make a new offer on this property whenever you are ready.' });
      },
      (error: unknown) => {
        setConfirming(false);
        if (hasErrorCode(error, 'requires_admin_contact')) {
          setCannotWithdraw(true);
          onStale();
        } else {
          toastError('Failed to update offer', error);
        }
      },
    );

  return (
    <div
      className={cx(
        'flex flex-col gap-3 rounded-xl p-4',
        accepted ? 'bg-brand-50 ring-2 ring-brand-300' : 'bg-sand-50 ring-1 ring-sand-200',
      )}
    >
      {accepted && (
        <div className="flex flex-col gap-1">
          <p className="flex items-center gap-2 font-display text-lg font-semibold text-brand-800">
            <CircleCheck className="size-5 shrink-0" aria-hidden />
            Offer accepted
          </p>
          <RestOfFeePrompt />
        </div>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="font-semibold text-brand-900">Your offer</h4>
        <OfferStatusBadge status={offer.status} />
      </div>
      <p>
        <span className="font-display text-xl font-semibold text-brand-900">{formatMoney(offer.offerPence)}</span>
        <span className="text-muted"> per month</span>
        {offer.marketPence !== null && (
          <span className="block text-xs text-muted">Market price {formatMoney(offer.marketPence)} per month</span>
        )}
        <span className="block text-xs text-muted">Made on {formatUkShortDate(offer.createdAt)}</span>
      </p>
      {offer.offerNotes && (
        <p className="break-words whitespace-pre-line">
          <span className="font-semibold">Your notes:</span> {offer.offerNotes}
        </p>
      )}
      {offer.status === 'pending' && <p className="text-muted">Your offer is with the landlord. We will let you know when they answer.</p>}
      {offer.adminResponse && (
        <p className="rounded-lg bg-white p-3 break-words whitespace-pre-line ring-1 ring-sand-200">
          <span className="font-semibold">Response from our team:</span> {offer.adminResponse}
        </p>
      )}
      {accepted && (
        <p className="text-sm text-muted">
          An accepted offer can no longer be withdrawn here. To change it, contact our team on{' '}
          <ExternalLink className="font-semibold text-brand-700 underline underline-offset-4" href={whatsAppLink(brand.adminWhatsApp)}>
            WhatsApp
          </ExternalLink>{' '}
          or at{' '}
          <a className="font-semibold break-all text-brand-700 underline underline-offset-4" href={`mailto:${brand.supportEmail}`}>
            {brand.supportEmail}
          </a>
          .
        </p>
      )}
      {offer.status === 'pending' && (
        <Button variant="ghost" size="sm" className="self-start text-danger hover:bg-red-50" onClick={() => setConfirming(true)}>
          <Undo2 aria-hidden />
          Withdraw Offer
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Withdraw this offer?"
        description={`Your offer of ${formatMoney(offer.offerPence)} per month on ${address} will be withdrawn. You can make a new offer afterwards.`}
        confirmLabel="Withdraw Offer"
        pendingLabel="Withdrawing..."
        dismissLabel="Keep Offer"
        onConfirm={() => void confirmWithdraw()}
        pending={withdraw.isPending}
      />
      <CannotWithdrawDialog open={cannotWithdraw} onOpenChange={setCannotWithdraw} propertyAddress={address} />
    </div>
  );
}

/**
 * Under an accepted offer, what the rest of the service fee asks of the client (`balanceState`, the
 * rule the Pay the Rest card reads): the way to pay it only while something is due and unpaid.
 */
function RestOfFeePrompt() {
  const remaining = useRemainingFee();
  const payments = usePayments();
  if (!remaining.isSuccess || !payments.isSuccess) return null;
  const state = balanceState(remaining.data, payments.data);
  if (state === 'in-review') return <p className="text-sm">We are checking your payment of the rest of your service fee.</p>;
  if (state === 'not-due') return null;
  if (state !== 'to-pay') return <p className="text-sm">Your service fee is paid in full: there is nothing more to pay.</p>;
  return (
    <p className="text-sm">
      Next, pay the rest of your service fee to reserve the property:{' '}
      <Link
        className="font-semibold text-brand-700 underline underline-offset-4"
        to={withPaymentType(paths.paymentInstructions, BALANCE_PAYMENT_TYPE)}
      >
        Pay the Rest
      </Link>
    </p>
  );
}
