/** One performer of a live list as the wire shows it (REST live/list and the query service's topCams). */
import type { Language } from '../../sdk/config';
import { isRated, listPrice, videoCallPoints, type LiveList } from '../../sdk/live/lists';
import type { LiveCam } from '../../sdk/live/list-types';
import { buildPath } from '../../sdk/routes';
import type { LivePerformer } from './candidates';

/** spec 001 §3 "Top cam" fields plus what a tile shows; profileLink in the asked language. */
export function toLiveCam(list: LiveList, performer: LivePerformer, position: number, language: Language): LiveCam {
  return {
    id: performer.id,
    name: performer.name,
    profileLink: buildPath('actorProfile', { actorName: performer.nameLower }, language),
    online: performer.isOnline,
    ticketShowRunning: performer.isOnline && performer.isTicketShow,
    showStartsAt: performer.show?.startsAt ?? null,
    onlineVideocall: performer.isOnline && performer.features.mobileVideocall,
    age: performer.age,
    previewPicture: performer.previewPicture,
    avatarPicture: performer.avatarPicture,
    spokenLanguages: [...performer.languages],
    pinnedCount: performer.favoriteCount,
    ratingCount: performer.ratingCount,
    satisfactionRate: isRated(performer) ? performer.satisfactionRate : null,
    rankingPointsVideoCall: videoCallPoints(performer),
    videocallPrice: performer.prices.singlec2c,
    gender: performer.gender,
    pricePerMinute: listPrice(list, performer),
    features: { ...performer.features },
    position,
  };
}
