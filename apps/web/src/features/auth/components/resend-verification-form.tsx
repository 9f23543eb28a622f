import { zodResolver } from '@hookform/resolvers/zod';
import { resendVerificationFormSchema } from '@nestway/core/auth';
import * as m from '@nestway/core/i18n/messages';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast, toastError } from '@/components/ui/use-toast';
import { useResendVerification } from '@/queries/auth';
import { fieldError } from '../auth-messages';
import { SentenceWith } from './sentence-with';

/** Sends a fresh verification e-mail; asks for the address only when none is saved. */
export function ResendVerificationForm({ savedEmail }: { savedEmail: string }) {
  const resend = useResendVerification();
  const form = useForm({ resolver: zodResolver(resendVerificationFormSchema), defaultValues: { email: savedEmail } });

  const onSubmit = form.handleSubmit((values) =>
    resend.mutate(
      { body: values },
      {
        onSuccess: () => toast({ title: m.auth_resend_email_sent_title(), description: m.auth_resend_email_sent_description() }),
        onError: (error) => toastError(m.auth_resend_email_failed(), error, m.auth_resend_email_failed_fallback()),
      },
    ),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {savedEmail ? (
        <p className="text-center text-sm text-muted">
          <SentenceWith
            message={(email) => m.auth_resend_email_will_send_to({ email })}
            value={
              <strong dir="ltr" className="font-semibold break-words text-ink">
                {savedEmail}
              </strong>
            }
          />
        </p>
      ) : (
        <FormField label={m.auth_field_email()} error={fieldError(form.formState.errors.email)}>
          <Input type="email" dir="ltr" autoComplete="email" {...form.register('email')} />
        </FormField>
      )}
      <Button type="submit" variant="outline" className="w-full" disabled={resend.isPending}>
        {resend.isPending ? m.auth_sending() : m.auth_resend_email_submit()}
      </Button>
    </form>
  );
}
