import { passwordResetProblem } from '@nestway/core/client-account';
import { KeyRound } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useResetClientPassword } from '@/api/client-account';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogTrigger } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { toast, toastError } from '@/components/ui/use-toast';

interface ResetPasswordDialogProps {
  clientId: string;
  clientName: string;
}

/** The admin sets a new password for the client, typed twice; the client is signed out everywhere. */
export function ResetPasswordDialog({ clientId, clientName }: ResetPasswordDialogProps) {
  const [open, setOpen] = useState(false);
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const reset = useResetClientPassword();

  const openChange = (next: boolean) => {
    setOpen(next);
    setNewPassword('');
    setConfirmPassword('');
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = passwordResetProblem(newPassword, confirmPassword);
    if (problem) return void toast({ ...problem, variant: 'destructive' });
    reset.mutate(
      { params: { id: clientId }, body: { newPassword } },
      {
        onSuccess: (answer) => {
          toast({ title: 'Password reset', description: answer.message });
          openChange(false);
        },
        onError: (failure) => toastError('Failed to reset password', failure, 'Please try again.'),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={openChange}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <KeyRound aria-hidden />
          Reset Password
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Reset Password"
        description={`Set a new password for ${clientName}. They will be signed out everywhere and told by e-mail (without the password).`}
      >
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
          <FormField label="New password" hint="At least 6 characters.">
            <PasswordInput
              value={newPassword}
              onChange={(event) => setNewPassword(event.target.value)}
              autoComplete="new-password"
              autoFocus
            />
          </FormField>
          <FormField label="Confirm new password">
            <PasswordInput
              value={confirmPassword}
              onChange={(event) => setConfirmPassword(event.target.value)}
              autoComplete="new-password"
            />
          </FormField>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button type="submit" disabled={!newPassword || !confirmPassword || reset.isPending}>
              {reset.isPending ? 'Resetting...' : 'Reset Password'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
