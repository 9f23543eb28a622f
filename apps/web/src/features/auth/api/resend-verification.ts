import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** E-mails a fresh code and link to an address waiting for verification. */
export const resendVerification = (input: { email: string }) =>
  apiRequest<{ success: true }>('POST', '/api/auth/resend-verification', input);

export const useResendVerification = () => useMutation({ mutationFn: resendVerification });
