import { zodResolver } from '@hookform/resolvers/zod';
import { recoveryCodeFormSchema, confirmSecondFactorRequestSchema } from '@nestway/core/second-factor';
import { paths } from '@nestway/core/web-routes';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { CardScreen } from '@/components/layout/card-screen';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast, toastError } from '@/components/ui/use-toast';
import { hasErrorCode } from '@/lib/api-client';
import { useVerifySecondFactor } from '@/queries/second-factor';
import { AuthenticatorCodeField } from '../components/authenticator-code-field';

/** The staff sign-in's second step: the code from the authenticator app, or one of the recovery codes. */
export function SecondFactorPage() {
  const [useRecovery, setUseRecovery] = useState(false);
  return (
    <CardScreen
      icon={KeyRound}
      title="Two-Factor Sign-In"
      description={
        useRecovery
          ? 'Enter one of the recovery codes you saved when you set up two-factor sign-in. Each works once.'
          : 'Enter the 6-digit code your authenticator app shows for Nestway.'
      }
      footer={
        <>
          <button
            type="button"
            className="font-semibold text-brand-700 underline-offset-4 hover:underline"
            onClick={() => setUseRecovery((value) => !value)}
          >
            {useRecovery ? 'Use a code from your app instead' : 'Lost your phone? Use a recovery code'}
          </button>
          <Link to={paths.adminLogin} className="underline-offset-4 hover:underline">
            Back to Admin Login
          </Link>
        </>
      }
    >
      {useRecovery ? <RecoveryCodeForm /> : <AppCodeForm />}
    </CardScreen>
  );
}

/** After a right code, the dashboard; when the waiting sign-in has gone (expired, another tab), back to the password. */
function useCompleteSignIn() {
  const navigate = useNavigate();
  const verify = useVerifySecondFactor();
  const submit = (body: { code: string } | { recoveryCode: string }) =>
    verify.mutate(body, {
      onSuccess: () => void navigate(paths.adminDashboard, { replace: true }),
      onError: (error) => {
        if (hasErrorCode(error, 'unauthenticated')) {
          toast({
            title: 'Please sign in again',
            description: 'Your sign-in has expired. Enter your e-mail and password again.',
            variant: 'destructive',
          });
          void navigate(paths.adminLogin, { replace: true });
        } else toastError('Sign-in failed', error);
      },
    });
  return { submit, isPending: verify.isPending };
}

function AppCodeForm() {
  const { submit, isPending } = useCompleteSignIn();
  const form = useForm({ resolver: zodResolver(confirmSecondFactorRequestSchema), defaultValues: { code: '' } });
  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="flex flex-col gap-5">
      <AuthenticatorCodeField control={form.control} autoFocus />
      <Button type="submit" size="lg" className="w-full" disabled={isPending}>
        {isPending ? 'Verifying...' : 'Verify and Sign In'}
      </Button>
    </form>
  );
}

function RecoveryCodeForm() {
  const { submit, isPending } = useCompleteSignIn();
  const form = useForm({ resolver: zodResolver(recoveryCodeFormSchema), defaultValues: { recoveryCode: '' } });
  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="flex flex-col gap-5">
      <FormField label="Recovery Code" error={form.formState.errors.recoveryCode?.message}>
        <Input type="text" autoComplete="off" spellCheck={false} placeholder="abcde-12345" autoFocus {...form.register('recoveryCode')} />
      </FormField>
      <Button type="submit" size="lg" className="w-full" disabled={isPending}>
        {isPending ? 'Verifying...' : 'Use Recovery Code'}
      </Button>
    </form>
  );
}
