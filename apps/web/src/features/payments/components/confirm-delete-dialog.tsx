import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';

interface ConfirmDeleteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  pending: boolean;
}

/** Asks before a payment and its proof are deleted. */
export function ConfirmDeleteDialog({ open, onOpenChange, onConfirm, pending }: ConfirmDeleteDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Delete this payment?"
        description="The payment and its proof image will be removed. You can upload a new proof afterwards."
      >
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button variant="danger" onClick={onConfirm} disabled={pending}>
            {pending ? 'Deleting...' : 'Delete Payment'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
