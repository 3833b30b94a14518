/**
 * Abuse limits (issue 3 §9): sign-up, password lost and reset, share mails.
 * Per client address: request.ip, which believes X-Forwarded-For only from
 * the hops in VELVET_TRUSTED_PROXIES (issue 11 A3), an IPv6 client counted
 * by its /64; in memory, or in Redis when REDIS_URL is set so several
 * processes share them (the process's one rate-limit client,
 * `app.redis.rateLimits`). Logins are throttled per account and address
 * instead (login-throttle.ts): a fixed per-address cap let one attacker lock
 * out everyone behind the same address.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { addressKey } from '../http/client-address';
import { HttpError } from '../http/errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Words for a route's 429 message ("Too many <what>"), set by rateLimitConfig. */
    rateLimitWhat?: string;
  }
}

export interface Limit {
  /** Words for the 429 message: "Too many <what>". */
  what: string;
  max: number;
  timeWindow: number;
}

const MINUTE = 60_000;
export const LIMITS = {
  signup: { what: 'sign-ups', max: 5, timeWindow: 60 * MINUTE },
  passwordLost: { what: 'password reset requests', max: 5, timeWindow: 15 * MINUTE },
  passwordReset: { what: 'password reset attempts', max: 10, timeWindow: 15 * MINUTE },
  shareMail: { what: 'share e-mails', max: 10, timeWindow: 60 * MINUTE },
} satisfies Record<string, Limit>;

/** Route config for one limit: `{ config: rateLimitConfig(LIMITS.signup) }`; the limit's words ride along for the 429. */
export function rateLimitConfig(limit: Limit) {
  return { rateLimit: { max: limit.max, timeWindow: limit.timeWindow }, rateLimitWhat: limit.what };
}

/** Registers @fastify/rate-limit for this scope only (global: false); the 429 is an ErrorBody naming the limit and the wait. */
export async function registerRateLimits(app: FastifyInstance): Promise<void> {
  const redis = app.redis?.rateLimits;
  await app.register(rateLimit, {
    global: false,
    keyGenerator: (request) => addressKey(request.ip),
    ...(redis ? { redis, nameSpace: 'velvet-rl-' } : {}),
    errorResponseBuilder: (request, info) => {
      const what = request.routeOptions.config.rateLimitWhat ?? 'requests';
      return new HttpError(429, 'RATE_LIMITED', `Too many ${what}; try again in ${info.after}`);
    },
  });
}
