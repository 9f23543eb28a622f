import { errorStatus, type ErrorCode } from '@nestway/core/errors';
import * as m from '@nestway/core/i18n/messages';
import { describe, expect, it } from 'vitest';
import { ApiError, errorMessage, translateApiError } from '@/lib/api-client';
import { errorText } from './error-messages';

const refusal = (code: string, message: string, params?: Record<string, number | string>) =>
  new ApiError(429, JSON.stringify({ code, message, ...(params && { params }) }));

describe('error messages by code', () => {
  it.each(Object.keys(errorStatus) as ErrorCode[])('has a message for %s', (code) => {
    expect(errorText(code)?.trim()).toBeTruthy();
  });

  it('fills the params of a known code into its message', () => {
    expect(errorText('rate_limited', { retryAfterSeconds: 900 })).toBe('Too many attempts. Please wait 15 minutes and try again.');
    expect(errorText('rate_limited', { retryAfterSeconds: 60 })).toBe('Too many attempts. Please wait 1 minute and try again.');
    expect(errorText('rate_limited')).toBe(m.error_rate_limited_later());
  });

  it('knows no message for an unknown code', () => {
    expect(errorText('a_code_from_a_newer_server')).toBeUndefined();
  });
});

describe('errorMessage of a translated refusal', () => {
  it('shows the message of its code, with its params, rather than the server sentence', async () => {
    const error = await translateApiError(
      refusal('rate_limited', 'Please wait a minute before requesting a new code.', { retryAfterSeconds: 60 }),
    );
    expect(errorMessage(error, 'Fallback')).toBe('Too many attempts. Please wait 1 minute and try again.');
  });

  it("shows the server's sentence for a code the web does not know, and the fallback when there is none", async () => {
    expect(errorMessage(await translateApiError(refusal('a_code_from_a_newer_server', 'The server says why.')), 'Fallback')).toBe(
      'The server says why.',
    );
    expect(errorMessage(await translateApiError(new ApiError(502, 'Bad Gateway')), 'Fallback')).toBe('Fallback');
  });
});
