/**
 * Actor notes (issue 15 §8; spec 001 §7 "GET getActorNoteById/{actorId}; POST
 * storeActorNote (actorId, comment)"): a logged-in guest's private note on a
 * performer. Login required; the performer must exist and not ban the guest's
 * country; the rules are sdk/actor-notes/rules.ts.
 */
import { Type } from 'typebox';
import { ACTOR_NOTE_MAX_LENGTH } from '../../../sdk/actor-notes/rules';
import { ActorNoteSchema } from '../../../sdk/api/schemas/actor-notes';
import { actorNote, storeActorNote } from '../../actor-notes/repository';
import { visiblePerformer } from '../../albums/performer';
import { guestCountry, type AppContext } from '../../context';
import { requireLogin } from '../../guests/current-guest';
import { answers, LOGIN, ok, postAnswers, RestQuery, type TypedApp } from '../../schemas/common';
import { PositiveId } from './money-shared';

const NoteAnswer = Type.Object({ success: Type.Literal(true), data: ActorNoteSchema });
const NoteParams = Type.Object({ actorId: PositiveId('performer') });
const NoteBody = Type.Object({
  actorId: PositiveId('performer'),
  // The length after trimming is the sdk rule's, so the field and the words are ours; this only bounds the body.
  comment: Type.String({ maxLength: ACTOR_NOTE_MAX_LENGTH * 2, description: `the note, at most ${ACTOR_NOTE_MAX_LENGTH} characters after trimming; empty clears it` }),
});

/** Registers GET actor/getActorNoteById/:actorId and POST actor/storeActorNote. */
export async function actorNoteRoutes(app: TypedApp, { context }: { context: AppContext }) {
  const { db } = context.database;

  app.get('/actor/getActorNoteById/:actorId', { schema: { params: NoteParams, querystring: RestQuery, response: answers({ 200: NoteAnswer }, ...LOGIN, 404, 451) } }, async (request, reply) => {
    const guest = await requireLogin(request, context);
    const performer = await visiblePerformer(db, String(request.params.actorId), guestCountry(request, context), 'params.actorId');
    reply.header('Cache-Control', 'private, no-store');
    return ok(await actorNote(db, guest.id, performer.id));
  });

  app.post('/actor/storeActorNote', { schema: { querystring: RestQuery, body: NoteBody, response: postAnswers({ 200: NoteAnswer }, ...LOGIN, 404, 451) } }, async (request) => {
    const guest = await requireLogin(request, context);
    const { actorId, comment } = request.body;
    const performer = await visiblePerformer(db, String(actorId), guestCountry(request, context), 'body.actorId');
    return ok(await storeActorNote(db, guest.id, performer.id, comment));
  });
}
