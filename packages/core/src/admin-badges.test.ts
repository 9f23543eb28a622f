import { describe, expect, it } from 'vitest';
import {
  adminAction,
  adminActions,
  adminClientFilters,
  adminStage,
  adminStages,
  progressOverview,
  type AdminClientRecords,
} from './admin-badges';

const preferences = { bedrooms: 2, maxBudget: 900, moveInDate: '2027-09-01' };
const registered: AdminClientRecords = {
  preferences: null,
  consultation: null,
  payments: [],
  documents: [],
  termsSigned: false,
  offerAccepted: false,
};
const consulted: AdminClientRecords = { ...registered, preferences, termsSigned: true, consultation: { status: 'completed' } };
const paid: AdminClientRecords = { ...consulted, payments: [{ status: 'verified' }] };

describe('adminStage', () => {
  it('climbs the ten stages in the spec order', () => {
    const stages = [
      registered,
      { ...registered, preferences: { ...preferences, maxBudget: null } },
      { ...registered, preferences },
      { ...registered, preferences, termsSigned: true },
      { ...consulted, consultation: { status: 'pending' } },
      { ...consulted, consultation: { status: 'confirmed' } },
      consulted,
      { ...consulted, payments: [{ status: 'rejected' }, { status: 'pending' }] },
      { ...paid, documents: [{ status: 'verified' }, { status: 'pending' }] },
      { ...paid, documents: [{ status: 'verified' }] },
      { ...paid, offerAccepted: true },
    ] satisfies AdminClientRecords[];
    expect(stages.map((client) => adminStage(client).label)).toEqual([
      'Just Registered',
      'Just Registered',
      'Preferences Complete',
      'Terms Signed',
      'Consultation Pending',
      'Consultation Scheduled',
      'Consultation Complete',
      'Payment Pending',
      'Payment Complete',
      'Documents Verified',
      'Service Completed',
    ]);
  });

  it('answers a kind, a label and a tone', () => {
    expect(adminStage(registered)).toEqual({ kind: 'just-registered', label: 'Just Registered', tone: 'neutral' });
    expect(Object.keys(adminStages)).toHaveLength(10);
  });

  it('shows a signed client as Terms Signed even without complete preferences', () => {
    expect(adminStage({ ...registered, termsSigned: true }).kind).toBe('terms-signed');
  });
});

describe('adminAction', () => {
  const action = (client: AdminClientRecords) => adminAction(client).label;

  it('asks the admin to confirm a requested call, then to complete a confirmed one', () => {
    expect(adminAction({ ...consulted, consultation: { status: 'pending' } })).toEqual({
      kind: 'confirm-call',
      label: 'Confirm Call',
      tone: 'warning',
    });
    expect(action({ ...paid, consultation: { status: 'confirmed' }, documents: [{ status: 'pending' }] })).toBe('Complete Call');
  });

  it('asks to verify a pending payment before reviewing documents', () => {
    expect(action({ ...consulted, payments: [{ status: 'pending' }], documents: [{ status: 'pending' }] })).toBe('Verify Payment');
  });

  it('asks to review pending documents, and to follow up rejected ones when none is pending', () => {
    expect(action({ ...paid, documents: [{ status: 'rejected' }, { status: 'pending' }] })).toBe('Review Documents');
    expect(action({ ...paid, documents: [{ status: 'rejected' }, { status: 'verified' }] })).toBe('Follow Up Documents');
  });

  it('needs nothing once paid with every document verified, or once an offer is accepted', () => {
    expect(adminAction({ ...paid, documents: [{ status: 'verified' }] })).toEqual({
      kind: 'no-action-needed',
      label: 'No Action Needed',
      tone: 'success',
    });
    expect(action({ ...consulted, offerAccepted: true })).toBe('No Action Needed');
  });

  it('waits for the client otherwise', () => {
    expect(action(registered)).toBe('Waiting for User');
    expect(action(consulted)).toBe('Waiting for User');
    expect(action({ ...consulted, payments: [{ status: 'rejected' }] })).toBe('Waiting for User');
    expect(action(paid)).toBe('Waiting for User');
    expect(action({ ...consulted, documents: [{ status: 'verified' }] })).toBe('Waiting for User');
    expect(Object.keys(adminActions)).toHaveLength(7);
  });
});

describe('progressOverview', () => {
  const dots = (client: AdminClientRecords) => progressOverview(client).map((dot) => `${dot.key}:${dot.state}:${dot.detail}`);

  it('shows a new client registered and nothing else', () => {
    expect(progressOverview(registered).map((dot) => dot.label)).toEqual(['Registration', 'Consultation', 'Payment', 'Documents']);
    expect(dots(registered)).toEqual([
      'registration:done:Registered',
      'consultation:todo:Not booked',
      'payment:todo:Not verified',
      'documents:todo:Not uploaded',
    ]);
  });

  it('follows the call: pending, scheduled, complete', () => {
    expect(dots({ ...registered, consultation: { status: 'pending' } })[1]).toBe('consultation:active:Pending');
    expect(dots({ ...registered, consultation: { status: 'confirmed' } })[1]).toBe('consultation:active:Scheduled');
    expect(dots(consulted)[1]).toBe('consultation:done:Complete');
  });

  it('shows a verified payment only once the consultation is completed', () => {
    expect(dots(paid)[2]).toBe('payment:done:Verified');
    expect(dots({ ...paid, consultation: { status: 'confirmed' } })[2]).toBe('payment:todo:Not verified');
    expect(dots({ ...consulted, payments: [{ status: 'pending' }] })[2]).toBe('payment:todo:Not verified');
  });

  it('shows documents uploaded whatever their review', () => {
    expect(dots({ ...paid, documents: [{ status: 'rejected' }] })[3]).toBe('documents:done:Uploaded');
  });
});

describe('adminClientFilters', () => {
  const clients: AdminClientRecords[] = [
    registered,
    { ...consulted, consultation: { status: 'pending' } },
    { ...consulted, consultation: { status: 'confirmed' } },
    { ...consulted, payments: [{ status: 'pending' }] },
    { ...paid, documents: [{ status: 'pending' }, { status: 'rejected' }] },
    { ...paid, documents: [{ status: 'verified' }] },
  ];
  const count = (filter: keyof typeof adminClientFilters) => clients.filter(adminClientFilters[filter]).length;

  it('counts every client, requested calls, pending payments and pending documents', () => {
    expect(count('all')).toBe(6);
    expect(count('pendingConsultations')).toBe(1);
    expect(count('paymentsToVerify')).toBe(1);
    expect(count('documentsToReview')).toBe(1);
  });
});
