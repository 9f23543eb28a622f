import { secondFactorApi } from '@nestway/core/contracts/second-factor';
import { staffApi } from '@nestway/core/contracts/staff';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { useApiMutation, useApiQuery } from '@/lib/api-hooks';
import { useRefreshCurrentUser } from './auth';

/** The staff members and the invitations still open. */
export const useStaffList = () => useApiQuery(staffApi.list);

/** Invites a person by e-mail; the list (with its open invitations) is read again. */
export const useInviteStaff = () => useApiMutation(staffApi.invite, { invalidates: [staffApi.list] });

/** Deactivates a member (their sessions end at once); the list is read again. */
export const useDeactivateStaff = () => useApiMutation(staffApi.deactivate, { invalidates: [staffApi.list] });

/** Removes another member's second factor (a lost phone): they set it up again at their next sign-in. */
export const useResetStaffSecondFactor = () => useApiMutation(secondFactorApi.reset, { invalidates: [staffApi.list] });

/** Joins the staff with an invitation's token, which signs the new member in: the session is read before moving on. */
export function useJoinStaff() {
  const refreshCurrentUser = useRefreshCurrentUser();
  return useMutation({
    mutationFn: (body: { token: string; password: string }) => callEndpoint(staffApi.join, { body }),
    onSuccess: async () => {
      await refreshCurrentUser();
    },
  });
}
