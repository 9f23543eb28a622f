import { DEFAULT_SERVICE_FEE_PENCE, formatMoney, penceToDecimalString } from '@nestway/core/money';
import { PoundSterling } from 'lucide-react';
import * as z from 'zod/mini';
import { Button } from '@/components/ui/button';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { MoneyInput } from '@/components/ui/money-input';
import { toast } from '@/components/ui/use-toast';
import { useSetPaymentAmount } from '@/queries/payments';
import { adminAmountSchema } from './admin-amount';

const paymentAmountFormSchema = z.object({ amount: adminAmountSchema });

interface SetPaymentAmountDialogProps {
  userId: string;
  feePence: number;
  isCustom: boolean;
}

/** The admin sets the fee this client pays, or returns it to the default. */
export function SetPaymentAmountDialog({ userId, feePence, isCustom }: SetPaymentAmountDialogProps) {
  const save = useSetPaymentAmount();
  const send = (amount: string | null) =>
    save
      .mutateAsync({ params: { id: userId }, body: { amount } })
      .then((answer) =>
        toast({ title: 'Payment amount updated', description: `This client's fee is now ${formatMoney(answer.feePence)}.` }),
      );

  return (
    <FormDialog
      trigger={
        <Button variant="outline" size="sm">
          <PoundSterling aria-hidden />
          Set Payment Amount
        </Button>
      }
      title="Set Payment Amount"
      description={`Current fee: ${formatMoney(feePence)}${isCustom ? ' (set by an admin)' : ' (default)'}`}
      schema={paymentAmountFormSchema}
      defaultValues={{ amount: penceToDecimalString(feePence) }}
      onSubmit={({ amount }) => send(amount)}
      failureTitle="Failed to set payment amount"
      failureFallback="Please try again."
      submitLabel="Save Amount"
      pendingLabel="Saving..."
      alternative={isCustom ? { label: `Use Default (${formatMoney(DEFAULT_SERVICE_FEE_PENCE)})`, send: () => send(null) } : undefined}
    >
      {(form) => (
        <FormField
          label="Amount (£)"
          error={form.formState.errors.amount?.message}
          hint={`The default fee is ${formatMoney(DEFAULT_SERVICE_FEE_PENCE)}. Amounts under £1 are shown in pence.`}
        >
          <MoneyInput {...form.register('amount')} autoFocus />
        </FormField>
      )}
    </FormDialog>
  );
}
