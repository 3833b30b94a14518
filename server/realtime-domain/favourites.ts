/**
 * Favourites (issue 4 §5; spec 000 §4 "pinning and unpinning applies to
 * actors, albums, sedcard albums and pictures"): the pins, the favourite
 * actors list (spec 000 §9 "Favourite actors per page 10") and the fans of an
 * actor, whom actor online/offline is fanned out to.
 */
import type { Kysely } from 'kysely';
import type { FavouriteKind } from '../../sdk/realtime/protocol';
import type { Database } from '../db/schema';
import type { AvatarImages } from '../../sdk/api/types';
import { avatarImages } from '../images/paths';
import { guestCountryNotBannedBy, notBannedIn } from '../repositories/bans';
import type { RealtimeHub } from './hub-contract';

type Db = Kysely<Database>;

/** spec 000 §9: "Favourite actors per page 10". */
export const FAVOURITE_ACTORS_PER_PAGE = 10;
const KINDS: ReadonlySet<string> = new Set<FavouriteKind>(['actor', 'album', 'sedcards', 'picture']);

/** The target of a pin if it exists for a guest in `country`: its performer must not ban the country (spec 000 §6). */
function visibleTarget(db: Db, kind: Exclude<FavouriteKind, 'sedcards'>, id: number, country: string) {
  if (kind === 'actor') return db.selectFrom('performers').select('performers.id').where('performers.id', '=', id).where(notBannedIn(country)).executeTakeFirst();
  if (kind === 'album') {
    return db.selectFrom('albums').innerJoin('performers', 'performers.id', 'albums.performer_id')
      .select('albums.id').where('albums.id', '=', id).where(notBannedIn(country)).executeTakeFirst();
  }
  return db.selectFrom('pictures').innerJoin('albums', 'albums.id', 'pictures.album_id').innerJoin('performers', 'performers.id', 'albums.performer_id')
    .select('pictures.id').where('pictures.id', '=', id).where(notBannedIn(country)).executeTakeFirst();
}

/**
 * Why a pin target is refused, or null when it exists (sedcard albums have no
 * table yet: any positive id). A performer who bans the guest's country does
 * not exist for that guest, nor do its albums and pictures.
 */
async function pinTargetProblem(db: Db, kind: unknown, id: unknown, guestCountry: string): Promise<string | null> {
  if (typeof kind !== 'string' || !KINDS.has(kind)) return `expected kind actor, album, sedcards or picture, got ${JSON.stringify(kind)}`;
  if (typeof id !== 'number' || !Number.isInteger(id) || id < 1) return `expected id to be a positive integer, got ${JSON.stringify(id)}`;
  if (kind === 'sedcards') return null;
  return (await visibleTarget(db, kind as Exclude<FavouriteKind, 'sedcards'>, id, guestCountry)) ? null : `No ${kind} ${id}`;
}

/** Pins an item (pinning twice keeps one pin); answers a problem instead of pinning. */
export async function pin(db: Db, guest: { id: string; country: string }, kind: FavouriteKind, id: number, now = new Date()): Promise<string | null> {
  const guestId = guest.id;
  const problem = await pinTargetProblem(db, kind, id, guest.country);
  if (problem) return problem;
  await db.insertInto('favourites')
    .values({ guest_id: guestId, kind, item_id: id, created_at: now.toISOString(), email_notify: 0, sms_notify: 0 })
    .onConflict((oc) => oc.columns(['guest_id', 'kind', 'item_id']).doNothing())
    .execute();
  return null;
}

/** Removes a pin; unpinning what is not pinned is not an error (another device did it first). */
export async function unpin(db: Db, guestId: string, kind: FavouriteKind, id: number): Promise<void> {
  await db.deleteFrom('favourites').where('guest_id', '=', guestId).where('kind', '=', kind).where('item_id', '=', id).execute();
}

/** Switches e-mail or SMS notification for a pinned actor; false when the actor is not pinned. */
export async function setPinnedActorNotification(db: Db, guestId: string, actorId: number, channel: 'email' | 'sms', enabled: boolean): Promise<boolean> {
  const column = channel === 'email' ? 'email_notify' : 'sms_notify';
  const result = await db.updateTable('favourites').set({ [column]: enabled ? 1 : 0 })
    .where('guest_id', '=', guestId).where('kind', '=', 'actor').where('item_id', '=', actorId).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The guests who pinned the actor, except those in a country it bans: the hub's "who cares about an actor". */
export async function fansOf(db: Db, actorId: number): Promise<string[]> {
  const rows = await db.selectFrom('favourites').innerJoin('guests', 'guests.id', 'favourites.guest_id').select('favourites.guest_id')
    .where('favourites.kind', '=', 'actor').where('favourites.item_id', '=', actorId).where(guestCountryNotBannedBy(actorId)).execute();
  return rows.map((r) => r.guest_id);
}

export interface FavouriteActorsPage {
  items: Array<{ id: number; isOnline: boolean; name: string; avatar: AvatarImages }>;
  onlineCount: number;
  total: number;
}

/**
 * One page (from 1) of the guest's pinned actors, online first, then newest
 * pin; onlineCount and total count every page. Actors that ban the guest's
 * country are left out (they stay pinned, and show again if the ban ends).
 */
export async function favouriteActorsPage(db: Db, guest: { id: string; country: string }, page: number): Promise<FavouriteActorsPage> {
  const pinned = db.selectFrom('favourites').innerJoin('performers', 'performers.id', 'favourites.item_id')
    .where('favourites.guest_id', '=', guest.id).where('favourites.kind', '=', 'actor').where(notBannedIn(guest.country));
  const [rows, counts] = await Promise.all([
    pinned.select(['performers.id', 'performers.name', 'performers.is_online'])
      .orderBy('performers.is_online', 'desc').orderBy('favourites.created_at', 'desc').orderBy('performers.id')
      .limit(FAVOURITE_ACTORS_PER_PAGE).offset((page - 1) * FAVOURITE_ACTORS_PER_PAGE).execute(),
    pinned.select((eb) => [
      eb.fn.countAll<number | string>().as('total'),
      eb.fn.sum<number | string | null>('performers.is_online').as('online'),
    ]).executeTakeFirst(),
  ]);
  return {
    items: rows.map((r) => ({ id: r.id, isOnline: r.is_online === 1, name: r.name, avatar: avatarImages(r.id) })),
    onlineCount: Number(counts?.online ?? 0),
    total: Number(counts?.total ?? 0),
  };
}

/** Registers pin, unpin and setPinnedActorNotification; spec 000 §6 "Login is required for: … favourites and pinning". */
export function registerFavouriteHandlers(hub: RealtimeHub): void {
  hub.registerClientHandler('pin', async ({ guest, message, hub: events, db }) => {
    if (!guest.isLoggedIn) return { error: 'Login required' };
    const problem = await pin(db, guest, message.kind, message.id);
    if (problem) return { error: problem };
    await events.publishToGuest(guest.id, { type: 'favouritePinned', kind: message.kind, id: message.id });
  });
  hub.registerClientHandler('unpin', async ({ guest, message, hub: events, db }) => {
    if (!guest.isLoggedIn) return { error: 'Login required' };
    const problem = KINDS.has(message.kind) && Number.isInteger(message.id) ? null : `expected a kind and an integer id, got ${JSON.stringify([message.kind, message.id])}`;
    if (problem) return { error: problem };
    await unpin(db, guest.id, message.kind, message.id);
    await events.publishToGuest(guest.id, { type: 'favouriteUnpinned', kind: message.kind, id: message.id });
  });
  hub.registerClientHandler('setPinnedActorNotification', async ({ guest, message, db }) => {
    if (!guest.isLoggedIn) return { error: 'Login required' };
    if (message.channel !== 'email' && message.channel !== 'sms') return { error: `expected channel email or sms, got ${JSON.stringify(message.channel)}` };
    if (typeof message.enabled !== 'boolean') return { error: `expected enabled to be true or false, got ${JSON.stringify(message.enabled)}` };
    const updated = await setPinnedActorNotification(db, guest.id, message.actorId, message.channel, message.enabled);
    return updated ? undefined : { error: `Actor ${JSON.stringify(message.actorId)} is not pinned; pin it first` };
  });
}
