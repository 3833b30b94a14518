/**
 * Album pictures are the media behind a purchase and, for 18-rated albums,
 * behind the age check: issue 3 §6 "Age-rated media is never served to a
 * guest without accepted AVS, whatever the client asks". The image route asks
 * here before serving /img/picture/<id>/<size>.svg.
 */
import type { FastifyRequest } from 'fastify';
import { restrictionsFor } from '../../sdk/trust';
import { guestCountry, type AppContext } from '../context';
import { HttpError } from '../http/errors';
import { bansCountry, pictureAccessFacts, restrictedAlbum } from './media';
import { viewerOf, viewingGuest } from './viewer';

const WORDS = { needsLogin: 'a login', needsAgeCheck: 'an accepted age verification', needsSubscription: 'a VIP subscription', needsPurchase: 'buying the album' };

/** Throws 403 (naming what is missing) unless the calling guest may see the picture now; 451 when its performer bans the guest's country. Unknown pictures pass (the image lookup answers 404). */
export async function assertPictureAccess(request: FastifyRequest, context: AppContext, pictureId: number): Promise<void> {
  const { db } = context.database;
  const facts = await pictureAccessFacts(db, pictureId);
  if (!facts) return;
  const country = guestCountry(request, context);
  if (await bansCountry(db, facts.performer_id, country)) throw new HttpError(451, 'NOT_AVAILABLE_IN_COUNTRY', `This picture is not available in your country (${country})`);
  const viewer = await viewerOf(context, await viewingGuest(request, context), 'album', facts.album_id);
  const restrictions = restrictionsFor(restrictedAlbum(facts), viewer);
  if (restrictions.length > 0) {
    throw new HttpError(403, 'CONTENT_RESTRICTED', `Picture ${pictureId} of album ${facts.album_id} needs ${restrictions.map((r) => WORDS[r]).join(' and ')}`);
  }
}
