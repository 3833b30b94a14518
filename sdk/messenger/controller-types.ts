/** The messenger controller's public shape and what it needs (see ./controller). */
import type { Language } from '../config';
import type { MessengerApi } from './api';
import type { MessengerState } from './state';
import type { MessengerTransport } from './transport';
import type { ChannelFilter, MessengerActor } from './types';

export interface MessengerController {
  /** Once per area: channels (newest), gifts, toy controls, unread count; a second call does not reload. */
  init(): Promise<void>;
  /**
   * Reloads whatever failed and clears the error: the channel list for the current
   * filter and online-only toggle, and any area not ready yet.
   */
  retry(): Promise<void>;
  setFilter(filter: ChannelFilter): void;
  setOnlineOnly(onlineOnly: boolean): void;
  /** The next channel page; ignored within 500 ms of the previous one. */
  loadMore(): void;
  /** Marks the channel read and loads its messages. */
  select(channelId: string): Promise<void>;
  /**
   * Marks the channel read here and on the server (whose events clear the
   * header badge and the navbar entry on every device): issue 12 §8, a
   * message arriving in the open, visible conversation is read at once.
   */
  markRead(channelId: string): void;
  unselect(): void;
  /** The guest's channel with that performer (created if none), selected; resolves its id. */
  openActor(actorId: number): Promise<string>;
  loadOlderMessages(channelId: string): Promise<void>;
  archive(channelId: string, archived: boolean): Promise<void>;
  block(channelId: string, blocked: boolean): Promise<void>;
  sendText(channelId: string, text: string): Promise<void>;
  /** Sends the basket's gifts (with an optional note) and empties the basket on success. */
  sendBasket(channelId: string, text?: string): Promise<void>;
  sendImage(channelId: string, file: Blob): Promise<void>;
  addGift(giftId: number): void;
  removeGift(giftId: number): void;
  loadRecommendations(currentActorId?: number): Promise<void>;
  markAllSeen(): void;
  /** The conversation header of a performer (GET messenger/actor/{id} in the configured language). */
  getActor(actorId: number): Promise<MessengerActor>;
}

/** What the controller works with; the store passes the real ones, tests their own. */
export interface MessengerControllerDeps {
  getState(): MessengerState;
  setState(state: MessengerState): void;
  api(): MessengerApi;
  transport(): MessengerTransport | null;
  now(): number;
  language(): Language;
  boughtGifts(): Readonly<Record<string, number>>;
}
