/**
 * The quota sweep (issue 11 A11 "clean up orphans"): uploaded messenger
 * images no message carried within QUOTAS.unsentImageMaxAgeMs, and daily
 * usage rows of past days. Takes the time as an argument, so tests drive it.
 */
import type { Kysely } from 'kysely';
import { orphanImageCutoff, utcDay } from '../../sdk/quotas';
import type { Database } from '../db/schema';

export interface SweepResult {
  orphanImages: number;
  pastUsageRows: number;
}

/** Deletes what the quotas no longer need at `nowMs`; returns how many rows went. */
export async function sweepQuotas(db: Kysely<Database>, nowMs: number): Promise<SweepResult> {
  const images = await db.deleteFrom('message_images').where('channel_id', 'is', null).where('created_at', '<', orphanImageCutoff(nowMs)).executeTakeFirst();
  const usage = await db.deleteFrom('guest_daily_usage').where('day', '<', utcDay(nowMs)).executeTakeFirst();
  return { orphanImages: Number(images.numDeletedRows), pastUsageRows: Number(usage.numDeletedRows) };
}
