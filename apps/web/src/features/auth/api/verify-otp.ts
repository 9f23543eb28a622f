import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '@/app/paths';
import { useRefreshCurrentUser } from '@/components/session/refresh-current-user';
import { toast } from '@/components/ui/use-toast';
import { apiRequest } from '@/lib/api-client';
import { clearPendingVerification, markEmailJustVerified } from '@/lib/pending-verification';

export const verifyOtp = (input: { userId: string; otpCode: string }) =>
  apiRequest<{ success: true }>('POST', '/api/auth/verify-otp', input);

/** Checks the e-mailed code; on success the user is signed in and taken to the dashboard. */
export function useVerifyOtp() {
  const refreshCurrentUser = useRefreshCurrentUser();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: verifyOtp,
    onSuccess: async () => {
      markEmailJustVerified();
      clearPendingVerification();
      // The address is verified whatever this read answers; the just-verified flag covers a failed read.
      await refreshCurrentUser().catch(() => undefined);
      toast({ title: 'Email Verified!', description: 'Your email has been verified. Welcome to Nestway!' });
      await navigate(paths.dashboard, { replace: true });
    },
  });
}
