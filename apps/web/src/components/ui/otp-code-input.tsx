import { sanitizeOtpInput } from '@nestway/core/auth';
import type { ComponentProps } from 'react';
import { Input } from '@/components/ui/input';

type OtpCodeInputProps = Omit<ComponentProps<'input'>, 'type' | 'onChange'> & {
  /** Receives the code with everything but digits removed, at most six of them. */
  onCodeChange: (code: string) => void;
};

/**
 * The six-digit code field: a numeric keypad on phones, the code offered from the e-mail or SMS by the
 * browser, and no maxLength, so a pasted "123 456" still arrives whole once the space is stripped.
 */
export function OtpCodeInput({ onCodeChange, className, ...props }: OtpCodeInputProps) {
  return (
    <Input
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      spellCheck={false}
      placeholder="000000"
      kind="code"
      className={className}
      onChange={(event) => onCodeChange(sanitizeOtpInput(event.target.value))}
      {...props}
    />
  );
}
