import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../src/config';
import type { Db } from '../src/db';
import { hashPassword } from '../src/lib/passwords';
import { rejectionReasons, users } from './schema/index';

/** The demo admin of the embedded database. The README states these credentials. */
export const DEMO_ADMIN = { email: 'admin@nestway.local', password: 'nestway-admin', fullName: 'Nestway Admin' } as const;

/** The demo's saved rejection reasons (decision 038), so the reject dialogs have some to offer from the start. */
export const DEMO_REJECTION_REASONS = [
  { text: 'The photo is blurred or cut off', appliesTo: 'document' },
  { text: 'The document has expired', appliesTo: 'document' },
  { text: 'The name does not match your account', appliesTo: 'any' },
  { text: 'The amount does not match the fee', appliesTo: 'payment' },
  { text: 'The transfer reference is missing', appliesTo: 'payment' },
] as const;

/**
 * ADMIN_EMAIL/ADMIN_PASSWORD set: that admin is created, or its password and role updated, on any
 * database. Unset on the embedded database: the demo admin is created once.
 */
export async function ensureAdmin(db: Db, config: Config, log: FastifyBaseLogger): Promise<void> {
  if (config.admin) {
    const passwordHash = await hashPassword(config.admin.password);
    await db
      .insert(users)
      .values({ email: config.admin.email, fullName: 'Nestway Admin', passwordHash, role: 'admin', emailVerifiedAt: new Date() })
      .onConflictDoUpdate({
        target: users.email,
        // An existing account named as the admin is trusted: it must not be sent to e-mail verification.
        set: { passwordHash, role: 'admin', emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, updatedAt: new Date() },
      });
    log.info({ email: config.admin.email }, 'admin account ready');
    return;
  }
  if (config.database.kind !== 'pglite') return;
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ADMIN.email));
  if (existing) return;
  const [admin] = await db
    .insert(users)
    .values({
      email: DEMO_ADMIN.email,
      fullName: DEMO_ADMIN.fullName,
      passwordHash: await hashPassword(DEMO_ADMIN.password),
      role: 'admin',
      emailVerifiedAt: new Date(),
    })
    .returning({ id: users.id });
  await db
    .insert(rejectionReasons)
    .values(DEMO_REJECTION_REASONS.map((reason) => ({ ...reason, createdBy: admin!.id })))
    .onConflictDoNothing();
  log.info({ email: DEMO_ADMIN.email }, 'demo admin created (see README)');
}
