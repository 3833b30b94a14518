/**
 * GET /rest/v1/actor/:actorId/chatButtonConfig: spec 001 §3 "Chat button config
 * per actor" for `<velvet-chat-button>` (sdk/live/chat-button-config.ts builds it).
 */
import { Type } from 'typebox';
import { VOUCHER_TYPES } from '../../../sdk/api/guest-types';
import { ChatButtonConfigSchema } from '../../../sdk/api/schemas/live-chat';
import { buildChatButtonConfig } from '../../../sdk/live/chat-button-config';
import { countVouchersOfType } from '../../../sdk/money/vouchers';
import type { AppContext } from '../../context';
import { currentGuest } from '../../guests/current-guest';
import { HttpError } from '../../http/errors';
import { loadChatActor } from '../../live-chat/actor';
import { actorChatRatings } from '../../live-chat/ratings';
import { upcomingShow } from '../../live-shows/shows';
import { holdsTicket } from '../../live-shows/tickets';
import { chatStreamState } from '../../live-chat/stream-link';
import { usableVouchers } from '../../money/vouchers';
import { answers, RestQuery, type TypedApp } from '../../schemas/common';
import { PositiveId, refuseBannedPerformer } from './money-shared';

export async function actorChatButtonRoutes(app: TypedApp, { context }: { context: AppContext }) {
  const { db } = context.database;
  const schema = { params: Type.Object({ actorId: PositiveId('performer') }), querystring: RestQuery, response: answers({ 200: ChatButtonConfigSchema }, 404, 451) };
  app.get('/actor/:actorId/chatButtonConfig', { schema }, async (request) => {
    const { actorId } = request.params;
    const actor = await loadChatActor(db, actorId);
    if (!actor) throw new HttpError(404, 'NOT_FOUND', `No performer with the id ${actorId}`, 'params.actorId');
    await refuseBannedPerformer(request, context, actorId);
    // Reading the config creates no guest; a logged-in guest sees its free messages.
    const guest = await currentGuest(request, context);
    const freeMessages = guest?.isLoggedIn ? countVouchersOfType(await usableVouchers(db, guest.id), VOUCHER_TYPES.messages, actorId) : 0;
    // A holder's button offers "Watch the show" (M, issue 14 item 7): a live ticket for her next show not yet ended.
    const show = guest?.isLoggedIn ? await upcomingShow(db, actorId) : null;
    const guestHasTicket = guest && show ? await holdsTicket(db, guest.id, show.id) : false;
    const state = actor.isOnline ? await chatStreamState(context, actorId) : 'offline';
    return buildChatButtonConfig({
      id: actor.id, name: actor.name, isOnline: actor.isOnline, prices: actor.prices, features: actor.features,
      messagePrice: actor.terms.messagePrice, isMessagingFree: actor.terms.isMessagingFree, isToyControlAvailable: actor.terms.isDildocontrolAvailable,
      freeMessages, ratings: await actorChatRatings(db, actorId), isCurrentlyTicketShow: state === 'ticketShow', guestHasTicket,
    });
  });
}
