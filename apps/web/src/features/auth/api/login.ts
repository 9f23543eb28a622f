import type { AuthResult, loginFormSchema } from '@nestway/core/auth';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { useRefreshCurrentUser } from '@/components/session/refresh-current-user';
import { apiRequest } from '@/lib/api-client';
import { acceptInvitation } from './accept-invitation';

export type LoginInput = z.output<typeof loginFormSchema> & { isAdmin: boolean };
export type LoginResult = AuthResult & { user: AuthResult['user'] & { isAdmin: boolean } };

export const login = (input: LoginInput) => apiRequest<LoginResult>('POST', '/api/auth/login', input);

/** How joining a group went, when the sign-in came from a co-tenant invitation link. */
export type InvitationOutcome = { joined: true } | { joined: false; error: unknown };

/**
 * Signs in; a verified user's session is read into the cache before the caller moves on. With an
 * invitation token (/login?token=...), the signed-in user then joins the group of that invitation.
 */
export function useLogin(invitationToken?: string) {
  const refreshCurrentUser = useRefreshCurrentUser();
  return useMutation({
    mutationFn: async (input: LoginInput): Promise<LoginResult & { invitation?: InvitationOutcome }> => {
      const result = await login(input);
      if (result.requiresVerification || !invitationToken) return result;
      try {
        await acceptInvitation(invitationToken);
        return { ...result, invitation: { joined: true } };
      } catch (error) {
        return { ...result, invitation: { joined: false, error } };
      }
    },
    onSuccess: async (result) => {
      if (!result.requiresVerification) await refreshCurrentUser();
    },
  });
}
