import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const resendOtp = (input: { userId: string }) => apiRequest<{ success: true }>('POST', '/api/auth/resend-otp', input);

export const useResendOtp = () => useMutation({ mutationFn: resendOtp });
