import { zodResolver } from '@hookform/resolvers/zod';
import { emailOnlyRequestSchema, RESET_LINK_TTL_SECONDS } from '@nestway/core/auth';
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

const linkHours = RESET_LINK_TTL_SECONDS / 3600;

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
          toast({ title: 'Password Reset Email Sent', description: 'Check your inbox for a link to reset your password.' });
        },
        onError: (error) => toastError('Failed to Send Email', error),
      },
    ),
  );

  const resend = (email: string) =>
    forgotPassword.mutate(
      { body: { email } },
      {
        onSuccess: () => toast({ title: 'Email Resent', description: `We sent another reset link to ${email}.` }),
        onError: (error) => toastError('Failed to Resend Email', error),
      },
    );

  const tryDifferentEmail = () => {
    form.reset({ email: '' });
    forgotPassword.reset();
    setSentTo(null);
  };

  const backToLogin = (
    <Link to={paths.login} className="inline-flex items-center gap-1.5 font-semibold text-brand-700 underline-offset-4 hover:underline">
      <ArrowLeft className="size-4" aria-hidden />
      Back to Login
    </Link>
  );

  if (sentTo) {
    return (
      <CardScreen
        icon={MailCheck}
        tone="success"
        title="Check Your Email"
        description={
          <p>
            If an account exists for <strong className="font-semibold break-words text-ink">{sentTo}</strong>, we&apos;ve sent a link to
            reset its password.
          </p>
        }
        footer={backToLogin}
      >
        <p className="mb-6 rounded-xl bg-sand-100 px-4 py-3 text-center text-sm text-muted">
          The link works once and expires after {linkHours} hour. Not there after a few minutes? Check your spam folder, or send it again.
        </p>
        <div className="flex flex-col gap-3">
          <Button variant="outline" className="w-full" onClick={() => resend(sentTo)} disabled={forgotPassword.isPending}>
            {forgotPassword.isPending ? 'Resending...' : 'Resend Email'}
          </Button>
          <Button variant="ghost" className="w-full" onClick={tryDifferentEmail}>
            Try Different Email
          </Button>
        </div>
      </CardScreen>
    );
  }

  return (
    <CardScreen
      icon={KeyRound}
      title="Forgot Password?"
      description={<p>Enter the email address of your account and we&apos;ll send you a link to choose a new password.</p>}
      footer={backToLogin}
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <FormField label="Email" error={form.formState.errors.email?.message}>
          <Input type="email" autoComplete="email" autoFocus {...form.register('email')} />
        </FormField>
        <Button type="submit" size="lg" className="w-full" disabled={forgotPassword.isPending}>
          {forgotPassword.isPending ? 'Sending...' : 'Send Reset Link'}
        </Button>
      </form>
    </CardScreen>
  );
}
