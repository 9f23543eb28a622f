import { DEFAULT_RETENTION_DAYS, INACTIVITY_RETENTION_DAYS, RETENTION_WARNING_DAYS } from './retention-periods';
import { TAX_RECORD_YEARS } from './tax-records';

/**
 * The facts the public privacy notice (/privacy) states; its words are in the `public` message
 * catalogue, in every language. What deletion keeps is decided in docs/decisions/034-account-deletion.md;
 * the automatic deletion of files is the retention job's (RETENTION_DAYS, default 180 days).
 */
export const privacyNoticeFacts = {
  /** The day the notice last changed, a calendar date. */
  updated: '2026-11-25',
  retentionDays: DEFAULT_RETENTION_DAYS,
  inactivityDays: INACTIVITY_RETENTION_DAYS,
  warningDays: RETENTION_WARNING_DAYS,
  taxRecordYears: TAX_RECORD_YEARS,
} as const;
