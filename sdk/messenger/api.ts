/**
 * The messenger's HTTP calls (spec 000 §7): REST under /rest/v1/messenger and
 * the query service at /vxql, both with `Authorization: Bearer <accessToken>`.
 * Every failure becomes a MessengerError whose message a person can act on.
 */
import { readErrorBody, RestError } from '../api/errors';
import { REST_PREFIX } from '../api/rest';
import type { Language } from '../config';
import { errorWordsIn, REQUEST_ERROR_TEXTS } from '../i18n/errors';
import { CHANNEL_LIST_QUERY, GIFTS_QUERY, MESSAGE_CONTENT_QUERY, TOY_CONTROLS_QUERY, UNREAD_COUNT_QUERY } from './queries';
import { messengerError, MessengerError } from './texts';
import { CHANNEL_PAGE_SIZE, type MessageImage, type MessagePage, type MessengerActor, type MessengerChannel, type MessengerGift, type MessengerRecommendation, type ToyControl } from './types';

export interface MessengerApiOptions {
  /** Site origin (and optional path) as VelvetConfig.apiBase: '' for same origin. */
  apiBase: string;
  getAccessToken: () => string | null;
  language: Language;
  fetch?: typeof fetch;
}

/** The first page of the query service's channel list. */
export interface ChannelList {
  total: number;
  unreadTotal: number;
  channels: MessengerChannel[];
}

/** spec 000 §7 "message content (first, offset, filter, order)": pages of this size, newest first. */
export const MESSAGE_PAGE_SIZE = 50;

/** Turns any failure of a call into a MessengerError: the words of a 4xx's code in the guest's language, else what to do. */
export function toMessengerError(error: unknown, language: Language): MessengerError {
  if (error instanceof MessengerError) return error;
  if (error instanceof RestError) {
    if (error.status === 401) return messengerError(language, 'loginRequired', {}, error);
    // The code picks the words (the messenger meets only the request area's codes); the server's `error` is English for developers and stays in the cause.
    if (error.status >= 400 && error.status < 500 && error.code) return new MessengerError('server', errorWordsIn(REQUEST_ERROR_TEXTS, error.code, language), { cause: error });
    return messengerError(language, 'loadFailed', {}, error);
  }
  // fetch rejects with a TypeError when the network is down.
  if (error instanceof TypeError) return messengerError(language, 'network', {}, error);
  return messengerError(language, 'loadFailed', {}, error);
}

/** Creates the calls bound to one origin, token source and language. */
export function createMessengerApi(options: MessengerApiOptions) {
  const base = options.apiBase.replace(/\/+$/, '');
  const transport = () => options.fetch ?? globalThis.fetch.bind(globalThis);

  async function call<T>(method: 'GET' | 'POST', path: string, url: string, body?: BodyInit, contentType?: string): Promise<T> {
    const headers: Record<string, string> = { accept: 'application/json' };
    const token = options.getAccessToken();
    if (token) headers.authorization = `Bearer ${token}`;
    if (contentType) headers['content-type'] = contentType;
    try {
      const response = await transport()(url, body === undefined ? { method, headers } : { method, headers, body });
      if (!response.ok) throw new RestError(method, path, response.status, undefined, { body: await readErrorBody(response) });
      return (await response.json()) as T;
    } catch (error) {
      throw toMessengerError(error, options.language);
    }
  }

  const rest = <T>(path: string, query: Record<string, string | number | boolean | undefined> = {}): Promise<T> => {
    const pairs = Object.entries(query).filter(([, value]) => value !== undefined);
    const search = pairs.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`).join('&');
    return call<T>('GET', path, `${base}${REST_PREFIX}${path}${search ? `?${search}` : ''}`);
  };

  async function query<T>(document: string, variables: Record<string, unknown> = {}): Promise<T> {
    const answer = await call<{ data?: T | null; errors?: Array<{ message?: string }> }>(
      'POST', 'vxql', `${base}/vxql`, JSON.stringify({ query: document, variables }), 'application/json',
    );
    const problem = answer.errors?.[0]?.message;
    if (problem) throw new MessengerError('server', problem);
    if (!answer.data) throw messengerError(options.language, 'loadFailed');
    return answer.data;
  }

  return {
    getChannel: (channelId: string) => rest<MessengerChannel>(`messenger/channel/${encodeURIComponent(channelId)}`),
    /** Creates the guest's channel with that performer if there is none ("touch"). */
    getActorChannel: (actorId: number) => rest<MessengerChannel>(`messenger/channel/actor/${actorId}`),
    getRecommendations: (currentActorId?: number) =>
      rest<{ items: MessengerRecommendation[] }>('messenger/recommendations', { currentActorId, useGrid: false }).then((answer) => answer.items),
    getActor: (actorId: number) => rest<MessengerActor>(`messenger/actor/${actorId}`, { language: options.language }),
    /** The raw bytes with the file's own type; the server checks them against it. */
    uploadImage: (file: Blob) => call<MessageImage>('POST', 'messenger/image', `${base}${REST_PREFIX}messenger/image`, file, file.type),
    unreadCount: () => query<{ messengerUnreadCount: number }>(UNREAD_COUNT_QUERY).then((data) => data.messengerUnreadCount),
    gifts: () => query<{ messengerGifts: MessengerGift[] }>(GIFTS_QUERY).then((data) => data.messengerGifts),
    toyControls: () => query<{ toyControls: ToyControl[] }>(TOY_CONTROLS_QUERY).then((data) => data.toyControls),
    messageContent: (channelId: string, offset: number) =>
      query<{ messageContent: MessagePage }>(MESSAGE_CONTENT_QUERY, { channelId, first: MESSAGE_PAGE_SIZE, offset, filter: null, order: 'desc' })
        .then((data) => data.messageContent),
    channelList: (offset: number, blocked: boolean) =>
      query<{ channelList: ChannelList }>(CHANNEL_LIST_QUERY, { first: CHANNEL_PAGE_SIZE, offset, blocked }).then((data) => data.channelList),
  };
}

export type MessengerApi = ReturnType<typeof createMessengerApi>;
