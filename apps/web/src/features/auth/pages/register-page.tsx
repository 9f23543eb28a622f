import { zodResolver } from '@hookform/resolvers/zod';
import { registerFormSchema } from '@nestway/core/auth';
import * as m from '@nestway/core/i18n/messages';
import { UserRoundPlus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { paths } from '@nestway/core/web-routes';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { toast, toastError } from '@/components/ui/use-toast';
import { markCodeSent, savePendingVerification } from '@/lib/pending-verification';
import { locale } from '@/i18n/locale';
import { useRegister } from '@/queries/auth';
import { CardScreen } from '@/components/layout/card-screen';
import { SentenceWith } from '../components/sentence-with';
import { fieldError, otpDigits, passwordHint } from '../auth-messages';

export function RegisterPage() {
  const navigate = useNavigate();
  const register = useRegister();
  const form = useForm({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { fullName: '', email: '', password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    register.mutate(
      // In the page's language: the account's screens and e-mails follow it (decision 039).
      { body: { ...values, locale } },
      {
        onSuccess: ({ requiresVerification, user }) => {
          toast({ title: m.auth_register_success_title(), description: m.auth_register_success_description({ digits: otpDigits() }) });
          if (!requiresVerification) return void navigate(paths.dashboard);
          savePendingVerification({ userId: user.id, email: user.email, name: user.fullName });
          markCodeSent();
          const query = new URLSearchParams({ userId: user.id, email: user.email, name: user.fullName });
          void navigate(`${paths.verifyEmail}?${query}`);
        },
        onError: (error) => toastError(m.auth_register_failed(), error),
      },
    ),
  );

  return (
    <CardScreen
      icon={UserRoundPlus}
      title={m.auth_register_title()}
      description={m.auth_register_description()}
      footer={
        <p>
          {m.auth_register_have_account()}{' '}
          <Link to={paths.login} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
            {m.auth_register_sign_in_link()}
          </Link>
        </p>
      }
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <FormField label={m.auth_field_full_name()} error={fieldError(errors.fullName)}>
          <Input autoComplete="name" {...form.register('fullName')} />
        </FormField>
        <FormField label={m.auth_field_email()} error={fieldError(errors.email)}>
          <Input type="email" dir="ltr" autoComplete="email" {...form.register('email')} />
        </FormField>
        <FormField label={m.auth_field_password()} error={fieldError(errors.password)} hint={passwordHint()}>
          <PasswordInput autoComplete="new-password" {...form.register('password')} />
        </FormField>
        <FormField label={m.auth_field_confirm_password()} error={fieldError(errors.confirmPassword)}>
          <PasswordInput autoComplete="new-password" {...form.register('confirmPassword')} />
        </FormField>
        <Button type="submit" size="lg" className="mt-1 w-full" disabled={register.isPending}>
          {register.isPending ? m.auth_register_pending() : m.auth_register_submit()}
        </Button>
        <p className="text-center text-xs text-muted">
          <SentenceWith
            message={(link) => m.auth_register_privacy({ link })}
            value={
              <Link to={paths.privacy} className="font-semibold text-brand-700 underline underline-offset-4">
                {m.auth_register_privacy_link()}
              </Link>
            }
          />
        </p>
      </form>
    </CardScreen>
  );
}
