import { describe, expect, it } from 'vitest';
import { auditActionLabel, auditActions } from './audit';

describe('auditActionLabel', () => {
  it('gives every audited action a label of its own, in words rather than its dotted name', () => {
    const labels = auditActions.map(auditActionLabel);
    for (const [index, label] of labels.entries()) {
      expect(label, auditActions[index]).toMatch(/^[A-Z][^._]* [^._]*$/);
    }
    expect(new Set(labels).size).toBe(auditActions.length);
  });

  it('reads a payment verification and a document opened as a person would say them', () => {
    expect(auditActionLabel('payment.verify')).toBe('Verified or rejected a payment');
    expect(auditActionLabel('document.read')).toBe('Opened a document');
  });

  it('shows a name no longer in the list as it was stored', () => {
    expect(auditActionLabel('payment.refund')).toBe('payment.refund');
  });
});
