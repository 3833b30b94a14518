/**
 * DESIGN.md: "TypeBox schemas for REST payloads and answers (their Static
 * types are what the sdk imports)". The answers of ../types and
 * ../guest-types are Static types by construction; the wire types that other
 * sdk modules declare themselves must be exactly the schemas' Static types.
 * `tsc --noEmit` checks these lines: a schema and a type that drift apart stop the type check.
 */
import type { Static } from 'typebox';
import { describe, expect, it } from 'vitest';
import type { GuestBenefits } from '../../money/vouchers';
import type { FavouriteActorsPage } from '../../favourites/api';
import type { MessageImage, MessengerActor, MessengerChannel, MessengerRecommendation } from '../../messenger/types';
import type { BonusCodeConfig } from '../../payment/bonus-codes';
import type { FeedbackData, FeedbackDataAnswer, SurveyAnswer, SurveyTimeLimitBody } from '../../survey/types';
import type { AvsState } from '../../trust/avs';
import type * as Favourites from './favourites';
import type * as Messenger from './messenger';
import type * as Money from './money';
import type * as Survey from './survey';
import type * as Trust from './trust';

/** True when A and B are the same type (not merely assignable either way). */
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Same<A, B> = Equal<A, B> extends true ? true : { expected: A; got: B };
const same = <A, B>(proof: Same<A, B>) => proof;

export const proofs = [
  same<AvsState, Static<typeof Trust.AvsStateSchema>>(true),
  same<FavouriteActorsPage, Static<typeof Favourites.FavouriteActorsPageSchema>>(true),
  same<MessengerChannel, Static<typeof Messenger.MessengerChannelSchema>>(true),
  same<MessengerRecommendation, Static<typeof Messenger.MessengerRecommendationSchema>>(true),
  same<MessengerActor, Static<typeof Messenger.MessengerActorSchema>>(true),
  same<MessageImage, Static<typeof Messenger.MessageImageSchema>>(true),
  same<FeedbackData, Static<typeof Survey.FeedbackDataSchema>>(true),
  same<FeedbackDataAnswer, Static<typeof Survey.FeedbackDataAnswerSchema>>(true),
  same<SurveyAnswer, Static<typeof Survey.SurveyAnswerSchema>>(true),
  same<SurveyTimeLimitBody, Static<typeof Survey.SurveyTimeLimitSchema>>(true),
  same<GuestBenefits, Static<typeof Money.GuestBenefitsSchema>>(true),
  same<BonusCodeConfig, Static<typeof Money.BonusCodeConfigSchema>>(true),
];

describe('the sdk wire types', () => {
  it('are the Static types of the schemas (checked by tsc; see above)', () => {
    expect(proofs.every((proof) => proof === true)).toBe(true);
  });
});
