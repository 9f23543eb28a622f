import * as z from 'zod/mini';

/** Messages from the admin team to a client: shown once in a popup, then listed on the dashboard. */

const MESSAGE_MAX_LENGTH = 5000;

export const messageTexts = {
  required: 'Message required: Please write a message before sending.',
  tooLong: `A message can be at most ${MESSAGE_MAX_LENGTH} characters.`,
  notFound: 'Message not found',
} as const;

/** An unread message pops up again no sooner than this after it was dismissed (the spec's re-show guard). */
export const MESSAGE_RESHOW_GUARD_MS = 1000;

/** A message as the API answers it (spec: message). */
export const messageRecordSchema = z.object({
  id: z.string(),
  message: z.string(),
  /** ISO instant. */
  createdAt: z.string(),
  isRead: z.boolean(),
  readAt: z.nullable(z.string()),
});
export type MessageRecord = z.infer<typeof messageRecordSchema>;
export const messageListSchema = z.array(messageRecordSchema);

/** PUT /api/admin/users/{id}/message. */
export const sendMessageRequestSchema = z.object({
  message: z
    .string({ error: messageTexts.required })
    .check(z.trim(), z.minLength(1, messageTexts.required), z.maxLength(MESSAGE_MAX_LENGTH, messageTexts.tooLong)),
});
