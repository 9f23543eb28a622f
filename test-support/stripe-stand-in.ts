import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A payment intent as the stand-in holds it, in Stripe's own wire shape. */
export interface StandInPaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  created: number;
  livemode: false;
}

/**
 * A tiny local HTTP stand-in for the parts of the Stripe API the app uses: POST /v1/payment_intents
 * (form-encoded, as the SDK sends it) and GET /v1/payment_intents/:id. The test plays the customer's
 * browser with markSucceeded. Point the SDK at it with { host, port, protocol }.
 */
export interface StripeStandIn {
  host: string;
  port: number;
  protocol: 'http';
  intents: Map<string, StandInPaymentIntent>;
  /** What Stripe does when the customer's card is confirmed. */
  markSucceeded(id: string): StandInPaymentIntent;
  close(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/** `metadata[userId]=x` and `amount=1` into { metadata: { userId: 'x' }, amount: '1' } (one level is all the app sends). */
function parseForm(body: string): Record<string, string | Record<string, string>> {
  const result: Record<string, string | Record<string, string>> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const nested = /^(\w+)\[(\w+)\]$/.exec(key);
    if (!nested) {
      result[key] = value;
      continue;
    }
    const parent = result[nested[1]!];
    result[nested[1]!] = { ...(typeof parent === 'object' ? parent : {}), [nested[2]!]: value };
  }
  return result;
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${randomBytes(6).toString('hex')}` });
  response.end(JSON.stringify(body));
}

const stripeError = (status: number, type: string, message: string, code?: string) => ({
  status,
  body: { error: { type, message, ...(code ? { code } : {}) } },
});

export async function startStripeStandIn(secretKey: string): Promise<StripeStandIn> {
  const intents = new Map<string, StandInPaymentIntent>();

  async function handle(request: IncomingMessage): Promise<{ status: number; body: unknown }> {
    if (request.headers.authorization !== `Bearer ${secretKey}`)
      return stripeError(401, 'invalid_request_error', 'Invalid API Key provided.');
    const url = new URL(request.url ?? '/', 'http://stand-in');
    if (request.method === 'POST' && url.pathname === '/v1/payment_intents') {
      const form = parseForm(await readBody(request));
      const amount = Number(form.amount);
      if (!Number.isSafeInteger(amount) || amount < 1)
        return stripeError(400, 'invalid_request_error', 'Invalid integer: amount', 'parameter_invalid_integer');
      const id = `pi_${randomBytes(12).toString('hex')}`;
      const intent: StandInPaymentIntent = {
        id,
        object: 'payment_intent',
        amount,
        currency: String(form.currency),
        status: 'requires_payment_method',
        client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
        metadata: typeof form.metadata === 'object' ? form.metadata : {},
        created: Math.floor(Date.now() / 1000),
        livemode: false,
      };
      intents.set(id, intent);
      return { status: 200, body: intent };
    }
    const retrieve = /^\/v1\/payment_intents\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'GET' && retrieve) {
      const intent = intents.get(decodeURIComponent(retrieve[1]!));
      return intent
        ? { status: 200, body: intent }
        : stripeError(404, 'invalid_request_error', `No such payment_intent: '${retrieve[1]}'`, 'resource_missing');
    }
    return stripeError(404, 'invalid_request_error', `Unrecognized request URL (${request.method}: ${url.pathname}).`);
  }

  const server = createServer((request, response) => {
    handle(request).then(
      ({ status, body }) => send(response, status, body),
      (error: unknown) => send(response, 500, { error: { type: 'api_error', message: String(error) } }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    host: '127.0.0.1',
    port: (server.address() as AddressInfo).port,
    protocol: 'http',
    intents,
    markSucceeded(id) {
      const intent = intents.get(id);
      if (!intent) throw new Error(`The stand-in has no payment intent ${id}`);
      intent.status = 'succeeded';
      return intent;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
