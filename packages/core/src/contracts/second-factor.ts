import { okSchema } from '../auth';
import { defineEndpoints, idParams } from '../contract';
import {
  confirmSecondFactorRequestSchema,
  recoveryCodesSchema,
  secondFactorRequestSchema,
  secondFactorSetupSchema,
} from '../second-factor';

/** Staff two-factor sign-in: the code after the password, its setup, and a reset by another member. */
export const secondFactorApi = defineEndpoints('Two-factor sign-in', {
  verify: {
    method: 'POST',
    path: '/api/auth/mfa/verify',
    access: 'user',
    secondFactor: 'pending',
    summary: 'Completes a staff sign-in with a code from the authenticator app or a single-use recovery code.',
    body: secondFactorRequestSchema,
    responses: { 200: okSchema },
  },
  setup: {
    method: 'POST',
    path: '/api/auth/mfa/setup',
    access: 'admin',
    secondFactor: 'setup',
    audit: 'staff.second_factor.setup',
    summary: 'Starts setting up a second factor: a new secret, shown as text and as the URI a QR code carries.',
    responses: { 200: secondFactorSetupSchema },
  },
  confirm: {
    method: 'POST',
    path: '/api/auth/mfa/confirm',
    access: 'admin',
    secondFactor: 'setup',
    audit: 'staff.second_factor.confirm',
    summary: 'Turns the second factor on with a first code from the app; answers ten recovery codes, shown this once.',
    body: confirmSecondFactorRequestSchema,
    responses: { 200: recoveryCodesSchema },
  },
  reset: {
    method: 'DELETE',
    path: '/api/admin/staff/{id}/mfa',
    access: 'admin',
    audit: 'staff.second_factor.reset',
    summary: "Removes another staff member's second factor and ends their sessions: they set it up again at their next sign-in.",
    params: idParams,
    responses: { 200: okSchema },
  },
});
