import { integer, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';
import { recordId, createdAt } from './columns';

/** A group of tenants renting together: the leader pays and schedules; co-tenants join by invitation. */
export const tenantGroups = pgTable('tenant_groups', {
  id: recordId(),
  leaderUserId: uuid('leader_user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  numberOfTenants: integer('number_of_tenants').notNull(),
  createdAt: createdAt(),
});

/** Co-tenants of a group (not the leader). A user belongs to at most one group. */
export const groupMembers = pgTable(
  'group_members',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => tenantGroups.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId] })],
);

export const groupInvitations = pgTable(
  'group_invitations',
  {
    id: recordId(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => tenantGroups.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedUserId: uuid('accepted_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [unique('group_invitations_group_email').on(t.groupId, t.email)],
);
