import { sql } from 'drizzle-orm';
import { timestamp, uuid } from 'drizzle-orm/pg-core';

/** Every record's id: a UUID the database makes. */
export const recordId = () =>
  uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`);

/** When a record was created (or last changed), set by the database unless given. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
