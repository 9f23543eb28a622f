import { describe, expect, it } from 'vitest';
import { cotenantProgress, groupBoardMessages, waitingFor } from './group-board';
import { reasonsFor, type RejectionReason } from './rejection-reasons';

const saved = { bedrooms: 2, maxBudget: 1400, moveInDate: '2027-08-15' };

describe('cotenantProgress', () => {
  it("reads the dashboard's rules: saved details, signed terms, documents sent with none rejected, all verified", () => {
    expect(cotenantProgress({ preferences: null, documents: [], termsSigned: false })).toEqual({
      personalDetails: false,
      termsSigned: false,
      documentsUploaded: false,
      documentsVerified: false,
    });
    expect(
      cotenantProgress({ preferences: saved, documents: [{ status: 'verified' }, { status: 'rejected' }], termsSigned: true }),
    ).toEqual({
      personalDetails: true,
      termsSigned: true,
      documentsUploaded: false,
      documentsVerified: false,
    });
    expect(
      cotenantProgress({ preferences: saved, documents: [{ status: 'verified' }, { status: 'pending' }], termsSigned: true }),
    ).toMatchObject({
      documentsUploaded: true,
      documentsVerified: false,
    });
  });
});

describe('waitingFor', () => {
  const done = { personalDetails: true, termsSigned: true, documentsUploaded: true, documentsVerified: true };
  it('names the first step not done, in the order a co-tenant does them, and null when all are', () => {
    expect(waitingFor({ ...done, personalDetails: false, termsSigned: false }, true)).toBe('Waiting for their personal details');
    expect(waitingFor({ ...done, termsSigned: false }, true)).toBe('Waiting for them to sign the terms');
    expect(waitingFor({ ...done, documentsUploaded: false, documentsVerified: false }, true)).toBe('Waiting for their documents');
    expect(waitingFor({ ...done, documentsVerified: false }, true)).toBe('Waiting for our team to verify their documents');
    expect(waitingFor(done, true)).toBeNull();
  });

  it("does not chase a co-tenant for documents they cannot upload yet: uploads open once the leader's payment is verified", () => {
    const toUpload = { ...done, documentsUploaded: false, documentsVerified: false };
    expect(waitingFor(toUpload, false)).toBe(groupBoardMessages.paymentFirst);
    expect(waitingFor({ ...toUpload, termsSigned: false }, false)).toBe('Waiting for them to sign the terms');
  });
});

describe('reasonsFor', () => {
  const reason = (id: string, appliesTo: RejectionReason['appliesTo']): RejectionReason => ({ id, text: id, appliesTo, createdAt: '' });
  it("offers a dialog its own kind's reasons and those for both, in the list's order", () => {
    const list = [reason('a', 'payment'), reason('b', 'any'), reason('c', 'document')];
    expect(reasonsFor(list, 'document').map((r) => r.id)).toEqual(['b', 'c']);
    expect(reasonsFor(list, 'payment').map((r) => r.id)).toEqual(['a', 'b']);
  });
});
