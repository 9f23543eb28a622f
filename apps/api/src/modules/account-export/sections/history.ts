import { auditActionLabel } from '@nestway/core/audit';
import { asc, eq } from 'drizzle-orm';
import { adminOverrideHistory, auditEntries } from '../../../../db/schema/index';
import type { ExportSection } from '../section';

/** Each time the team set the client's application step by hand, and why. */
export const overrideHistorySection: ExportSection = {
  key: 'statusOverrides',
  read: async (db, subject) => ({
    data: await db
      .select({
        adminName: adminOverrideHistory.adminName,
        previousStep: adminOverrideHistory.previousStep,
        targetStep: adminOverrideHistory.targetStep,
        notes: adminOverrideHistory.notes,
        createdAt: adminOverrideHistory.createdAt,
      })
      .from(adminOverrideHistory)
      .where(eq(adminOverrideHistory.userId, subject.id))
      .orderBy(asc(adminOverrideHistory.createdAt)),
  }),
};

/**
 * The audit entries about the client: what was done, by whom (staff by name) and when. The IP address
 * and browser are the client's own only on their own acts; on a staff member's they are the staff
 * member's personal data, so they are left out.
 */
export const auditSection: ExportSection = {
  key: 'auditEntries',
  read: async (db, subject) => {
    const rows = await db.select().from(auditEntries).where(eq(auditEntries.clientId, subject.id)).orderBy(asc(auditEntries.id));
    return {
      data: rows.map((row) => ({
        occurredAt: row.occurredAt,
        action: row.action,
        description: auditActionLabel(row.action),
        actor: row.actorId === subject.id ? 'you' : (row.actorName ?? row.actorRole),
        targetId: row.targetId,
        outcome: row.outcome,
        ...(row.actorId === subject.id && { ipAddress: row.ipAddress, userAgent: row.userAgent }),
      })),
    };
  },
};
