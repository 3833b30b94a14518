/**
 * POST /rest/v1/live/show/watch { showId } (issue 14 item 7 "show start for
 * ticket holders"; live contract §2 "holders watch with kind show"): the
 * signed live stream of kind `show` for the holder of a ticket, the ticket id
 * as the grant's session id. Its playlists play while the ticket stands and
 * the show has not ended (server/live-shows/live-access.ts).
 */
import { Type } from 'typebox';
import { Answer } from '../../sdk/api/schemas/common';
import { ChatStartRefusalSchema } from '../../sdk/api/schemas/live-chat';
import type { AppContext } from '../context';
import { requireLogin } from '../guests/current-guest';
import { errorBody, HttpError } from '../http/errors';
import { ageRefusal } from '../live-chat/start';
import { ok, postAnswers, LOGIN, RestQuery, type TypedApp } from '../schemas/common';
import { PositiveId } from '../routes/rest/money-shared';
import { showPhase } from '../../sdk/live/ticket-rules';

const Body = Type.Object({ showId: PositiveId('ticket show') });

export const ShowWatchSchema = Type.Object({
  showId: Type.Integer(),
  ticketId: Type.String({ description: 'the guest\'s ticket (the stream grant\'s session id)' }),
  actorId: Type.Integer(),
  streamUrl: Type.String({ description: 'the signed master playlist of the live stream of kind show; the vm cookie set beside it binds it to the guest' }),
  streamType: Type.Literal('hls'),
  startsAt: Type.String({ description: 'ISO 8601' }),
  endsAt: Type.String({ description: 'ISO 8601: the stream ends with the show' }),
  status: Type.Union([Type.Literal('scheduled'), Type.Literal('running')], { description: 'before the start the holder sees the performer\'s live stream' }),
}, { title: 'TicketShowWatch' });

export async function showWatchRoutes(app: TypedApp, { context }: { context: AppContext }) {
  const { db } = context.database;
  const schema = { body: Body, querystring: RestQuery, response: postAnswers({ 200: Answer(ShowWatchSchema), 403: ChatStartRefusalSchema }, ...LOGIN, 404) };
  app.post('/live/show/watch', { schema }, async (request, reply) => {
    const guest = await requireLogin(request, context);
    const { showId } = request.body;
    // A ticket show shows the full stream: rated 18 like every live chat (spec 001 §9 "age-rating denial 601").
    const tooYoung = await ageRefusal(db, { guestId: guest.id, chatType: 'liveShow' });
    if (tooYoung) return reply.code(403).send({ ...errorBody(403, tooYoung.code, tooYoung.message, tooYoung.field), exitReasonCode: tooYoung.exitReasonCode });
    const show = await db.selectFrom('ticket_shows').select(['id', 'performer_id', 'starts_at', 'ends_at', 'status']).where('id', '=', showId).executeTakeFirst();
    if (!show) throw new HttpError(404, 'NOT_FOUND', `No ticket show with the id ${showId}`, 'body.showId');
    const ticket = await db.selectFrom('chat_tickets').select('id').where('guest_id', '=', guest.id).where('show_id', '=', show.id).where('removed', '=', 0).executeTakeFirst();
    // The live stream's own codes (sdk/i18n words them already): only ticket holders watch; an ended show's session has ended.
    if (!ticket) throw new HttpError(403, 'LIVE_TICKET_SHOW', `You hold no ticket for show ${showId}: buy one first`, 'body.showId');
    const phase = showPhase({ startsAt: show.starts_at, endsAt: show.ends_at, status: show.status }, Date.now());
    if (phase === 'ended') throw new HttpError(403, 'LIVE_SESSION_ENDED', `Show ${showId} has ended`, 'body.showId');
    const ttlSeconds = Math.max(60, Math.ceil((Date.parse(show.ends_at) - Date.now()) / 1000) + 60);
    const streamUrl = context.live.streamUrl(reply, { actorId: show.performer_id, kind: 'show', guestId: guest.id, sessionId: ticket.id, ttlSeconds });
    return ok({
      showId: show.id, ticketId: ticket.id, actorId: show.performer_id, streamUrl, streamType: 'hls' as const,
      startsAt: show.starts_at, endsAt: show.ends_at, status: phase,
    });
  });
}
