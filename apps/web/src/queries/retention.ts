import { retentionApi } from '@nestway/core/contracts/retention';
import { useApiMutation, useApiQuery } from '@/lib/api-hooks';

/** When the client's files are due for deletion under retention, and the hold. */
export const useClientRetention = (id: string) => useApiQuery(retentionApi.clientRetention, { params: { id } });

/** Puts the client on retention hold or releases it; the retention block and the activity trail are read again. */
export const useSetRetentionHold = () => useApiMutation(retentionApi.setHold, { invalidates: [retentionApi.clientRetention] });

/** What the signed-in client is told about the deletion of their files under retention. */
export const useRetentionNotice = () => useApiQuery(retentionApi.ownNotice);
