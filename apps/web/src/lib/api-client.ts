import { fillPath, type BodyOf, type Endpoint, type ParamsOf, type QueryOf, type ResultOf } from '@nestway/core/contract';
import { apiErrorBodySchema, type ApiErrorBody, type ErrorCode } from '@nestway/core/errors';
import type { QueryFunction } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { locale } from '@/i18n/locale';

/**
 * A non-OK answer. Its message is "status: body" (the body text, or the status text when empty);
 * serverMessage is the API's own sentence for people, and code the application error code, when
 * the body has them. Screens branch on the code (hasErrorCode) and only show the message: a lint rule
 * refuses comparing or searching it.
 */
export class ApiError extends Error {
  readonly serverMessage: string | undefined;
  /** The application error code (core's errors.ts) that says what happened; screens branch on it. */
  readonly code: string | undefined;
  /** The body's known fields: the message's `params`, the invalid fields' `issues`. */
  readonly body: Partial<ApiErrorBody>;
  /** The refusal's sentence in the build's language, from its code (set by translateApiError); '' for none (the screen's fallback shows). */
  translatedMessage: string | undefined = undefined;

  constructor(
    readonly status: number,
    bodyText: string,
  ) {
    super(`${status}: ${bodyText}`);
    let parsed: unknown;
    try {
      parsed = JSON.parse(bodyText);
    } catch {
      parsed = undefined;
    }
    // Read leniently: a proxy's or an older server's body may carry a message without a code.
    const body = z.partial(apiErrorBodySchema, { code: true }).safeParse(parsed);
    this.serverMessage = body.success ? body.data.message : undefined;
    this.code = body.success ? body.data.code : undefined;
    this.body = body.success ? body.data : {};
  }
}

/** Whether the error is the API's answer with this code. */
export const hasErrorCode = (error: unknown, code: ErrorCode) => error instanceof ApiError && error.code === code;

/**
 * The sentence for an error: in the build's language from its code, else the server's (English: the
 * server's own sentence, or a code this build does not know), else the fallback the screen gives.
 */
export const errorMessage = (error: unknown, fallback: string) =>
  (error instanceof ApiError && (error.translatedMessage ?? error.serverMessage)) || fallback;

/**
 * Gives the error its sentence for its code in the build's language. The sentences are loaded when the
 * first error arrives, not with the page, so they weigh on no screen's first load.
 */
export async function translateApiError(error: ApiError): Promise<ApiError> {
  if (error.code) error.translatedMessage = (await import('@/i18n/error-messages')).errorText(error.code, error.body.params);
  return error;
}

/** The ApiError of a non-OK answer, its sentence in the build's language (English keeps the server's sentence). */
export async function apiErrorOf(status: number, bodyText: string): Promise<ApiError> {
  const error = new ApiError(status, bodyText);
  return locale === 'en' ? error : translateApiError(error);
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (!response.ok) throw await apiErrorOf(response.status, (await response.text()) || response.statusText);
}

/** What a call of an endpoint carries: its path parameters, its query and its JSON body, as its contract types them. */
export type CallInput<E extends Endpoint> = { params?: ParamsOf<E>; query?: QueryOf<E>; body?: BodyOf<E> };

/** The endpoint's URL with the input's path parameters and query filled in. */
export function endpointUrl<E extends Endpoint>(endpoint: E, input: CallInput<E> = {}): string {
  const path = fillPath(endpoint.path, input.params as Record<string, string> | undefined);
  // Parameters left undefined are left out (URLSearchParams would send the word "undefined").
  const defined = Object.entries((input.query ?? {}) as Record<string, unknown>).filter(([, value]) => value !== undefined);
  const query = new URLSearchParams(defined.map(([name, value]) => [name, String(value)])).toString();
  return query ? `${path}?${query}` : path;
}

/** The answer checked against the contract's response schema: a server that drifted from it is an error here, not a broken screen later. */
export function parseAnswer<E extends Endpoint>(endpoint: E, answer: unknown): ResultOf<E> {
  const schemas = Object.values(endpoint.responses).filter((schema): schema is z.ZodMiniType => schema !== 'file');
  const schema = schemas.length === 1 ? schemas[0]! : z.union(schemas as [z.ZodMiniType, z.ZodMiniType]);
  const parsed = schema.safeParse(answer);
  if (!parsed.success) {
    console.error(`${endpoint.method} ${endpoint.path} answered outside its contract`, parsed.error.issues);
    const error = new ApiError(
      0,
      JSON.stringify({ message: 'The server answered in a way this page does not understand. Please reload the page.' }),
    );
    // The sentence is English: another language's build shows the screen's fallback instead.
    if (locale !== 'en') error.translatedMessage = '';
    throw error;
  }
  return parsed.data as ResultOf<E>;
}

/**
 * Calls an endpoint. A body, when the method has one, is always JSON (an empty object when there is
 * none): the server refuses state changes that are neither JSON nor multipart, as a CSRF defence.
 */
export async function callEndpoint<E extends Endpoint>(endpoint: E, input: CallInput<E> = {}): Promise<ResultOf<E>> {
  const init: RequestInit =
    endpoint.method === 'GET'
      ? { credentials: 'include' }
      : {
          method: endpoint.method,
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(input.body ?? {}),
          credentials: 'include',
        };
  const response = await fetch(endpointUrl(endpoint, input), init);
  await throwIfNotOk(response);
  return parseAnswer(endpoint, await response.json());
}

/** An upload the person stopped (the Cancel beside its progress bar): not a failure to report as one. */
export class UploadCancelledError extends Error {
  constructor() {
    super('The upload was cancelled.');
    this.name = 'UploadCancelledError';
  }
}

export const isUploadCancelled = (error: unknown) => error instanceof UploadCancelledError;

type UnauthorizedBehavior = 'returnNull' | 'throw';

/** The spec's default read: the query key parts joined with slashes form the GET path. */
export const getQueryFn =
  <T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T> =>
  async ({ queryKey }) => {
    const response = await fetch(queryKey.join('/'), { credentials: 'include' });
    if (on401 === 'returnNull' && response.status === 401) return null as T;
    await throwIfNotOk(response);
    return (await response.json()) as T;
  };
