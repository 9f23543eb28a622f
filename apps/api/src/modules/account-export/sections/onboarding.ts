import { asc, eq } from 'drizzle-orm';
import { cardIntents, consultations, payments, termsSignatures } from '../../../../db/schema/index';
import type { ExportSection } from '../section';

/** The client's own consultation call (a co-tenant's group call is their leader's record, not theirs). */
export const consultationSection: ExportSection = {
  key: 'consultation',
  read: async (db, subject) => {
    const [row] = await db
      .select({
        id: consultations.id,
        status: consultations.status,
        requestedDateTime: consultations.requestedDateTime,
        confirmedDateTime: consultations.confirmedDateTime,
        adminNotes: consultations.adminNotes,
        createdAt: consultations.createdAt,
        updatedAt: consultations.updatedAt,
      })
      .from(consultations)
      .where(eq(consultations.userId, subject.id));
    return { data: row ?? null };
  },
};

export const termsSection: ExportSection = {
  key: 'termsSignatures',
  read: async (db, subject) => ({
    data: await db
      .select({
        termsVersion: termsSignatures.termsVersion,
        fullName: termsSignatures.fullName,
        signature: termsSignatures.signature,
        signedAt: termsSignatures.signedAt,
        ipAddress: termsSignatures.ipAddress,
        userAgent: termsSignatures.userAgent,
      })
      .from(termsSignatures)
      .where(eq(termsSignatures.userId, subject.id))
      .orderBy(asc(termsSignatures.signedAt)),
  }),
};

/** 'image/jpeg' → 'jpeg': proofs are stored under a random key, so their name is made from the payment. */
const extensionOf = (contentType: string | null) => contentType?.split('/')[1]?.replace(/[^a-z0-9]/gi, '') || 'bin';

/** The payments, each proof file in payment-proofs/, and the card payment intents opened for the client. */
export const paymentsSection: ExportSection = {
  key: 'payments',
  read: async (db, subject) => {
    const rows = await db.select().from(payments).where(eq(payments.userId, subject.id)).orderBy(asc(payments.createdAt), asc(payments.id));
    const intents = await db
      .select({ id: cardIntents.id, createdAt: cardIntents.createdAt })
      .from(cardIntents)
      .where(eq(cardIntents.userId, subject.id))
      .orderBy(asc(cardIntents.createdAt));
    const files = rows.flatMap((row) =>
      row.proofFileKey
        ? [
            {
              folder: 'payment-proofs',
              fileName: `${row.createdAt.toISOString().slice(0, 10)}-${row.type}.${extensionOf(row.proofContentType)}`,
              fileKey: row.proofFileKey,
              mtime: row.createdAt,
            },
          ]
        : [],
    );
    const data = {
      payments: rows.map(({ proofFileKey, verifiedBy: _verifiedBy, ...row }) => ({ ...row, hasProofFile: proofFileKey !== null })),
      cardPaymentIntents: intents,
    };
    return { data, files };
  },
};
