import { paths } from '@nestway/core/web-routes';
import { SHARED_FILE_TYPES, sharedFileFieldsSchema, sharedFileMessages, type SharedFileRecord } from '@nestway/core/shared-files';
import { sharedFiles } from '../../../db/schema/index';
import type { AppContext } from '../../context';
import { badRequest, invalidFields } from '../../lib/app-error';
import { appLink } from '../../lib/app-links';
import type { IncomingForm, StoredUpload, UploadRules } from '../../lib/uploads';
import { discardUploads, promoteUploads } from '../../storage/pending-uploads';
import { queueMail } from '../../mail/outbox';
import { fileSharedMail } from '../../mail/shared-file-mails';
import { findClient } from '../shared/find-client';
import { toSharedFileRecord, type SharedFileRow } from './records';
import { recordAudit } from '../../audit/record';

const FILE_FIELD = 'file';

/** One file per share, of the accepted types (checked from the bytes); the size limit is every upload's. */
const sharedFileUploadRules: UploadRules = {
  prefix: 'shared-files',
  allowedTypes: SHARED_FILE_TYPES,
  typeMessage: sharedFileMessages.wrongType,
  maxFiles: 1,
};

export interface ShareInput {
  clientId: string;
  adminId: string;
  /** file, displayName, description and category. */
  form: IncomingForm;
}

/**
 * The admin shares a file with one client (a co-tenant is a client of their own: files are per
 * person). The file is stored first; if the form is refused or the row is not written, it is removed.
 * The client is e-mailed, by a job queued with the row.
 */
export async function shareFile(ctx: AppContext, { clientId, adminId, form }: ShareInput): Promise<SharedFileRecord> {
  // An unknown client is refused before anything is stored.
  const client = await findClient(ctx.db, clientId);

  const { fields, files } = await form.receive(sharedFileUploadRules);
  let row: SharedFileRow;
  try {
    const file = requireFile(files);
    const parsed = sharedFileFieldsSchema.safeParse(fields);
    if (!parsed.success) throw invalidFields(parsed.error.issues);
    row = await ctx.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(sharedFiles)
        .values({
          userId: client.id,
          uploadedBy: adminId,
          ...parsed.data,
          fileKey: file.key,
          contentType: file.contentType,
          originalFileName: file.originalName || parsed.data.displayName,
          sizeBytes: file.size,
          createdAt: ctx.clock.now(),
        })
        .returning();
      await promoteUploads(tx, files);
      const dashboardUrl = `${appLink(ctx.config, paths.dashboard)}#shared-files`;
      await queueMail(ctx, tx, { message: fileSharedMail(client, created!, dashboardUrl), userId: client.id });
      await recordAudit(tx, { clientId: client.id, targetId: created!.id });
      return created!;
    });
  } catch (error) {
    await discardUploads(ctx, files);
    throw error;
  }
  return toSharedFileRecord(row);
}

function requireFile(files: readonly StoredUpload[]): StoredUpload {
  const [file] = files;
  if (!file) throw badRequest(sharedFileMessages.fileMissing);
  if (file.field !== FILE_FIELD) throw badRequest(`Send the file in the ${FILE_FIELD} field.`);
  return file;
}
