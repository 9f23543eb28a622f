import { boolean, date, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';
import { createdAt, updatedAt } from './columns';

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
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
