/**
 * POST /guest-service: the guest service (spec 000 §7), a GraphQL endpoint
 * behind the bearer session token (the access token of GET guest/session;
 * the session cookie works too). Also serves the sandbox AVS provider's pages.
 * Runs on mercurius with the GraphQL limits of server/graphql (issue 11 §5).
 * Pin-call mutations are rate limited per guest (issue 3 §9) with a clear 429,
 * each start and verify field counted, aliased or inside fragments.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { requireLogin } from '../../guests/current-guest';
import type { Limit } from '../../guests/rate-limits';
import { registerGraphQLEndpoint } from '../../graphql/endpoint';
import { sandboxAvsRoutes } from './sandbox-avs';
import { GUEST_SERVICE_SDL, guestServiceResolvers, type GuestServiceContext } from './schema';

/** Pin-call starts and verifications per guest: with 3 wrong pins per verification, 20 in 10 minutes stops pin guessing by restarting. */
export const PIN_CALL_LIMIT: Limit = { what: 'pin-call requests', max: 20, timeWindow: 10 * 60_000 };

/** Registers POST /guest-service and the sandbox AVS pages. */
export async function guestServiceRoutes(app: FastifyInstance, { context }: { context: AppContext }) {
  // The sandbox provider's pages exist only while the sandbox providers run (config.ts: never silently in production).
  if (context.config.sandbox) await app.register(sandboxAvsRoutes, { context });
  await registerGraphQLEndpoint<GuestServiceContext>(app, {
    path: '/guest-service',
    schema: GUEST_SERVICE_SDL,
    resolvers: guestServiceResolvers,
    // One budget for both: every start sends a pin, every verify guesses one.
    fieldLimits: { start: PIN_CALL_LIMIT, verify: PIN_CALL_LIMIT },
    rateKey: (graphqlContext) => graphqlContext.guest.id,
    // A 401 (no login) answers before any GraphQL work.
    context: async (request) => ({
      appContext: context, guest: await requireLogin(request, context), log: request.log,
      avs: app.avs, pinCalls: app.pinCalls, publishChanges: app.publishChanges,
    }),
  });
}
