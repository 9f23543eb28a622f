import { zodResolver } from '@hookform/resolvers/zod';
import { enterCodeFormSchema } from '@nestway/core/auth';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { toastError } from '@/components/ui/use-toast';
import { useVerifyCode } from '../hooks/use-verify-code';
import { isUnknownUser, useSessionExpired } from '../hooks/use-session-expired';
import { OtpCodeInput } from '@/components/ui/otp-code-input';

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
          isUnknownUser(error) ? sessionExpired() : toastError('Verification failed', error, 'Invalid or expired code. Please try again.'),
      },
    );
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <Controller
        control={form.control}
        name="otpCode"
        render={({ field: { onChange, ...field }, fieldState }) => (
          <FormField label="Verification Code" error={fieldState.error?.message}>
            <OtpCodeInput {...field} onCodeChange={onChange} />
          </FormField>
        )}
      />
      <Button type="submit" size="lg" className="w-full" disabled={verifyOtp.isPending}>
        {verifyOtp.isPending ? 'Verifying...' : 'Verify Email'}
      </Button>
    </form>
  );
}
