import { zodResolver } from '@hookform/resolvers/zod';
import { loginFormSchema } from '@nestway/core/auth';
import * as m from '@nestway/core/i18n/messages';
import { useRef, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { paths } from '@nestway/core/web-routes';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { dismissToast, toast, toastError } from '@/components/ui/use-toast';
import { savePendingVerification } from '@/lib/pending-verification';
import { useLogin } from '@/queries/auth';
import { fieldError } from '../auth-messages';

interface LoginFormProps {
  /** The admin login asks the server to admit admins only. */
  isAdmin: boolean;
  emailLabel: string;
  passwordLabel: string;
  submitLabel: string;
  /** The submit button's words while signing in. */
  pendingLabel: string;
  failureTitle: string;
  /** Shown between the password field and the submit button. */
  extra?: ReactNode;
  /** A co-tenant invitation to accept once signed in (from /login?token=...). */
  invitationToken?: string | undefined;
}

/** E-mail and password. A verified user goes to their dashboard; an unverified one to the verification screen. */
export function LoginForm({
  isAdmin,
  emailLabel,
  passwordLabel,
  submitLabel,
  pendingLabel,
  failureTitle,
  extra,
  invitationToken,
}: LoginFormProps) {
  const navigate = useNavigate();
  const login = useLogin(invitationToken);
  const form = useForm({ resolver: zodResolver(loginFormSchema), defaultValues: { email: '', password: '' } });
  const { errors } = form.formState;
  // The back office stays in English: the admin login shows core's messages as they are.
  const shownError = isAdmin ? (error?: { message?: string | undefined }) => error?.message : fieldError;
  // The last refusal's toast, taken down once a later attempt signs in.
  const failureToast = useRef<number | null>(null);

  const onSubmit = form.handleSubmit((values) =>
    login.mutate(
      { ...values, isAdmin },
      {
        onSuccess: ({ requiresVerification, mfaRequired, user, invitation }) => {
          if (failureToast.current !== null) dismissToast(failureToast.current);
          failureToast.current = null;
          if (mfaRequired) {
            void navigate(paths.adminSecondFactor);
          } else if (requiresVerification) {
            savePendingVerification({ userId: user.id, email: user.email, name: user.fullName });
            void navigate(paths.emailVerification);
          } else if (invitation?.joined) {
            toast({ title: m.auth_login_joined_title(), description: m.auth_login_joined_description() });
            void navigate(paths.preferences, { replace: true });
          } else {
            if (invitation) {
              toastError(m.auth_login_join_failed(), invitation.error);
            }
            void navigate(user.isAdmin ? paths.adminDashboard : paths.dashboard, { replace: true });
          }
        },
        onError: (error) => {
          failureToast.current = toastError(failureTitle, error);
        },
      },
    ),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <FormField label={emailLabel} error={shownError(errors.email)}>
        <Input type="email" dir="ltr" autoComplete="email" {...form.register('email')} />
      </FormField>
      <FormField label={passwordLabel} error={shownError(errors.password)}>
        <PasswordInput autoComplete="current-password" {...form.register('password')} />
      </FormField>
      {extra}
      <Button type="submit" size="lg" className="mt-1 w-full" disabled={login.isPending}>
        {login.isPending ? pendingLabel : submitLabel}
      </Button>
    </form>
  );
}
