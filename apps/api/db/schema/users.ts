import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { applicationSteps } from '@nestway/core/application-steps';
import { sessionEndReasons } from '@nestway/core/auth';
import { LOCALES } from '@nestway/core/locales';
import { recordId, createdAt, updatedAt } from './columns';

export const userRoles = ['tenant', 'admin'] as const;
export type UserRole = (typeof userRoles)[number];

export const users = pgTable(
  'users',
  {
    id: recordId(),
    email: text('email').notNull().unique(),
    fullName: text('full_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: userRoles }).notNull().default('tenant'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** The fee the admin set for this client, in pence; null means the default service fee. */
    customPaymentAmountPence: integer('custom_payment_amount_pence'),
    /** The admin team's private notes on the client: never in an answer to the client. */
    adminNotes: text('admin_notes'),
    /** The application step an admin set with the status override, or null when the records decide. */
    stepOverride: text('step_override', { enum: applicationSteps }),
    /** The last successful sign-in (password accepted, session made), shown on the Staff list. */
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    /** A staff account deactivated by another member: it cannot sign in; the row stays for its history. */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    /**
     * Staff two-factor sign-in (docs/decisions/031-second-factor.md): the TOTP secret in base32, stored as
     * it is (not encrypted by the application; the decision says why), and when it was turned on.
     */
    mfaSecret: text('mfa_secret'),
    mfaEnabledAt: timestamp('mfa_enabled_at', { withTimezone: true }),
    /** The secret being set up, until its first code confirms it. */
    mfaPendingSecret: text('mfa_pending_secret'),
    /** The 30-second time step of the last code accepted: a code of that step or an earlier one is refused (replay). */
    mfaLastStep: integer('mfa_last_step'),
    /** The language the client reads Nestway and its e-mails in (docs/decisions/039-languages.md); staff screens stay English. */
    locale: text('locale', { enum: LOCALES }).notNull().default('en'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('users_locale_known', sql.raw(`locale in (${LOCALES.map((locale) => `'${locale}'`).join(', ')})`)),
    // The admin's client list, newest first (docs/decisions/014-admin-client-list.md): a page is read
    // from this index backwards (created_at desc, id desc), and the clients are counted from it.
    index('users_role_created_at_idx').on(t.role, t.createdAt, t.id),
    // The few accounts that are not clients (admins): the summary counts leave their calls and payments out.
    index('users_non_clients_idx')
      .on(t.id)
      .where(sql`${t.role} <> 'tenant'`),
    // Its search, any part of the name or e-mail ignoring case (ILIKE '%...%'), through trigrams
    // (pg_trgm, migration 0005). fastupdate off: new users go straight into the index, so a search
    // never has to read a pending list (the table is written rarely, read often).
    index('users_full_name_trgm_idx').using('gin', t.fullName.op('gin_trgm_ops')).with({ fastupdate: false }),
    index('users_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')).with({ fastupdate: false }),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    /**
     * Why the session was ended by someone else (an admin setting a new password), kept until it expires
     * so the signed-out client is told why; null for a live session.
     */
    endedReason: text('ended_reason', { enum: sessionEndReasons }),
    /** A staff member's password was right but their second factor is still to come: the session opens nothing else. */
    awaitingSecondFactor: boolean('awaiting_second_factor').notNull().default(false),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

/** One live e-mail verification per user: a 6-digit code and a link token, both hashed; a resend replaces it. */
export const emailVerifications = pgTable('email_verifications', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  linkTokenHash: text('link_token_hash').notNull().unique(),
  wrongTries: integer('wrong_tries').notNull().default(0),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }).notNull(),
  linkExpiresAt: timestamp('link_expires_at', { withTimezone: true }).notNull(),
});

export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_resets_user_id_idx').on(t.userId)],
);

/** A staff member's single-use recovery codes: SHA-256 of each (they are random, so a fast hash is enough). */
export const mfaRecoveryCodes = pgTable(
  'mfa_recovery_codes',
  {
    id: recordId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('mfa_recovery_codes_user_id_idx').on(t.userId, t.codeHash)],
);
