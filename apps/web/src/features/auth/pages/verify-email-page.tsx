import { zodResolver } from '@hookform/resolvers/zod';
import { OTP_LENGTH, OTP_TTL_SECONDS, verifyCodeFormSchema } from '@nestway/core/auth';
import { ArrowLeft, MailCheck } from 'lucide-react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { paths } from '@nestway/core/web-routes';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { toast, toastError } from '@/components/ui/use-toast';
import { clearPendingVerification, readPendingVerification } from '@/lib/pending-verification';
import { useResendOtp } from '@/queries/auth';
import { useVerifyCode } from '../hooks/use-verify-code';
import { CardScreen } from '@/components/layout/card-screen';
import { CodeCountdown } from '../components/code-countdown';
import { OtpCodeInput } from '../components/otp-code-input';
import { TextDivider } from '../components/text-divider';
import { useCountdown } from '../hooks/use-countdown';
import { isUnknownUser, useSessionExpired } from '../hooks/use-session-expired';

/** The code screen right after registering. Who is verifying comes from the query string, else from the saved pending values. */
export function VerifyEmailPage() {
  const [searchParams] = useSearchParams();
  const saved = readPendingVerification();
  const userId = searchParams.get('userId') || saved.userId;
  const email = searchParams.get('email') || saved.email;
  const name = searchParams.get('name') || saved.name;

  if (!userId) return <Navigate to={paths.register} replace />;
  return <VerifyEmailForm userId={userId} email={email} name={name} />;
}

function VerifyEmailForm({ userId, email, name }: { userId: string; email: string; name: string }) {
  const navigate = useNavigate();
  const verifyOtp = useVerifyCode();
  const resendOtp = useResendOtp();
  const sessionExpired = useSessionExpired();
  const countdown = useCountdown(OTP_TTL_SECONDS);
  const form = useForm({ resolver: zodResolver(verifyCodeFormSchema), defaultValues: { otpCode: '' } });
  const code = useWatch({ control: form.control, name: 'otpCode' });

  const onSubmit = form.handleSubmit(({ otpCode }) =>
    verifyOtp.mutate(
      { userId, otpCode },
      {
        onError: (error) =>
          isUnknownUser(error)
            ? sessionExpired()
            : toastError('Verification Failed', error, 'Invalid verification code. Please try again.'),
      },
    ),
  );

  const onResend = () =>
    resendOtp.mutate(
      { body: { userId } },
      {
        onSuccess: () => {
          countdown.restart();
          form.reset({ otpCode: '' });
          toast({ title: 'Code Sent', description: 'A new verification code has been sent to your email.' });
        },
        onError: (error) =>
          isUnknownUser(error)
            ? sessionExpired()
            : toastError('Resend Failed', error, 'Failed to send verification code. Please try again.'),
      },
    );

  const backToRegistration = () => {
    clearPendingVerification();
    void navigate(paths.register);
  };

  return (
    <CardScreen
      icon={MailCheck}
      title="Verify Your Email"
      description={
        <p>
          {name ? `Thanks, ${name}! ` : ''}We sent a 6-digit code to{' '}
          {email ? <strong className="font-semibold break-words text-ink">{email}</strong> : 'your email address'}. Enter it below to
          activate your account.
        </p>
      }
    >
      <div className="flex flex-col gap-6">
        <CodeCountdown secondsLeft={countdown.secondsLeft} />
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
          <Controller
            control={form.control}
            name="otpCode"
            render={({ field: { onChange, ...field }, fieldState }) => (
              <FormField label="Verification Code" error={fieldState.error?.message}>
                <OtpCodeInput {...field} onCodeChange={onChange} autoFocus />
              </FormField>
            )}
          />
          <Button type="submit" size="lg" className="w-full" disabled={code.length !== OTP_LENGTH || verifyOtp.isPending}>
            {verifyOtp.isPending ? 'Verifying...' : 'Verify Email'}
          </Button>
        </form>
      </div>

      <TextDivider>Didn&apos;t get the code?</TextDivider>

      <div className="flex flex-col gap-3">
        <Button variant="outline" className="w-full" onClick={onResend} disabled={resendOtp.isPending}>
          {resendOtp.isPending ? 'Sending...' : 'Resend Code'}
        </Button>
        <p className="text-center text-xs text-muted">You can request a new code every minute. Check your spam folder too.</p>
        <Button variant="ghost" className="mt-2 w-full" onClick={backToRegistration}>
          <ArrowLeft aria-hidden />
          Back to Registration
        </Button>
      </div>
    </CardScreen>
  );
}
