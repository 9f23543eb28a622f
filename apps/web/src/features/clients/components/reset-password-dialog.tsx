import { passwordResetProblem } from '@nestway/core/client-account';
import { KeyRound } from 'lucide-react';
import * as z from 'zod/mini';
import { useResetClientPassword } from '@/queries/clients';
import { Button } from '@/components/ui/button';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { toast } from '@/components/ui/use-toast';

/** Both entries; core's check (long enough, the same twice, a valid password) is told in a toast, and the new password goes. */
const resetPasswordFormSchema = z.pipe(
  z.object({ newPassword: z.string(), confirmPassword: z.string() }),
  z.transform(({ newPassword, confirmPassword }, context) => {
    const problem = passwordResetProblem(newPassword, confirmPassword);
    if (problem) {
      context.issues.push({ code: 'custom', message: problem.description, input: newPassword, path: ['root'] });
      return z.NEVER;
    }
    return { newPassword };
  }),
);

interface ResetPasswordDialogProps {
  clientId: string;
  clientName: string;
}

/** The admin sets a new password for the client, typed twice; the client is signed out everywhere. */
export function ResetPasswordDialog({ clientId, clientName }: ResetPasswordDialogProps) {
  const reset = useResetClientPassword();
  return (
    <FormDialog
      trigger={
        <Button variant="outline">
          <KeyRound aria-hidden />
          Reset Password
        </Button>
      }
      title="Reset Password"
      description={`Set a new password for ${clientName}. They will be signed out everywhere and told by e-mail (without the password).`}
      schema={resetPasswordFormSchema}
      defaultValues={{ newPassword: '', confirmPassword: '' }}
      canSubmit={({ newPassword, confirmPassword }) => newPassword !== '' && confirmPassword !== ''}
      onInvalid={(_, form) => {
        const problem = passwordResetProblem(form.getValues('newPassword'), form.getValues('confirmPassword'));
        if (problem) toast({ ...problem, variant: 'destructive' });
      }}
      onSubmit={(body) =>
        reset
          .mutateAsync({ params: { id: clientId }, body })
          .then((answer) => toast({ title: 'Password reset', description: answer.message }))
      }
      failureTitle="Failed to reset password"
      failureFallback="Please try again."
      submitLabel="Reset Password"
      pendingLabel="Resetting..."
    >
      {(form) => (
        <>
          <FormField label="New password" hint="At least 6 characters.">
            <PasswordInput {...form.register('newPassword')} autoComplete="new-password" autoFocus />
          </FormField>
          <FormField label="Confirm new password">
            <PasswordInput {...form.register('confirmPassword')} autoComplete="new-password" />
          </FormField>
        </>
      )}
    </FormDialog>
  );
}
