/**
 * Stores survey answers under their time limits (spec 002 §4.7: "A feedback
 * answer ends as stored or time-limited"). The limit and the answer are
 * written in one transaction, so a refused or failed answer never holds a
 * limit and a stored one always does.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database, SurveyAnswersTable } from '../db/schema';

export type NewSurveyAnswer = Omit<SurveyAnswersTable, 'id' | 'created_at'>;

/** Not stored: `guest` when this guest's own limit runs, `client` when the client address reached its cap. */
export type StoreOutcome = { stored: true; id: string } | { stored: false; limitedBy: 'guest' | 'client'; retryAfterSeconds: number };

export interface SurveyLimitRule {
  /** The key whose limit this answer takes, e.g. `feedback:<guest id>`. */
  key: string;
  windowMs: number;
}

export interface SurveyRepository {
  /**
   * Stores the answer when no limit of `rule` runs and fewer than `clientMax`
   * answers of the client came within the window; else says how long to wait.
   */
  store(answer: NewSurveyAnswer, rule: SurveyLimitRule, clientMax: number, now: Date): Promise<StoreOutcome>;
  /** Seconds until `key` may answer again; 0 when it may now. */
  retryAfter(key: string, now: Date): Promise<number>;
}

const secondsBetween = (until: string, now: Date) => Math.max(1, Math.ceil((Date.parse(until) - now.getTime()) / 1000));

/** Takes the limit with one conditional upsert: two racing requests cannot both get it. */
async function takeLimit(trx: Transaction<Database>, key: string, until: string, now: string): Promise<boolean> {
  const row = await trx
    .insertInto('survey_limits')
    .values({ limit_key: key, until })
    .onConflict((oc) => oc.column('limit_key').doUpdateSet({ until }).where('survey_limits.until', '<=', now))
    .returning('limit_key')
    .executeTakeFirst();
  return row !== undefined;
}

/** The survey repository on a Kysely database (SQLite or PostgreSQL). */
export function createSurveyRepository(db: Kysely<Database>): SurveyRepository {
  async function retryAfter(key: string, now: Date): Promise<number> {
    const row = await db.selectFrom('survey_limits').select('until').where('limit_key', '=', key).executeTakeFirst();
    return row && Date.parse(row.until) > now.getTime() ? secondsBetween(row.until, now) : 0;
  }

  return {
    retryAfter,
    async store(answer, rule, clientMax, now) {
      const nowIso = now.toISOString();
      const since = new Date(now.getTime() - rule.windowMs).toISOString();
      const until = new Date(now.getTime() + rule.windowMs).toISOString();
      return db.transaction().execute(async (trx): Promise<StoreOutcome> => {
        // A client without cookies is a new anonymous guest each time: the per-client cap stops that flood.
        const fromClient = await trx
          .selectFrom('survey_answers')
          .select('created_at')
          .where('client_hash', '=', answer.client_hash)
          .where('kind', '=', answer.kind)
          .where('created_at', '>', since)
          .orderBy('created_at', 'asc')
          .limit(clientMax)
          .execute();
        const oldest = fromClient[0];
        if (fromClient.length >= clientMax && oldest) {
          const freeAt = new Date(Date.parse(oldest.created_at) + rule.windowMs).toISOString();
          return { stored: false, limitedBy: 'client', retryAfterSeconds: secondsBetween(freeAt, now) };
        }
        if (!(await takeLimit(trx, rule.key, until, nowIso))) {
          const running = await trx.selectFrom('survey_limits').select('until').where('limit_key', '=', rule.key).executeTakeFirst();
          return { stored: false, limitedBy: 'guest', retryAfterSeconds: secondsBetween(running?.until ?? until, now) };
        }
        const id = randomUUID();
        await trx.insertInto('survey_answers').values({ ...answer, id, created_at: nowIso }).execute();
        return { stored: true, id };
      });
    },
  };
}
