import type { Readable } from 'node:stream';
import { isImageType } from '@nestway/core/uploads';
import { eq } from 'drizzle-orm';
import { payments } from '../../../db/schema/index';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/app-error';
import type { SessionUser } from '../shared/session-user';
import { recordAuditedRead } from '../../audit/record';

const fileNotFound = 'File not found.';

export interface ProofFile {
  stream: Readable;
  /** The type detected from the bytes when it was stored. */
  contentType: string;
  isImage: boolean;
}

/**
 * A payment proof, for its owner and for admins; anyone else is answered 404, as if the file did not
 * exist.
 */
export async function openProofFile(ctx: AppContext, user: SessionUser, key: string): Promise<ProofFile> {
  const [proof] = await ctx.db
    .select({ userId: payments.userId, contentType: payments.proofContentType })
    .from(payments)
    .where(eq(payments.proofFileKey, key))
    .limit(1);
  if (!proof || (user.role !== 'admin' && proof.userId !== user.id)) throw notFound(fileNotFound);
  const stream = await ctx.storage.get(key);
  if (!stream) throw notFound(fileNotFound);
  // A client reading their own proof is not a staff read of a client's files.
  if (user.role === 'admin') await recordAuditedRead(ctx.db, { clientId: proof.userId, targetId: key });
  const contentType = proof.contentType ?? 'application/octet-stream';
  return { stream, contentType, isImage: isImageType(contentType) };
}
