import type { Readable } from 'node:stream';
import { and, eq, isNotNull } from 'drizzle-orm';
import { rightToRentChecks } from '../../../db/schema/index';
import { recordAuditedRead } from '../../audit/record';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/app-error';
import { isRecordId } from '../../lib/ids';

const RESULT_NOT_FOUND = 'Result not found';

/** A staff member opens a check's Home Office result: an audited read. */
export async function openCheckResult(ctx: AppContext, checkId: string): Promise<{ stream: Readable; fileName: string }> {
  const [row] = isRecordId(checkId)
    ? await ctx.db
        .select()
        .from(rightToRentChecks)
        .where(and(eq(rightToRentChecks.id, checkId), isNotNull(rightToRentChecks.fileKey)))
    : [];
  const stream = row?.fileKey ? await ctx.storage.get(row.fileKey) : null;
  if (!row || !stream) throw notFound(RESULT_NOT_FOUND);
  await recordAuditedRead(ctx.db, { clientId: row.userId, targetId: row.id });
  return { stream, fileName: row.originalFileName ?? 'right-to-rent-result.pdf' };
}
