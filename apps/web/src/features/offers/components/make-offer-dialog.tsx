import { formatMoney, parsePounds, penceToDecimalString } from '@nestway/core/money';
import { offerAmountSchema, offerMessages, suggestedOfferPence } from '@nestway/core/offers';
import type { ViewingRecord } from '@nestway/core/viewings';
import { TriangleAlert } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useCreateOffer } from '@/api/offers';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { TextArea } from '@/components/ui/text-area';
import { toast, toastError } from '@/components/ui/use-toast';
import { cx } from '@/lib/cx';

interface MakeOfferDialogProps {
  viewing: ViewingRecord;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Make Offer: the market price, the monthly amount (pre-filled with the suggested offer), optional notes. */
export function MakeOfferDialog({ viewing, open, onOpenChange }: MakeOfferDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Make Offer" description={viewing.propertyAddress}>
        {/* Mounted only while open, so each opening starts from the suggested amount. */}
        <OfferForm viewing={viewing} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

/** The suggested offer in whole pounds (rounded up, so never under market + £50), or blank when the viewing names no rent. */
function suggestedPounds(rentPence: number | null): string {
  const suggested = suggestedOfferPence(rentPence);
  return suggested === null ? '' : String(Math.ceil(suggested / 100));
}

function OfferForm({ viewing, onDone }: { viewing: ViewingRecord; onDone: () => void }) {
  const create = useCreateOffer();
  const [amount, setAmount] = useState(() => suggestedPounds(viewing.rentPence));
  const [notes, setNotes] = useState('');
  const [error, setError] = useState<string>();
  const market = viewing.rentPence;
  const typedPence = parsePounds(amount);
  const belowMarket = market !== null && typedPence !== null && typedPence < market;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The same rule the server parses the amount with: its messages are the spec's.
    const parsed = offerAmountSchema.safeParse(amount);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? offerMessages.amountInvalid);
      return;
    }
    setError(undefined);
    const offerNotes = notes.trim();
    // mutateAsync: once the offers are read again, the Make Offer button (and this dialog) make way for the offer.
    create
      .mutateAsync({
        body: {
          propertyViewingId: viewing.id,
          offerAmount: penceToDecimalString(parsed.data),
          marketPrice: viewing.rentAmount,
          ...(offerNotes && { offerNotes }),
        },
      })
      .then(
        () => {
          toast({ title: 'Offer submitted', description: 'We will let you know as soon as the landlord answers.' });
          onDone();
        },
        (failure: unknown) => toastError('Failed to submit offer', failure),
      );
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 rounded-xl bg-sand-50 p-4 ring-1 ring-sand-200">
        <span className="text-sm font-semibold text-muted">Market price</span>
        <span className="font-display text-xl font-semibold text-brand-900">
          {market === null ? 'Not listed' : `${formatMoney(market)} per month`}
        </span>
      </div>
      <FormField label="Your offer (£ per month)" error={error} hint="We suggest the market price plus £50 a month.">
        <Input
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={amount}
          onChange={(event) => {
            setAmount(event.target.value);
            setError(undefined);
          }}
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
          belowMarket ? 'bg-accent-50 font-semibold text-accent-700 ring-2 ring-accent-400' : 'bg-sand-50 text-muted ring-1 ring-sand-200',
        )}
      >
        <TriangleAlert className={cx('mt-0.5 size-4 shrink-0', belowMarket ? 'text-accent-600' : 'text-muted')} aria-hidden />
        <span>
          {belowMarket && 'Your offer is below the market price. '}
          {offerMessages.belowMarketWarning}
        </span>
      </p>
      <FormField label="Notes (optional)" hint="Anything the landlord should know: your move-in date, how long you would stay.">
        <TextArea value={notes} onChange={(event) => setNotes(event.target.value)} className="min-h-20" />
      </FormField>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Submitting...' : 'Submit Offer'}
        </Button>
      </DialogFooter>
    </form>
  );
}
