import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 defaults are argon2id with the OWASP parameters (m=19456 KiB, t=2, p=1).
export const hashPassword = (password: string) => hash(password);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Verifies against a throwaway hash so an unknown e-mail costs the same time as a wrong password. */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hash('a password nobody has');
  await verifyPassword(await dummyHash, password);
}
