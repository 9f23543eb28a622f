import { zodResolver } from '@hookform/resolvers/zod';
import { resetPasswordFormSchema, MIN_PASSWORD_LENGTH } from '@nestway/core/auth';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { toast, toastError } from '@/components/ui/use-toast';
import { useResetPassword } from '@/queries/auth';

/** The new password, twice. */
export function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const resetPassword = useResetPassword();
  const form = useForm({ resolver: zodResolver(resetPasswordFormSchema), defaultValues: { newPassword: '', confirmPassword: '' } });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ newPassword }) =>
    resetPassword.mutate(
      { body: { token, newPassword } },
      {
        onSuccess: () => {
          toast({ title: 'Password Reset Successful', description: 'You can now sign in with your new password.' });
          onDone();
        },
        onError: (error) => toastError('Password Reset Failed', error),
      },
    ),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <FormField label="New Password" error={errors.newPassword?.message} hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}>
        <PasswordInput autoComplete="new-password" autoFocus {...form.register('newPassword')} />
      </FormField>
      <FormField label="Confirm New Password" error={errors.confirmPassword?.message}>
        <PasswordInput autoComplete="new-password" {...form.register('confirmPassword')} />
      </FormField>
      <Button type="submit" size="lg" className="mt-1 w-full" disabled={resetPassword.isPending}>
        {resetPassword.isPending ? 'Resetting...' : 'Reset Password'}
      </Button>
    </form>
  );
}
