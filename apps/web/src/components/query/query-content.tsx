import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { ReadFailure } from './read-failure';

interface QueryContentProps<T> {
  query: UseQueryResult<T>;
  /** The spinner's words while the read is under way: "Loading messages...". */
  loading: string;
  /** What failed, when the server gives no sentence of its own: "Your messages could not be loaded." */
  failure: string;
  children: (data: T) => ReactNode;
}

/** A section's read in its three states: a spinner, the failure with Try Again, or the content. */
export function QueryContent<T>({ query, loading, failure, children }: QueryContentProps<T>) {
  if (query.isPending) return <Spinner label={loading} />;
  if (query.isError) {
    return (
      <ReadFailure
        size="section"
        message={errorMessage(query.error, failure)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return children(query.data);
}
