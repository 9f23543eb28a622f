import { adminMessages, parseAdminAmount } from '@nestway/core/admin';
import { penceToDecimalString } from '@nestway/core/money';
import * as z from 'zod/mini';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { MoneyInput } from '@/components/ui/money-input';
import { TextArea } from '@/components/ui/text-area';

/** The amount as typed, trimmed (pounds above 0), and the notes as typed. */
const completeConsultationFormSchema = z.object({
  paymentAmount: z.string().check(
    z.trim(),
    z.refine((amount) => parseAdminAmount(amount) !== null, adminMessages.amountInvalid),
  ),
  adminNotes: z.string(),
});

interface CompleteConsultationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The client's fee now, in pence: the amount the form starts at. */
  feePence: number;
  /** Sends the amount and notes and toasts it; the dialog closes once it resolves. */
  onSubmit: (body: z.output<typeof completeConsultationFormSchema>) => Promise<unknown>;
}

/** Marks the call as held and sets the fee the client pays next (pounds, above 0). */
export function CompleteConsultationDialog({ open, onOpenChange, feePence, onSubmit }: CompleteConsultationDialogProps) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Complete Consultation"
      description="The amount becomes the client's initial fee: paying it becomes their next step."
      schema={completeConsultationFormSchema}
      defaultValues={{ paymentAmount: penceToDecimalString(feePence), adminNotes: '' }}
      onSubmit={onSubmit}
      failureTitle="Failed to complete call"
      submitLabel="Complete Consultation"
      pendingLabel="Completing..."
    >
      {(form) => (
        <>
          <FormField label="Payment amount (£)" error={form.formState.errors.paymentAmount?.message}>
            <MoneyInput {...form.register('paymentAmount')} autoFocus />
          </FormField>
          <FormField
            label="Notes for the client"
            hint="Optional: what was agreed on the call."
            error={form.formState.errors.adminNotes?.message}
          >
            <TextArea rows={3} {...form.register('adminNotes')} />
          </FormField>
        </>
      )}
    </FormDialog>
  );
}
