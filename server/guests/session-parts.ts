/**
 * Other parts of the server (money, trust) contribute fields to the guest
 * session without this folder importing them: each registers a provider at
 * module load; GET guest/session calls them all and merges the answers.
 */
import type { Kysely } from 'kysely';
import type { GuestSession } from '../../sdk/api/guest-types';
import type { Database } from '../db/schema';

export type SessionPartProvider = (guestId: string, db: Kysely<Database>) => Promise<Partial<GuestSession>>;

const providers = new Map<string, SessionPartProvider>();

/** Registers (or replaces, by name) a provider of guest-session fields. */
export function registerSessionPart(name: string, provider: SessionPartProvider): void {
  providers.set(name, provider);
}

/** Every registered provider's fields, merged in registration order. A failing provider fails the session: a wrong balance is worse than none. */
export async function collectSessionParts(guestId: string, db: Kysely<Database>): Promise<Partial<GuestSession>> {
  const parts = await Promise.all([...providers.entries()].map(async ([name, provide]) => {
    try {
      return await provide(guestId, db);
    } catch (error) {
      throw new Error(`Session part "${name}" failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
  }));
  return Object.assign({}, ...parts) as Partial<GuestSession>;
}
