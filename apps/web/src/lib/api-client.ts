import { apiErrorBodySchema } from '@nestway/core/api-error';
import type { QueryFunction } from '@tanstack/react-query';

/**
 * A non-OK answer. Its message is "status: body" (the body text, or the status text when empty);
 * serverMessage is the API's own sentence for people, when the body has one.
 */
export class ApiError extends Error {
  readonly serverMessage: string | undefined;
  readonly body: Record<string, unknown>;

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
    const body = apiErrorBodySchema.safeParse(parsed);
    this.serverMessage = body.success ? body.data.message : undefined;
    this.body = body.success ? (parsed as Record<string, unknown>) : {};
  }
}

/** The server's sentence for an error, or the fallback the screen gives. */
export const errorMessage = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;

async function throwIfNotOk(response: Response): Promise<void> {
  if (!response.ok) {
    const text = (await response.text()) || response.statusText;
    throw new ApiError(response.status, text);
  }
}

/**
 * Sends a state-changing request. The body is always JSON (an empty object when there is none):
 * the server refuses state changes that are neither JSON nor multipart, as a CSRF defence.
 */
export async function apiRequest<T>(method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, data?: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(data ?? {}),
    credentials: 'include',
  });
  await throwIfNotOk(response);
  return (await response.json()) as T;
}

export async function apiGet<T>(url: string): Promise<T> {
  const response = await fetch(url, { credentials: 'include' });
  await throwIfNotOk(response);
  return (await response.json()) as T;
}

type UnauthorizedBehavior = 'returnNull' | 'throw';

/** Default read: the query key parts joined with slashes form the GET path. */
export const getQueryFn =
  <T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T> =>
  async ({ queryKey }) => {
    const response = await fetch(queryKey.join('/'), { credentials: 'include' });
    if (on401 === 'returnNull' && response.status === 401) return null as T;
    await throwIfNotOk(response);
    return (await response.json()) as T;
  };
