import { rightToRentCheckFieldsSchema, rightToRentMessages, type RightToRentRecord } from '@nestway/core/right-to-rent';
import { eq } from 'drizzle-orm';
import { rightToRentChecks } from '../../../db/schema/index';
import { recordAudit } from '../../audit/record';
import type { AppContext } from '../../context';
import { badRequest, invalidFields } from '../../lib/app-error';
import type { IncomingForm, StoredUpload, UploadRules } from '../../lib/uploads';
import { cancelExpiryReminders, scheduleExpiryReminder } from '../../reminders/expiry-reminders';
import { discardUploads, promoteUploads } from '../../storage/pending-uploads';
import { findClient } from '../shared/find-client';
import { readRightToRent } from './records';

const RESULT_FIELD = 'resultPdf';
const resultUploadRules: UploadRules = {
  prefix: 'right-to-rent',
  allowedTypes: ['application/pdf'],
  typeMessage: rightToRentMessages.fileType,
  maxFiles: 1,
};

export interface CheckInput {
  clientId: string;
  adminId: string;
  /** checkedOn, outcome, permissionExpiresOn and an optional resultPdf. */
  form: IncomingForm;
}

/**
 * The staff record a Home Office check; it replaces the client's previous one (kept as history, with its
 * PDF). A time-limited permission queues its reminder in the same transaction; the previous check's
 * waiting reminder is dropped, and a running one finds its check replaced and sends nothing.
 */
export async function recordCheck(ctx: AppContext, { clientId, adminId, form }: CheckInput): Promise<RightToRentRecord> {
  const client = await findClient(ctx.db, clientId);
  const { fields, files } = await form.receive(resultUploadRules);
  const now = ctx.clock.now();
  try {
    const pdf = singleResult(files);
    const parsed = rightToRentCheckFieldsSchema.safeParse(fields);
    if (!parsed.success) throw invalidFields(parsed.error.issues);
    const { checkedOn, outcome, permissionExpiresOn } = parsed.data;
    await ctx.db.transaction(async (tx) => {
      const earlier = await tx.select({ id: rightToRentChecks.id }).from(rightToRentChecks).where(eq(rightToRentChecks.userId, client.id));
      const [check] = await tx
        .insert(rightToRentChecks)
        .values({
          userId: client.id,
          checkedOn,
          outcome,
          permissionExpiresOn: permissionExpiresOn ?? null,
          checkedBy: adminId,
          createdAt: now,
          ...(pdf ? { fileKey: pdf.key, originalFileName: pdf.originalName || 'right-to-rent-result.pdf', sizeBytes: pdf.size } : {}),
        })
        .returning({ id: rightToRentChecks.id });
      await promoteUploads(tx, files);
      await cancelExpiryReminders(
        tx,
        earlier.map(({ id }) => id),
      );
      if (permissionExpiresOn) {
        await scheduleExpiryReminder(ctx, tx, { subject: 'right_to_rent', recordId: check!.id, expiresOn: permissionExpiresOn });
      }
      await recordAudit(tx, { clientId: client.id, targetId: check!.id });
    });
  } catch (error) {
    await discardUploads(ctx, files);
    throw error;
  }
  return readRightToRent(ctx.db, client.id, now);
}

function singleResult(files: readonly StoredUpload[]): StoredUpload | undefined {
  const [file] = files;
  if (file && file.field !== RESULT_FIELD) throw badRequest(`Send the PDF in the ${RESULT_FIELD} field.`);
  return file;
}
