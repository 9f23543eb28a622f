import { zodResolver } from '@hookform/resolvers/zod';
import { resendVerificationFormSchema } from '@nestway/core/auth';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast, toastError } from '@/components/ui/use-toast';
import { useResendVerification } from '@/queries/auth';

/** Sends a fresh verification e-mail; asks for the address only when none is saved. */
export function ResendVerificationForm({ savedEmail }: { savedEmail: string }) {
  const resend = useResendVerification();
  const form = useForm({ resolver: zodResolver(resendVerificationFormSchema), defaultValues: { email: savedEmail } });

  const onSubmit = form.handleSubmit((values) =>
    resend.mutate(
      { body: values },
      {
        onSuccess: () => toast({ title: 'Verification email sent!', description: 'Please check your inbox for a new code and link.' }),
        onError: (error) => toastError('Failed to resend email', error, 'Please try again later.'),
      },
    ),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {savedEmail ? (
        <p className="text-center text-sm text-muted">
          We will send a new code and link to <strong className="font-semibold break-words text-ink">{savedEmail}</strong>.
        </p>
      ) : (
        <FormField label="Email" error={form.formState.errors.email?.message}>
          <Input type="email" autoComplete="email" {...form.register('email')} />
        </FormField>
      )}
      <Button type="submit" variant="outline" className="w-full" disabled={resend.isPending}>
        {resend.isPending ? 'Sending...' : 'Resend Verification Email'}
      </Button>
    </form>
  );
}
