import type { Nestway, Client } from '../nestway';
import type { IdPool } from './values';

export const IDENTITIES = ['anonymous', 'client', 'admin'] as const;
export type Identity = (typeof IDENTITIES)[number];

/**
 * Who the fuzz sends as: nobody, a signed-in client with records, the signed-in admin. The fuzz itself
 * signs them out, resets passwords and deletes accounts (those are operations too), so ensure() signs
 * them in again, or registers a new client when the old one is gone, between operations.
 */
export class Identities {
  constructor(
    private readonly app: Nestway,
    private client: Client,
    private readonly ids: IdPool,
  ) {}

  cookieOf(identity: Identity): string | undefined {
    if (identity === 'client') return this.client.cookie;
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
    if (!(await this.app.isSignedIn(this.client.cookie))) {
      const cookie = await this.app.signIn(this.client);
      if (cookie) {
        this.client = { ...this.client, cookie };
        done.push('client signed in again');
      } else {
        this.client = await this.app.verifiedClient('fuzzer');
        await this.app.signTerms(this.client);
        this.ids.set('users', [...(this.ids.get('users') ?? []), this.client.id]);
        done.push('client replaced (its password was changed or it was deleted)');
      }
    }
    return done;
  }
}
