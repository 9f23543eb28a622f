import { adminApi } from '@nestway/core/contracts/admin';
import { authApi } from '@nestway/core/contracts/auth';
import { consultationApi } from '@nestway/core/contracts/consultations';
import { preferencesApi } from '@nestway/core/contracts/preferences';
import type { Preferences } from '@nestway/core/preferences';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, hasErrorCode } from '@/lib/api-client';
import { invalidateEndpoints, setEndpointData, useApiMutation, useApiQuery } from '@/lib/api-hooks';

/** The user's saved preferences, or null before the first save. Fresh until a save refreshes them (spec part 1). */
export const usePreferences = () => useApiQuery(preferencesApi.mine, { staleTime: Infinity });

/**
 * Saves the whole form. On success the user and preferences are read afresh (the next screens decide
 * where to go from them); if the preferences were locked meanwhile (the call was confirmed), the call
 * is read again too.
 */
export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Preferences) => callEndpoint(preferencesApi.save, { body }),
    onSuccess: async (saved) => {
      setEndpointData(queryClient, preferencesApi.mine, saved);
      await invalidateEndpoints(queryClient, [authApi.currentUser, preferencesApi.mine]);
    },
    onError: (error) => {
      if (hasErrorCode(error, 'preferences_locked')) void invalidateEndpoints(queryClient, [consultationApi.mine]);
    },
  });
}

/** The admin saves a client's preferences (also once they are locked for the client). */
export const useSaveClientPreferences = () => useApiMutation(preferencesApi.saveForClient, { invalidates: [adminApi.clientDetail] });
