import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, errorMessage, getQueryFn } from './api-client';

const respond = (status: number, body: string, statusText = '') =>
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(body || null, { status, statusText }));

afterEach(() => vi.restoreAllMocks());

describe('the API client', () => {
  it('turns a non-OK answer into "status: body" and keeps the server message', async () => {
    respond(409, '{"message":"An account with this email already exists."}');
    const error = await apiRequest('POST', '/api/auth/register', { email: 'a@b.co' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('409: {"message":"An account with this email already exists."}');
    expect(errorMessage(error, 'fallback')).toBe('An account with this email already exists.');
  });

  it('uses the status text when the body is empty, and the fallback when there is no server message', async () => {
    respond(502, '', 'Bad Gateway');
    const error = await apiRequest('POST', '/api/x').catch((e: unknown) => e);
    expect((error as ApiError).message).toBe('502: Bad Gateway');
    expect(errorMessage(error, 'Something went wrong. Please try again.')).toBe('Something went wrong. Please try again.');
  });

  it('sends mutations as JSON with credentials, and {} when there is no body', async () => {
    const fetch = respond(200, '{"success":true}');
    await apiRequest('POST', '/api/auth/logout');
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/auth/logout');
    expect(init).toMatchObject({ method: 'POST', body: '{}', credentials: 'include', headers: { 'Content-Type': 'application/json' } });
  });

  it('reads the query key joined with slashes, and may answer null on 401', async () => {
    const fetch = respond(401, '{"message":"Please sign in to continue."}');
    const read = getQueryFn<unknown>({ on401: 'returnNull' });
    const result = await read({ queryKey: ['/api/users', 'abc', 'viewings'] } as never);
    expect(fetch.mock.calls[0]![0]).toBe('/api/users/abc/viewings');
    expect(result).toBeNull();
    await expect(getQueryFn<unknown>({ on401: 'throw' })({ queryKey: ['/api/auth/user'] } as never)).rejects.toThrow('401: ');
  });
});
