/** Wire types of the live lists (their TypeBox schemas are sdk/api/schemas/live-lists.ts). */
import type { Static } from 'typebox';
import type * as Live from '../api/schemas/live-lists';

export type LiveCam = Static<typeof Live.LiveCamSchema>;
export type LiveListAnswer = Static<typeof Live.LiveListAnswerSchema>;
export type LivePresenceAnswer = Static<typeof Live.LivePresenceAnswerSchema>;
