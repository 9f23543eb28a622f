import { adminMessages, parseAdminAmount } from '@nestway/core/admin';
import { DEFAULT_SERVICE_FEE_PENCE, formatMoney, penceToDecimalString } from '@nestway/core/money';
import { PoundSterling } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogTrigger } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { MoneyInput } from '@/components/ui/money-input';
import { toast, toastError } from '@/components/ui/use-toast';
import { useSetPaymentAmount } from '@/api/admin';

interface SetPaymentAmountDialogProps {
  userId: string;
  feePence: number;
  isCustom: boolean;
}

/** The admin sets the fee this client pays, or returns it to the default. */
export function SetPaymentAmountDialog({ userId, feePence, isCustom }: SetPaymentAmountDialogProps) {
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string>();
  const save = useSetPaymentAmount();

  const openChange = (next: boolean) => {
    setOpen(next);
    if (next) {
      setAmount(penceToDecimalString(feePence));
      setError(undefined);
    }
  };
  const submit = (value: string | null) =>
    save.mutate(
      { params: { id: userId }, body: { amount: value } },
      {
        onSuccess: (answer) => {
          toast({ title: 'Payment amount updated', description: `This client's fee is now ${formatMoney(answer.feePence)}.` });
          setOpen(false);
        },
        onError: (failure) => toastError('Failed to set payment amount', failure, 'Please try again.'),
      },
    );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!amount.trim()) return setError('Please enter the payment amount.');
    if (parseAdminAmount(amount) === null) return setError(adminMessages.amountInvalid);
    setError(undefined);
    submit(amount.trim());
  };

  return (
    <Dialog open={open} onOpenChange={openChange}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <PoundSterling aria-hidden />
          Set Payment Amount
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Set Payment Amount"
        description={`Current fee: ${formatMoney(feePence)}${isCustom ? ' (set by an admin)' : ' (default)'}`}
      >
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
          <FormField
            label="Amount (£)"
            error={error}
            hint={`The default fee is ${formatMoney(DEFAULT_SERVICE_FEE_PENCE)}. Amounts under £1 are shown in pence.`}
          >
            <MoneyInput value={amount} onChange={(event) => setAmount(event.target.value)} autoFocus />
          </FormField>
          <DialogFooter>
            {isCustom && (
              <Button variant="ghost" onClick={() => submit(null)} disabled={save.isPending} className="sm:mr-auto">
                Use Default ({formatMoney(DEFAULT_SERVICE_FEE_PENCE)})
              </Button>
            )}
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving...' : 'Save Amount'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
