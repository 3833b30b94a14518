import type { Language, TrackingIds } from '../../sdk/config';
import { buildPath } from '../../sdk/routes';
import type { Tile } from '../../sdk/api/types';

export interface TileHrefOptions {
  /** Origin (optionally with path) of the site the links open; '' for same origin. */
  linkBase: string;
  language: Language;
  tracking: TrackingIds;
}

// spec 002 §3.1: w, ws, wt and the campaign fields gk_cid, adtv, sub, option (issue 16 §1: the site keeps them on arrival).
const TRACKING_KEYS = ['w', 'ws', 'wt', 'gk_cid', 'adtv', 'sub', 'option'] as const;

/** The link of a tile: performer -> profile, video -> the performer's video page, with partner tracking ids. */
export function tileHref(tile: Tile, { linkBase, language, tracking }: TileHrefOptions): string {
  const path =
    tile.kind === 'performer'
      ? buildPath('actorProfile', { actorName: tile.name }, language)
      : buildPath('actorVideo', { actorName: tile.actor.name, videoId: tile.id }, language);
  const query = new URLSearchParams();
  for (const key of TRACKING_KEYS) {
    const value = tracking[key];
    if (value) query.set(key, value);
  }
  const search = query.toString();
  return `${linkBase.replace(/\/+$/, '')}${path}${search ? `?${search}` : ''}`;
}
