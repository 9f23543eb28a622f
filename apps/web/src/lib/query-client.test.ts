import { describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client';

describe('createQueryClient', () => {
  it('keeps a read fresh for 30 seconds by default, never refetches on its own and never retries', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({ refetchInterval: false, refetchOnWindowFocus: false, staleTime: 30_000, retry: false });
    expect(mutations).toMatchObject({ retry: false });
  });
});
