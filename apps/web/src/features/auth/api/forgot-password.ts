import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export const forgotPassword = (input: { email: string }) => apiRequest<{ success: true }>('POST', '/api/auth/forgot-password', input);

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
