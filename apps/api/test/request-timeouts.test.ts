import { setTimeout as sleep } from 'node:timers/promises';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenOnLoopback, rawConnection, type RawConnection } from './support/real-http';
import { createTestApp, TEST_APP_URL, type TestApp } from './support/test-app';

// Production closes a connection silent for 30 s and bounds receiving a request to 10 minutes; the
// same settings, scaled down, with wide margins between a "steady" client's pace and the limits.
const IDLE_MS = 1_000;
const REQUEST_MS = 4_000;
/** Long enough for a limit above to have acted several times over; a wait, not a measurement. */
const GIVE_UP_MS = 15_000;

let t: TestApp;
let port: number;
const connections: RawConnection[] = [];

beforeAll(async () => {
  t = await createTestApp({}, { timeouts: { idleMs: IDLE_MS, requestMs: REQUEST_MS } });
  // A response that streams for longer than both limits, a little at a time, as a large zip does.
  t.app.get('/test-only/slow-download', (_request, reply) => {
    let sent = 0;
    const body = new Readable({ read() {} });
    const timer = setInterval(() => {
      body.push(Buffer.alloc(1000, 'z'));
      if (++sent === 100) {
        clearInterval(timer);
        body.push(null);
      }
    }, 50);
    return reply.header('content-type', 'application/octet-stream').send(body);
  });
  port = await listenOnLoopback(t.app);
});
afterAll(async () => {
  for (const connection of connections) connection.destroy();
  await t.close();
});

function connect() {
  const connection = rawConnection(port);
  connections.push(connection);
  return connection;
}

const logoutHead = (length: number, keepAlive = false) =>
  `POST /api/auth/logout HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: ${TEST_APP_URL}\r\nContent-Type: application/json\r\n` +
  `Content-Length: ${length}\r\n${keepAlive ? '' : 'Connection: close\r\n'}\r\n`;
const body = JSON.stringify({ padding: 'x'.repeat(20) });

/** What the server sent before it closed the connection, or 'still open' if it had not after GIVE_UP_MS. */
const outcome = (connection: RawConnection) => Promise.race([connection.closed, sleep(GIVE_UP_MS).then(() => 'still open')]);

const statusLines = (received: string) => received.match(/^HTTP\/1\.1 \d{3}/gm) ?? [];

// Each test has its own connection, so they run side by side. Each waits in real time for a limit above to
// act (a download streams for 5 s), or for GIVE_UP_MS when one does not: longer than a test's default 5 s.
describe.concurrent('request timeouts over a real socket', { timeout: GIVE_UP_MS + 5_000 }, () => {
  it('closes a connection that sends its headers and part of its body, then goes silent', async () => {
    const connection = connect();
    connection.write(logoutHead(body.length) + body.slice(0, 5));
    expect(await outcome(connection)).toBe('');
  });

  it('closes a kept-alive connection whose second request stops half-way', async () => {
    const connection = connect();
    connection.write(logoutHead(body.length, true) + body);
    await sleep(100);
    connection.write(logoutHead(body.length, true) + body.slice(0, 5));
    const received = await outcome(connection);
    expect(statusLines(received)).toEqual(['HTTP/1.1 200']);
  });

  it('answers 408 to a request still trickling in at the request limit, however steady', async () => {
    const connection = connect();
    const long = JSON.stringify({ padding: 'x'.repeat(200) });
    connection.write(logoutHead(long.length));
    for (const character of long) {
      if (connection.isClosed()) break;
      await sleep(100);
      connection.write(character);
    }
    expect(statusLines(await outcome(connection))).toEqual(['HTTP/1.1 408']);
  });

  it('completes a slow but steady request under both limits, taking longer than the idle limit in all', async () => {
    const connection = connect();
    connection.write(logoutHead(body.length));
    // Ten pieces, 150 ms apart: each pause well under the idle limit, the whole well under the request limit.
    for (const piece of body.match(/.{1,4}/g)!) {
      await sleep(150);
      connection.write(piece);
    }
    expect(statusLines(await outcome(connection))).toEqual(['HTTP/1.1 200']);
  });

  it('lets a download stream for longer than both limits while its bytes flow', async () => {
    const connection = connect();
    connection.write('GET /test-only/slow-download HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    const received = await outcome(connection);
    expect(statusLines(received)).toEqual(['HTTP/1.1 200']);
    expect(received).toContain('z'.repeat(1000));
    expect(received.split('z').length - 1).toBe(100_000);
  });
});
