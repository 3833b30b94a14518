/**
 * The query service's top cams (spec 001 §7 "top cams"; §3 "Top cam: id, name, profileLink, online,
 * onlineVideocall, age, previewPicture, avatarPicture, spokenLanguages, pinnedCount, ratingCount,
 * satisfactionRate, rankingPointsVideoCall, videocallPrice"). Same rules and rows as REST live/list.
 */
import { GraphQLError } from 'graphql';
import { NO_FILTERS, selectLiveList, type LiveList } from '../../../sdk/live/lists';
import { normalizeLanguage } from '../../../sdk/config';
import { liveCandidates } from '../../live-lists/candidates';
import { toLiveCam } from '../../live-lists/live-cam';
import { chatRatingsSource } from '../../live-lists/ratings';
import { paidVideoMinutesSource } from '../../live-lists/video-minutes';
import type { AppContext } from '../../context';

/** The breadcrumbs' lists: "top cams (best chats, top 100, top favorites, top video call)". */
const LISTS: Readonly<Record<string, LiveList>> = { BEST_CHATS: 'topBestChats', TOP_100: 'top100', TOP_FAVORITES: 'topFavourites', TOP_VIDEO_CALL: 'topVideoCall' };

export const TOP_CAMS_SDL = /* GraphQL */ `
  enum TopCamsList { BEST_CHATS, TOP_100, TOP_FAVORITES, TOP_VIDEO_CALL }
  type TopCam {
    id: Int!, name: String!, profileLink: String!, online: Boolean!, onlineVideocall: Boolean!, age: Int!
    previewPicture: String!, avatarPicture: String!, spokenLanguages: [String!]!, pinnedCount: Int!, ratingCount: Int!
    "0..100; null under 10 ratings (spec 001 §9 rating threshold)"
    satisfactionRate: Float
    rankingPointsVideoCall: Int!, videocallPrice: Float!, position: Int!
  }
  type TopCamList { total: Int!, onlineCount: Int!, items: [TopCam!]! }
`;

export const TOP_CAMS_QUERY_FIELDS = /* GraphQL */ `
    "A top cams ranking (at most 100), online or not; profileLink in the given language."
    topCams(list: TopCamsList = TOP_100, first: Int = 30, offset: Int = 0, language: String = "en"): TopCamList!
`;

interface TopCamsArgs { list: string; first: number; offset: number; language: string }

export const topCamsQueries = {
  async topCams(_parent: unknown, args: TopCamsArgs, { appContext, country }: { appContext: AppContext; country: string }) {
    if (!Number.isInteger(args.first) || args.first < 1 || args.first > 100) throw new GraphQLError(`first must be an integer from 1 to 100, got ${args.first}`);
    if (!Number.isInteger(args.offset) || args.offset < 0) throw new GraphQLError(`offset must be an integer >= 0, got ${args.offset}`);
    const list = LISTS[args.list] ?? 'top100';
    const { db } = appContext.database;
    const result = selectLiveList(list, await liveCandidates(db, country, chatRatingsSource(db), paidVideoMinutesSource(db)), NO_FILTERS);
    const language = normalizeLanguage(args.language);
    return {
      total: result.total,
      onlineCount: result.onlineCount,
      items: result.items.slice(args.offset, args.offset + args.first).map((item) => toLiveCam(list, item.candidate, item.position, language)),
    };
  },
};
