import { z } from 'zod';

export const adminClientSummarySchema = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  isEmailVerified: z.boolean(),
  createdAt: z.string(),
});
export type AdminClientSummary = z.infer<typeof adminClientSummarySchema>;
export const adminClientListSchema = z.array(adminClientSummarySchema);
