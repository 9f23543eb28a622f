import { authApi } from '@nestway/core/contracts/auth';
import { paymentsApi } from '@nestway/core/contracts/payments';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeUploads } from '@/test/fake-uploads';
import { ApiError, callEndpoint, errorMessage, getQueryFn, hasErrorCode, isUploadCancelled } from './api-client';
import { uploadToEndpoint } from './upload-to-endpoint';

const respond = (status: number, body: string, statusText = '') =>
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(body || null, { status, statusText }));

afterEach(() => vi.restoreAllMocks());

const registration = { fullName: 'Ada Tenant', email: 'a@b.co', password: 'secret1', confirmPassword: 'secret1' };

describe('the API client', () => {
  it('turns a non-OK answer into "status: body" and keeps the server message and code', async () => {
    respond(409, '{"code":"email_taken","message":"An account with this email already exists."}');
    const error = await callEndpoint(authApi.register, { body: registration }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('409: {"code":"email_taken","message":"An account with this email already exists."}');
    expect(errorMessage(error, 'fallback')).toBe('An account with this email already exists.');
    expect(hasErrorCode(error, 'email_taken')).toBe(true);
    expect(hasErrorCode(error, 'conflict')).toBe(false);
  });

  it('tells the user to check their connection when an upload never reaches the server', async () => {
    fakeUploads('unreachable');
    const error = await uploadToEndpoint(paymentsApi.payByBankTransfer, { form: new FormData() }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(errorMessage(error, 'Upload failed')).toBe('The upload did not reach the server. Check your connection and try again.');
  });

  it('stops an upload when its signal is aborted, rejecting as cancelled rather than as a failure', async () => {
    const sent = fakeUploads('never');
    const controller = new AbortController();
    const upload = uploadToEndpoint(paymentsApi.payByBankTransfer, { form: new FormData(), signal: controller.signal });
    controller.abort();
    const error = await upload.catch((e: unknown) => e);
    expect(isUploadCancelled(error)).toBe(true);
    expect(error).not.toBeInstanceOf(ApiError);
    expect(sent[0]!.aborted).toBe(true);
  });

  it('uses the status text when the body is empty, and the fallback when there is no server message', async () => {
    respond(502, '', 'Bad Gateway');
    const error = await callEndpoint(authApi.logout).catch((e: unknown) => e);
    expect((error as ApiError).message).toBe('502: Bad Gateway');
    expect(errorMessage(error, 'Something went wrong. Please try again.')).toBe('Something went wrong. Please try again.');
  });

  it('sends mutations as JSON with credentials, and {} when there is no body', async () => {
    const fetch = respond(200, '{"success":true}');
    await callEndpoint(authApi.logout);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/auth/logout');
    expect(init).toMatchObject({ method: 'POST', body: '{}', credentials: 'include', headers: { 'Content-Type': 'application/json' } });
  });

  it('fills in the path parameters, encoded, and reads with credentials', async () => {
    const fetch = respond(200, '{"success":true}');
    await callEndpoint(paymentsApi.remove, { params: { id: 'a/b c' } });
    expect(fetch.mock.calls[0]![0]).toBe('/api/payments/a%2Fb%20c');
    expect(fetch.mock.calls[0]![1]).toMatchObject({ method: 'DELETE', credentials: 'include' });
  });

  it('parses the answer with the contract, and refuses one outside it', async () => {
    respond(200, '{"valid":true,"extra":1}');
    expect(await callEndpoint(authApi.verifyResetToken, { body: { token: 't' } })).toEqual({ valid: true });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    respond(200, '{"valid":"yes"}');
    const error = await callEndpoint(authApi.verifyResetToken, { body: { token: 't' } }).catch((e: unknown) => e);
    expect(errorMessage(error, 'fallback')).toMatch(/does not understand/);
  });

  it('reads the query key joined with slashes, and may answer null on 401', async () => {
    const fetch = respond(401, '{"code":"unauthenticated","message":"Please sign in to continue."}');
    const read = getQueryFn<unknown>({ on401: 'returnNull' });
    const result = await read({ queryKey: ['/api/users', 'abc', 'viewings'] } as never);
    expect(fetch.mock.calls[0]![0]).toBe('/api/users/abc/viewings');
    expect(result).toBeNull();
    await expect(getQueryFn<unknown>({ on401: 'throw' })({ queryKey: ['/api/auth/user'] } as never)).rejects.toThrow('401: ');
  });
});
