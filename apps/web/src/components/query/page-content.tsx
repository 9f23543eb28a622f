import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PageSpinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { ReadFailure } from './read-failure';

/** A page's reads by name; a read the page does not make this time (say, of a part of the fee it does not show) is undefined. */
type Reads = Record<string, UseQueryResult<unknown> | undefined>;

type Answer<Read> = Read extends undefined ? undefined : Read extends { isSuccess: true; data: infer Data } ? Data : never;

/** What each read answered, under the name it was given. */
type Answers<R extends Reads> = { [K in keyof R]: Answer<R[K]> };

interface PageContentProps<R extends Reads> {
  /** The reads the page needs, by name: it shows nothing of its own until every one has answered. */
  reads: R;
  /** Reads the page waits for but carries on without when they fail. */
  optional?: readonly UseQueryResult<unknown>[];
  /** The spinner's words while the reads are under way (by default "Loading..."). */
  loading?: string;
  /** What failed, when the server gives no sentence of its own: "We could not load your group. Please try again." */
  failure: string;
  /** More ways out beside Try Again, such as a link back. */
  failureActions?: ReactNode;
  children: (answers: Answers<R>) => ReactNode;
}

/**
 * A page's reads in three states: one spinner while any is under way, the first failure with Try Again
 * (which reads the failed ones again), then the content with every answer.
 */
export function PageContent<R extends Reads>({ reads, optional = [], loading, failure, failureActions, children }: PageContentProps<R>) {
  const required = Object.values(reads).filter((read) => read !== undefined);
  if ([...required, ...optional].some((read) => read.isPending)) return <PageSpinner label={loading} />;
  const failed = required.filter((read) => read.isError);
  const [firstFailure] = failed;
  if (firstFailure) {
    return (
      <ReadFailure
        size="page"
        message={errorMessage(firstFailure.error, failure)}
        onRetry={() => failed.forEach((read) => void read.refetch())}
        retrying={failed.some((read) => read.isFetching)}
        actions={failureActions}
      />
    );
  }
  return children(Object.fromEntries(Object.entries(reads).map(([name, read]) => [name, read?.data])) as Answers<R>);
}
