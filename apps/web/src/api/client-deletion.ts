import { adminApi } from '@nestway/core/contracts/admin';
import { clientAccountApi } from '@nestway/core/contracts/client-account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { apiQueryKey, invalidateEndpoints } from '@/lib/api-hooks';

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
