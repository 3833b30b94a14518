/**
 * The chat session shapes of live contract §3 (helper I serves them under /rest/v1/chat/).
 * Written here from the contract; once I's TypeBox schemas are on main they are the source.
 */
export interface ToyControl {
  available: boolean;
  /** Seconds the guest may choose. */
  durations: number[];
  random: boolean;
}

export interface ChatSession {
  chatId: string;
  actorId: number;
  actorName: string;
  chatType: string;
  pricePerMinute: number;
  startedAt: string;
  billedMinutes: number;
  totalPrice: number;
  balance: number;
  /** Until when the minutes billed so far pay (ISO time): the countdown to the next minute. */
  paidUntil: string;
  streamUrl: string;
  streamType: 'hls';
  abilities: string[];
  isVoyeur: boolean;
  isToyControl: boolean;
  toyControl: ToyControl | null;
  minimumDurationSeconds: number;
}

export interface ChatEndSummary {
  chatId: string;
  price: number;
  actorId: number;
  actorName: string;
  isVoyeur: boolean;
  isToyControl: boolean;
  reasonCode: number;
  billedMinutes: number;
  durationSeconds: number;
}

export interface ChatMessage {
  id: string;
  senderType: 'guest' | 'actor' | 'system';
  text: string;
  createdAt: string;
  /** Sent by this page and not yet echoed by the server. */
  pending?: boolean;
}

/** The realtime events of live contract §3 the room applies (plus the balance of spec 000 §4). */
export type ChatRoomEvent =
  | { type: 'chatMessage'; chatId: string; message: ChatMessage }
  | { type: 'chatState'; chatId: string; billedMinutes: number; totalPrice: number; balance: number; paidUntil: string }
  | { type: 'chatEnd'; chatId: string; price: number; actorId: number; actorName: string; isVoyeur: boolean; isToyControl: boolean; reasonCode?: number }
  | { type: 'guestBalance'; balance: number };

/** A refused start, read from the REST error (live contract §3 refusals). */
export interface ChatStartError {
  code: string;
  status: number;
  exitReasonCode: number | null;
  missingCoins: number | null;
}
