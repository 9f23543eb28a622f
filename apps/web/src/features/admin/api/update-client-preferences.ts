import type { PreferencesInput, PreferencesRecord } from '@nestway/core/preferences';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { clientDetailQueryKey } from './get-client-detail';

export const updateClientPreferences = (userId: string, input: PreferencesInput) =>
  apiRequest<PreferencesRecord>('PUT', `/api/admin/users/${encodeURIComponent(userId)}/preferences`, input);

/** The admin saves a client's preferences (also once they are locked for the client). */
export function useUpdateClientPreferences(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PreferencesInput) => updateClientPreferences(userId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientDetailQueryKey(userId) }),
  });
}
