import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db';
import { appliedMigrationsSql, eachMigrationOnce } from '../support/migrations';
import { createTestDatabase } from '../support/test-database';

/** Instances starting at once on one fresh database, as a deploy of N instances does. */
const INSTANCES = 4;

describe('migrations on PostgreSQL', () => {
  it(`let ${INSTANCES} instances that open one fresh database at once all come up, applying each migration once`, async () => {
    const database = await createTestDatabase();
    const url = database.env.DATABASE_URL!;
    const opening = await Promise.allSettled(Array.from({ length: INSTANCES }, () => openDatabase({ kind: 'postgres', url })));
    const opened = opening.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    try {
      expect(opening.flatMap((result) => (result.status === 'rejected' ? [String(result.reason)] : []))).toEqual([]);
      const reader = new pg.Client({ connectionString: url });
      await reader.connect();
      const { rows } = await reader.query<{ createdAt: string; times: number }>(appliedMigrationsSql).finally(() => reader.end());
      expect(rows.sort((a, b) => a.createdAt.localeCompare(b.createdAt))).toEqual(eachMigrationOnce());
      for (const instance of opened) await instance.ping();
    } finally {
      await Promise.all(opened.map((instance: Database) => instance.close()));
      await database.drop();
    }
  });
});
