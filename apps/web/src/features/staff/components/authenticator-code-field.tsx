import { Controller, type Control } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { OtpCodeInput } from '@/components/ui/otp-code-input';

/** The 6-digit code an authenticator app shows: the code screen after the password and the setup's first code. */
export function AuthenticatorCodeField({ control, autoFocus }: { control: Control<{ code: string }>; autoFocus?: boolean }) {
  return (
    <Controller
      control={control}
      name="code"
      render={({ field: { onChange, ...field }, fieldState }) => (
        <FormField label="Authentication Code" error={fieldState.error?.message}>
          <OtpCodeInput {...field} onCodeChange={onChange} autoFocus={autoFocus} />
        </FormField>
      )}
    />
  );
}
