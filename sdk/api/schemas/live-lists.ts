/** Wire schemas of the live lists (issue 14 item 2): GET live/list/{list} and GET live/presence. */
import { Type } from 'typebox';
import { GENDERS } from '../constants';
import { LIVE_FEATURES, LIVE_LISTS } from '../../live/lists';
import { Nullable } from './common';

const features = Type.Object(Object.fromEntries(LIVE_FEATURES.map((feature) => [feature, Type.Boolean()])) as Record<(typeof LIVE_FEATURES)[number], ReturnType<typeof Type.Boolean>>);

/**
 * One performer of a live list: spec 001 §3 "Top cam: id, name, profileLink, online, onlineVideocall,
 * age, previewPicture, avatarPicture, spokenLanguages, pinnedCount, ratingCount, satisfactionRate,
 * rankingPointsVideoCall, videocallPrice", plus what a cam tile shows and filters on.
 */
export const LiveCamSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  profileLink: Type.String({ description: 'the profile page in the asked language, a path on the site' }),
  online: Type.Boolean(),
  ticketShowRunning: Type.Boolean({ description: 'a ticket show is running now (only ticket holders watch)' }),
  showStartsAt: Nullable(Type.String({ description: 'ISO time her next or running ticket show starts (the schedule), or null' })),
  onlineVideocall: Type.Boolean({ description: 'online and taking mobile video calls' }),
  age: Type.Integer(),
  previewPicture: Type.String({ description: 'the live picture (/media/live-picture/{id}.jpg); refresh with ?t=<10 s bucket>' }),
  avatarPicture: Type.String({ description: 'the 320 px avatar, shown while the live picture is missing' }),
  spokenLanguages: Type.Array(Type.String()),
  pinnedCount: Type.Integer({ description: 'guests who pinned the performer' }),
  ratingCount: Type.Integer(),
  satisfactionRate: Nullable(Type.Number({ description: '0..100; null under 10 ratings (spec 001 §9 rating threshold)' })),
  rankingPointsVideoCall: Type.Integer(),
  videocallPrice: Type.Number({ description: 'VXC per minute of a mobile video call' }),
  gender: Type.Enum([...GENDERS]),
  pricePerMinute: Type.Number({ description: 'VXC per minute of what the list offers: the ticket for cam shows, else the video chat' }),
  features,
  position: Type.Integer({ minimum: 1, description: 'place in the list (top lists: in the unfiltered ranking)' }),
});

export const LiveListAnswerSchema = Type.Object({
  list: Type.Enum([...LIVE_LISTS]),
  items: Type.Array(LiveCamSchema),
  /** Performers matching the list and its filters. */
  total: Type.Integer({ minimum: 0 }),
  /** Of those, online now. */
  onlineCount: Type.Integer({ minimum: 0 }),
});

export const LivePresenceAnswerSchema = Type.Object({
  /** The asked performers that are online now. */
  online: Type.Array(Type.Integer()),
  /** Of those, the ones in a running ticket show (only ticket holders watch). */
  ticketShow: Type.Array(Type.Integer()),
  /** Performers online on the platform now (the guest's country's bans applied). */
  onlineCount: Type.Integer({ minimum: 0 }),
});
