/**
 * Other parts of the server (money, trust) contribute fields to the guest
 * session without this folder importing them: the platform
 * (server/plugins/platform.ts) hands their providers to createSessionBuilder,
 * which calls them all and merges the answers.
 */
import type { Kysely } from 'kysely';
import type { GuestSession } from '../../sdk/api/guest-types';
import type { Database } from '../db/schema';

export type SessionPartProvider = (guestId: string, db: Kysely<Database>) => Promise<Partial<GuestSession>>;

/** A named provider: the name says which part failed. */
export interface SessionPart {
  name: string;
  provide: SessionPartProvider;
}

/** Every part's fields, merged in the order given. A failing part fails the session: a wrong balance is worse than none. */
export async function collectSessionParts(parts: readonly SessionPart[], guestId: string, db: Kysely<Database>): Promise<Partial<GuestSession>> {
  const answers = await Promise.all(parts.map(async ({ name, provide }) => {
    try {
      return await provide(guestId, db);
    } catch (error) {
      throw new Error(`Session part "${name}" failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
  }));
  return Object.assign({}, ...answers) as Partial<GuestSession>;
}
