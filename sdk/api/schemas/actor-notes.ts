/** Wire schema of GET actor/getActorNoteById and POST actor/storeActorNote (spec 001 §3 "Actor note: actorId, comment"). */
import { Type } from 'typebox';

export const ActorNoteSchema = Type.Object({
  actorId: Type.Integer({ description: 'the performer' }),
  comment: Type.String({ description: "the guest's private note, empty when there is none" }),
});
