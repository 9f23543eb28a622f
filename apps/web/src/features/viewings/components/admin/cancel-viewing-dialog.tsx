import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { TextArea } from '@/components/ui/text-area';

interface CancelViewingDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  pending: boolean;
  /** Where the reason goes, under its field. */
  hint?: string;
  /** The reason as typed, trimmed; blank is null. */
  onConfirm: (reason: string | null) => void;
}

/** Asks before a client's viewing is cancelled, with an optional reason the client is told. */
export function CancelViewingDialog({
  open,
  onOpenChange,
  title,
  description,
  pending,
  hint = 'Shown to the client on their dashboard and in the e-mail.',
  onConfirm,
}: CancelViewingDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent title={title} description={description}>
        {open && <ReasonForm pending={pending} hint={hint} onConfirm={onConfirm} />}
      </DialogContent>
    </Dialog>
  );
}

function ReasonForm({ pending, hint, onConfirm }: Pick<CancelViewingDialogProps, 'pending' | 'hint' | 'onConfirm'>) {
  const [reason, setReason] = useState('');
  return (
    <form
      noValidate
      className="flex flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        onConfirm(reason.trim() || null);
      }}
    >
      <FormField label="Reason (optional)" hint={hint}>
        <TextArea rows={3} maxLength={2000} value={reason} onChange={(event) => setReason(event.target.value)} />
      </FormField>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={pending}>
            Keep Viewing
          </Button>
        </DialogClose>
        <Button type="submit" variant="danger" disabled={pending}>
          {pending ? 'Cancelling...' : 'Cancel Viewing'}
        </Button>
      </DialogFooter>
    </form>
  );
}
