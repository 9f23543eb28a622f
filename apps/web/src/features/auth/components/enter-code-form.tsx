import { zodResolver } from '@hookform/resolvers/zod';
import { enterCodeFormSchema } from '@nestway/core/auth';
import * as m from '@nestway/core/i18n/messages';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { toastError } from '@/components/ui/use-toast';
import { useVerifyCode } from '../hooks/use-verify-code';
import { isUnknownUser, useSessionExpired } from '../hooks/use-session-expired';
import { OtpCodeInput } from '@/components/ui/otp-code-input';
import { fieldError } from '../auth-messages';

/** The code form of the verification screen reached from the login; it needs the saved pending user. */
export function EnterCodeForm({ userId }: { userId: string }) {
  const verifyOtp = useVerifyCode();
  const sessionExpired = useSessionExpired();
  const form = useForm({ resolver: zodResolver(enterCodeFormSchema), defaultValues: { otpCode: '' } });

  const onSubmit = form.handleSubmit(({ otpCode }) => {
    if (!userId) return sessionExpired();
    verifyOtp.mutate(
      { userId, otpCode },
      {
        onError: (error) =>
          isUnknownUser(error) ? sessionExpired() : toastError(m.auth_enter_code_failed(), error, m.auth_enter_code_failed_fallback()),
      },
    );
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <Controller
        control={form.control}
        name="otpCode"
        render={({ field: { onChange, ...field }, fieldState }) => (
          <FormField label={m.auth_field_verification_code()} error={fieldError(fieldState.error)}>
            <OtpCodeInput dir="ltr" {...field} onCodeChange={onChange} />
          </FormField>
        )}
      />
      <Button type="submit" size="lg" className="w-full" disabled={verifyOtp.isPending}>
        {verifyOtp.isPending ? m.auth_verify_pending() : m.auth_verify_submit()}
      </Button>
    </form>
  );
}
