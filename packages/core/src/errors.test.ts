import { describe, expect, it } from 'vitest';
import { codeForStatus, errorStatus } from './errors';

describe('application error codes', () => {
  it('gives every code a client or server error status', () => {
    for (const status of Object.values(errorStatus)) expect(status >= 400 && status < 600).toBe(true);
  });

  it('maps a bare status to its generic code', () => {
    expect(codeForStatus(404)).toBe('not_found');
    expect(codeForStatus(413)).toBe('payload_too_large');
    expect(codeForStatus(418)).toBe('bad_request');
    expect(codeForStatus(502)).toBe('internal_error');
    for (const status of [400, 401, 403, 404, 409, 413, 415, 429, 503]) expect(errorStatus[codeForStatus(status)]).toBe(status);
  });
});
