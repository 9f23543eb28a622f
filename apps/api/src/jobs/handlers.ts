import { sendEmailJob } from '../mail/outbox';
import { applyRetentionJob } from '../modules/retention/index';
import { verificationResendJob } from '../modules/auth/email-verification';
import { passwordResetRequestJob } from '../modules/auth/password-reset';
import { documentExpiryReminder } from '../modules/documents/expiry-reminder';
import { rightToRentReminder } from '../modules/right-to-rent/reminder';
import { expiryReminderJob } from '../reminders/expiry-reminders';
import { sweepFileRemovalsJob } from '../storage/file-removals';
import { sweepPendingUploadsJob } from '../storage/pending-uploads';
import type { JobHandlers } from './job-handler';
import { purgeExpiredJob } from './purge-expired';

/** Who runs each kind of job. */
export const jobHandlers: JobHandlers = {
  send_email: sendEmailJob,
  request_password_reset: passwordResetRequestJob,
  resend_verification: verificationResendJob,
  purge_expired: purgeExpiredJob,
  sweep_file_removals: sweepFileRemovalsJob,
  sweep_pending_uploads: sweepPendingUploadsJob,
  expiry_reminder: expiryReminderJob({ right_to_rent: rightToRentReminder, document: documentExpiryReminder }),
  apply_retention: applyRetentionJob,
};
