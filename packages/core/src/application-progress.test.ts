import { describe, expect, it } from 'vitest';
import { adminAction, adminStage, progressOverview, type AdminClientRecords } from './admin-badges';
import { applicationStepFromRecords, currentApplicationStep, currentApplicationStepLabel, withStepOverride } from './application-progress';
import { applicationSteps } from './application-steps';
import type { OnboardingRecords } from './client-progress';
import { nextStep } from './next-step';
import { progressSteps } from './progress-steps';

const preferences = { bedrooms: 2, maxBudget: 900, moveInDate: '2027-09-01' };
const fresh: OnboardingRecords = { preferences: null, consultation: null, payments: [], documents: [] };
const withPreferences: OnboardingRecords = { ...fresh, preferences };
const paid: OnboardingRecords = { ...withPreferences, payments: [{ status: 'verified' }] };
const uploaded: OnboardingRecords = { ...paid, documents: [{ status: 'pending' }] };
const done: OnboardingRecords = { ...uploaded, consultation: { status: 'completed' } };

describe('applicationStepFromRecords', () => {
  it('answers the first step in order the records have not completed', () => {
    expect(applicationStepFromRecords(fresh)).toBe('preferences');
    expect(applicationStepFromRecords({ ...fresh, preferences: { ...preferences, maxBudget: null } })).toBe('preferences');
    expect(applicationStepFromRecords(withPreferences)).toBe('payment_verification');
    expect(applicationStepFromRecords({ ...withPreferences, payments: [{ status: 'pending' }] })).toBe('payment_verification');
    expect(applicationStepFromRecords(paid)).toBe('document_upload');
    expect(applicationStepFromRecords({ ...paid, documents: [{ status: 'verified' }, { status: 'rejected' }] })).toBe('document_upload');
    expect(applicationStepFromRecords(uploaded)).toBe('consultation');
    expect(applicationStepFromRecords({ ...uploaded, consultation: { status: 'confirmed' } })).toBe('consultation');
    expect(applicationStepFromRecords(done)).toBe('ready');
  });
});

describe('currentApplicationStepLabel', () => {
  it('never reads Payment Verification before the call has taken place: it says where the call stands', () => {
    expect(currentApplicationStepLabel(fresh, null)).toBe('Preferences');
    expect(currentApplicationStepLabel(withPreferences, null)).toBe('Consultation (no call booked yet)');
    expect(currentApplicationStepLabel({ ...withPreferences, consultation: { status: 'pending' } }, null)).toBe(
      'Consultation (call requested, to confirm)',
    );
    expect(currentApplicationStepLabel({ ...withPreferences, consultation: { status: 'confirmed' } }, null)).toBe(
      'Consultation (call confirmed)',
    );
    expect(currentApplicationStepLabel({ ...withPreferences, consultation: { status: 'completed' } }, null)).toBe('Payment Verification');
    // A payment made (to verify) is what the admin has to act on.
    expect(currentApplicationStepLabel({ ...withPreferences, payments: [{ status: 'pending' }] }, null)).toBe('Payment Verification');
    expect(currentApplicationStepLabel(paid, null)).toBe('Document Upload');
    expect(currentApplicationStepLabel(fresh, 'document_upload')).toBe('Document Upload');
    // The admin's override to Payment Verification opens paying without the call.
    expect(currentApplicationStepLabel(withPreferences, 'payment_verification')).toBe('Payment Verification');
  });
});

describe('withStepOverride', () => {
  it('answers the records unchanged without an override, or for the first step', () => {
    expect(withStepOverride(fresh, null)).toBe(fresh);
    expect(withStepOverride(fresh, undefined)).toBe(fresh);
    expect(withStepOverride(fresh, 'preferences')).toEqual(fresh);
  });

  it('completes every step before the target and leaves the target and later ones to the records', () => {
    for (const [index, target] of applicationSteps.entries()) {
      const records = withStepOverride(fresh, target);
      expect(applicationStepFromRecords(records)).toBe(target);
      expect(currentApplicationStep(fresh, target)).toBe(target);
      // Every earlier step is completed by the override.
      for (const earlier of applicationSteps.slice(0, index)) expect(currentApplicationStep(fresh, earlier)).toBe(earlier);
    }
  });

  it('fills only the missing preference fields and keeps the ones the client gave', () => {
    const partial: OnboardingRecords = { ...fresh, preferences: { bedrooms: 3, maxBudget: 0, moveInDate: ' ' } };
    const records = withStepOverride(partial, 'payment_verification');
    expect(records.preferences).toEqual({ bedrooms: 3, maxBudget: 1, moveInDate: expect.any(String) });
    expect(withStepOverride(withPreferences, 'payment_verification').preferences).toBe(preferences);
  });

  it('adds a verified payment only when none is verified, keeping a pending one to verify', () => {
    const pending: OnboardingRecords = { ...withPreferences, payments: [{ status: 'pending' }] };
    expect(withStepOverride(pending, 'document_upload').payments).toEqual([{ status: 'pending' }, { status: 'verified' }]);
    expect(withStepOverride(paid, 'document_upload').payments).toBe(paid.payments);
  });

  it('drops rejected documents, keeps pending ones, and adds a verified one when none is left', () => {
    const rejected: OnboardingRecords = { ...paid, documents: [{ status: 'rejected' }] };
    expect(withStepOverride(rejected, 'consultation').documents).toEqual([{ status: 'verified' }]);
    const mixed: OnboardingRecords = { ...paid, documents: [{ status: 'pending' }, { status: 'rejected' }] };
    expect(withStepOverride(mixed, 'consultation').documents).toEqual([{ status: 'pending' }]);
    expect(withStepOverride(uploaded, 'consultation').documents).toBe(uploaded.documents);
  });

  it('reads the call as completed only for the ready step', () => {
    expect(withStepOverride(fresh, 'consultation').consultation).toBeNull();
    expect(withStepOverride({ ...fresh, consultation: { status: 'confirmed' } }, 'ready').consultation).toEqual({ status: 'completed' });
    const completed = withStepOverride(done, 'ready');
    expect(completed.consultation).toBe(done.consultation);
  });

  it('keeps the fields the admin badges read beyond the onboarding records', () => {
    const client: AdminClientRecords = { ...fresh, termsSigned: true, offerAccepted: false };
    expect(withStepOverride(client, 'ready')).toMatchObject({ termsSigned: true, offerAccepted: false });
  });
});

describe('currentApplicationStep', () => {
  it('moves past the target as the records complete it', () => {
    expect(currentApplicationStep(paid, 'payment_verification')).toBe('document_upload');
    expect(currentApplicationStep(uploaded, 'document_upload')).toBe('consultation');
  });

  it('never takes back a step the records complete: a later override is replaced, real records stay', () => {
    expect(currentApplicationStep(fresh, 'ready')).toBe('ready');
    expect(currentApplicationStep(fresh, 'payment_verification')).toBe('payment_verification');
    expect(currentApplicationStep(done, 'preferences')).toBe('ready');
  });
});

describe('the rules read the records with the override in force', () => {
  it('ready: nothing left for the client, every progress step done, the admin sees nothing to do', () => {
    const records = withStepOverride(fresh, 'ready');
    expect(nextStep(records)).toBeNull();
    expect(progressSteps(records).map((s) => s.status)).toEqual(['completed', 'completed', 'completed', 'completed', 'completed']);
    const client = withStepOverride<AdminClientRecords>({ ...fresh, termsSigned: false, offerAccepted: false }, 'ready');
    expect(adminStage(client).kind).toBe('documents-verified');
    expect(adminAction(client).kind).toBe('no-action-needed');
    expect(progressOverview(records).map((d) => d.state)).toEqual(['done', 'done', 'done', 'done']);
  });

  it('document upload: payment complete, documents asked for once the call is done', () => {
    const records = withStepOverride({ ...fresh, consultation: { status: 'completed' } }, 'document_upload');
    expect(nextStep(records)?.kind).toBe('upload-documents');
    const steps = progressSteps(records);
    expect(steps.find((s) => s.key === 'payment')?.status).toBe('completed');
    expect(steps.find((s) => s.key === 'documents')?.status).toBe('pending');
    expect(adminStage({ ...records, termsSigned: true, offerAccepted: false }).kind).toBe('payment-complete');
  });

  it('a pending document or payment still asks the admin to act under an override', () => {
    const records = withStepOverride<AdminClientRecords>(
      {
        ...withPreferences,
        payments: [{ status: 'pending' }],
        documents: [{ status: 'pending' }],
        termsSigned: true,
        offerAccepted: false,
      },
      'ready',
    );
    expect(adminAction(records).kind).toBe('verify-payment');
  });
});
