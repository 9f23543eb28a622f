import type { AuthResult, loginFormSchema } from '@nestway/core/auth';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { useRefreshCurrentUser } from '@/components/session/refresh-current-user';
import { apiRequest } from '@/lib/api-client';

export type LoginInput = z.output<typeof loginFormSchema> & { isAdmin: boolean };
export type LoginResult = AuthResult & { user: AuthResult['user'] & { isAdmin: boolean } };

export const login = (input: LoginInput) => apiRequest<LoginResult>('POST', '/api/auth/login', input);

/** Signs in; a verified user's session is read into the cache before the caller moves on. */
export function useLogin() {
  const refreshCurrentUser = useRefreshCurrentUser();
  return useMutation({
    mutationFn: login,
    onSuccess: async (result) => {
      if (!result.requiresVerification) await refreshCurrentUser();
    },
  });
}
