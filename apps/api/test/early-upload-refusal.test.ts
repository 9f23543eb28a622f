import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { MAX_UPLOAD_BYTES } from '@nestway/core/uploads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient } from './support/accounts';
import { clientWhoMayPay, insertPayment } from './support/factories';
import { HTTP_SESSION_USER_AGENT } from './support/http-session';
import { sampleFiles } from './support/multipart';
import { listenOnLoopback } from './support/real-http';
import { createTestApp, TEST_APP_URL, type TestApp } from './support/test-app';

/**
 * An upload the server refuses part-way (a file too large, or not of an accepted type) is answered at
 * once, and the connection closed: a browser shows the answer only once its upload ends, so a server
 * that waited for the rest (or stopped reading without closing) left the page at "13 %" until the
 * connection timed out. Over a real socket, with a client that sends its body slowly, as a phone does.
 */

const CHUNK = 64 * 1024;
/** The body the client means to send: far more than it sends before the answer should come. */
const DECLARED_BYTES = 40 * 1024 * 1024;
/** The client's pace once past the start: 64 KB every 20 ms, 3 MB/s, so 40 MB would take 13 s. */
const PACE_MS = 20;
const BOUNDARY = '----nestway-slow-upload';

let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await createTestApp();
  port = await listenOnLoopback(t.app);
});
afterAll(() => t.close());

interface SlowUpload {
  statusCode: number | undefined;
  body: string;
  connectionHeader: string | undefined;
  /** The bytes of the body the client had written when the answer's head arrived. */
  sentWhenAnswered: number;
  millisecondsToAnswer: number;
}

/**
 * Posts a document form whose one file starts with `head` and goes on with zero bytes, declared at
 * DECLARED_BYTES: the first `fastBytes` as fast as the socket takes them, the rest at PACE_MS a chunk,
 * until the server answers (or the connection ends).
 */
const slowDocumentUpload = (cookie: string, head: Buffer, fastBytes: number) =>
  slowUpload('/api/documents', cookie, 'documents', head, fastBytes, { type: 'passport' });

function slowUpload(
  target: string,
  cookie: string,
  fileField: string,
  head: Buffer,
  fastBytes: number,
  fields: Record<string, string>,
): Promise<SlowUpload> {
  const preamble = Buffer.from(
    Object.entries(fields)
      .map(([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      .join('') +
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${fileField}"; filename="upload.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  return new Promise((resolve) => {
    const started = Date.now();
    let sent = 0;
    let answered: SlowUpload | undefined;
    const request = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: target,
      agent: false,
      headers: {
        origin: TEST_APP_URL,
        cookie,
        'user-agent': HTTP_SESSION_USER_AGENT,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        'content-length': String(DECLARED_BYTES),
      },
    });
    request.on('response', (response) => {
      answered = {
        statusCode: response.statusCode,
        body: '',
        connectionHeader: response.headers.connection,
        sentWhenAnswered: sent,
        millisecondsToAnswer: Date.now() - started,
      };
      response.on('data', (chunk: Buffer) => (answered!.body += chunk.toString()));
      response.on('end', () => resolve(answered!));
      response.on('error', () => resolve(answered!));
    });
    // The server hanging up mid-body is what is asked of it; a reset before any answer is a failure below.
    request.on('error', () => {
      if (!answered)
        resolve({ statusCode: undefined, body: '', connectionHeader: undefined, sentWhenAnswered: sent, millisecondsToAnswer: 0 });
    });
    // Each write waits for the event loop's poll phase first, so that an answer already on the socket
    // is read before a write meets the server's reset (which would destroy the socket unread).
    const write = (bytes: Buffer) =>
      new Promise<void>((done) => {
        if (answered || request.destroyed) return done();
        sent += bytes.length;
        if (request.write(bytes)) done();
        else request.once('drain', done);
      });
    void (async () => {
      await write(preamble);
      await write(head);
      const zeros = Buffer.alloc(CHUNK);
      while (sent + CHUNK <= DECLARED_BYTES && !answered && !request.destroyed) {
        if (sent > fastBytes) await sleep(PACE_MS);
        await new Promise((polled) => setImmediate(polled));
        await write(zeros);
      }
    })();
  });
}

async function paidClientCookie() {
  const client = await signedInClient(t);
  await insertPayment(t, client.user.id, { status: 'verified' });
  return client.http.sessionCookie()!;
}

describe('an upload refused part-way is answered before its body ends', { timeout: 30_000 }, () => {
  it('answers 415 to a file that is not an accepted type after its first bytes, and closes the connection', async () => {
    // An .exe renamed .png: the bytes say what it is.
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(8_000, 0x90)]);
    const upload = await slowDocumentUpload(await paidClientCookie(), exe, 0);
    expect(upload.statusCode).toBe(415);
    expect(JSON.parse(upload.body)).toMatchObject({ code: 'unsupported_media_type' });
    expect(upload.connectionHeader).toBe('close');
    // Long before the 40 MB were sent: within the first megabyte, a fraction of a second.
    expect(upload.sentWhenAnswered).toBeLessThan(1024 * 1024);
    expect(upload.millisecondsToAnswer).toBeLessThan(3_000);
  });

  it('answers 413 to a file past the size limit as soon as it passes it, and closes the connection', async () => {
    const upload = await slowDocumentUpload(await paidClientCookie(), sampleFiles.png, MAX_UPLOAD_BYTES + CHUNK);
    expect(upload.statusCode).toBe(413);
    expect(JSON.parse(upload.body)).toMatchObject({ code: 'payload_too_large' });
    expect(upload.connectionHeader).toBe('close');
    expect(upload.sentWhenAnswered).toBeLessThan(MAX_UPLOAD_BYTES + 4 * 1024 * 1024);
    expect(upload.millisecondsToAnswer).toBeLessThan(5_000);
  });

  it('answers a refusal that needs no file (no verified payment yet) before the body, and closes the connection', async () => {
    const client = await signedInClient(t);
    const upload = await slowDocumentUpload(client.http.sessionCookie()!, sampleFiles.png, 0);
    expect(upload.statusCode).toBe(403);
    expect(upload.connectionHeader).toBe('close');
    expect(upload.millisecondsToAnswer).toBeLessThan(3_000);
  });

  it('keeps the connection of an upload it accepts', async () => {
    const client = await signedInClient(t);
    await insertPayment(t, client.user.id, { status: 'verified' });
    const form = new FormData();
    form.append('type', 'passport');
    form.append('documents', new Blob([sampleFiles.png], { type: 'image/png' }), 'passport.png');
    const encoded = new Request('http://localhost', { method: 'POST', body: form });
    const body = Buffer.from(await encoded.arrayBuffer());
    const answer = await new Promise<http.IncomingMessage>((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/documents',
          headers: {
            origin: TEST_APP_URL,
            cookie: client.http.sessionCookie()!,
            'user-agent': HTTP_SESSION_USER_AGENT,
            'content-type': encoded.headers.get('content-type')!,
            'content-length': String(body.length),
            connection: 'keep-alive',
          },
          agent: false,
        },
        resolve,
      );
      request.on('error', reject);
      request.end(body);
    });
    answer.resume();
    expect(answer.statusCode).toBe(201);
    expect(answer.headers.connection).not.toBe('close');
  });

  it('answers 413 at once to a one-file form whose declared length is past the limit, before reading its file', async () => {
    const client = await clientWhoMayPay(t);
    const upload = await slowUpload('/api/payments', client.http.sessionCookie()!, 'proofImage', sampleFiles.png, 0, {
      amount: '250.00',
      type: 'initial',
    });
    expect(upload.statusCode).toBe(413);
    expect(JSON.parse(upload.body)).toMatchObject({ code: 'payload_too_large' });
    expect(upload.connectionHeader).toBe('close');
    expect(upload.sentWhenAnswered).toBeLessThan(1024 * 1024);
    expect(upload.millisecondsToAnswer).toBeLessThan(3_000);
  });
});
