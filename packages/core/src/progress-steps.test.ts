import { describe, expect, it } from 'vitest';
import type { OnboardingRecords } from './client-progress';
import { progressSteps, type ProgressStep } from './progress-steps';

const preferences = { bedrooms: 2, maxBudget: 900, moveInDate: '2027-09-01' };
const fresh: OnboardingRecords = { preferences: null, consultation: null, payments: [], documents: [] };

/** Each step as "status label canOpen", in order, for compact expectations. */
const summary = (steps: ProgressStep[]) => steps.map((s) => [s.status, s.label, s.canOpen]);

describe('progressSteps', () => {
  it('lists the five steps in order with their titles and routes', () => {
    expect(progressSteps(fresh).map((s) => [s.key, s.title, s.href])).toEqual([
      ['registration', 'Registration', '/dashboard'],
      ['preferences', 'Preferences', '/preferences'],
      ['consultation', 'Consultation', '/dashboard'],
      ['payment', 'Pay Initial Fees', '/terms-and-conditions'],
      ['documents', 'Document Upload', '/dashboard'],
    ]);
  });

  it('starts with preferences as the next action and the rest locked', () => {
    expect(summary(progressSteps(fresh))).toEqual([
      ['completed', null, true],
      ['pending', 'Next Action', true],
      ['locked', null, false],
      ['locked', null, false],
      ['locked', null, false],
    ]);
  });

  it('treats incomplete preferences as not done', () => {
    const steps = progressSteps({ ...fresh, preferences: { ...preferences, bedrooms: null } });
    expect(steps[1]?.status).toBe('pending');
    expect(steps[2]?.status).toBe('locked');
  });

  it('opens the consultation once preferences are done, and closes completed steps', () => {
    expect(summary(progressSteps({ ...fresh, preferences }))).toEqual([
      ['completed', null, true],
      ['completed', null, false],
      ['pending', 'Next Action', true],
      ['locked', null, false],
      ['locked', null, false],
    ]);
    expect(progressSteps({ ...fresh, preferences, consultation: { status: 'pending' } })[2]?.status).toBe('pending');
  });

  it('keeps a call requested without preferences locked, and one confirmed pending, with preferences closed', () => {
    expect(progressSteps({ ...fresh, consultation: { status: 'pending' } })[2]?.status).toBe('locked');
    expect(summary(progressSteps({ ...fresh, consultation: { status: 'confirmed' } }))).toEqual([
      ['completed', null, true],
      ['pending', 'Next Action', false],
      ['pending', 'In Progress', true],
      ['locked', null, false],
      ['locked', null, false],
    ]);
  });

  it('asks for the fee once the call is completed, and closes the step while a payment awaits verification', () => {
    const consulted = { ...fresh, preferences, consultation: { status: 'completed' } } as const;
    expect(summary(progressSteps(consulted)).slice(2)).toEqual([
      ['completed', null, false],
      ['pending', 'Next Action', true],
      ['locked', null, false],
    ]);
    expect(progressSteps({ ...consulted, payments: [{ status: 'pending' }] })[3]).toMatchObject({ status: 'pending', canOpen: false });
    expect(progressSteps({ ...consulted, payments: [{ status: 'rejected' }] })[3]).toMatchObject({ status: 'pending', canOpen: true });
  });

  it('asks for documents once paid, until one is uploaded and none is rejected', () => {
    const paid = { ...fresh, preferences, consultation: { status: 'completed' }, payments: [{ status: 'verified' }] } as const;
    expect(summary(progressSteps(paid)).slice(3)).toEqual([
      ['completed', null, false],
      ['pending', 'Next Action', true],
    ]);
    expect(progressSteps({ ...paid, documents: [{ status: 'rejected' }] })[4]?.status).toBe('pending');
    expect(summary(progressSteps({ ...paid, documents: [{ status: 'pending' }] }))).toEqual([
      ['completed', null, true],
      ['completed', null, false],
      ['completed', null, false],
      ['completed', null, false],
      ['completed', null, false],
    ]);
  });
});

describe('progressSteps for a co-tenant', () => {
  it("never makes the leader's consultation or payment the co-tenant's Next Action, and Pay Initial Fees does not open", () => {
    const booked: OnboardingRecords = { ...fresh, preferences, consultation: { status: 'pending' } };
    expect(summary(progressSteps(booked, { cotenant: true }))[2]).toEqual(['pending', 'In Progress', true]);
    const consulted: OnboardingRecords = { ...fresh, preferences, consultation: { status: 'completed' } };
    expect(summary(progressSteps(consulted, { cotenant: true }))[3]).toEqual(['pending', 'In Progress', false]);
    expect(summary(progressSteps(consulted))[3]).toEqual(['pending', 'Next Action', true]);
  });
});
