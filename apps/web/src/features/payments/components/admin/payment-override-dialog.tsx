import { parseAdminAmount } from '@nestway/core/admin';
import { CARD_FEE_LABEL, cardTotalPence, formatMoney } from '@nestway/core/money';
import { chosenFileProblem, IMAGE_ACCEPT, IMAGE_TYPES, IMAGE_UPLOAD_LABEL } from '@nestway/core/uploads';
import { paymentMethods, type PaymentMethod } from '@nestway/core/payments';
import { ShieldCheck } from 'lucide-react';
import { NOTES_MAX_LENGTH } from '@nestway/core/text-limits';
import * as z from 'zod/mini';
import { Button } from '@/components/ui/button';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { MoneyInput } from '@/components/ui/money-input';
import { UploadProgress } from '@/components/ui/upload-progress';
import { useUploadControl } from '@/lib/use-upload-control';
import { toast } from '@/components/ui/use-toast';
import { useOverridePayment } from '@/queries/payments';
import { TextArea } from '@/components/ui/text-area';
import { adminAmountSchema, AMOUNT_MISSING, AMOUNT_REQUIRED_TITLE } from './admin-amount';

const methodLabels: Record<PaymentMethod, string> = { bank_transfer: 'Bank transfer', card: 'Card' };
const NOT_IMAGE = 'Please choose an image (JPEG, PNG, GIF or WebP).';

/** The amount (checked first), notes and method as typed, then the proof, which must be an image when there is one. */
const overrideFormSchema = z.pipe(
  z.object({
    amount: adminAmountSchema,
    notes: z.string(),
    method: z.enum(paymentMethods),
    proof: z.pipe(
      z.custom<FileList | null | undefined>(),
      z.transform((files) => files?.[0] ?? null),
    ),
  }),
  z.transform((values, context) => {
    const problem = values.proof && chosenFileProblem(values.proof, { types: IMAGE_TYPES, wrongType: NOT_IMAGE });
    if (problem) {
      context.issues.push({ code: 'custom', message: problem, input: values.proof, path: ['proof'] });
      return z.NEVER;
    }
    return values;
  }),
);

/**
 * The admin records a payment made outside the app (optional proof). Bank transfer uses the amount
 * as entered; card adds the transaction fee. A pending payment is verified with these details.
 */
export function PaymentOverrideDialog({ userId, hasPendingPayment }: { userId: string; hasPendingPayment: boolean }) {
  const sending = useUploadControl();
  const override = useOverridePayment(userId, sending.onProgress);

  return (
    <FormDialog
      trigger={
        <Button size="sm">
          <ShieldCheck aria-hidden />
          Admin Payment Override
        </Button>
      }
      title="Admin Payment Override"
      description={
        hasPendingPayment
          ? 'The client’s pending payment will be verified with the details below.'
          : 'Record a payment received outside the app. It is saved as verified.'
      }
      schema={overrideFormSchema}
      defaultValues={{ amount: '', notes: '', method: 'bank_transfer', proof: null }}
      onInvalid={(_, form) => {
        // An empty amount is told in a toast as well as under its field.
        if (!form.getValues('amount').trim()) toast({ title: AMOUNT_REQUIRED_TITLE, description: AMOUNT_MISSING, variant: 'destructive' });
      }}
      onSubmit={({ amount, notes, method, proof }) => {
        return override
          .mutateAsync({ amount, notes, method, proofImage: proof, signal: sending.start() })
          .then(() => toast({ title: 'Payment recorded', description: 'The payment has been recorded as verified.' }));
      }}
      failureTitle="Failed to override payment"
      failureFallback="Payment override failed"
      submitLabel="Record Payment"
      pendingLabel="Saving..."
    >
      {(form) => {
        const method = form.watch('method');
        const basePence = parseAdminAmount(form.watch('amount'));
        const card = method === 'card' && basePence !== null ? cardTotalPence(basePence) : null;
        const { errors } = form.formState;
        return (
          <>
            <FormField label="Proof of payment (optional)" error={errors.proof?.message} hint={`An image: ${IMAGE_UPLOAD_LABEL}.`}>
              <Input
                type="file"
                accept={IMAGE_ACCEPT}
                {...form.register('proof')}
                className="h-auto py-2 file:mr-3 file:rounded-full file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:text-sm file:font-semibold file:text-brand-800"
              />
            </FormField>
            <FormField label="Amount (£)" error={errors.amount?.message}>
              <MoneyInput {...form.register('amount')} placeholder="250.00" />
            </FormField>
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-2 text-sm font-semibold text-ink">Payment method</legend>
              <div className="grid grid-cols-2 gap-2">
                {paymentMethods.map((value) => (
                  <label
                    key={value}
                    className="flex cursor-pointer items-center gap-2.5 rounded-xl border border-sand-200 px-3 py-2.5 text-sm has-[:checked]:border-brand-400 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500"
                  >
                    <input type="radio" value={value} {...form.register('method')} className="size-4 accent-brand-700" />
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
              <TextArea {...form.register('notes')} maxLength={NOTES_MAX_LENGTH} placeholder="For example: paid in cash at the office" />
            </FormField>
            {override.isPending && form.getValues('proof')?.[0] && (
              <UploadProgress value={sending.progress} label="Uploading proof" onCancel={sending.cancel} />
            )}
          </>
        );
      }}
    </FormDialog>
  );
}
