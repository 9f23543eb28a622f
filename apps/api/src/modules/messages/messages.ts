import { messageTexts, type MessageRecord } from '@nestway/core/messages';
import { and, asc, desc, eq } from 'drizzle-orm';
import { messages } from '../../../db/schema/index';
import type { AppContext } from '../../context';
import type { Db } from '../../db';
import { notFound } from '../../lib/app-error';
import { isRecordId } from '../../lib/ids';
import { findClient } from '../shared/find-client';
import { notifyNewMessage } from './notifications';
import { recordAudit } from '../../audit/record';

const toMessageRecord = (row: typeof messages.$inferSelect): MessageRecord => ({
  id: row.id,
  message: row.message,
  createdAt: row.createdAt.toISOString(),
  isRead: row.isRead,
  readAt: row.readAt?.toISOString() ?? null,
});

/** The user's messages, newest first. */
export async function listMessages(db: Db, userId: string): Promise<MessageRecord[]> {
  const rows = await db.select().from(messages).where(eq(messages.userId, userId)).orderBy(desc(messages.createdAt));
  return rows.map(toMessageRecord);
}

/** The user's unread messages, oldest first: the popup shows them in the order they were sent. */
export async function listUnreadMessages(db: Db, userId: string): Promise<MessageRecord[]> {
  const rows = await db
    .select()
    .from(messages)
    .where(and(eq(messages.userId, userId), eq(messages.isRead, false)))
    .orderBy(asc(messages.createdAt));
  return rows.map(toMessageRecord);
}

/** Marks the user's own message read (once: a second call keeps the first time). Anyone else's is 404. */
export async function markMessageRead(ctx: AppContext, userId: string, id: string): Promise<MessageRecord> {
  if (!isRecordId(id)) throw notFound(messageTexts.notFound);
  const [row] = await ctx.db
    .select()
    .from(messages)
    .where(and(eq(messages.id, id), eq(messages.userId, userId)));
  if (!row) throw notFound(messageTexts.notFound);
  if (row.isRead) return toMessageRecord(row);
  const [read] = await ctx.db.update(messages).set({ isRead: true, readAt: ctx.clock.now() }).where(eq(messages.id, id)).returning();
  return toMessageRecord(read!);
}

/** The admin's message to a client, who is e-mailed a notice that it is waiting (not the message). */
export async function sendMessage(ctx: AppContext, adminId: string, clientId: string, message: string): Promise<MessageRecord> {
  const client = await findClient(ctx.db, clientId);
  const row = await ctx.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(messages)
      .values({ userId: client.id, message, sentBy: adminId, createdAt: ctx.clock.now() })
      .returning();
    await notifyNewMessage(ctx, tx, client);
    await recordAudit(tx, { clientId: client.id, targetId: inserted!.id });
    return inserted!;
  });
  return toMessageRecord(row);
}

export async function clientMessageHistory(db: Db, clientId: string): Promise<MessageRecord[]> {
  const client = await findClient(db, clientId);
  return listMessages(db, client.id);
}
