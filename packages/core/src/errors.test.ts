import { describe, expect, it } from 'vitest';
import { apiErrorBodySchema, codeForStatus, errorStatus, issueParams } from './errors';

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

describe('the parameters of a validation message', () => {
  it('are the bound it broke when the message states it', () => {
    expect(issueParams({ code: 'too_big', maximum: 2000, message: 'Notes can be at most 2000 characters.' })).toEqual({ max: 2000 });
    expect(issueParams({ code: 'too_big', maximum: 5000, message: 'Notes must be at most 5,000 characters.' })).toEqual({ max: 5000 });
    expect(issueParams({ code: 'too_small', minimum: 16, message: 'Age must be at least 16' })).toEqual({ min: 16 });
  });

  it('are none when the message does not state the bound, or the issue has none', () => {
    expect(issueParams({ code: 'too_small', minimum: 1, message: 'Contact number is required' })).toBeUndefined();
    expect(issueParams({ code: 'too_big', maximum: 1, message: 'At most 100 characters' })).toBeUndefined();
    expect(issueParams({ code: 'invalid_type', message: 'Budget is required' })).toBeUndefined();
  });

  it('travel in the error body beside the message and in each issue', () => {
    const body = {
      code: 'validation_failed',
      message: 'Notes can be at most 2000 characters.',
      params: { max: 2000 },
      issues: [{ path: 'notes', message: 'Notes can be at most 2000 characters.', params: { max: 2000 } }],
    };
    expect(apiErrorBodySchema.parse(body)).toEqual(body);
  });
});
