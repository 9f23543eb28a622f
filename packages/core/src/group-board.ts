import * as z from 'zod/mini';
import { areDocumentsVerified, hasCompletePreferences, hasSubmittedDocuments, type OnboardingRecords } from './client-progress';

/**
 * The leader's group board (decision 038): where each co-tenant stands, as flags only, so the leader
 * knows whom to chase without seeing anyone's details or documents. The flags are the rules the
 * co-tenant's own dashboard uses (client-progress.ts), read from their real records.
 */
const cotenantProgressSchema = z.object({
  /** Their own preferences sections saved (About You, Education, Current Home): hasCompletePreferences. */
  personalDetails: z.boolean(),
  /** The terms in force signed. */
  termsSigned: z.boolean(),
  /** At least one document and none rejected: hasSubmittedDocuments. */
  documentsUploaded: z.boolean(),
  /** Every document verified: areDocumentsVerified. */
  documentsVerified: z.boolean(),
});
export type CotenantProgress = z.output<typeof cotenantProgressSchema>;

/** What the board reads of a co-tenant: their own preferences and documents, and whether they signed. */
export interface CotenantRecords {
  preferences: OnboardingRecords['preferences'];
  documents: OnboardingRecords['documents'];
  termsSigned: boolean;
}

export const cotenantProgress = ({ preferences, documents, termsSigned }: CotenantRecords): CotenantProgress => ({
  personalDetails: hasCompletePreferences(preferences),
  termsSigned,
  documentsUploaded: hasSubmittedDocuments(documents),
  documentsVerified: areDocumentsVerified(documents),
});

export const groupBoardSchema = z.object({
  /** Co-tenants who have joined, in the order they joined. */
  members: z.array(z.object({ fullName: z.string(), progress: cotenantProgressSchema })),
  /** Addresses invited that have not joined yet (a pending or an expired link). */
  invited: z.array(z.object({ email: z.string(), status: z.enum(['pending', 'expired']) })),
});
export type GroupBoard = z.output<typeof groupBoardSchema>;

/** The board's ticks, in the order a co-tenant completes them. */
const boardSteps = [
  { key: 'personalDetails', label: 'Personal details', waiting: 'their personal details' },
  { key: 'termsSigned', label: 'Terms signed', waiting: 'them to sign the terms' },
  { key: 'documentsUploaded', label: 'Documents uploaded', waiting: 'their documents' },
  { key: 'documentsVerified', label: 'Documents verified', waiting: 'our team to verify their documents' },
] as const satisfies readonly { key: keyof CotenantProgress; label: string; waiting: string }[];

export const groupBoardMessages = {
  /** The co-tenant's own dashboard says the same: uploads open once the leader's payment is verified. */
  paymentFirst: 'Waiting for your payment to be verified',
} as const;

/** What the group waits on from a co-tenant: the first step not done, the leader's payment, or nothing (null). */
export type WaitingStep = keyof CotenantProgress | 'paymentFirst';

/**
 * The step the group waits on from a co-tenant: the first step not done, or null when they are all done.
 * Documents verified waits on our team, not on the co-tenant; documents wait on the leader until
 * `documentsOpen` (the leader's payment verified, which uploads need).
 */
export function waitingStep(progress: CotenantProgress, documentsOpen: boolean): WaitingStep | null {
  const next = boardSteps.find((step) => !progress[step.key]);
  if (!next) return null;
  return next.key === 'documentsUploaded' && !documentsOpen ? 'paymentFirst' : next.key;
}

/** What the group waits on from a co-tenant, as the board words it in English (waitingStep), or null. */
export function waitingFor(progress: CotenantProgress, documentsOpen: boolean): string | null {
  const step = waitingStep(progress, documentsOpen);
  if (step === null) return null;
  if (step === 'paymentFirst') return groupBoardMessages.paymentFirst;
  return `Waiting for ${boardSteps.find((s) => s.key === step)!.waiting}`;
}
