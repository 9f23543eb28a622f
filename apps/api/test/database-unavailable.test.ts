import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import Fastify from 'fastify';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { freePort } from '../../../test-support/free-port';
import { registerErrorHandling } from '../src/plugins/errors';
import { startFailingPostgres, type Failure } from './support/failing-postgres';

/** A query parameter that must never reach an answer or the log. */
const SECRET = 'secret-parameter-0f1e';

/**
 * What the API answers when a query through Drizzle and a node-postgres pool to `url` fails: the
 * real error plugin, the real driver and pool, a database that fails at the wire protocol.
 */
async function answerWhenQuerying(url: string) {
  const logLines: string[] = [];
  const stream = new Writable({ write: (chunk: Buffer, _encoding, done) => done(void logLines.push(chunk.toString())) });
  const app = Fastify({ logger: { level: 'warn', stream } });
  registerErrorHandling(app);
  const pool = new pg.Pool({ connectionString: url, connectionTimeoutMillis: 500 });
  pool.on('error', () => {});
  app.get('/query', async () => drizzle(pool).execute(sql`select ${SECRET}::text`));
  try {
    const response = await app.inject({ method: 'GET', url: '/query' });
    return { response, log: logLines.join('') };
  } finally {
    await app.close();
    await pool.end();
  }
}

async function answerFrom(failure: Failure) {
  const server = await startFailingPostgres(failure);
  try {
    return await answerWhenQuerying(server.url);
  } finally {
    await server.close();
  }
}

function expectUnavailable({ response, log }: Awaited<ReturnType<typeof answerWhenQuerying>>) {
  expect(response.statusCode).toBe(503);
  expect(response.json()).toEqual({
    code: 'service_unavailable',
    message: 'The service is briefly unavailable. Please try again in a moment.',
    requestId: expect.any(String),
  });
  expect(response.headers['retry-after']).toMatch(/^\d+$/);
  expect(log).toContain('database unavailable');
  expect(log + response.body).not.toContain(SECRET);
}

describe('a query that cannot reach the database', () => {
  it('is answered 503 with Retry-After when the server refuses the connection (ECONNREFUSED)', async () => {
    expectUnavailable(await answerWhenQuerying(`postgres://nestway@127.0.0.1:${await freePort()}/nestway`));
  });

  it('is answered 503 when the server has too many connections (53300)', async () => {
    expectUnavailable(await answerFrom({ refuse: '53300', message: 'sorry, too many clients already' }));
  });

  it('is answered 503 while the server is starting up or shutting down (57P03)', async () => {
    expectUnavailable(await answerFrom({ refuse: '57P03', message: 'the database system is starting up' }));
  });

  it('is answered 503 when the connection closes before it is ready ("Connection terminated")', async () => {
    expectUnavailable(await answerFrom('hang up'));
  });

  it("is answered 503 when the pool's connection timeout passes", async () => {
    expectUnavailable(await answerFrom('stay silent'));
  });

  it('is a 500 when the database refuses for a reason retrying will not fix (28P01, a wrong password)', async () => {
    const { response, log } = await answerFrom({ refuse: '28P01', message: 'password authentication failed for user "nestway"' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ code: 'internal_error' });
    expect(response.headers['retry-after']).toBeUndefined();
    expect(log).toContain('request failed');
  });
});
