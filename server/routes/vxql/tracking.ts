/**
 * The query service's trackApplication mutation (spec 002 §3.11 "timestamp,
 * source, type, context, data, five integer measures and five float
 * measures", §7.8 "sent by beacon with a token, or by POST"). The route
 * already demands a token; the guest is stored when the token names a live
 * session, else the event is stored without one. data travels as JSON text.
 */
import { GraphQLError } from 'graphql';
import type { AppContext } from '../../context';
import type { GuestRecord } from '../../guests/current-guest';
import { createTrackingRepository, TrackingInputError, TrackingQuotaError } from '../../tracking/repository';

export const TRACKING_SDL = /* GraphQL */ `
  "One application tracking event; data is a JSON object as text, measures at most five each."
  input TrackApplicationInput {
    timestamp: String!, source: String!, type: String!, context: String!, data: String
    intMeasures: [Int!] = [], floatMeasures: [Float!] = []
  }
`;

export const TRACKING_MUTATION_FIELDS = /* GraphQL */ `
    "Stores one application tracking event; true once stored."
    trackApplication(event: TrackApplicationInput!): Boolean!
`;

interface TrackApplicationArgs {
  event: { timestamp: string; source: string; type: string; context: string; data?: string | null; intMeasures?: number[] | null; floatMeasures?: number[] | null };
}

function parseData(text: string | null | undefined): unknown {
  if (text == null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new GraphQLError('data: expected a JSON object as text', { extensions: { field: 'event.data' } });
  }
}

/** Resolvers of the tracking's Mutation fields (mercurius calls them with (parent, args, context)). */
export const trackingMutations = {
  async trackApplication(_parent: unknown, args: TrackApplicationArgs, context: { appContext: AppContext; guest(): Promise<GuestRecord | null> }) {
    const { event } = args;
    const guest = await context.guest();
    try {
      await createTrackingRepository(context.appContext.database.db).record(guest?.id ?? null, {
        kind: 'application',
        timestamp: event.timestamp,
        source: event.source,
        type: event.type,
        context: event.context,
        data: parseData(event.data),
        intMeasures: event.intMeasures ?? [],
        floatMeasures: event.floatMeasures ?? [],
      });
    } catch (error) {
      if (error instanceof TrackingInputError) throw new GraphQLError(error.message, { extensions: { field: `event.${error.field}` } });
      if (error instanceof TrackingQuotaError) throw new GraphQLError(error.message, { extensions: { code: error.code } });
      throw error;
    }
    return true;
  },
};
