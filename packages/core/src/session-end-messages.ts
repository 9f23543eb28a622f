import type { SessionEndReason } from './auth';

/**
 * What the login screen says about a session someone else ended (auth.ts sessionEndReasons). A module of its own, so
 * that only the login screen's code carries these sentences, not every screen's first load.
 */
export const sessionEndMessages = {
  password_changed_by_admin:
    'You were signed out because a member of our team changed your password. Sign in with the new password they gave you, or choose your own with "Forgot password?".',
  account_deactivated:
    'You were signed out because your staff account has been deactivated. Ask a member of the team if you think this is a mistake.',
} as const satisfies Record<SessionEndReason, string>;
