import * as m from '@nestway/core/i18n/messages';
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
import { isolate, placeholders, withParts } from '@/i18n/rich-text';
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
        toast({ title: m.dashboard_offer_withdrawn_title(), description: m.dashboard_offer_withdrawn() });
      },
      (error: unknown) => {
        setConfirming(false);
        if (hasErrorCode(error, 'requires_admin_contact')) {
          setCannotWithdraw(true);
          onStale();
        } else {
          toastError(m.dashboard_offer_update_failed(), error);
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
            {m.dashboard_offer_accepted()}
          </p>
          <RestOfFeePrompt />
        </div>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="font-semibold text-brand-900">{m.dashboard_offer_yours()}</h4>
        <OfferStatusBadge status={offer.status} />
      </div>
      <p>
        <span className="font-display text-xl font-semibold text-brand-900">{formatMoney(offer.offerPence)}</span>
        <span className="text-muted">{m.dashboard_offer_per_month_unit()}</span>
        {offer.marketPence !== null && (
          <span className="block text-xs text-muted">{m.dashboard_offer_market_price({ amount: formatMoney(offer.marketPence) })}</span>
        )}
        <span className="block text-xs text-muted">{m.dashboard_offer_made_on({ date: formatUkShortDate(offer.createdAt) })}</span>
      </p>
      {offer.offerNotes && (
        <p className="break-words whitespace-pre-line">
          <span className="font-semibold">{m.dashboard_offer_your_notes()}</span> <bdi>{offer.offerNotes}</bdi>
        </p>
      )}
      {offer.status === 'pending' && <p className="text-muted">{m.dashboard_offer_with_landlord()}</p>}
      {offer.adminResponse && (
        <p className="rounded-lg bg-white p-3 break-words whitespace-pre-line ring-1 ring-sand-200">
          <span className="font-semibold">{m.dashboard_offer_response()}</span> <bdi>{offer.adminResponse}</bdi>
        </p>
      )}
      {accepted && (
        <p className="text-sm text-muted">
          {withParts(m.dashboard_offer_accepted_contact(placeholders('whatsApp', 'email')), {
            whatsApp: (
              <ExternalLink className="font-semibold text-brand-700 underline underline-offset-4" href={whatsAppLink(brand.adminWhatsApp)}>
                WhatsApp
              </ExternalLink>
            ),
            email: (
              <a
                dir="ltr"
                className="font-semibold break-all text-brand-700 underline underline-offset-4"
                href={`mailto:${brand.supportEmail}`}
              >
                {brand.supportEmail}
              </a>
            ),
          })}
        </p>
      )}
      {offer.status === 'pending' && (
        <Button variant="ghost" size="sm" className="self-start text-danger hover:bg-red-50" onClick={() => setConfirming(true)}>
          <Undo2 aria-hidden className="rtl:-scale-x-100" />
          {m.dashboard_offer_withdraw()}
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={m.dashboard_offer_withdraw_question()}
        description={m.dashboard_offer_withdraw_confirm({ amount: formatMoney(offer.offerPence), address: isolate(address) })}
        confirmLabel={m.dashboard_offer_withdraw()}
        pendingLabel={m.dashboard_offer_withdrawing()}
        dismissLabel={m.dashboard_offer_keep()}
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
  if (state === 'in-review') return <p className="text-sm">{m.dashboard_offer_rest_in_review()}</p>;
  if (state === 'not-due') return null;
  if (state !== 'to-pay') return <p className="text-sm">{m.dashboard_offer_rest_paid()}</p>;
  return (
    <p className="text-sm">
      {withParts(m.dashboard_offer_rest_to_pay(placeholders('link')), {
        link: (
          <Link
            className="font-semibold text-brand-700 underline underline-offset-4"
            to={withPaymentType(paths.paymentInstructions, BALANCE_PAYMENT_TYPE)}
          >
            {m.dashboard_next_pay_rest()}
          </Link>
        ),
      })}
    </p>
  );
}
