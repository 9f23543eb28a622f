import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { SESSION_COOKIE } from '../../src/modules/auth/sessions';
import { TEST_APP_URL } from './test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One browser's conversation with the app: the requests it sends and the session cookie it keeps. */
export interface HttpSession {
  get(url: string): Promise<LightMyRequestResponse>;
  post(url: string, body?: unknown): Promise<LightMyRequestResponse>;
  put(url: string, body?: unknown): Promise<LightMyRequestResponse>;
  delete(url: string, body?: unknown): Promise<LightMyRequestResponse>;
  /** The address its requests come from, its own (see nextAddress). */
  readonly address: string;
  /** The session cookie it holds, as sent in a Cookie header. */
  sessionCookie(): string | undefined;
  setSessionCookie(value: string | undefined): void;
}

/** The User-Agent its requests carry (inject's own default, named so a session row can be written to match). */
export const HTTP_SESSION_USER_AGENT = 'lightMyRequest';

let sessionsMade = 0;
/** 10.0.0.1, 10.0.0.2, ...: each session its own address, as different people's browsers have. */
const nextAddress = () => {
  const n = ++sessionsMade;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

/**
 * A browser-like HTTP session: sends the same-origin Origin and JSON content type the web app sends,
 * and keeps the session cookie across requests. It has an address of its own, so the limits kept per
 * client address (registrations, sign-in tries) count each test's sessions apart.
 */
export function httpSession(app: FastifyInstance): HttpSession {
  let cookie: string | undefined;
  const address = nextAddress();
  const send = async (method: Method, url: string, body?: unknown) => {
    const response = await app.inject({
      method,
      url,
      remoteAddress: address,
      headers: {
        'user-agent': HTTP_SESSION_USER_AGENT,
        ...(method === 'GET' ? {} : { origin: TEST_APP_URL, 'content-type': 'application/json' }),
        ...(cookie ? { cookie } : {}),
      },
      ...(method === 'GET' ? {} : { payload: JSON.stringify(body ?? {}) }),
    });
    const set = response.cookies.find((c) => c.name === SESSION_COOKIE);
    if (set) cookie = set.value ? `${SESSION_COOKIE}=${set.value}` : undefined;
    return response;
  };
  return {
    address,
    get: (url) => send('GET', url),
    post: (url, body) => send('POST', url, body),
    put: (url, body) => send('PUT', url, body),
    delete: (url, body) => send('DELETE', url, body),
    sessionCookie: () => cookie,
    setSessionCookie: (value) => void (cookie = value),
  };
}
