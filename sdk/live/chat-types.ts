/**
 * spec 000 §3 "Chat vocabulary": chat types, chat abilities and stream types,
 * and what each chat type can do in this product.
 */

/** spec 000 §3: "chat types (live chat, voyeur chat, free chat, live preview, voyeur private chat, mobile call chat, video call, live show)". */
export const CHAT_TYPES = ['liveChat', 'voyeurChat', 'freeChat', 'livePreview', 'voyeurPrivateChat', 'mobileCallChat', 'videoCall', 'liveShow'] as const;
export type ChatType = (typeof CHAT_TYPES)[number];

/** spec 000 §3: "chat abilities (audio, charge, single, text, tip, upstream, video)". */
export const CHAT_ABILITIES = ['audio', 'charge', 'single', 'text', 'tip', 'upstream', 'video'] as const;
export type ChatAbility = (typeof CHAT_ABILITIES)[number];

/** spec 000 §3: "stream types (audio: mp3, vorbis; upstream: jpeg, rtmp; video: jpeg, hls, mjpeg, ogg, rtmp, h5live)". */
export const STREAM_TYPES = {
  audio: ['mp3', 'vorbis'],
  upstream: ['jpeg', 'rtmp'],
  video: ['jpeg', 'hls', 'mjpeg', 'ogg', 'rtmp', 'h5live'],
} as const;
/** The one stream type this product serves (issue 14 §4: "the stream types the product uses (hls) declared"). */
export const PRODUCT_STREAM_TYPE = 'hls' as const;

/** True for one of CHAT_TYPES. */
export function isChatType(value: unknown): value is ChatType {
  return typeof value === 'string' && (CHAT_TYPES as readonly string[]).includes(value);
}

/**
 * What a guest can do in a chat of each type (decision, spec silent): watchers
 * (voyeur, preview) only see; one-to-one calls add the guest's upstream.
 */
export const ABILITIES_OF: Record<ChatType, readonly ChatAbility[]> = {
  liveChat: ['video', 'audio', 'text', 'tip', 'charge'],
  voyeurChat: ['video', 'charge'],
  freeChat: ['video', 'audio', 'text', 'tip'],
  livePreview: ['video'],
  voyeurPrivateChat: ['video', 'audio', 'charge'],
  mobileCallChat: ['video', 'audio', 'text', 'tip', 'charge', 'single'],
  videoCall: ['video', 'audio', 'text', 'tip', 'charge', 'single', 'upstream'],
  liveShow: ['video', 'audio', 'text', 'tip', 'charge'],
};

/** The voyeur types: the guest watches another guest's chat and cannot write. */
export function isVoyeurChat(chatType: ChatType): boolean {
  return chatType === 'voyeurChat' || chatType === 'voyeurPrivateChat';
}

/** The types chat/start opens (a live preview starts through live/preview/start, issue 14 §1). */
export const STARTABLE_CHAT_TYPES = CHAT_TYPES.filter((type) => type !== 'livePreview');
