import { describe, expect, it } from 'vitest';
import type { OnboardingRecords } from './client-progress';
import { dashboardDetour, isApplicationComplete, nextStep, nextStepTitles } from './next-step';

const preferences = { bedrooms: 2, maxBudget: 900, moveInDate: '2027-09-01' };
const consulted: OnboardingRecords = { preferences, consultation: { status: 'completed' }, payments: [], documents: [] };
const paid: OnboardingRecords = { ...consulted, payments: [{ status: 'verified' }] };

describe('nextStep', () => {
  it('asks for preferences first, when none are saved or one of the three fields is missing', () => {
    expect(nextStep({ ...consulted, preferences: null })?.kind).toBe('complete-preferences');
    const step = nextStep({ ...paid, preferences: { ...preferences, moveInDate: null } });
    expect(step).toEqual({
      kind: 'complete-preferences',
      title: 'Complete Your Preferences',
      description: expect.stringContaining('budget'),
    });
  });

  it('then the consultation until it is completed, described by the state of the call', () => {
    const booking = nextStep({ ...consulted, consultation: null });
    const requested = nextStep({ ...consulted, consultation: { status: 'pending' } });
    const confirmed = nextStep({ ...paid, consultation: { status: 'confirmed' } });
    for (const step of [booking, requested, confirmed]) {
      expect(step?.kind).toBe('schedule-consultation');
      expect(step?.title).toBe('Schedule Your Consultation');
    }
    expect(booking?.description).toMatch(/^Book a call/);
    expect(requested?.description).toMatch(/waiting for our team to confirm/);
    expect(confirmed?.description).toMatch(/is confirmed/);
  });

  it('then documents once a payment is verified, until one is uploaded and none is rejected', () => {
    expect(nextStep(paid)).toEqual({
      kind: 'upload-documents',
      title: 'Upload Required Documents',
      description: expect.stringMatching(/verified/),
    });
    const rejected = nextStep({ ...paid, documents: [{ status: 'verified' }, { status: 'rejected' }] });
    expect(rejected?.kind).toBe('upload-documents');
    expect(rejected?.description).toMatch(/rejected/);
  });

  it('shows a payment in review', () => {
    const step = nextStep({ ...consulted, payments: [{ status: 'rejected' }, { status: 'pending' }] });
    expect(step).toEqual({
      kind: 'payment-in-review',
      title: 'Payment Verification in Progress',
      description: expect.stringContaining('24 hours'),
    });
  });

  it('asks for the fee when nothing is paid or in review, again after a rejection', () => {
    const first = nextStep(consulted);
    expect(first?.kind).toBe('pay-initial-fees');
    expect(first?.title).toBe('Pay Initial Fees');
    expect(first?.description).toMatch(/^Your consultation is complete/);
    // The dashboard shows only once the terms are signed, so the step never asks to sign them.
    expect(first?.description).not.toMatch(/sign/i);
    expect(nextStep({ ...consulted, payments: [{ status: 'rejected' }] })?.description).toMatch(/could not verify/);
  });

  it('is nothing once the documents are in, reviewed or awaiting review', () => {
    expect(nextStep({ ...paid, documents: [{ status: 'verified' }] })).toBeNull();
    expect(nextStep({ ...paid, documents: [{ status: 'pending' }, { status: 'verified' }] })).toBeNull();
  });

  it('asks for the rest of the fee once an offer is accepted and it is to pay, naming the documents too while they are due', () => {
    const rest = nextStep({ ...paid, documents: [{ status: 'verified' }] }, { balance: 'to-pay' });
    expect(rest).toEqual({
      kind: 'pay-rest',
      title: 'Pay the Rest of Your Service Fee',
      description: expect.stringMatching(/offer was accepted/),
    });
    expect(rest?.description).not.toMatch(/document/);
    const both = nextStep(paid, { balance: 'to-pay' });
    expect(both?.kind).toBe('pay-rest');
    expect(both?.description).toMatch(/upload your passport, visa and other supporting documents/);
    for (const balance of ['not-due', 'nothing-due', 'paid'] as const) {
      expect(nextStep({ ...paid, documents: [{ status: 'verified' }] }, { balance })).toBeNull();
    }
  });

  it('has a title for every kind', () => {
    expect(Object.keys(nextStepTitles)).toHaveLength(8);
  });
});

describe('dashboardDetour', () => {
  it('sends a client without preferences to the preferences form, whatever else', () => {
    expect(dashboardDetour({ hasPreferences: false, hasSignedTerms: true })).toBe('/preferences');
    expect(dashboardDetour({ hasPreferences: false, hasSignedTerms: false })).toBe('/preferences');
  });

  it('then to the terms until they are signed, then lets the dashboard show', () => {
    expect(dashboardDetour({ hasPreferences: true, hasSignedTerms: false })).toBe('/terms-and-conditions');
    expect(dashboardDetour({ hasPreferences: true, hasSignedTerms: true })).toBeNull();
  });
});

describe("nextStep for a co-tenant (the group's call and payment are the leader's)", () => {
  const asCotenant = (records: OnboardingRecords) => nextStep(records, { cotenant: true });

  it('never asks a co-tenant to schedule the consultation or to pay: it says the group waits on the leader', () => {
    const steps = [
      asCotenant({ ...consulted, consultation: null }),
      asCotenant({ ...consulted, consultation: { status: 'pending' } }),
      asCotenant({ ...consulted, consultation: { status: 'confirmed' } }),
      asCotenant(consulted),
      asCotenant({ ...consulted, payments: [{ status: 'rejected' }] }),
      asCotenant({ ...consulted, payments: [{ status: 'pending' }] }),
    ];
    expect(steps.map((step) => step?.kind)).toEqual([
      'group-consultation',
      'group-consultation',
      'group-consultation',
      'group-payment',
      'group-payment',
      'payment-in-review',
    ]);
    expect(steps[0]).toEqual({
      kind: 'group-consultation',
      title: "Your Group's Consultation",
      description: expect.stringMatching(/group leader books/),
    });
    expect(steps[3]?.description).toMatch(/group leader pays/);
    expect(steps[5]?.description).toMatch(/group leader's payment/);
  });

  it("asks for the co-tenant's own preferences and documents", () => {
    expect(asCotenant({ ...consulted, preferences: null })?.kind).toBe('complete-preferences');
    expect(asCotenant(paid)).toEqual({
      kind: 'upload-documents',
      title: 'Upload Required Documents',
      description: expect.stringMatching(/^Your group's payment is verified/),
    });
    expect(asCotenant({ ...paid, documents: [{ status: 'verified' }] })).toBeNull();
  });

  it("once the group's offer is accepted, asks for their own documents first, then says the leader pays the rest", () => {
    expect(nextStep(paid, { cotenant: true, balance: 'to-pay' })?.kind).toBe('upload-documents');
    const rest = nextStep({ ...paid, documents: [{ status: 'verified' }] }, { cotenant: true, balance: 'to-pay' });
    expect(rest?.kind).toBe('group-payment');
    expect(rest?.description).toMatch(/group leader pays the rest/);
  });
});

describe('isApplicationComplete', () => {
  it('is not complete while documents await review, for a client and a co-tenant alike', () => {
    const inReview = { ...paid, documents: [{ status: 'pending' as const }, { status: 'verified' as const }] };
    expect(isApplicationComplete(inReview)).toBe(false);
    expect(isApplicationComplete(inReview, { cotenant: true })).toBe(false);
    expect(isApplicationComplete({ ...paid, documents: [{ status: 'verified' }] })).toBe(true);
    expect(isApplicationComplete({ ...paid, documents: [{ status: 'verified' }] }, { cotenant: true })).toBe(true);
    expect(isApplicationComplete(paid)).toBe(false);
  });
});
