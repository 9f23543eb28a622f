import { clientAccountMessages } from '@nestway/core/client-account';
import { paths } from '@nestway/core/web-routes';
import { useNavigate } from 'react-router';
import { useDeleteClient } from '@/queries/clients';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast, toastError } from '@/components/ui/use-toast';

interface DeleteClientDialogProps {
  clientId: string;
  clientName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Delete User on the admin client page (opened from its More actions menu): asks first, naming the client; once the account is gone,
 * says so and goes back to the dashboard. A failure keeps the dialog open with its toast.
 */
export function DeleteClientDialog({ clientId, clientName, open, onOpenChange }: DeleteClientDialogProps) {
  const remove = useDeleteClient();
  const navigate = useNavigate();

  const onConfirm = () =>
    remove.mutate(clientId, {
      onSuccess: (answer) => {
        onOpenChange(false);
        toast({ title: clientAccountMessages.deletedTitle, description: answer.message });
        // Replace: Back must not return to the page of an account that no longer exists.
        void navigate(paths.adminDashboard, { replace: true });
      },
      onError: (failure) => toastError(clientAccountMessages.deleteFailedTitle, failure, 'Please try again.'),
    });

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => !remove.isPending && onOpenChange(next)}
      title="Delete this user?"
      description={
        `${clientName}'s account will be deleted with their data: preferences, documents, shared files, messages ` +
        'and sign-ins. Their payments are kept as tax records, without their name or e-mail. This cannot be undone.'
      }
      confirmLabel="Delete User"
      pendingLabel="Deleting..."
      onConfirm={onConfirm}
      pending={remove.isPending}
    />
  );
}
