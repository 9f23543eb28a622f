import { z } from 'zod';

/** Every 4xx and 5xx body the API sends. 5xx bodies carry only a generic message and the request id. */
export const apiErrorBodySchema = z.object({
  message: z.string(),
  requestId: z.string().optional(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
