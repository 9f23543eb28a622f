import { asc, eq } from 'drizzle-orm';
import { clientRetention, rightToRentChecks, rightToRentShareCodes } from '../../../../db/schema/index';
import type { ExportSection } from '../section';

/**
 * The client's Right to Rent: the share code and date of birth they gave, and each check the team
 * recorded, with the Home Office result PDF in right-to-rent/ when one was attached.
 */
export const rightToRentSection: ExportSection = {
  key: 'rightToRent',
  read: async (db, subject) => {
    const [shareCode] = await db
      .select({
        shareCode: rightToRentShareCodes.shareCode,
        dateOfBirth: rightToRentShareCodes.dateOfBirth,
        givenAt: rightToRentShareCodes.givenAt,
      })
      .from(rightToRentShareCodes)
      .where(eq(rightToRentShareCodes.userId, subject.id));
    const checks = await db
      .select()
      .from(rightToRentChecks)
      .where(eq(rightToRentChecks.userId, subject.id))
      .orderBy(asc(rightToRentChecks.createdAt), asc(rightToRentChecks.id));
    return {
      data: {
        shareCode: shareCode ?? null,
        checks: checks.map(({ checkedOn, outcome, permissionExpiresOn, originalFileName, createdAt }) => ({
          checkedOn,
          outcome,
          permissionExpiresOn,
          resultFileName: originalFileName,
          recordedAt: createdAt,
        })),
      },
      files: checks.flatMap((check) =>
        check.fileKey
          ? [
              {
                folder: 'right-to-rent',
                fileName: check.originalFileName ?? `${check.checkedOn}-result.pdf`,
                fileKey: check.fileKey,
                mtime: check.createdAt,
                sizeBytes: check.sizeBytes ?? undefined,
              },
            ]
          : [],
      ),
    };
  },
};

/** Where the client stands in the retention of their files: the warning sent, a hold and its reason, the last deletion. */
export const retentionSection: ExportSection = {
  key: 'retention',
  read: async (db, subject) => {
    const [row] = await db
      .select({
        warnedDueAt: clientRetention.warnedDueAt,
        warnedAt: clientRetention.warnedAt,
        heldAt: clientRetention.heldAt,
        holdReason: clientRetention.holdReason,
        lastDeletedAt: clientRetention.lastDeletedAt,
      })
      .from(clientRetention)
      .where(eq(clientRetention.userId, subject.id));
    return { data: row ?? null };
  },
};
