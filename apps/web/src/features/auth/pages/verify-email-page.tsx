import { zodResolver } from '@hookform/resolvers/zod';
import { OTP_LENGTH, OTP_RESEND_INTERVAL_SECONDS, OTP_TTL_SECONDS, verifyCodeFormSchema } from '@nestway/core/auth';
import * as m from '@nestway/core/i18n/messages';
import { ArrowLeft, MailCheck } from 'lucide-react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { paths } from '@nestway/core/web-routes';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { toast, toastError } from '@/components/ui/use-toast';
import { clearPendingVerification, codeSentAt, markCodeSent, readPendingVerification } from '@/lib/pending-verification';
import { ApiError, hasErrorCode } from '@/lib/api-client';
import { useResendOtp } from '@/queries/auth';
import { useVerifyCode } from '../hooks/use-verify-code';
import { CardScreen } from '@/components/layout/card-screen';
import { CodeCountdown } from '../components/code-countdown';
import { OtpCodeInput } from '@/components/ui/otp-code-input';
import { TextDivider } from '../components/text-divider';
import { formatCountdown, useCountdown } from '../hooks/use-countdown';
import { isUnknownUser, useSessionExpired } from '../hooks/use-session-expired';
import { SentenceWith } from '../components/sentence-with';
import { fieldError, otpDigits } from '../auth-messages';

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
  // The server sends a new code at most once a minute: the button waits out the minute since the last one.
  const resendWait = useCountdown(OTP_RESEND_INTERVAL_SECONDS, secondsUntilResend());
  const waiting = resendWait.secondsLeft > 0;
  const form = useForm({ resolver: zodResolver(verifyCodeFormSchema), defaultValues: { otpCode: '' } });
  const code = useWatch({ control: form.control, name: 'otpCode' });

  const onSubmit = form.handleSubmit(({ otpCode }) =>
    verifyOtp.mutate(
      { userId, otpCode },
      {
        onError: (error) =>
          isUnknownUser(error) ? sessionExpired() : toastError(m.auth_verify_failed(), error, m.auth_verify_failed_fallback()),
      },
    ),
  );

  const onResend = () =>
    resendOtp.mutate(
      { body: { userId } },
      {
        onSuccess: () => {
          countdown.restart();
          markCodeSent();
          resendWait.restart();
          form.reset({ otpCode: '' });
          toast({ title: m.auth_verify_code_sent_title(), description: m.auth_verify_code_sent_description() });
        },
        onError: (error) => {
          if (isUnknownUser(error)) return sessionExpired();
          toastError(m.auth_verify_resend_failed(), error, m.auth_verify_resend_failed_fallback());
          // Too soon: the server says how long to wait, and the button counts it down.
          const retryAfter = hasErrorCode(error, 'rate_limited') ? retryAfterSeconds(error) : undefined;
          if (retryAfter) resendWait.restart(retryAfter);
        },
      },
    );

  const backToRegistration = () => {
    clearPendingVerification();
    void navigate(paths.register);
  };

  return (
    <CardScreen
      icon={MailCheck}
      title={m.auth_verify_title()}
      description={
        <p>
          {name ? `${m.auth_verify_thanks({ name })} ` : ''}
          {email ? (
            <SentenceWith
              message={(slot) => m.auth_verify_sent_to({ digits: otpDigits(), email: slot })}
              value={
                <strong dir="ltr" className="font-semibold break-words text-ink">
                  {email}
                </strong>
              }
            />
          ) : (
            m.auth_verify_sent_to_your_address({ digits: otpDigits() })
          )}
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
              <FormField label={m.auth_field_verification_code()} error={fieldError(fieldState.error)}>
                <OtpCodeInput dir="ltr" {...field} onCodeChange={onChange} autoFocus />
              </FormField>
            )}
          />
          <Button type="submit" size="lg" className="w-full" disabled={code.length !== OTP_LENGTH || verifyOtp.isPending}>
            {verifyOtp.isPending ? m.auth_verify_pending() : m.auth_verify_submit()}
          </Button>
        </form>
      </div>

      <TextDivider>{m.auth_verify_no_code()}</TextDivider>

      <div className="flex flex-col gap-3">
        <Button variant="outline" className="w-full" onClick={onResend} disabled={resendOtp.isPending || waiting}>
          {resendOtp.isPending ? (
            m.auth_sending()
          ) : waiting ? (
            <SentenceWith
              message={(time) => m.auth_verify_resend_in({ time })}
              value={
                <time dir="ltr" className="font-mono tabular-nums">
                  {formatCountdown(resendWait.secondsLeft)}
                </time>
              }
            />
          ) : (
            m.auth_verify_resend()
          )}
        </Button>
        <p className="text-center text-xs text-muted">{m.auth_verify_resend_note()}</p>
        <Button variant="ghost" className="mt-2 w-full" onClick={backToRegistration}>
          <ArrowLeft className="rtl:-scale-x-100" aria-hidden />
          {m.auth_verify_back_to_registration()}
        </Button>
      </div>
    </CardScreen>
  );
}

/** Seconds left of the minute since the last code was sent (none when that is not known). */
function secondsUntilResend(): number {
  const sentAt = codeSentAt();
  if (sentAt === null) return 0;
  return Math.max(0, Math.ceil((sentAt + OTP_RESEND_INTERVAL_SECONDS * 1000 - Date.now()) / 1000));
}

/** The wait a rate-limited answer names, in seconds. */
function retryAfterSeconds(error: unknown): number | undefined {
  const seconds = error instanceof ApiError ? error.body.params?.retryAfterSeconds : undefined;
  return typeof seconds === 'number' && seconds > 0 ? seconds : undefined;
}
