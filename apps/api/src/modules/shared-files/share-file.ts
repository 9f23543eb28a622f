import { paths } from '@nestway/core/web-routes';
import { SHARED_FILE_TYPES, sharedFileFieldsSchema, sharedFileMessages, type SharedFileRecord } from '@nestway/core/shared-files';
import { sharedFiles } from '../../../db/schema/index';
import type { AppContext } from '../../context';
import { badRequest } from '../../lib/app-error';
import { appLink } from '../../lib/app-links';
import { discardUploads, type IncomingForm, type StoredUpload, type UploadRules } from '../../lib/uploads';
import { deliverNotice } from '../../mail/deliver';
import { fileSharedMail } from '../../mail/shared-file-mails';
import { findClient } from '../admin/find-client';
import { toSharedFileRecord, type SharedFileRow } from './records';

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
 */
export async function shareFile(ctx: AppContext, { clientId, adminId, form }: ShareInput): Promise<SharedFileRecord> {
  // An unknown client is refused before anything is stored.
  const client = await findClient(ctx.db, clientId);

  const { fields, files } = await form.receive(sharedFileUploadRules);
  let row: SharedFileRow;
  try {
    const file = requireFile(files);
    const parsed = sharedFileFieldsSchema.safeParse(fields);
    if (!parsed.success) throw badRequest(parsed.error.issues[0]!.message);
    const [created] = await ctx.db
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
    row = created!;
  } catch (error) {
    await discardUploads(ctx.storage, files);
    throw error;
  }

  const dashboardUrl = `${appLink(ctx.config, paths.dashboard)}#shared-files`;
  await deliverNotice(ctx, fileSharedMail(client, row, dashboardUrl), { sharedFileId: row.id });
  return toSharedFileRecord(row);
}

function requireFile(files: readonly StoredUpload[]): StoredUpload {
  const [file] = files;
  if (!file) throw badRequest(sharedFileMessages.fileMissing);
  if (file.field !== FILE_FIELD) throw badRequest(`Send the file in the ${FILE_FIELD} field.`);
  return file;
}
