import type { Nestway, Tenant } from '../nestway';
import type { IdPool } from './values';

export const IDENTITIES = ['anonymous', 'tenant', 'admin'] as const;
export type Identity = (typeof IDENTITIES)[number];

/**
 * Who the fuzz sends as: nobody, a signed-in tenant with records, the signed-in admin. The fuzz itself
 * signs them out, resets passwords and deletes accounts (those are operations too), so ensure() signs
 * them in again, or registers a new tenant when the old one is gone, between operations.
 */
export class Identities {
  constructor(
    private readonly app: Nestway,
    private tenant: Tenant,
    private readonly ids: IdPool,
  ) {}

  cookieOf(identity: Identity): string | undefined {
    if (identity === 'tenant') return this.tenant.cookie;
    if (identity === 'admin') return this.app.adminCookie;
    return undefined;
  }

  /** Restores whoever lost their session; returns what was done, for the log. */
  async ensure(): Promise<string[]> {
    const done: string[] = [];
    if (!(await this.app.isSignedIn(this.app.adminCookie))) {
      await this.app.signInAdmin();
      done.push('admin signed in again');
    }
    if (!(await this.app.isSignedIn(this.tenant.cookie))) {
      const cookie = await this.app.signIn(this.tenant);
      if (cookie) {
        this.tenant = { ...this.tenant, cookie };
        done.push('tenant signed in again');
      } else {
        this.tenant = await this.app.verifiedTenant('fuzzer');
        await this.app.signTerms(this.tenant);
        this.ids.set('users', [...(this.ids.get('users') ?? []), this.tenant.id]);
        done.push('tenant replaced (its password was changed or it was deleted)');
      }
    }
    return done;
  }
}
