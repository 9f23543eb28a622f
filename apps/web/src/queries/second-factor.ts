import { secondFactorApi } from '@nestway/core/contracts/second-factor';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { useApiMutation } from '@/lib/api-hooks';
import { useRefreshCurrentUser } from './auth';

/** Completes a staff sign-in with a code or a recovery code; the admin session is read into the cache before the caller moves on. */
export function useVerifySecondFactor() {
  const refreshCurrentUser = useRefreshCurrentUser();
  return useMutation({
    mutationFn: (body: { code: string } | { recoveryCode: string }) => callEndpoint(secondFactorApi.verify, { body }),
    onSuccess: async () => {
      await refreshCurrentUser();
    },
  });
}

export const useStartSecondFactorSetup = () => useApiMutation(secondFactorApi.setup);

/** Turns the second factor on; the user is read afresh only once the recovery codes have been saved (see the setup screen). */
export const useConfirmSecondFactor = () => useApiMutation(secondFactorApi.confirm);
