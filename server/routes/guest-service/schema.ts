/**
 * The guest service's GraphQL schema (spec 000 §7 "Guest-service (separate
 * GraphQL endpoint, bearer session token): start pin-call verification
 * (phoneNumber, type, language), verify pin (id, type, pin), AVS pay request
 * (forward URL, returns checkoutLink), AVS bonus available").
 * Pin-call failures are GraphQL errors with `extensions.errorCode` 1-10
 * (spec 002 §8: "the first error's errorCode extension is used, else an unknown code").
 */
import type { FastifyBaseLogger } from 'fastify';
import { GraphQLError } from 'graphql';
import type { PinCallVerification } from '../../../sdk/api/guest-types';
import { normalizeLanguage } from '../../../sdk/config';
import { pinCallErrorName } from '../../../sdk/trust';
import type { ChangePublisher } from '../../changes';
import type { AppContext } from '../../context';
import type { GuestRecord } from '../../guests/current-guest';
import { HttpError } from '../../http/errors';
import { readAvsState, startAgeVerification } from '../../trust/age-verification';
import type { AgeVerificationProvider } from '../../trust/avs-provider';
import { PinCallError, type PinCallService } from '../../trust/pin-call-service';
import { checkForwardUrl } from '../rest/trust-avs';

/** The SDL; mercurius builds a schema of its own from it per app. */
export const GUEST_SERVICE_SDL = /* GraphQL */ `
  type Query {
    "Whether verifying the age now earns a bonus (AVS bonus available)."
    avsBonusAvailable: Boolean!
    "The guest's age-verification state."
    avs: AvsState!
    "The guest's pin-call verifications, newest first."
    pincallVerifications: [PinCallVerification!]!
  }
  type Mutation {
    "Start a pin-call verification: the pin goes out by SMS (mobile, 6 digits) or call (fixed, 5 digits)."
    start(phoneNumber: String!, type: String!, language: String): PinCallStart!
    "Verify the pin of a started verification."
    verify(id: ID!, type: String!, pin: String!): PinCallVerification!
    "AVS pay request: opens a checkout with the provider; the guest follows checkoutLink and comes back to forwardUrl."
    avsPayRequest(forwardUrl: String!): AvsPayRequest!
  }
  type PinCallStart { id: ID!, pinLength: Int! }
  type PinCallVerification {
    id: ID!, type: String!, verified: Boolean!, countryCode: String!, preCode: String!, number: String!, e123: String!, pinLength: Int!
  }
  type AvsState { avsStatus: String!, avsRejectMessage: String, hasAvs: Boolean! }
  type AvsPayRequest { checkoutLink: String!, avsStatus: String! }
`;

/** Per-request data the resolvers need. */
export interface GuestServiceContext {
  appContext: AppContext;
  guest: GuestRecord;
  log: FastifyBaseLogger;
  /** The app's AVS provider, pin-call service and change publisher (its decorators). */
  avs: AgeVerificationProvider;
  pinCalls: PinCallService;
  publishChanges: ChangePublisher;
}

/** A pin-call failure as a GraphQL error with errorCode (and errorName) extensions; anything unexpected is code 10. */
function pinCallGraphQLError(error: unknown, log: (error: unknown) => void): GraphQLError {
  if (error instanceof PinCallError) {
    return new GraphQLError(error.message, { extensions: { errorCode: error.code, errorName: error.errorName, ...error.details } });
  }
  log(error);
  return new GraphQLError('The verification failed for an unknown reason', { extensions: { errorCode: 10, errorName: pinCallErrorName(10) } });
}

/** Runs a pin-call operation, turning its failures into coded GraphQL errors. */
async function pinCall<T>(ctx: GuestServiceContext, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw pinCallGraphQLError(error, (err) => ctx.log.error({ err }, 'guest-service pin-call failed'));
  }
}

/** An HttpError from shared code as a GraphQL error naming the field and status. */
function asGraphQLError(error: unknown): unknown {
  if (error instanceof HttpError) {
    return new GraphQLError(error.message, { extensions: { statusCode: error.statusCode, ...(error.field ? { field: error.field } : {}) } });
  }
  return error;
}

/** The guest service's resolvers by type (mercurius calls them with (parent, args, context)). */
export const guestServiceResolvers = {
  Query: {
    avsBonusAvailable: async (_parent: unknown, _args: unknown, ctx: GuestServiceContext) => {
      const state = await readAvsState(ctx.appContext.database.db, ctx.guest.id);
      return ctx.avs.bonusAvailable({ guestId: ctx.guest.id, verified: state.hasAvs });
    },
    avs: (_parent: unknown, _args: unknown, ctx: GuestServiceContext) => readAvsState(ctx.appContext.database.db, ctx.guest.id),
    pincallVerifications: (_parent: unknown, _args: unknown, ctx: GuestServiceContext): Promise<PinCallVerification[]> =>
      ctx.pinCalls.list(ctx.guest.id),
  },
  Mutation: {
    start: (_parent: unknown, args: { phoneNumber: string; type: string; language?: string | null }, ctx: GuestServiceContext) =>
      pinCall(ctx, () => ctx.pinCalls.start(ctx.guest.id, {
        phoneNumber: args.phoneNumber, type: args.type, language: normalizeLanguage(args.language ?? undefined),
      })),
    verify: (_parent: unknown, args: { id: string; type: string; pin: string }, ctx: GuestServiceContext) =>
      pinCall(ctx, () => ctx.pinCalls.verify(ctx.guest.id, args)),
    avsPayRequest: async (_parent: unknown, args: { forwardUrl: string }, ctx: GuestServiceContext) => {
      try {
        const forwardUrl = checkForwardUrl(ctx.appContext, args.forwardUrl, 'forwardUrl');
        const started = await startAgeVerification(ctx.appContext.database.db, ctx.avs, { guestId: ctx.guest.id, forwardUrl });
        await ctx.publishChanges(started.changes);
        return { checkoutLink: started.checkoutLink, avsStatus: started.state.avsStatus };
      } catch (error) {
        throw asGraphQLError(error);
      }
    },
  },
};
