/**
 * The page's messenger store and its one controller. The realtime channel
 * feeds it through applyMessengerServerEvent (sdk/realtime/connect.ts); the
 * host site gives it a transport and, if it is not same-origin, an API base.
 */
import { atom, type ReadableAtom } from 'nanostores';
import type { Language } from '../config';
import type { ServerEvent } from '../realtime/protocol';
import { $guest } from '../session/store';
import { createMessengerApi } from './api';
import { createMessengerController, type MessengerController } from './controller';
import { messengerReducer } from './reducer';
import { INITIAL_MESSENGER_STATE, type MessengerState } from './state';
import type { RealtimeChannel } from '../realtime/channel';
import { transportFromChannel, type ChannelTransportOptions, type MessengerTransport } from './transport';

const $state = atom<MessengerState>(INITIAL_MESSENGER_STATE);
/** The messenger state; read it, change it through getMessengerController(). */
export const $messenger: ReadableAtom<MessengerState> = $state;

export interface MessengerOptions {
  /** Site origin as VelvetConfig.apiBase ('' = same origin): REST at {apiBase}/rest/v1/, queries at {apiBase}/vxql. */
  apiBase?: string;
  /** Default: $guest's accessToken. */
  getAccessToken?: () => string | null;
  /** The clock of the load-more throttle. Default Date.now. */
  now?: () => number;
  /** The language of the messenger's own error texts and of the actor header. Default 'en'. */
  language?: Language;
  /** Default: the global fetch. */
  fetch?: typeof fetch;
}

const DEFAULTS: Required<Omit<MessengerOptions, 'fetch'>> & Pick<MessengerOptions, 'fetch'> = {
  apiBase: '',
  getAccessToken: () => $guest.get()?.accessToken ?? null,
  now: () => Date.now(),
  language: 'en',
};
let settings = { ...DEFAULTS };
let transport: MessengerTransport | null = null;
let controller: MessengerController | null = null;

/** REST base and access token source (defaults: same origin, $guest's accessToken); later calls merge. */
export function configureMessenger(options: MessengerOptions): void {
  settings = { ...settings, ...options };
}

/** Where the controller sends: the host site passes transportFromChannel(its channel); null when there is none. */
export function setMessengerTransport(next: MessengerTransport | null): void {
  transport = next;
}

function update(next: MessengerState): void {
  if (next !== $state.get()) $state.set(next);
}

/** Applies one server event to the store (sdk/realtime/connect.ts calls this for every event). */
export function applyMessengerServerEvent(event: ServerEvent): void {
  update(messengerReducer($state.get(), { type: 'serverEvent', event }));
}

/** The page's one controller. */
export function getMessengerController(): MessengerController {
  controller ??= createMessengerController({
    getState: () => $state.get(),
    setState: update,
    api: () => createMessengerApi({ apiBase: settings.apiBase, getAccessToken: settings.getAccessToken, language: settings.language, ...(settings.fetch ? { fetch: settings.fetch } : {}) }),
    transport: () => transport,
    now: () => settings.now(),
    language: () => settings.language,
    boughtGifts: () => $guest.get()?.boughtGifts ?? {},
  });
  return controller;
}

/** Logout and tests: back to the empty state with a fresh controller (configuration and transport stay). */
export function resetMessengerStore(): void {
  $state.set(INITIAL_MESSENGER_STATE);
  controller = null;
}

/** Tests: also forget the configuration and the transport. */
export function resetMessengerConfiguration(): void {
  settings = { ...DEFAULTS };
  transport = null;
  resetMessengerStore();
}

/** Gives the controller a transport over `channel` (transportFromChannel); returns the undo for the channel's end. */
export function connectMessengerChannel(channel: Pick<RealtimeChannel, 'send' | 'onAck'>, options: ChannelTransportOptions = {}): () => void {
  const own = transportFromChannel(channel, { language: settings.language, ...options });
  transport = own;
  return () => {
    if (transport === own) transport = null;
  };
}
