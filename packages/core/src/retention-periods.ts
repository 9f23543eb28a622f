/**
 * The retention periods of clients' files (docs/decisions/036-retention.md), apart from the rule in
 * retention.ts and with no zod, so the public privacy notice can state them without its weight.
 */

/** RETENTION_DAYS when unset: days after the service completes. */
export const DEFAULT_RETENTION_DAYS = 180;
/** Days with no activity after which the files go, whether or not the service completed. */
export const INACTIVITY_RETENTION_DAYS = 365;
/** The client is e-mailed this many days before; the files never go sooner after that e-mail. */
export const RETENTION_WARNING_DAYS = 14;
