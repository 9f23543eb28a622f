import { NOTES_MAX_LENGTH } from '@nestway/core/text-limits';
import { cancelSessionUserRequestSchema } from '@nestway/core/viewings';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { TextArea } from '@/components/ui/text-area';

interface CancelViewingDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** Where the reason goes, under its field. */
  hint?: string;
  /** Cancels with the reason as typed, trimmed (blank is null), and toasts it; the dialog closes once it resolves. */
  onConfirm: (reason: string | null) => Promise<unknown>;
  failureTitle: string;
}

/** Asks before a client's viewing is cancelled, with an optional reason the client is told. */
export function CancelViewingDialog({
  open,
  onOpenChange,
  title,
  description,
  hint = 'Shown to the client on their dashboard and in the e-mail.',
  onConfirm,
  failureTitle,
}: CancelViewingDialogProps) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      schema={cancelSessionUserRequestSchema}
      defaultValues={{ reason: '' }}
      onSubmit={({ reason }) => onConfirm(reason)}
      failureTitle={failureTitle}
      submitLabel="Cancel Viewing"
      pendingLabel="Cancelling..."
      submitVariant="danger"
      cancelLabel="Keep Viewing"
    >
      {(form) => (
        <FormField label="Reason (optional)" hint={hint} error={form.formState.errors.reason?.message}>
          <TextArea rows={3} maxLength={NOTES_MAX_LENGTH} {...form.register('reason')} />
        </FormField>
      )}
    </FormDialog>
  );
}
