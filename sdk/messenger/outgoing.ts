/**
 * What the guest sends (spec 000 §7 "send message"): the checks the server
 * makes too, done first so a person hears at once what to change, and the
 * sendMessage client messages.
 */
import type { Language } from '../config';
import type { ClientMessage } from '../realtime/protocol';
import { messengerError, type MessengerError } from './texts';
import { MESSAGE_IMAGE_MAX_BYTES, MESSAGE_IMAGE_TYPES, MESSAGE_TEXT_MAX, type IncludedGift, type MessengerChannel } from './types';

type SendMessage = Extract<ClientMessage, { type: 'sendMessage' }>;

/** Null when the text may be sent; `optional` allows an empty text (a gift message's note). */
export function checkText(text: string, language: Language, optional = false): MessengerError | null {
  const length = [...text.trim()].length;
  if (length === 0 && !optional) return messengerError(language, 'emptyText');
  // Counted in characters (code points), as a person counts them.
  if (length > MESSAGE_TEXT_MAX) return messengerError(language, 'textTooLong', { length, max: MESSAGE_TEXT_MAX });
  return null;
}

/** Megabytes with one decimal, rounded up so a file just over the limit never reads as the limit. */
const megabytes = (bytes: number) => Math.ceil((bytes / (1024 * 1024)) * 10) / 10;

/** Null when the file is an accepted image type and size (the server checks the bytes as well). */
export function checkImage(file: Pick<Blob, 'type' | 'size'>, language: Language): MessengerError | null {
  if (!MESSAGE_IMAGE_TYPES.includes(file.type)) return messengerError(language, 'imageType', { type: file.type || 'unknown' });
  if (file.size > MESSAGE_IMAGE_MAX_BYTES) {
    return messengerError(language, 'imageTooLarge', { size: megabytes(file.size), max: megabytes(MESSAGE_IMAGE_MAX_BYTES) });
  }
  return null;
}

function sendMessage(channelId: string, channel: MessengerChannel | null, messageType: string, data: Record<string, unknown>, includedGifts: IncludedGift[] = []): SendMessage {
  return {
    type: 'sendMessage',
    channelId,
    messageType,
    senderType: 'guest',
    isVideochat: false,
    // The server decides the price; this only says the guest wrote during a free show.
    isFreechat: channel?.freeChat ?? false,
    data,
    includedGifts,
    chatId: null,
  };
}

/** A text message (the text trimmed). */
export function textMessage(channelId: string, channel: MessengerChannel | null, text: string): SendMessage {
  return sendMessage(channelId, channel, 'text', { text: text.trim() });
}

/** A gift message with the basket's gifts and an optional note. */
export function giftMessage(channelId: string, channel: MessengerChannel | null, gifts: readonly IncludedGift[], text = ''): SendMessage {
  const note = text.trim();
  return sendMessage(channelId, channel, 'gift', note ? { text: note } : {}, gifts.map((line) => ({ ...line })));
}

/** An image message pointing at an uploaded image. */
export function imageMessage(channelId: string, channel: MessengerChannel | null, imageId: string): SendMessage {
  return sendMessage(channelId, channel, 'image', { imageId });
}
