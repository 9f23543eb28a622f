import { describe, expect, it } from 'vitest';
import { ADMIN_CLIENTS_PAGE_SIZE, adminClientListQuerySchema } from './admin';

describe('adminClientListQuerySchema', () => {
  const parse = (query: Record<string, unknown>) => adminClientListQuerySchema.safeParse(query);

  it('fills in the first page of 20, no search and every client', () => {
    expect(parse({}).data).toEqual({ page: 1, pageSize: ADMIN_CLIENTS_PAGE_SIZE, search: '', filter: 'all' });
    expect(ADMIN_CLIENTS_PAGE_SIZE).toBe(20);
  });

  it('reads the query string: numbers from text, the search trimmed', () => {
    expect(parse({ page: '3', pageSize: '100', search: '  Grace ', filter: 'paymentsToVerify' }).data).toEqual({
      page: 3,
      pageSize: 100,
      search: 'Grace',
      filter: 'paymentsToVerify',
    });
  });

  it('refuses what is not a page, a page size, a filter or a search, with a sentence that says so', () => {
    const message = (query: Record<string, unknown>) => parse(query).error?.issues[0]?.message;
    for (const page of ['0', '-1', '1.5', 'two', '', '100001'])
      expect(message({ page })).toBe('page must be a whole number from 1 to 100000.');
    for (const pageSize of ['0', '101']) expect(message({ pageSize })).toBe('pageSize must be a whole number from 1 to 100.');
    expect(message({ filter: 'everyone' })).toBe('filter must be one of all, pendingConsultations, paymentsToVerify, documentsToReview.');
    expect(message({ search: 'x'.repeat(101) })).toBe('search must be at most 100 characters.');
    expect(parse({ search: 'x'.repeat(100) }).success).toBe(true);
  });
});
