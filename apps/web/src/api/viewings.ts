import { viewingsApi } from '@nestway/core/contracts/viewings';
import type { ViewingRecord } from '@nestway/core/viewings';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { apiQueryKey, useApiQuery } from '@/lib/api-hooks';

/** The signed-in client's viewings, latest viewing first. */
export const useMyViewings = (userId: string) => useApiQuery(viewingsApi.mine, { params: { userId } });

/**
 * Both calls below answer the updated viewing, which replaces its copy in the cached list: no
 * second read of the list (nor of the offers, which share its key's prefix) on a slow connection.
 */
function replaceViewing(queryClient: QueryClient, userId: string, updated: ViewingRecord) {
  queryClient.setQueryData<ViewingRecord[]>(apiQueryKey(viewingsApi.mine, { params: { userId } }), (list) =>
    list?.map((viewing) => (viewing.id === updated.id ? updated : viewing)),
  );
}

/** Records the first play of a viewing's video (the server keeps the first time); userId is whose list shows it. */
export function useMarkVideoWatched(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (viewingId: string) => callEndpoint(viewingsApi.markWatched, { params: { id: viewingId } }),
    onSuccess: (viewing) => replaceViewing(queryClient, userId, viewing),
  });
}

/** Saves the client's feedback on a viewing whose video they have; userId is whose list shows it. */
export function useSaveViewingFeedback(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ viewingId, feedback }: { viewingId: string; feedback: string }) =>
      callEndpoint(viewingsApi.feedback, { params: { id: viewingId }, body: { feedback } }),
    onSuccess: (viewing) => replaceViewing(queryClient, userId, viewing),
  });
}
