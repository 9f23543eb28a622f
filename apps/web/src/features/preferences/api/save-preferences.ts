import type { Preferences, PreferencesRecord } from '@nestway/core/preferences';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api-client';
import { currentUserQueryKey } from '@/lib/current-user';
import { callScheduleQueryKey } from './get-call-schedule';
import { preferencesQueryKey } from './get-preferences';

export const savePreferences = (input: Preferences) => apiRequest<PreferencesRecord>('POST', '/api/preferences', input);

/**
 * Saves the whole form. On success the user and preferences are read afresh (the next screens decide
 * where to go from them); a 409 means the call was confirmed meanwhile, so the call is read again too.
 */
export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePreferences,
    onSuccess: async (saved) => {
      queryClient.setQueryData(preferencesQueryKey, saved);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
        queryClient.invalidateQueries({ queryKey: preferencesQueryKey }),
      ]);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) void queryClient.invalidateQueries({ queryKey: callScheduleQueryKey });
    },
  });
}
