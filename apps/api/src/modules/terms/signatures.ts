import { TERMS_VERSION, termsMessages, type SignTermsRequest, type TermsSignatureRecord } from '@nestway/core/terms';
import { and, eq } from 'drizzle-orm';
import { termsSignatures } from '../../../db/schema/index';
import type { AppContext } from '../../context';
import type { Db } from '../../db';
import { conflict } from '../../lib/app-error';
import { toTermsSignatureRecord } from './records';
import { recordAudit } from '../../audit/record';

/** The user's signature of the terms in force, or null (an older version's signature does not count). */
export async function findCurrentSignature(db: Db, userId: string): Promise<TermsSignatureRecord | null> {
  const [row] = await db
    .select()
    .from(termsSignatures)
    .where(and(eq(termsSignatures.userId, userId), eq(termsSignatures.termsVersion, TERMS_VERSION)));
  return row ? toTermsSignatureRecord(row) : null;
}

/** Where and how the terms were signed, kept with the signature as evidence. */
export interface SigningEvidence {
  ipAddress: string;
  userAgent: string | undefined;
}

/** Records a signature of the current version; a second signature of the same version is refused and the first kept. */
export async function signCurrentTerms(
  ctx: AppContext,
  userId: string,
  input: SignTermsRequest,
  evidence: SigningEvidence,
): Promise<TermsSignatureRecord> {
  const row = await ctx.db.transaction(async (tx) => {
    const [signed] = await tx
      .insert(termsSignatures)
      .values({
        userId,
        termsVersion: TERMS_VERSION,
        fullName: input.fullName,
        signature: input.signature,
        signedAt: ctx.clock.now(),
        ipAddress: evidence.ipAddress,
        userAgent: evidence.userAgent?.slice(0, 500) ?? null,
      })
      .onConflictDoNothing({ target: [termsSignatures.userId, termsSignatures.termsVersion] })
      .returning();
    if (!signed) throw conflict(termsMessages.alreadySigned);
    await recordAudit(tx, { clientId: userId, targetId: signed.id });
    return signed;
  });
  return toTermsSignatureRecord(row);
}
