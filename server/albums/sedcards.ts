/**
 * Sedcards (spec 001 §3 "Sedcard per actor: photos, albumTotalViews, ratings";
 * §9 "Age rating 16 for avatars and sedcards", "sedcard pictures 2 or 3"):
 * the performer's open, non-explicit portrait and cover as a small album that
 * guests rate (setSedcardsGuestRating) and pin (pin kind 'sedcards', id = actor id).
 */
import type { Kysely } from 'kysely';
import type { Sedcards } from '../../sdk/albums/types';
import type { Database } from '../db/schema';
import { avatarImages, heightOf, previewImages } from '../images/paths';
import { pinnedAmong } from './pins';
import { ratingState } from './ratings';
import { totalViews } from './views';

/** spec 001 §9 "sedcard pictures 2 or 3": more are never shown. */
export const SEDCARD_MAX_PHOTOS = 3;

/** The sedcard album of a performer, up to `limit` photos. */
export async function sedcardsOf(db: Kysely<Database>, performer: { id: number; name: string }, guestId: string | null, limit = SEDCARD_MAX_PHOTOS): Promise<Sedcards> {
  const avatar = avatarImages(performer.id);
  const photos = [
    // The portrait is square; its largest size stands in for w1280 so the lightbox has three sizes.
    { id: 1, width: 640, height: 640, images: { w320: avatar.w320, w640: avatar.w640, w1280: avatar.w640 } },
    { id: 2, width: 1280, height: heightOf('cover', 1280), images: previewImages('cover', performer.id) },
  ].slice(0, Math.max(0, Math.min(limit, SEDCARD_MAX_PHOTOS)));
  const [albumTotalViews, ratings, pinned] = await Promise.all([
    totalViews(db, 'sedcards', performer.id), ratingState(db, 'sedcards', performer.id, guestId), pinnedAmong(db, guestId, 'sedcards', [performer.id]),
  ]);
  return { actor: performer, ageRating: 16, photos, albumTotalViews, ratings, isPinned: pinned.has(performer.id) };
}
