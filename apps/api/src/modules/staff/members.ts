import { staffMessages, type StaffList } from '@nestway/core/staff';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { staffInvitations, users } from '../../../db/schema/index';
import { recordAudit } from '../../audit/record';
import type { AppContext } from '../../context';
import type { Db } from '../../db';
import { AppError, notFound } from '../../lib/app-error';
import { isRecordId } from '../../lib/ids';
import { endAllSessions } from '../auth/index';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The staff (active first, by name) and the invitations still open (newest first). */
export async function listStaff(db: Db, now: Date): Promise<StaffList> {
  const members = await db
    .select({
      id: users.id,
      fullName: users.fullName,
      email: users.email,
      lastSignInAt: users.lastSignInAt,
      deactivatedAt: users.deactivatedAt,
      mfaEnabledAt: users.mfaEnabledAt,
    })
    .from(users)
    .where(eq(users.role, 'admin'))
    .orderBy(sql`${users.deactivatedAt} is not null`, asc(users.fullName), asc(users.id));
  const inviter = alias(users, 'inviter');
  const invitations = await db
    .select({
      id: staffInvitations.id,
      fullName: staffInvitations.fullName,
      email: staffInvitations.email,
      invitedByName: inviter.fullName,
      createdAt: staffInvitations.createdAt,
      expiresAt: staffInvitations.expiresAt,
    })
    .from(staffInvitations)
    .leftJoin(inviter, eq(inviter.id, staffInvitations.invitedBy))
    .where(and(isNull(staffInvitations.usedAt), gt(staffInvitations.expiresAt, now)))
    .orderBy(sql`${staffInvitations.createdAt} desc`);
  return {
    members: members.map(({ mfaEnabledAt, ...m }) => ({
      ...m,
      lastSignInAt: iso(m.lastSignInAt),
      deactivatedAt: iso(m.deactivatedAt),
      active: m.deactivatedAt === null,
      twoFactorEnabled: mfaEnabledAt !== null,
    })),
    invitations: invitations.map((i) => ({ ...i, createdAt: i.createdAt.toISOString(), expiresAt: i.expiresAt.toISOString() })),
  };
}

/**
 * Deactivates a staff member: every session of theirs ends at once (a request on one answers 401 with
 * signedOutReason 'account_deactivated'), and the sign-in refuses them; the row stays, so what they did
 * keeps its author. The active members are locked first, so two members deactivating each other at the
 * same moment cannot leave the back office with no one.
 */
export async function deactivateStaff(ctx: AppContext, memberId: string, actorId: string): Promise<{ message: string }> {
  if (memberId === actorId) throw new AppError('self_deactivation', staffMessages.selfDeactivation);
  if (!isRecordId(memberId)) throw notFound(staffMessages.notFound);
  await ctx.db.transaction(async (tx) => {
    const active = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'admin'), isNull(users.deactivatedAt)))
      .for('update');
    if (!active.some((member) => member.id === memberId)) {
      const [member] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, memberId), eq(users.role, 'admin')));
      if (!member) throw notFound(staffMessages.notFound);
      return; // Deactivated already: nothing more to do.
    }
    if (active.length <= 1) throw new AppError('last_active_staff', staffMessages.lastActiveStaff);
    const now = ctx.clock.now();
    await tx.update(users).set({ deactivatedAt: now, updatedAt: now }).where(eq(users.id, memberId));
    await endAllSessions(tx, memberId, 'account_deactivated');
    // Their invitations not used yet go too: a link they sent themselves must not bring them back.
    await tx.delete(staffInvitations).where(and(eq(staffInvitations.invitedBy, memberId), isNull(staffInvitations.usedAt)));
    await recordAudit(tx, { targetId: memberId });
  });
  return { message: staffMessages.deactivated };
}
