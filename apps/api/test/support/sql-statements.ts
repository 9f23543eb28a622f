import { expect } from 'vitest';
import { sqlStatementCount } from '../../src/db';
import type { HttpSession } from './http-session';
import type { TestApp } from './test-app';

/**
 * The SQL statements one GET sends, failing the test unless it answers 200: for tests that hold an
 * endpoint to a constant number of queries (requests one at a time, so none counts another's).
 */
export async function statementsOfGet(t: TestApp, http: HttpSession, url: string): Promise<number> {
  const before = sqlStatementCount(t.app.ctx.db);
  const response = await http.get(url);
  expect(response.statusCode, response.body).toBe(200);
  return sqlStatementCount(t.app.ctx.db) - before;
}
