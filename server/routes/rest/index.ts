/**
 * The /rest/v1 scope. spec 000 §7: "Language and a caching version are
 * appended as query parameters": every route accepts `lang` and `v`; the
 * answer's Content-Language says which language was used (unknown -> en).
 */
import type { FastifyInstance } from 'fastify';
import { requestLanguage, type AppContext } from '../../context';
import { actorRoutes } from './actor';
import { actorChatButtonRoutes } from './actor-chat-button';
import { chatRoutes } from './chat';
import { albumRoutes } from './albums';
import { favouriteRoutes } from './favourites';
import { devRealtimeRoutes } from './dev-realtime';
import { guestRoutes } from './guest-account';
import { loggerRoutes } from './logger';
import { messengerRoutes } from './messenger';
import { moneyRoutes } from './money-routes';
import { surveyRoutes } from './survey';
import { tileGridRoutes } from './tile-grid';
import { trustRoutes } from './trust-routes';
import { livePreviewRoutes } from '../../live/preview-route';
import { showWatchRoutes } from '../../live-shows/watch-route';
// Issue 14 item 2 (L): the live lists.
import { liveListRoutes } from './live-lists';
// Issue 15 item 4 (P): the global search.
import { searchRoutes } from './search';
// Issue 15 §8: actor notes.
import { actorNoteRoutes } from './actor-notes';
import { tileGridSettingsRoutes } from './tile-grid-settings';
import { heatMapRoutes } from './heat-map';
// Issue 15 item 6 (R): the popular video tags.
import { videoTagRoutes } from './video-tags';
// Issue 15 items 2-3 (S): the actor search.
import { actorSearchRoutes } from './actor-search';
// Issue 16 items 1-2 (X): partner accounts and the report.
import { partnerRoutes } from './partners';
// Issue 15 §8 (V): the tag pages' SEO content.
import { seoContentRoutes } from './seo-content';
// Issue 15 item 6 (W): breadcrumbs.
import { breadcrumbRoutes } from './breadcrumbs';
import { jumbotronRoutes } from './jumbotron';
import { teaserRoutes } from './teasers';
import { collectionRoutes } from './collections';

/** Registers every /rest/v1 route (mount with prefix '/rest/v1'). */
export async function restRoutes(app: FastifyInstance, { context }: { context: AppContext }) {
  app.addHook('onSend', async (request, reply) => {
    reply.header('Content-Language', requestLanguage(request));
  });
  // Only the context: passing our own options on would repeat the '/rest/v1' prefix.
  await app.register(tileGridRoutes, { context });
  await app.register(actorRoutes, { context });
  await app.register(guestRoutes, { context });
  await app.register(trustRoutes, { context });
  await app.register(moneyRoutes, { context });
  await app.register(favouriteRoutes, { context });
  await app.register(messengerRoutes, { context });
  await app.register(loggerRoutes, { context });
  await app.register(surveyRoutes, { context });
  await app.register(devRealtimeRoutes, { context });
  await app.register(albumRoutes, { context });
  await app.register(livePreviewRoutes, { context });
  await app.register(chatRoutes, { context });
  await app.register(actorChatButtonRoutes, { context });
  await app.register(showWatchRoutes, { context });
  await app.register(liveListRoutes, { context });
  await app.register(searchRoutes, { context });
  await app.register(actorNoteRoutes, { context });
  await app.register(tileGridSettingsRoutes, { context });
  await app.register(heatMapRoutes, { context });
  await app.register(videoTagRoutes, { context });
  await app.register(actorSearchRoutes, { context });
  await app.register(partnerRoutes, { context });
  await app.register(seoContentRoutes, { context });
  await app.register(breadcrumbRoutes, { context });
  await app.register(jumbotronRoutes, { context });
  await app.register(teaserRoutes, { context });
  await app.register(collectionRoutes, { context });
}
