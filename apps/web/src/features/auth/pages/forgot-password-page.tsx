import { zodResolver } from '@hookform/resolvers/zod';
import { emailOnlyRequestSchema } from '@nestway/core/auth';
import * as m from '@nestway/core/i18n/messages';
import { ArrowLeft, KeyRound, MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { paths } from '@nestway/core/web-routes';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast, toastError } from '@/components/ui/use-toast';
import { useForgotPassword } from '@/queries/auth';
import { CardScreen } from '@/components/layout/card-screen';
import { SentenceWith } from '../components/sentence-with';
import { fieldError, resetLinkHours } from '../auth-messages';

/** Asks for a reset link, then confirms where it went. */
export function ForgotPasswordPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const forgotPassword = useForgotPassword();
  const form = useForm({ resolver: zodResolver(emailOnlyRequestSchema), defaultValues: { email: '' } });

  const onSubmit = form.handleSubmit((values) =>
    forgotPassword.mutate(
      { body: values },
      {
        onSuccess: () => {
          setSentTo(values.email);
          toast({ title: m.auth_forgot_sent_title(), description: m.auth_forgot_sent_description() });
        },
        onError: (error) => toastError(m.auth_forgot_failed(), error),
      },
    ),
  );

  const resend = (email: string) =>
    forgotPassword.mutate(
      { body: { email } },
      {
        onSuccess: () => toast({ title: m.auth_forgot_resent_title(), description: m.auth_forgot_resent_description({ email }) }),
        onError: (error) => toastError(m.auth_forgot_resend_failed(), error),
      },
    );

  const tryDifferentEmail = () => {
    form.reset({ email: '' });
    forgotPassword.reset();
    setSentTo(null);
  };

  const backToLogin = (
    <Link to={paths.login} className="inline-flex items-center gap-1.5 font-semibold text-brand-700 underline-offset-4 hover:underline">
      <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden />
      {m.auth_back_to_login()}
    </Link>
  );

  if (sentTo) {
    return (
      <CardScreen
        icon={MailCheck}
        tone="success"
        title={m.auth_forgot_check_title()}
        description={
          <p>
            <SentenceWith
              message={(email) => m.auth_forgot_check_description({ email })}
              value={
                <strong dir="ltr" className="font-semibold break-words text-ink">
                  {sentTo}
                </strong>
              }
            />
          </p>
        }
        footer={backToLogin}
      >
        <p className="mb-6 rounded-xl bg-sand-100 px-4 py-3 text-center text-sm text-muted">{m.auth_forgot_link_note(resetLinkHours())}</p>
        <div className="flex flex-col gap-3">
          <Button variant="outline" className="w-full" onClick={() => resend(sentTo)} disabled={forgotPassword.isPending}>
            {forgotPassword.isPending ? m.auth_forgot_resending() : m.auth_forgot_resend()}
          </Button>
          <Button variant="ghost" className="w-full" onClick={tryDifferentEmail}>
            {m.auth_forgot_try_different()}
          </Button>
        </div>
      </CardScreen>
    );
  }

  return (
    <CardScreen icon={KeyRound} title={m.auth_forgot_title()} description={<p>{m.auth_forgot_description()}</p>} footer={backToLogin}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <FormField label={m.auth_field_email()} error={fieldError(form.formState.errors.email)}>
          <Input type="email" dir="ltr" autoComplete="email" autoFocus {...form.register('email')} />
        </FormField>
        <Button type="submit" size="lg" className="w-full" disabled={forgotPassword.isPending}>
          {forgotPassword.isPending ? m.auth_sending() : m.auth_forgot_submit()}
        </Button>
      </form>
    </CardScreen>
  );
}
