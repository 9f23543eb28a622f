import { describe, expect, it } from 'vitest';
import { apiError, fakeApi } from './fake-api';

describe('fakeApi', () => {
  it('answers values as JSON 200, Responses as given (each time), and functions of the request', async () => {
    fakeApi({
      'GET /api/call-schedule': null,
      'DELETE /api/payments/p1': apiError('payment_locked', 'Reviewed.'),
      'POST /api/preferences': ({ body }) => ({ echoed: body }),
    });
    const read = await fetch('/api/call-schedule?fresh=1');
    expect([read.status, await read.json()]).toEqual([200, null]);
    for (let i = 0; i < 2; i++) {
      const locked = await fetch('/api/payments/p1', { method: 'DELETE' });
      expect([locked.status, await locked.json()]).toEqual([409, { code: 'payment_locked', message: 'Reviewed.' }]);
    }
    const saved = await fetch('/api/preferences', { method: 'POST', body: JSON.stringify({ age: 19 }) });
    expect(await saved.json()).toEqual({ echoed: { age: 19 } });
  });

  it('answers an unknown request 404 not_found and records every call with its parsed body', async () => {
    const { calls } = fakeApi({ 'GET /api/auth/user': null });
    const missing = await fetch('/api/auth/user', { method: 'POST', body: JSON.stringify({ a: 1 }) });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ code: 'not_found', message: expect.stringContaining('POST /api/auth/user') });
    await fetch('/api/auth/user');
    expect(calls).toEqual([
      { method: 'POST', url: '/api/auth/user', body: { a: 1 } },
      { method: 'GET', url: '/api/auth/user', body: undefined },
    ]);
  });
});
