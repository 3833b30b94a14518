import type { Static } from 'typebox';
import { describe, expect, it } from 'vitest';
import type { ChatButtonConfigSchema, LiveChatMessageSchema, ToyControlSchema } from '../api/schemas/live-chat';
import type { LiveChatMessage } from '../realtime/protocol';
import type { ChatButtonConfig } from './chat-button-config';
import type { ToyControlOffer } from './toy';

/** True when A and B are the same type (not merely assignable either way). */
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Same<A, B> = Equal<A, B> extends true ? true : { expected: A; got: B };
const same = <A, B>(proof: Same<A, B>) => proof;

describe('the live chat wire schemas are the sdk\'s types', () => {
  it('ChatButtonConfig, LiveChatMessage and the toy offer match their schemas (checked by tsc)', () => {
    const proofs = [
      same<ChatButtonConfig, Static<typeof ChatButtonConfigSchema>>(true),
      same<LiveChatMessage, Static<typeof LiveChatMessageSchema>>(true),
      same<ToyControlOffer, Static<typeof ToyControlSchema>>(true),
    ];
    expect(proofs.every(Boolean)).toBe(true);
  });
});
