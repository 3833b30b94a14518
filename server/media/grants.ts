/**
 * The media fields of the video answer (issue 13 §2, media contract §2):
 * hlsUrl only with full access, trailerUrl and previewThumbnails for everyone
 * the age rating allows, mediaState from the library. Signed here, served by
 * ./routes.ts without a database.
 */
import type { FastifyReply } from 'fastify';
import { clipKeyForVideo } from '../../sdk/media/clips';
import { MAX_PREVIEW_THUMBNAILS, thumbnailFile, watchAccess } from '../../sdk/media/entitlement';
import type { RestrictedItem, Viewer } from '../../sdk/trust';
import type { AppContext } from '../context';
import type { ClipState } from './library';
import { grantPrefix, mediaSecret, mediaUrl, newGrant, NO_GUEST, setGuestCookie } from './signing';

export interface VideoMediaFields {
  hlsUrl?: string;
  trailerUrl?: string;
  previewThumbnails?: string[];
  mediaState: ClipState;
}

/** The facts of a video answer the media fields depend on. */
export interface VideoFacts {
  id: number;
  ageRating: 16 | 18;
  free: boolean;
  vip: boolean;
  price: { value: number };
}

/**
 * The media fields for `viewer` (the country ban is checked before: a banned
 * video has no answer at all, 451). A full grant is bound to the guest when
 * there is one, and the guest cookie that proves it is set on `reply`.
 */
export function videoMediaFields(context: AppContext, reply: FastifyReply, video: VideoFacts, viewer: Viewer, guestId: string | null, nowMs = Date.now()): VideoMediaFields {
  const item: RestrictedItem = { ageRating: video.ageRating, price: video.price.value, free: video.free, vip: video.vip };
  const access = watchAccess(item, viewer, false);
  const key = mediaSecret(context.tokenSecret);
  const clipKey = clipKeyForVideo(video.id);
  const fields: VideoMediaFields = { mediaState: context.media.state(clipKey) };
  if (access.full) {
    // A visitor without any guest can only be entitled to what is open to everyone (free, 16): nothing to bind to.
    const grant = newGrant(video.id, 'full', guestId ?? NO_GUEST, nowMs);
    fields.hlsUrl = mediaUrl(key, grant, 'master.m3u8');
    if (grant.guest !== NO_GUEST) setGuestCookie(reply, key, grant);
  }
  if (access.trailer) {
    fields.trailerUrl = mediaUrl(key, newGrant(video.id, 'trailer', NO_GUEST, nowMs), 'trailer/index.m3u8');
    const count = Math.min(context.media.clip(clipKey)?.thumbnailCount ?? 0, MAX_PREVIEW_THUMBNAILS);
    if (count > 0) {
      const prefix = grantPrefix(key, newGrant(video.id, 'thumbs', NO_GUEST, nowMs));
      fields.previewThumbnails = Array.from({ length: count }, (_, index) => `${prefix}/${thumbnailFile(index)}`);
    }
  }
  return fields;
}
