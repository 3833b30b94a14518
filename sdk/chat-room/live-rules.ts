/**
 * The live-chat constants and exit-reason words the chat room uses (live contract §1).
 * Helper I owns sdk/live/timing.ts and sdk/live/exit-reasons.ts; until they are on main
 * this file holds the contract's values, and after the merge it only re-exports them,
 * so the chat room has one import site either way.
 */
import type { Language } from '../config';

/** spec 000 §9 "chat-start attempts 2 (preview 1)". */
export const CHAT_START_ATTEMPTS = 2;
export const PREVIEW_START_ATTEMPTS = 1;
/** spec 000 §9 "retry chat start 3000 ms". */
export const RETRY_CHAT_START_MS = 3000;
/** spec 000 §9 "retry stream start 5000 ms". */
export const RETRY_STREAM_START_MS = 5000;
/** spec 000 §9 "connection warning 500 ms". */
export const CONNECTION_WARNING_MS = 500;
/** spec 000 §5 "A chat may be left without a prompt only after a minimum duration of 30". */
export const MIN_CHAT_SECONDS = 30;
/** spec 000 §5 "Minimum balance to start a chat is 0.5". */
export const MIN_CHAT_BALANCE = 0.5;

/** 001 §9 exit reason codes the client sends or reads itself. */
export const EXIT_GUEST_LEFT = 100;
export const EXIT_ACTOR_OFFLINE = 201;
export const EXIT_NO_MONEY = 501;
export const EXIT_TIMEOUT = 990;

const FALLBACK: Record<Language, { guest: string; actor: string; money: string; other: string }> = {
  de: { guest: 'Du hast den Chat beendet.', actor: 'Das Model hat den Chat beendet.', money: 'Dein Guthaben ist aufgebraucht.', other: 'Der Chat wurde beendet.' },
  en: { guest: 'You ended the chat.', actor: 'The performer ended the chat.', money: 'Your balance has run out.', other: 'The chat has ended.' },
  es: { guest: 'Has terminado el chat.', actor: 'La modelo ha terminado el chat.', money: 'Tu saldo se ha agotado.', other: 'El chat ha terminado.' },
  nl: { guest: 'Je hebt de chat beëindigd.', actor: 'Het model heeft de chat beëindigd.', money: 'Je tegoed is op.', other: 'De chat is beëindigd.' },
};

/** The exit reason in words (001 §9 groups: client 1xx, host 2xx, no money 5xx). */
export function exitReasonText(code: number, language: Language): string {
  const words = FALLBACK[language] ?? FALLBACK.en;
  if (code >= 100 && code < 200) return words.guest;
  if (code >= 200 && code < 300) return words.actor;
  if (code >= 500 && code < 600) return words.money;
  return words.other;
}
