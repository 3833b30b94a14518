/**
 * Runs the quota sweep (sweep.ts) once the app is ready and then every
 * QUOTA_SWEEP_INTERVAL_MS; the timer lives in this plugin's closure and is
 * cleared when the app closes. Registered on one app per process (the site).
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { sweepQuotas } from './sweep';

/** Orphans live a day (sdk/quotas); sweeping every 15 minutes keeps them at most that much longer. */
export const QUOTA_SWEEP_INTERVAL_MS = 15 * 60_000;

export async function quotaSweep(app: FastifyInstance, { context, intervalMs = QUOTA_SWEEP_INTERVAL_MS }: { context: AppContext; intervalMs?: number }) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  const sweep = () => {
    // One sweep at a time: a slow database must not stack them up.
    running ??= sweepQuotas(context.database.db, Date.now()).then(
      (result) => void (result.orphanImages + result.pastUsageRows > 0 && app.log.info(result, 'quota sweep')),
      (error: unknown) => app.log.error({ err: error }, 'quota sweep failed'),
    ).finally(() => (running = null));
  };
  app.addHook('onReady', async () => {
    sweep();
    timer = setInterval(sweep, intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    // The database closes after the apps: let a running sweep finish first.
    await running;
  });
}
