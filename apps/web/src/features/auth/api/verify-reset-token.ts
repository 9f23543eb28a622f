import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const verifyResetToken = (token: string) =>
  apiRequest<{ valid: boolean }>('POST', '/api/auth/verify-reset-token', { token });

/** Whether a reset link can still be used. It is a POST, but changes nothing, so it is read as a query. */
export const useVerifyResetToken = (token: string) =>
  useQuery({ queryKey: ['/api/auth/verify-reset-token', token], queryFn: () => verifyResetToken(token), enabled: token !== '' });
