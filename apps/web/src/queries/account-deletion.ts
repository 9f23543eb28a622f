import { accountDeletionApi } from '@nestway/core/contracts/account-deletion';
import { useApiMutation } from '@/lib/api-hooks';

/** Deletes the signed-in client's account; the caller leaves the signed-in screens (useLeaveSignedIn). */
export const useDeleteAccount = () => useApiMutation(accountDeletionApi.deleteAccount);
