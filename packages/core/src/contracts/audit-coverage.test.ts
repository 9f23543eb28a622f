import { describe, expect, it } from 'vitest';
import { allEndpoints, operationIds } from './all';

const staffMayCall = (access: string) => access === 'admin' || access === 'user';
const servesAFile = (responses: Record<string, unknown>) => Object.values(responses).includes('file');
const isTheTrailItself = (path: string) => path.startsWith('/api/admin/audit-log');

describe('the audit trail covers every staff change and every staff read of a file', () => {
  it('every admin endpoint that changes something names its audit action', () => {
    const missing = allEndpoints.filter((e) => e.access === 'admin' && e.method !== 'GET' && !e.audit).map((e) => operationIds.get(e));
    expect(missing).toEqual([]);
  });

  it("every download staff may make of a client's files names its audit action", () => {
    const missing = allEndpoints
      .filter((e) => staffMayCall(e.access) && servesAFile(e.responses) && !isTheTrailItself(e.path) && !e.audit)
      .map((e) => operationIds.get(e));
    expect(missing).toEqual([]);
  });
});
