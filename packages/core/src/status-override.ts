import * as z from 'zod/mini';
import { applicationStepLabels, applicationSteps } from './application-steps';
import { optionalTextSchema } from './optional-text';
import { NOTES_MAX_LENGTH } from './text-limits';

/** PUT /api/admin/users/{id}/status-override and its history (docs/decisions/017-status-override.md). */

export const statusOverrideMessages = {
  targetStepRequired: `Choose the step to set: one of ${applicationSteps.join(', ')}.`,
  notesTooLong: `Notes must be at most ${NOTES_MAX_LENGTH} characters.`,
  alreadyAtStep: (step: (typeof applicationSteps)[number]) =>
    `The client is already at ${applicationStepLabels[step]}, so nothing was changed and no e-mail was sent.`,
} as const;

/** The step to set, and why (optional, trimmed; blank is none). */
export const statusOverrideRequestSchema = z.object({
  targetStep: z.enum(applicationSteps, { error: statusOverrideMessages.targetStepRequired }),
  notes: optionalTextSchema(statusOverrideMessages.notesTooLong),
});
export type StatusOverrideRequest = z.output<typeof statusOverrideRequestSchema>;

/** One override as the history lists it. */
const overrideHistoryEntrySchema = z.object({
  id: z.string(),
  targetStep: z.enum(applicationSteps),
  previousStep: z.enum(applicationSteps),
  notes: z.nullable(z.string()),
  adminName: z.string(),
  createdAt: z.string(),
});
export type OverrideHistoryEntry = z.infer<typeof overrideHistoryEntrySchema>;

/** Newest first. */
export const overrideHistorySchema = z.array(overrideHistoryEntrySchema);

/**
 * What the override answers: the spec's message, the override now in force, the client's step with it
 * (the records may already be past the target) and the history entry written.
 */
export const statusOverrideResponseSchema = z.object({
  message: z.string(),
  stepOverride: z.enum(applicationSteps),
  applicationStep: z.enum(applicationSteps),
  entry: overrideHistoryEntrySchema,
});
export type StatusOverrideResponse = z.infer<typeof statusOverrideResponseSchema>;

export const statusOverrideMessage = (targetStep: (typeof applicationSteps)[number]) =>
  `Status overridden to ${applicationStepLabels[targetStep]}. The client has been notified by e-mail.`;
