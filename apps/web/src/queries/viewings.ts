import { pathKey, type Endpoint, type ResultOf } from '@nestway/core/contract';
import { viewingsApi } from '@nestway/core/contracts/viewings';
import type { ViewingRecord } from '@nestway/core/viewings';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callEndpoint, type CallInput } from '@/lib/api-client';
import { apiQueryKey, invalidateEndpoints, useApiQuery } from '@/lib/api-hooks';

/** The signed-in client's viewings, latest viewing first. */
export const useMyViewings = (userId: string) => useApiQuery(viewingsApi.mine, { params: { userId } });

/**
 * Reads the client's viewings again, for a link to their section followed on the dashboard: the list
 * may be fresh by its age yet miss a viewing the team just added. A read already under way is kept.
 */
export function useRefreshMyViewings(userId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: apiQueryKey(viewingsApi.mine, { params: { userId } }) }, { cancelRefetch: false });
}

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

// The admin team's side: viewing sessions and each client's viewings.

/** The client page's list is cached as ['/api/admin/users', id, 'viewings']. */
const [usersHead, , viewingsPart] = pathKey(viewingsApi.clientViewings.path, { id: '' });

/**
 * Every change refreshes both views of a viewing: the dashboard's sessions and each client page's
 * list. Only those: the client page's list sits under /api/admin/users, and invalidating that whole
 * prefix would refetch the client list and every other read of the client page as well.
 */
const refreshViewings = (queryClient: QueryClient) =>
  Promise.all([
    invalidateEndpoints(queryClient, [viewingsApi.sessions]),
    queryClient.invalidateQueries({ predicate: ({ queryKey }) => queryKey[0] === usersHead && queryKey[2] === viewingsPart }),
  ]);

function useViewingMutation<E extends Endpoint>(endpoint: E) {
  const queryClient = useQueryClient();
  return useMutation<ResultOf<E>, Error, CallInput<E>>({
    mutationFn: (input) => callEndpoint(endpoint, input),
    onSuccess: () => refreshViewings(queryClient),
  });
}

/** The viewing sessions of the last 3 months and those to come, latest first. */
export const useViewingSessions = () => useApiQuery(viewingsApi.sessions);

/** One viewing for many clients at once: a new session. */
export const useCreateBulkViewing = () => useViewingMutation(viewingsApi.createBulk);

/** Cancels one client's viewing in a session, with a reason. */
export const useCancelSessionUser = () => useViewingMutation(viewingsApi.cancelSessionUser);

/** Adds (or replaces) the video of every viewing in a session that is not cancelled. */
export const useAddSessionVideo = () => useViewingMutation(viewingsApi.addSessionVideo);

/** Adds (or replaces) the video of one viewing. */
export const useAddViewingVideo = () => useViewingMutation(viewingsApi.addViewingVideo);

/** Shares a video with clients who had no viewing of it booked. */
export const useShareVideo = () => useViewingMutation(viewingsApi.shareVideo);

/** One client's viewings, latest first. */
export const useClientViewings = (clientId: string) => useApiQuery(viewingsApi.clientViewings, { params: { id: clientId } });

/** Books one viewing for a client. */
export const useCreateViewing = () => useViewingMutation(viewingsApi.create);

/** Edits a viewing, or cancels or reactivates it. */
export const useUpdateViewing = () => useViewingMutation(viewingsApi.update);
