import { adminMessages, parseAdminAmount } from '@nestway/core/admin';
import { penceToDecimalString } from '@nestway/core/money';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { MoneyInput } from '@/components/ui/money-input';
import { TextArea } from '@/components/ui/text-area';

interface CompleteCallDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The client's fee now, in pence: the amount the form starts at. */
  feePence: number;
  pending: boolean;
  onSubmit: (input: { paymentAmount: string; adminNotes: string }) => void;
}

/** Marks the call as held and sets the fee the client pays next (pounds, above 0). */
export function CompleteCallDialog({ open, onOpenChange, feePence, pending, onSubmit }: CompleteCallDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Complete Consultation"
        description="The amount becomes the client's initial fee: paying it becomes their next step."
      >
        {open && <CompleteCallForm feePence={feePence} pending={pending} onSubmit={onSubmit} />}
      </DialogContent>
    </Dialog>
  );
}

function CompleteCallForm({ feePence, pending, onSubmit }: Pick<CompleteCallDialogProps, 'feePence' | 'pending' | 'onSubmit'>) {
  const [amount, setAmount] = useState(penceToDecimalString(feePence));
  const [notes, setNotes] = useState('');
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (parseAdminAmount(amount) === null) return setError(adminMessages.amountInvalid);
    setError(undefined);
    onSubmit({ paymentAmount: amount.trim(), adminNotes: notes });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <FormField label="Payment amount (£)" error={error}>
        <MoneyInput value={amount} onChange={(event) => setAmount(event.target.value)} autoFocus />
      </FormField>
      <FormField label="Notes for the client" hint="Optional: what was agreed on the call.">
        <TextArea rows={3} value={notes} onChange={(event) => setNotes(event.target.value)} />
      </FormField>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={pending}>
          {pending ? 'Completing...' : 'Complete Consultation'}
        </Button>
      </DialogFooter>
    </form>
  );
}
