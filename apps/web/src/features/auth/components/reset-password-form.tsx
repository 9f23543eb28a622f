import { zodResolver } from '@hookform/resolvers/zod';
import { resetPasswordFormSchema } from '@nestway/core/auth';
import * as m from '@nestway/core/i18n/messages';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { toast, toastError } from '@/components/ui/use-toast';
import { useResetPassword } from '@/queries/auth';
import { fieldError, passwordHint } from '../auth-messages';

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
          toast({ title: m.auth_reset_success_title(), description: m.auth_reset_success_description() });
          onDone();
        },
        onError: (error) => toastError(m.auth_reset_failed(), error),
      },
    ),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <FormField label={m.auth_field_new_password()} error={fieldError(errors.newPassword)} hint={passwordHint()}>
        <PasswordInput autoComplete="new-password" autoFocus {...form.register('newPassword')} />
      </FormField>
      <FormField label={m.auth_field_confirm_new_password()} error={fieldError(errors.confirmPassword)}>
        <PasswordInput autoComplete="new-password" {...form.register('confirmPassword')} />
      </FormField>
      <Button type="submit" size="lg" className="mt-1 w-full" disabled={resetPassword.isPending}>
        {resetPassword.isPending ? m.auth_reset_pending() : m.auth_reset_submit()}
      </Button>
    </form>
  );
}
