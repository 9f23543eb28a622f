import { describe, expect, it } from 'vitest';
import { emailsToInvite, invitationStatus, inviteFormSchema, inviteRequestSchema } from './groups';

describe('inviteFormSchema and emailsToInvite', () => {
  it('drops blank fields and lower-cases the rest', () => {
    const form = inviteFormSchema.parse({ emails: [{ email: '  ' }, { email: ' Ana@Example.com ' }] });
    expect(emailsToInvite(form)).toEqual(['ana@example.com']);
  });

  it('flags an invalid address and a repeated one on their own fields', () => {
    const result = inviteFormSchema.safeParse({ emails: [{ email: 'nope' }, { email: 'a@example.com' }, { email: 'A@example.com' }] });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['emails.0.email', 'Please enter a valid email address'],
      ['emails.2.email', 'Each co-tenant needs a different email address'],
    ]);
  });
});

describe('inviteRequestSchema', () => {
  it('needs one to two distinct valid addresses', () => {
    expect(inviteRequestSchema.safeParse({ emails: [] }).error?.issues[0]?.message).toBe('At least one email is required');
    expect(inviteRequestSchema.safeParse({ emails: ['a@example.com', 'b@example.com', 'c@example.com'] }).error?.issues[0]?.message).toBe(
      'You can invite at most 2 co-tenants',
    );
    expect(inviteRequestSchema.safeParse({ emails: ['a@example.com', 'A@EXAMPLE.COM'] }).error?.issues[0]?.message).toBe(
      'Each co-tenant needs a different email address',
    );
    expect(inviteRequestSchema.parse({ emails: ['B@example.com'] })).toEqual({ emails: ['b@example.com'] });
  });
});

describe('invitationStatus', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  it('is accepted once used, else pending until it expires', () => {
    expect(invitationStatus({ acceptedAt: now, expiresAt: new Date('2026-11-01T00:00:00Z') }, now)).toBe('accepted');
    expect(invitationStatus({ acceptedAt: null, expiresAt: new Date(now.getTime() + 1) }, now)).toBe('pending');
    expect(invitationStatus({ acceptedAt: null, expiresAt: now }, now)).toBe('expired');
  });
});
