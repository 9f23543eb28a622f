import { messages as authMessages } from '@nestway/core/auth';
import * as m from '@nestway/core/i18n/messages';
import { offerMessages } from '@nestway/core/offers';
import { viewingMessages } from '@nestway/core/viewings';
import { describe, expect, it } from 'vitest';
import { refusalText } from './refusal-text';

describe('refusalText', () => {
  const text = refusalText(new Map([['Please enter an offer amount.', () => '请输入报价金额。']]));

  it("gives a known refusal's message, leaves an unknown one as it is, and no refusal as none", () => {
    expect(text('Please enter an offer amount.')).toBe('请输入报价金额。');
    expect(text('Something else.')).toBe('Something else.');
    expect(text(undefined)).toBeUndefined();
  });

  it("has English messages that repeat core's refusals word for word (the offer, feedback and account deletion forms)", () => {
    expect(m.dashboard_offer_error_amount_required()).toBe(offerMessages.amountRequired);
    expect(m.dashboard_offer_error_amount_invalid()).toBe(offerMessages.amountInvalid);
    expect(m.dashboard_offer_error_notes_long({ max: '2000' })).toBe(offerMessages.notesTooLong);
    expect(m.dashboard_feedback_error_required()).toBe(viewingMessages.feedbackRequired);
    expect(m.dashboard_feedback_error_long({ max: '2000' })).toBe(viewingMessages.feedbackTooLong);
    expect(m.auth_validation_password_required()).toBe(authMessages.passwordRequired);
  });
});
