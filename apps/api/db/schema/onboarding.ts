import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { callStatuses } from '@nestway/core/calls';
import { paymentMethods, paymentStatuses } from '@nestway/core/payments';
import { users } from './users';

/** The tenant's preferences profile; one per user. Money is whole pounds per month (budget, sponsorship). */
export const preferences = pgTable('preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  numberOfTenants: integer('number_of_tenants').notNull(),
  additionalTenants: jsonb('additional_tenants')
    .$type<Array<{ fullName: string; age: number; nationality: string; universityName: string; universityYear: string }>>()
    .notNull(),
  contactNumber: text('contact_number').notNull(),
  age: integer('age').notNull(),
  nationality: text('nationality').notNull(),
  financiallySponsored: boolean('financially_sponsored'),
  sponsorshipAmount: integer('sponsorship_amount'),
  hasUkBankAccount: boolean('has_uk_bank_account'),
  documents: jsonb('documents').$type<string[]>().notNull(),
  visaDuration: text('visa_duration'),
  howFoundUs: text('how_found_us').notNull(),
  hasOfferLetter: boolean('has_offer_letter'),
  applicationMethod: text('application_method').notNull(),
  educationOfficeName: text('education_office_name'),
  universityName: text('university_name').notNull(),
  universityYear: text('university_year').notNull(),
  bedrooms: integer('bedrooms').notNull(),
  bathrooms: integer('bathrooms').notNull(),
  maxBudget: integer('max_budget').notNull(),
  moveInDate: date('move_in_date', { mode: 'string' }).notNull(),
  contractDuration: integer('contract_duration').notNull(),
  paymentPlans: jsonb('payment_plans').$type<string[]>().notNull(),
  specialRequirements: text('special_requirements'),
  currentlyRenting: boolean('currently_renting'),
  contractEndDate: date('contract_end_date', { mode: 'string' }),
  signedNewContract: boolean('signed_new_contract'),
  goodTenantRecord: boolean('good_tenant_record'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The consultation call: one per client. Booking details arrive with the booking issue. */
export const callSchedules = pgTable('call_schedules', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  status: text('status', { enum: callStatuses }).notNull().default('pending'),
  requestedDateTime: timestamp('requested_date_time', { withTimezone: true }),
  confirmedDateTime: timestamp('confirmed_date_time', { withTimezone: true }),
  adminNotes: text('admin_notes'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A group of tenants renting together: the leader pays and schedules; co-tenants join by invitation. */
export const tenantGroups = pgTable('tenant_groups', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  leaderUserId: uuid('leader_user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  numberOfTenants: integer('number_of_tenants').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
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
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
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

/** A signature of one version of the terms; kept as evidence with where and how it was signed. */
export const termsSignatures = pgTable(
  'terms_signatures',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    termsVersion: text('terms_version').notNull(),
    fullName: text('full_name').notNull(),
    signature: text('signature').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address').notNull(),
    userAgent: text('user_agent'),
  },
  (t) => [unique('terms_signatures_user_version').on(t.userId, t.termsVersion)],
);

/** A payment in integer pence. Card payments carry the PaymentIntent id, unique, so fulfilment is idempotent. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountPence: integer('amount_pence').notNull(),
    type: text('type').notNull(),
    method: text('method', { enum: paymentMethods }).notNull(),
    status: text('status', { enum: paymentStatuses }).notNull().default('pending'),
    proofFileKey: text('proof_file_key'),
    proofContentType: text('proof_content_type'),
    notes: text('notes'),
    reviewNotes: text('review_notes'),
    verifiedBy: uuid('verified_by').references(() => users.id, { onDelete: 'set null' }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    providerPaymentId: text('provider_payment_id').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payments_user_id_idx').on(t.userId), check('payments_amount_not_negative', sql`${t.amountPence} >= 0`)],
);
