import { cotenantProgress, type GroupBoard } from '@nestway/core/group-board';
import { groupMessages, invitationStatus } from '@nestway/core/groups';
import { TERMS_VERSION } from '@nestway/core/terms';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { documents, groupInvitations, preferences, termsSignatures } from '../../../db/schema/index';
import type { Db } from '../../db';
import { AppError } from '../../lib/app-error';
import { findGroupPlace, loadGroup } from '../shared/group-lookup';

/**
 * The leader's group board (decision 038): each co-tenant's progress flags, read from only the columns
 * the rules need (no details, no file names), and the invitations not accepted yet. A co-tenant is
 * refused: chasing the group is the leader's part (decision 006); a client with no group has an empty board.
 */
export async function readGroupBoard(db: Db, userId: string, now: Date): Promise<GroupBoard> {
  const place = await findGroupPlace(db, userId);
  if (!place) return { members: [], invited: [] };
  if (place.role !== 'leader') throw new AppError('leader_only', groupMessages.leaderOnly);
  const { members } = await loadGroup(db, place.groupId);
  const ids = members.map((member) => member.id);
  const [preferenceRows, documentRows, signatureRows, invitationRows] = await Promise.all([
    ids.length === 0
      ? []
      : db
          .select({
            userId: preferences.userId,
            bedrooms: preferences.bedrooms,
            maxBudget: preferences.maxBudget,
            moveInDate: preferences.moveInDate,
          })
          .from(preferences)
          .where(inArray(preferences.userId, ids)),
    ids.length === 0
      ? []
      : db.select({ userId: documents.userId, status: documents.status }).from(documents).where(inArray(documents.userId, ids)),
    ids.length === 0
      ? []
      : db
          .select({ userId: termsSignatures.userId })
          .from(termsSignatures)
          .where(and(inArray(termsSignatures.userId, ids), eq(termsSignatures.termsVersion, TERMS_VERSION))),
    db
      .select({ email: groupInvitations.email, acceptedAt: groupInvitations.acceptedAt, expiresAt: groupInvitations.expiresAt })
      .from(groupInvitations)
      .where(and(eq(groupInvitations.groupId, place.groupId), isNull(groupInvitations.acceptedAt)))
      .orderBy(asc(groupInvitations.createdAt), asc(groupInvitations.email)),
  ]);
  return {
    members: members.map((member) => ({
      fullName: member.fullName,
      progress: cotenantProgress({
        preferences: preferenceRows.find((row) => row.userId === member.id) ?? null,
        documents: documentRows.filter((row) => row.userId === member.id),
        termsSigned: signatureRows.some((row) => row.userId === member.id),
      }),
    })),
    invited: invitationRows.map((row) => ({ email: row.email, status: invitationStatus(row, now) === 'expired' ? 'expired' : 'pending' })),
  };
}
