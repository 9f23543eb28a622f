import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** 256 random bits, URL-safe: used for session cookies and e-mailed links. */
export const newToken = () => randomBytes(32).toString('base64url');

/** Tokens are stored only as their SHA-256, so a database leak cannot be replayed. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const newOtpCode = () => randomInt(0, 1_000_000).toString().padStart(6, '0');

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
