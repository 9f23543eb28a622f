import * as m from '@nestway/core/i18n/messages';
import { parsePounds, penceToDecimalString } from '@nestway/core/money';
import { formatMoney, formatNumber } from '@/i18n/format';
import { languageTag } from '@/i18n/locale';
import { refusalText } from '@/i18n/refusal-text';
import { isolate } from '@/i18n/rich-text';
import {
  offerAmountSchema,
  offerMessages,
  offerNotesSchema,
  SUGGESTED_OFFER_UPLIFT_PENCE,
  suggestedOfferPence,
} from '@nestway/core/offers';
import { NOTES_MAX_LENGTH } from '@nestway/core/text-limits';
import type { ViewingRecord } from '@nestway/core/viewings';
import { TriangleAlert } from 'lucide-react';
import * as z from 'zod/mini';
import { useCreateOffer } from '@/queries/offers';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { TextArea } from '@/components/ui/text-area';
import { toast } from '@/components/ui/use-toast';
import { cx } from '@/lib/cx';

interface MakeOfferDialogProps {
  viewing: ViewingRecord;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The amount and notes, checked by the rules the server parses them with: its messages are the spec's. */
const offerFormSchema = z.object({ offerAmount: offerAmountSchema, offerNotes: offerNotesSchema });

/** Those messages in the build's language. */
const offerRefusal = refusalText(
  new Map([
    [offerMessages.amountRequired, m.dashboard_offer_error_amount_required],
    [offerMessages.amountInvalid, m.dashboard_offer_error_amount_invalid],
    [offerMessages.notesTooLong, () => m.dashboard_offer_error_notes_long({ max: formatNumber(NOTES_MAX_LENGTH) })],
  ]),
);

/** The suggested offer in whole pounds (rounded up, so never under market + £50), or blank when the viewing names no rent. */
function suggestedPounds(rentPence: number | null): string {
  const suggested = suggestedOfferPence(rentPence);
  return suggested === null ? '' : String(Math.ceil(suggested / 100));
}

/** A whole amount of pounds ('£50'), in the build's language. */
const wholePounds = (pence: number) =>
  new Intl.NumberFormat(languageTag, { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 }).format(pence / 100);

/** Make Offer: the market price, the monthly amount (pre-filled with the suggested offer), optional notes. */
export function MakeOfferDialog({ viewing, open, onOpenChange }: MakeOfferDialogProps) {
  const create = useCreateOffer();
  const market = viewing.rentPence;
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={m.dashboard_offers_make()}
      description={isolate(viewing.propertyAddress)}
      schema={offerFormSchema}
      defaultValues={{ offerAmount: suggestedPounds(viewing.rentPence), offerNotes: '' }}
      onSubmit={({ offerAmount, offerNotes }) =>
        create
          .mutateAsync({
            body: {
              propertyViewingId: viewing.id,
              offerAmount: penceToDecimalString(offerAmount),
              marketPrice: viewing.rentAmount,
              ...(offerNotes && { offerNotes }),
            },
          })
          .then(() => toast({ title: m.dashboard_make_offer_submitted_title(), description: m.dashboard_make_offer_submitted() }))
      }
      failureTitle={m.dashboard_make_offer_failed()}
      submitLabel={m.dashboard_make_offer_submit()}
      pendingLabel={m.dashboard_make_offer_submitting()}
      cancelLabel={m.dashboard_cancel()}
    >
      {(form) => {
        const typedPence = parsePounds(String(form.watch('offerAmount') ?? ''));
        const belowMarket = market !== null && typedPence !== null && typedPence < market;
        return (
          <>
            <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 rounded-xl bg-sand-50 p-4 ring-1 ring-sand-200">
              <span className="text-sm font-semibold text-muted">{m.dashboard_make_offer_market_price()}</span>
              <span className="font-display text-xl font-semibold text-brand-900">
                {market === null ? m.dashboard_not_listed() : m.dashboard_per_month({ amount: formatMoney(market) })}
              </span>
            </div>
            <FormField
              label={m.dashboard_make_offer_amount_label()}
              error={offerRefusal(form.formState.errors.offerAmount?.message)}
              hint={m.dashboard_make_offer_amount_hint({ amount: wholePounds(SUGGESTED_OFFER_UPLIFT_PENCE) })}
            >
              <Input
                type="number"
                inputMode="numeric"
                dir="ltr"
                min={0}
                step={1}
                {...form.register('offerAmount', { onChange: () => form.clearErrors('offerAmount') })}
                autoFocus
              />
            </FormField>
            {/* Remounted when it changes, so that a screen reader announces it once the amount drops below the market price. */}
            <p
              key={belowMarket ? 'below' : 'at-or-above'}
              role={belowMarket ? 'alert' : undefined}
              data-emphasis={belowMarket ? 'strong' : 'normal'}
              className={cx(
                'flex items-start gap-2 rounded-xl p-3 text-sm',
                belowMarket
                  ? 'bg-accent-50 font-semibold text-accent-700 ring-2 ring-accent-400'
                  : 'bg-sand-50 text-muted ring-1 ring-sand-200',
              )}
            >
              <TriangleAlert className={cx('mt-0.5 size-4 shrink-0', belowMarket ? 'text-accent-600' : 'text-muted')} aria-hidden />
              <span>{belowMarket ? m.dashboard_make_offer_below_warning() : m.dashboard_make_offer_warning()}</span>
            </p>
            <FormField
              label={m.dashboard_make_offer_notes_label()}
              hint={m.dashboard_make_offer_notes_hint()}
              error={offerRefusal(form.formState.errors.offerNotes?.message)}
            >
              <TextArea dir="auto" {...form.register('offerNotes')} className="min-h-20" />
            </FormField>
          </>
        );
      }}
    </FormDialog>
  );
}
