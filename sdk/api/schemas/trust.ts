/** Wire schemas of age verification over REST (spec 000 §4, issue 3 §6). */
import { Type } from 'typebox';
import { AVS_STATUSES } from '../constants';
import { Answer, Nullable } from './common';

/** Age verification state (spec 000 §4). */
export const AvsStateSchema = Type.Object({
  avsStatus: Type.Enum([...AVS_STATUSES]),
  avsRejectMessage: Nullable(Type.String({ description: 'set only while rejected: why, in the provider\'s words' })),
  hasAvs: Type.Boolean({ description: 'the guest holds an accepted age verification' }),
});
export const AvsStateAnswerSchema = Answer(AvsStateSchema);
/** POST avs/start: the state and the provider's checkout link. */
export const AvsStartAnswerSchema = Answer(Type.Object({ ...AvsStateSchema.properties, checkoutLink: Type.String() }));
