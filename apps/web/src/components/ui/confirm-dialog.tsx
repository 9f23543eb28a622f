import * as m from '@nestway/core/i18n/messages';
import { Button } from './button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from './dialog';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** The destructive action's button, and its label while the action runs. */
  confirmLabel: string;
  pendingLabel: string;
  /** The way out, when "Cancel" would be ambiguous (cancelling a booking). */
  dismissLabel?: string;
  onConfirm: () => void;
  pending: boolean;
}

/** Asks before something is deleted or cancelled. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  pendingLabel,
  dismissLabel = m.common_cancel(),
  onConfirm,
  pending,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={title} description={description}>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{dismissLabel}</Button>
          </DialogClose>
          <Button variant="danger" onClick={onConfirm} disabled={pending}>
            {pending ? pendingLabel : confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
