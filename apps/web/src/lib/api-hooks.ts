import { pathKey, type Endpoint, type ResultOf } from '@nestway/core/contract';
import { useMutation, useQuery, useQueryClient, type QueryClient, type UseQueryOptions } from '@tanstack/react-query';
import { callEndpoint, type CallInput } from './api-client';

/**
 * The key an endpoint's answer is cached under: its path's parts (core's pathKey), so the parts joined
 * with slashes are the path read, and the key of an endpoint without its params is the prefix of
 * every such key. A query or a POST read's body adds itself as a last part.
 */
export function apiQueryKey<E extends Endpoint>(endpoint: E, input: CallInput<E> = {}): unknown[] {
  const key: unknown[] = pathKey(endpoint.path, input.params as Record<string, string> | undefined);
  if (input.query) key.push(input.query);
  if (input.body !== undefined) key.push(input.body);
  return key;
}

export interface ApiQueryOptions<E extends Endpoint> extends CallInput<E> {
  /** How long an answer stays fresh; by default the query client's (30 seconds). */
  staleTime?: number;
  enabled?: boolean;
  gcTime?: number;
  /** What to show while the answer loads: `keepPreviousData` keeps the last page of a paged list on screen. */
  placeholderData?: UseQueryOptions<ResultOf<E>>['placeholderData'];
}

/** Reads an endpoint: cached under its path, the answer parsed by its contract. */
export function useApiQuery<E extends Endpoint>(
  endpoint: E,
  { staleTime, enabled, gcTime, placeholderData, ...input }: ApiQueryOptions<E> = {},
) {
  return useQuery<ResultOf<E>>({
    queryKey: apiQueryKey(endpoint, input),
    queryFn: () => callEndpoint(endpoint, input),
    ...(staleTime !== undefined && { staleTime }),
    ...(enabled !== undefined && { enabled }),
    ...(gcTime !== undefined && { gcTime }),
    ...(placeholderData !== undefined && { placeholderData }),
  });
}

/** Marks every cached read of these endpoints stale (and refetches those on screen). */
export const invalidateEndpoints = (queryClient: QueryClient, endpoints: readonly Endpoint[]) =>
  Promise.all(endpoints.map((endpoint) => queryClient.invalidateQueries({ queryKey: pathKey(endpoint.path) })));

/** Puts an answer in the cache, as if the endpoint had been read. */
export const setEndpointData = <E extends Endpoint>(queryClient: QueryClient, endpoint: E, data: ResultOf<E>, input: CallInput<E> = {}) =>
  queryClient.setQueryData(apiQueryKey(endpoint, input), data);

/** Calls a state-changing endpoint; on success, the named endpoints' cached reads are invalidated. */
export function useApiMutation<E extends Endpoint>(endpoint: E, { invalidates = [] }: { invalidates?: readonly Endpoint[] } = {}) {
  const queryClient = useQueryClient();
  return useMutation<ResultOf<E>, Error, CallInput<E>>({
    mutationFn: (input) => callEndpoint(endpoint, input),
    onSuccess: () => invalidateEndpoints(queryClient, invalidates),
  });
}
