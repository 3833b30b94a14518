/**
 * Who is looking at media: the facts restrictionsFor needs (login, AVS, VIP,
 * ownership), read from the guests, age_verifications, subscriptions and
 * owned_items tables. A locked guest views as an anonymous one.
 */
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { ANONYMOUS_VIEWER, type Viewer } from '../../sdk/trust';
import type { AppContext } from '../context';
import type { Database } from '../db/schema';
import { currentGuest, type GuestRecord } from '../guests/current-guest';
import type { PageViewer } from '../repositories/videos';
import { readAvsState } from './age-verification';

/** The viewer without the per-item `owns`, and the guest behind it (null when anonymous or locked). */
export interface ViewingGuest {
  guest: GuestRecord | null;
  viewer: Omit<Viewer, 'owns'>;
}

/** True while the guest holds a running VIP subscription. */
export async function isVipGuest(db: Kysely<Database>, guestId: string, now = new Date()): Promise<boolean> {
  const at = now.toISOString();
  const row = await db
    .selectFrom('subscriptions')
    .select('id')
    .where('guest_id', '=', guestId)
    .where('kind', '=', 'vip')
    .where('started_at', '<=', at)
    .where('ends_at', '>', at)
    .where((eb) => eb.or([eb('ended_at', 'is', null), eb('ended_at', '>', at)]))
    .executeTakeFirst();
  return row !== undefined;
}

/** The ids among `ids` the guest owns (bought) as `itemType` ('video' or 'album'). */
export async function ownedItemIds(db: Kysely<Database>, guestId: string, itemType: 'video' | 'album', ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('owned_items')
    .select('item_id')
    .where('guest_id', '=', guestId)
    .where('item_type', '=', itemType)
    .where('item_id', 'in', ids.map(String))
    .execute();
  return new Set(rows.map((r) => Number(r.item_id)));
}

/** The viewing guest of a request; never creates a guest (viewing needs no identity). */
export async function viewingGuest(request: FastifyRequest, context: AppContext): Promise<ViewingGuest> {
  const guest = await currentGuest(request, context);
  if (!guest || guest.isLocked) return { guest: null, viewer: { ...ANONYMOUS_VIEWER } };
  const { db } = context.database;
  const [avs, isVip] = await Promise.all([readAvsState(db, guest.id), guest.isLoggedIn ? isVipGuest(db, guest.id) : false]);
  return { guest, viewer: { isLoggedIn: guest.isLoggedIn, avsStatus: avs.avsStatus, isVip } };
}

/** The full viewer for one item. */
export async function viewerOf(context: AppContext, viewing: ViewingGuest, itemType: 'video' | 'album', itemId: number): Promise<Viewer> {
  const owns = viewing.guest ? (await ownedItemIds(context.database.db, viewing.guest.id, itemType, [itemId])).has(itemId) : false;
  return { ...viewing.viewer, owns };
}

// PageViewer lives with the repository that reads it: context.ts builds the repositories, and this file reads the context.
export type { PageViewer };

/** The page viewer of a request for items of one type; never creates a guest. */
export async function pageViewer(request: FastifyRequest, context: AppContext, itemType: 'video' | 'album'): Promise<PageViewer> {
  const { guest, viewer } = await viewingGuest(request, context);
  const ownedAmong = guest
    ? (ids: readonly number[]) => ownedItemIds(context.database.db, guest.id, itemType, ids)
    : async () => new Set<number>();
  return { viewer, guestId: guest?.id ?? null, ownedAmong };
}
