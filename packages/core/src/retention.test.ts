import { describe, expect, it } from 'vitest';
import { lastActivity, retentionDeletionAt, retentionDue, retentionWarningAt, serviceCompletedAt } from './retention';

const at = (iso: string) => new Date(iso);

describe('serviceCompletedAt', () => {
  const accepted = at('2027-03-01T10:00:00Z');
  it('is null without an accepted offer, whatever is paid', () => {
    expect(serviceCompletedAt({ offerAcceptedAt: null, balanceVerifiedAt: at('2027-03-02T00:00:00Z'), nothingLeftToPay: true })).toBeNull();
  });
  it('is null while the balance is unpaid', () => {
    expect(serviceCompletedAt({ offerAcceptedAt: accepted, balanceVerifiedAt: null, nothingLeftToPay: false })).toBeNull();
  });
  it('is the later of the acceptance and the balance verification', () => {
    const verified = at('2027-03-05T09:00:00Z');
    expect(serviceCompletedAt({ offerAcceptedAt: accepted, balanceVerifiedAt: verified, nothingLeftToPay: false })).toEqual(verified);
  });
  it('is the acceptance when nothing is left to pay after the upfront fee', () => {
    expect(serviceCompletedAt({ offerAcceptedAt: accepted, balanceVerifiedAt: null, nothingLeftToPay: true })).toEqual(accepted);
  });
});

describe('retentionDue', () => {
  const activity = at('2027-01-01T00:00:00Z');
  it('is a year after the last activity while the service is not complete', () => {
    expect(retentionDue({ serviceCompletedAt: null, lastActivityAt: activity }, 180)).toEqual({
      dueAt: at('2028-01-01T00:00:00Z'),
      basis: 'inactive',
    });
  });
  it('is RETENTION_DAYS after completion when that comes first', () => {
    const completed = at('2027-02-01T00:00:00Z');
    expect(retentionDue({ serviceCompletedAt: completed, lastActivityAt: activity }, 30)).toEqual({
      dueAt: at('2027-03-03T00:00:00Z'),
      basis: 'completed',
    });
  });
  it('keeps the inactivity date when it comes before completion + RETENTION_DAYS', () => {
    const completed = at('2027-12-01T00:00:00Z');
    expect(retentionDue({ serviceCompletedAt: completed, lastActivityAt: activity }, 180).basis).toBe('inactive');
  });
});

describe('warning and deletion dates', () => {
  const due = at('2027-06-30T00:00:00Z');
  it('warns 14 days before', () => {
    expect(retentionWarningAt(due)).toEqual(at('2027-06-16T00:00:00Z'));
  });
  it('deletes nothing before a warning, at the due date after a timely one, 14 days after a late one', () => {
    expect(retentionDeletionAt(due, null)).toBeNull();
    expect(retentionDeletionAt(due, at('2027-06-16T00:00:00Z'))).toEqual(due);
    expect(retentionDeletionAt(due, at('2027-07-10T00:00:00Z'))).toEqual(at('2027-07-24T00:00:00Z'));
  });
  it('reads the latest activity, ignoring missing moments', () => {
    expect(lastActivity(at('2027-01-01T00:00:00Z'), null, at('2027-02-01T00:00:00Z'), at('2027-01-15T00:00:00Z'))).toEqual(
      at('2027-02-01T00:00:00Z'),
    );
  });
});
