/**
 * Abuse limits (issue 3 §9): login, sign-up, password lost and reset, share
 * mails. Per client IP (the edge proxy's x-forwarded-for, trustProxy is on);
 * in memory, or in Redis when REDIS_URL is set so several processes share them.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { AppContext } from '../context';
import { HttpError } from '../http/errors';

export interface Limit {
  /** Words for the 429 message: "Too many <what>". */
  what: string;
  max: number;
  timeWindow: number;
}

const MINUTE = 60_000;
export const LIMITS = {
  login: { what: 'login attempts', max: 10, timeWindow: 5 * MINUTE },
  signup: { what: 'sign-ups', max: 5, timeWindow: 60 * MINUTE },
  passwordLost: { what: 'password reset requests', max: 5, timeWindow: 15 * MINUTE },
  passwordReset: { what: 'password reset attempts', max: 10, timeWindow: 15 * MINUTE },
  shareMail: { what: 'share e-mails', max: 10, timeWindow: 60 * MINUTE },
} satisfies Record<string, Limit>;

const limitOf = new WeakMap<object, Limit>();

/** Route config for one limit: `{ config: rateLimitConfig(LIMITS.login) }`. */
export function rateLimitConfig(limit: Limit) {
  const config = { max: limit.max, timeWindow: limit.timeWindow };
  limitOf.set(config, limit);
  return { rateLimit: config };
}

/** Registers @fastify/rate-limit for this scope only (global: false); the 429 is an ErrorBody naming the limit and the wait. */
export async function registerRateLimits(app: FastifyInstance, context: AppContext): Promise<void> {
  const redis = context.config.redisUrl ? new Redis(context.config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 1 }) : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'velvet-rl-' } : {}),
    errorResponseBuilder: (request, info) => {
      const config = (request.routeOptions.config as { rateLimit?: object }).rateLimit;
      const what = (config && limitOf.get(config)?.what) ?? 'requests';
      return new HttpError(429, 'RATE_LIMITED', `Too many ${what}; try again in ${info.after}`);
    },
  });
}
