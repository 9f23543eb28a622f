import type { CurrentUser } from '@nestway/core/auth';
import { clientFee } from '@nestway/core/payments';
import type { SessionUser } from './sessions';

/** The signed-in user as GET /api/auth/user answers it. */
export const toCurrentUser = (user: SessionUser, secondFactorRequired: boolean): CurrentUser => ({
  id: user.id,
  email: user.email,
  fullName: user.fullName,
  isAdmin: user.role === 'admin',
  isEmailVerified: user.isEmailVerified,
  ...clientFee(user.customPaymentAmountPence),
  preferences: user.preferences,
  stepOverride: user.stepOverride,
  locale: user.locale,
  ...(user.role === 'admin' ? { secondFactor: { enabled: user.secondFactorEnabled, required: secondFactorRequired } } : {}),
});
