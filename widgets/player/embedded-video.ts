/**
 * `<velvet-player video-id>` without src (issue 16 §3, a partner page): the player reads the video answer itself,
 * as the guest (cookies included: a bought video's grant is bound to the guest and its media cookie comes with the
 * answer, media contract §2), and plays what it grants; the answer's restrictions say what to do otherwise.
 * A chunk of its own: the site's players (and the chat room, which shares the player's engines) never need it.
 */
import { getVideo } from '../../sdk/api/guest';
import type { RestClient } from '../../sdk/api/rest';
import { buildPath } from '../../sdk/routes';
import type { Language } from '../../sdk/config';
import { embedWatch, type EmbedWatch } from '../../sdk/video-page/watch';

export interface EmbeddedVideo {
  /** The stream (its URL resolved against the API base) or the gate. */
  watch: EmbedWatch;
  poster: string | null;
  title: string;
  /** The video's page on the site (the age check happens there). */
  pageHref: string;
  /** The site's log-in page (velvet-login-required's href). */
  loginHref: string;
}

/** The video answer for this guest, or null when there is none to show (unknown video, banned country, network). */
export async function loadEmbeddedVideo(client: RestClient, videoId: number, linkBase: string, language: Language): Promise<EmbeddedVideo | null> {
  const answer = await getVideo(client, videoId).catch(() => null);
  if (!answer || !answer.success) return null;
  const video = answer.data;
  const watch = embedWatch(video);
  const site = linkBase.replace(/\/+$/, '');
  return {
    watch: watch.kind === 'full' || watch.kind === 'trailer' ? { kind: watch.kind, src: client.resolveUrl(watch.src) } : watch,
    poster: client.resolveUrl(video.preview.w640),
    title: video.title,
    pageHref: `${site}${buildPath('actorVideo', { actorName: video.actor.name, videoId: String(video.id) }, language)}`,
    loginHref: `${site}${buildPath('logIn', {}, language)}`,
  };
}
