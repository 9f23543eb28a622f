import type { CurrentUser, LoginForm, LoginResult } from '@nestway/core/auth';
import { authApi } from '@nestway/core/contracts/auth';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callEndpoint, hasErrorCode } from '@/lib/api-client';
import { apiQueryKey, useApiMutation, useApiQuery } from '@/lib/api-hooks';
import { clearPendingVerification, markEmailJustVerified } from '@/lib/pending-verification';
import { rememberSignedOutReason } from '@/lib/signed-out-reason';

/** The signed-in user, or null when signed out: a 401 is an answer here, not an error. */
const readCurrentUser = async (): Promise<CurrentUser | null> => {
  try {
    return await callEndpoint(authApi.currentUser);
  } catch (error) {
    if (hasErrorCode(error, 'unauthenticated')) {
      rememberSignedOutReason(error);
      return null;
    }
    throw error;
  }
};

/** The signed-in user, fresh for the query client's default unless a screen asks for longer. */
export function useCurrentUser({ staleTime }: { staleTime?: number } = {}) {
  return useQuery({
    queryKey: apiQueryKey(authApi.currentUser),
    queryFn: readCurrentUser,
    ...(staleTime !== undefined && { staleTime }),
  });
}

/**
 * The user the session layout route let through (components/session/require-session.tsx), for the
 * screens under it: the cached answer, kept up to date but never read by this hook itself, so the
 * guard's freshness is the screen's.
 */
export function useSignedInUser(): CurrentUser {
  const { data: user } = useQuery({ queryKey: apiQueryKey(authApi.currentUser), queryFn: readCurrentUser, enabled: false });
  if (!user) throw new Error('useSignedInUser needs the session layout route above the screen (app/routes.tsx).');
  return user;
}

/**
 * Reads the signed-in user afresh into the cache. Screens that sign a user in await it before moving
 * on, so the next screen never sees the signed-out answer cached from before.
 */
export function useRefreshCurrentUser() {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.fetchQuery({ queryKey: apiQueryKey(authApi.currentUser), queryFn: readCurrentUser, staleTime: 0 }),
    [queryClient],
  );
}

export const useRegister = () => useApiMutation(authApi.register);

/** How joining a group went, when the sign-in came from a co-tenant invitation link. */
export type InvitationOutcome = { joined: true } | { joined: false; error: unknown };

/**
 * Signs in; a verified user's session is read into the cache before the caller moves on. With an
 * invitation token (/login?token=...), the signed-in user then joins the group of that invitation.
 */
export function useLogin(invitationToken?: string) {
  const refreshCurrentUser = useRefreshCurrentUser();
  return useMutation({
    mutationFn: async (input: LoginForm & { isAdmin: boolean }): Promise<LoginResult & { invitation?: InvitationOutcome }> => {
      const result = await callEndpoint(authApi.login, { body: input });
      if (result.requiresVerification || result.mfaRequired || !invitationToken) return result;
      try {
        // Loaded only for an invitation: the groups' contract (and the preferences' rules it brings) is not every screen's first load.
        const { groupsApi } = await import('@nestway/core/contracts/groups');
        await callEndpoint(groupsApi.acceptInvitation, { body: { invitationToken } });
        return { ...result, invitation: { joined: true } };
      } catch (error) {
        return { ...result, invitation: { joined: false, error } };
      }
    },
    onSuccess: async (result) => {
      // A staff sign-in waiting for its code is not signed in yet: the code screen reads the user once it is.
      if (!result.requiresVerification && !result.mfaRequired) await refreshCurrentUser();
    },
  });
}

/** The address is verified and the user signed in: forget the pending account and read the user afresh. */
function useAfterVerification() {
  const refreshCurrentUser = useRefreshCurrentUser();
  return useCallback(async () => {
    markEmailJustVerified();
    clearPendingVerification();
    // The address is verified whatever this read answers; the just-verified flag covers a failed read.
    await refreshCurrentUser().catch(() => undefined);
  }, [refreshCurrentUser]);
}

/** Checks the e-mailed code, which also signs the user in. */
export function useVerifyOtp(onVerified: () => Promise<void> | void) {
  const afterVerification = useAfterVerification();
  return useMutation({
    mutationFn: (body: { userId: string; otpCode: string }) => callEndpoint(authApi.verifyOtp, { body }),
    onSuccess: async () => {
      await afterVerification();
      await onVerified();
    },
  });
}

/**
 * Verifies the e-mailed link, which also signs the user in. A link works once, so this is a query:
 * it runs once per token however often the screen mounts, and never retries.
 */
export function useVerifyEmailLink(token: string) {
  const afterVerification = useAfterVerification();
  const input = { params: { token } };
  return useQuery({
    queryKey: apiQueryKey(authApi.verifyEmailLink, input),
    queryFn: async () => {
      const result = await callEndpoint(authApi.verifyEmailLink, input);
      await afterVerification();
      return result;
    },
    staleTime: Infinity,
  });
}

export const useResendOtp = () => useApiMutation(authApi.resendOtp);
export const useResendVerification = () => useApiMutation(authApi.resendVerification);
export const useForgotPassword = () => useApiMutation(authApi.forgotPassword);

/** Whether a reset link can still be used. It is a POST, but changes nothing, so it is read as a query. */
export const useVerifyResetToken = (token: string) =>
  useApiQuery(authApi.verifyResetToken, { body: { token }, enabled: token !== '', staleTime: Infinity });

/** Sets the new password. The server ends every session of the account, so the cached user is read again. */
export const useResetPassword = () => useApiMutation(authApi.resetPassword, { invalidates: [authApi.currentUser] });

export const useLogoutCall = () => useApiMutation(authApi.logout);
