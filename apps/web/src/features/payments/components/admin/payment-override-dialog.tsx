import { adminMessages, parseAdminAmount } from '@nestway/core/admin';
import { CARD_FEE_LABEL, cardTotalPence, formatMoney } from '@nestway/core/money';
import { IMAGE_ACCEPT, IMAGE_UPLOAD_LABEL, isImageType } from '@nestway/core/uploads';
import { paymentMethods, type PaymentMethod } from '@nestway/core/payments';
import { ShieldCheck } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogTrigger } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { MoneyInput } from '@/components/ui/money-input';
import { Progress } from '@/components/ui/progress';
import { toast, toastError } from '@/components/ui/use-toast';
import { useOverridePayment } from '@/api/admin';
import { TextArea } from '@/components/ui/text-area';

const methodLabels: Record<PaymentMethod, string> = { bank_transfer: 'Bank transfer', card: 'Card' };
const NOT_IMAGE = 'Please choose an image (JPEG, PNG, GIF or WebP).';

interface Errors {
  amount?: string;
  proof?: string;
}

/**
 * The admin records a payment made outside the app (optional proof). Bank transfer uses the amount
 * as entered; card adds the transaction fee. A pending payment is verified with these details.
 */
export function PaymentOverrideDialog({ userId, hasPendingPayment }: { userId: string; hasPendingPayment: boolean }) {
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState('');
  const [notes, setNotes] = useState('');
  const [method, setMethod] = useState<PaymentMethod>('bank_transfer');
  const [proof, setProof] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [progress, setProgress] = useState(0);
  const override = useOverridePayment(userId, setProgress);
  const methodName = useId();

  const basePence = parseAdminAmount(amount);
  const card = method === 'card' && basePence !== null ? cardTotalPence(basePence) : null;

  const openChange = (next: boolean) => {
    if (override.isPending) return;
    setOpen(next);
    if (next) {
      setAmount('');
      setNotes('');
      setMethod('bank_transfer');
      setProof(null);
      setErrors({});
      setProgress(0);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!amount.trim()) {
      setErrors({ amount: 'Please enter the payment amount.' });
      return void toast({ title: 'Amount Required', description: 'Please enter the payment amount.', variant: 'destructive' });
    }
    if (basePence === null) return setErrors({ amount: adminMessages.amountInvalid });
    if (proof && !isImageType(proof.type)) return setErrors({ proof: NOT_IMAGE });
    setErrors({});
    setProgress(0);
    override.mutate(
      { amount: amount.trim(), notes, method, proofImage: proof },
      {
        onSuccess: () => {
          toast({ title: 'Payment recorded', description: 'The payment has been recorded as verified.' });
          setOpen(false);
        },
        onError: (error) => toastError('Failed to override payment', error, 'Payment override failed'),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={openChange}>
      <DialogTrigger asChild>
        <Button size="sm">
          <ShieldCheck aria-hidden />
          Admin Payment Override
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Admin Payment Override"
        description={
          hasPendingPayment
            ? 'The client’s pending payment will be verified with the details below.'
            : 'Record a payment received outside the app. It is saved as verified.'
        }
      >
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
          <FormField label="Proof of payment (optional)" error={errors.proof} hint={`An image: ${IMAGE_UPLOAD_LABEL}.`}>
            <Input
              type="file"
              accept={IMAGE_ACCEPT}
              onChange={(event) => setProof(event.target.files?.[0] ?? null)}
              className="h-auto py-2 file:mr-3 file:rounded-full file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:text-sm file:font-semibold file:text-brand-800"
            />
          </FormField>
          <FormField label="Amount (£)" error={errors.amount}>
            <MoneyInput value={amount} onChange={(event) => setAmount(event.target.value)} placeholder="250.00" />
          </FormField>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-sm font-semibold text-ink">Payment method</legend>
            <div className="grid grid-cols-2 gap-2">
              {paymentMethods.map((value) => (
                <label
                  key={value}
                  className="flex cursor-pointer items-center gap-2.5 rounded-xl border border-sand-200 px-3 py-2.5 text-sm has-[:checked]:border-brand-400 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500"
                >
                  <input
                    type="radio"
                    name={methodName}
                    value={value}
                    checked={method === value}
                    onChange={() => setMethod(value)}
                    className="size-4 accent-brand-700"
                  />
                  {methodLabels[value]}
                </label>
              ))}
            </div>
          </fieldset>
          {method === 'card' && (
            <dl className="grid grid-cols-2 gap-y-1 rounded-xl bg-sand-100 px-4 py-3 text-sm" aria-live="polite">
              <dt className="text-muted">Amount</dt>
              <dd className="text-right">{card ? formatMoney(card.baseAmount) : '—'}</dd>
              <dt className="text-muted">Card transaction fee ({CARD_FEE_LABEL})</dt>
              <dd className="text-right">{card ? formatMoney(card.transactionFee) : '—'}</dd>
              <dt className="font-semibold text-ink">Total recorded</dt>
              <dd className="text-right font-semibold">{card ? formatMoney(card.totalAmount) : '—'}</dd>
            </dl>
          )}
          <FormField label="Notes">
            <TextArea
              value={notes}
              onChange={(event) => setNotes(event.target.value)}
              maxLength={2000}
              placeholder="For example: paid in cash at the office"
            />
          </FormField>
          {override.isPending && proof && <Progress value={progress} label="Uploading proof" />}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={override.isPending}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={override.isPending}>
              {override.isPending ? 'Saving...' : 'Record Payment'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
