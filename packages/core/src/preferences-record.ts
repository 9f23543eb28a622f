import * as z from 'zod/mini';

/**
 * Preferences as the API answers them (GET /api/preferences, the current user, the admin views). Apart
 * from the form's rules in preferences.ts, so that screens which only read the current user do not load them.
 */
export const preferencesRecordSchema = z.object({
  numberOfTenants: z.number(),
  additionalTenants: z.array(
    z.object({ fullName: z.string(), age: z.number(), nationality: z.string(), universityName: z.string(), universityYear: z.string() }),
  ),
  contactNumber: z.string(),
  age: z.number(),
  nationality: z.string(),
  financiallySponsored: z.nullable(z.boolean()),
  sponsorshipAmount: z.nullable(z.number()),
  hasUkBankAccount: z.nullable(z.boolean()),
  documents: z.array(z.string()),
  visaDuration: z.nullable(z.string()),
  howFoundUs: z.string(),
  hasOfferLetter: z.nullable(z.boolean()),
  applicationMethod: z.string(),
  educationOfficeName: z.nullable(z.string()),
  universityName: z.string(),
  universityYear: z.string(),
  bedrooms: z.number(),
  bathrooms: z.number(),
  maxBudget: z.number(),
  moveInDate: z.string(),
  contractDuration: z.number(),
  paymentPlans: z.array(z.string()),
  specialRequirements: z.nullable(z.string()),
  currentlyRenting: z.nullable(z.boolean()),
  contractEndDate: z.nullable(z.string()),
  signedNewContract: z.nullable(z.boolean()),
  goodTenantRecord: z.nullable(z.boolean()),
});
export type PreferencesRecord = z.infer<typeof preferencesRecordSchema>;
