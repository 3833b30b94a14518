/** The words of the live stream area's ErrorBody codes (../live.ts) in English. */
import type { LiveStreamCode } from '../codes';

export const WORDS = {
  LIVE_OFFLINE: 'This performer is offline right now. Send a message or come back later.',
  LIVE_TICKET_SHOW: 'A ticket show is running. Buy a ticket to watch.',
  LIVE_SESSION_ENDED: 'This live stream has ended. Start it again to keep watching.',
  LIVE_PREVIEW_LIMIT: "You have used today's live previews. Start a chat or come back tomorrow.",
  LIVE_PREVIEW_DISABLED: 'This performer offers no live preview. Start a chat to watch.',
} satisfies Record<LiveStreamCode, string>;
