/**
 * The login throttle (issue 11 A3): three counters per attempt (account +
 * address, address, account; the rule and why it locks nobody out are in
 * sdk/account/login-throttle.ts), kept in the database so every process on
 * one PostgreSQL database shares them (with or without Redis), and an
 * attacker gains nothing by spreading requests over processes.
 *
 * An attempt first claims its three counters in one transaction: each counts
 * the attempt as a failure, unless the counter makes it wait, and then the
 * whole claim is undone and the caller gets a 429. The claim is a single
 * conditional upsert per counter, so concurrent attempts are counted one by
 * one (1,000 parallel guesses do not all see "no failures yet"). Past its
 * free failures a counter is also held for a few seconds while the password
 * is checked, so only one guess at a time gets through. A right password
 * gives the attempt back: the pair is cleared, the other two are decremented.
 */
import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { delayAfterFailures, LOGIN_THROTTLE, LOGIN_THROTTLED, retryAfterSeconds, type LoginThrottledBody, type ThrottleScope } from '../../sdk/account/login-throttle';
import type { Database } from '../db/schema';
import { addressKey } from '../http/client-address';

/** How long a counter past its free failures is held while one attempt's password is checked (scrypt takes ~100 ms). */
const HOLD_MS = 10_000;

const SCOPES: readonly ThrottleScope[] = ['pair', 'address', 'account'];

interface Claimed {
  scope: ThrottleScope;
  key: string;
  failures: number;
}

/** A claimed attempt: tell it how the password check went. */
export interface LoginAttempt {
  failed(now?: Date): Promise<void>;
  succeeded(now?: Date): Promise<void>;
}

export type ClaimResult = { allowed: true; attempt: LoginAttempt } | { allowed: false; retryAfterSeconds: number; body: LoginThrottledBody };

class Throttled extends Error {
  constructor(readonly blockedUntil: string) {
    super('throttled');
  }
}

function keyOf(scope: ThrottleScope, email: string, address: string): string {
  const identity = scope === 'pair' ? `${email}\n${address}` : scope === 'address' ? address : email;
  return createHash('sha256').update(`${scope}\n${identity}`).digest('hex');
}

const iso = (ms: number) => new Date(ms).toISOString();

/** Counts one attempt on a counter, unless it must wait; returns its failure count, or throws Throttled. */
async function claimOne(trx: Kysely<Database>, scope: ThrottleScope, key: string, now: number): Promise<number> {
  const rule = LOGIN_THROTTLE[scope];
  const forgetBefore = iso(now - rule.forgetAfterMs);
  // The new count: a counter quiet for forgetAfterMs starts again (the SQL twin of recordFailure in the sdk rule).
  const next = sql<number>`case when login_throttle.last_failure_at < ${forgetBefore} then 1 else login_throttle.failures + 1 end`;
  const hold = iso(now + HOLD_MS);
  const row = await trx
    .insertInto('login_throttle')
    .values({ key, failures: 1, last_failure_at: iso(now), blocked_until: 1 > rule.freeFailures ? hold : iso(now), expires_at: iso(now + rule.forgetAfterMs) })
    .onConflict((oc) => oc.column('key').doUpdateSet({
      failures: next,
      blocked_until: sql<string>`case when ${next} > ${rule.freeFailures} then ${hold} else ${iso(now)} end`,
      last_failure_at: iso(now),
      expires_at: iso(now + rule.forgetAfterMs),
    }).where('login_throttle.blocked_until', '<=', iso(now)))
    .returning('failures')
    .executeTakeFirst();
  if (row) return Number(row.failures);
  const blocked = await trx.selectFrom('login_throttle').select('blocked_until').where('key', '=', key).executeTakeFirstOrThrow();
  throw new Throttled(blocked.blocked_until);
}

/**
 * Claims a login attempt for `email` (normalized) from `address` (request.ip).
 * Throttled: a 429 body with the wait, nothing counted. Allowed: report the
 * outcome on the attempt.
 */
export async function claimLoginAttempt(db: Kysely<Database>, email: string, address: string, now = new Date()): Promise<ClaimResult> {
  const at = now.getTime();
  const from = addressKey(address);
  let claimed: Claimed[];
  try {
    // The same order in every transaction (pair, address, account), so two attempts never wait on each other's locks in a cycle.
    claimed = await db.transaction().execute(async (trx) => {
      const rows: Claimed[] = [];
      for (const scope of SCOPES) {
        const key = keyOf(scope, email, from);
        rows.push({ scope, key, failures: await claimOne(trx, scope, key, at) });
      }
      return rows;
    });
  } catch (error) {
    if (!(error instanceof Throttled)) throw error;
    const seconds = retryAfterSeconds(Date.parse(error.blockedUntil) - at);
    const body: LoginThrottledBody = {
      success: false, statusCode: 429, code: LOGIN_THROTTLED, field: null, retryAfterSeconds: seconds,
      error: `Too many failed logins; try again in ${seconds} second${seconds === 1 ? '' : 's'}`,
    };
    return { allowed: false, retryAfterSeconds: seconds, body };
  }
  return { allowed: true, attempt: attemptOf(db, claimed) };
}

function attemptOf(db: Kysely<Database>, claimed: readonly Claimed[]): LoginAttempt {
  const held = (c: Claimed) => c.failures > LOGIN_THROTTLE[c.scope].freeFailures;
  return {
    async failed(now = new Date()) {
      const at = now.getTime();
      await db.transaction().execute(async (trx) => {
        for (const c of claimed) {
          // A counter still in its free failures was not held and needs no wait; writing it would undo a concurrent attempt's hold.
          if (!held(c)) continue;
          await trx.updateTable('login_throttle').set({ blocked_until: iso(at + delayAfterFailures(LOGIN_THROTTLE[c.scope], c.failures)) }).where('key', '=', c.key).execute();
        }
        // Forgotten counters go (the expiry index makes this cheap); failures are when rows are made, so clean up then.
        await trx.deleteFrom('login_throttle').where('expires_at', '<', iso(at)).execute();
      });
    },
    async succeeded(now = new Date()) {
      const at = iso(now.getTime());
      await db.transaction().execute(async (trx) => {
        for (const c of claimed) {
          if (c.scope === 'pair') {
            await trx.deleteFrom('login_throttle').where('key', '=', c.key).execute();
            continue;
          }
          // The attempt was counted as a failure up front: give it back, and release the hold if this attempt took it.
          await trx.updateTable('login_throttle')
            .set((eb) => ({
              failures: sql<number>`case when ${eb.ref('failures')} > 0 then ${eb.ref('failures')} - 1 else 0 end`,
              ...(held(c) ? { blocked_until: at } : {}),
            }))
            .where('key', '=', c.key).execute();
        }
      });
    },
  };
}
