import type { QueryOf } from '@nestway/core/contract';
import { adminApi } from '@nestway/core/contracts/admin';
import { clientAccountApi } from '@nestway/core/contracts/client-account';
import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { apiQueryKey, invalidateEndpoints, useApiMutation, useApiQuery } from '@/lib/api-hooks';

export type ClientListQuery = NonNullable<QueryOf<typeof adminApi.listClients>>;

/**
 * A page of the client list with the summary counts, searched and filtered on the server. While the
 * next page or search loads, the previous answer stays on screen (`isPlaceholderData`).
 */
export const useClientPage = (query: ClientListQuery) => useApiQuery(adminApi.listClients, { query, placeholderData: keepPreviousData });

/** One client's record; under the client list's key, so invalidating the list refreshes both. */
export const useClientDetail = (id: string, { enabled = true } = {}) => useApiQuery(adminApi.clientDetail, { params: { id }, enabled });

/** Saves the admin team's private notes; the client record is read again. */
export const useSaveClientNotes = () => useApiMutation(clientAccountApi.saveNotes, { invalidates: [adminApi.clientDetail] });

/** Sets the client's password (the server ends their sessions and e-mails them). */
export const useResetClientPassword = () => useApiMutation(clientAccountApi.resetPassword);

/** The client's status overrides, newest first. */
export const useOverrideHistory = (id: string) => useApiQuery(clientAccountApi.overrideHistory, { params: { id } });

/**
 * Sets the client's application step; the client record (override and badges), the client list and
 * the history are read again.
 */
export const useOverrideStatus = () =>
  useApiMutation(clientAccountApi.overrideStatus, {
    invalidates: [adminApi.clientDetail, adminApi.listClients, clientAccountApi.overrideHistory],
  });

/**
 * Deletes a client's account with all of their data (docs/decisions/018-deleting-a-client.md). On
 * success every cached read of that client (their record and all under it) is dropped, not refetched,
 * since it would only answer 404; the client list and the other clients' records (a co-tenant's group
 * may have changed) are read again when next shown.
 */
export function useDeleteClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (clientId: string) => callEndpoint(clientAccountApi.deleteClient, { params: { id: clientId } }),
    onSuccess: async (_answer, clientId) => {
      queryClient.removeQueries({ queryKey: apiQueryKey(adminApi.clientDetail, { params: { id: clientId } }) });
      await invalidateEndpoints(queryClient, [adminApi.listClients]);
    },
  });
}
