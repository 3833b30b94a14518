/** @jsxImportSource preact */
import type { Language } from '../../sdk/config';
import type { MessageType, MessengerGift, MessengerMessage } from '../../sdk/messenger/types';
import type { MessengerTextKey, MessengerTranslate } from './i18n';
import { clockTime, giftName } from './messenger-format';

/** Info lines without text of their own get a translated default. */
const INFO_FALLBACK: Partial<Record<MessageType, MessengerTextKey>> = {
  chatStart: 'message.chatStart',
  chatEnd: 'message.chatEnd',
  chargeSuccess: 'message.chargeSuccess',
  chargeFailure: 'message.chargeFailure',
  dildoControlStart: 'message.toyStart',
  dildoControlStop: 'message.toyStop',
  dildoControlPending: 'message.toyPending',
};

const BUBBLE_TYPES: readonly MessageType[] = ['text', 'gift', 'newGift', 'image', 'imageSent', 'imageReceived'];

export interface MessageViewProps {
  message: MessengerMessage;
  /** Gift catalogue (gifts and toy controls) to name and picture the included gifts. */
  gifts: readonly MessengerGift[];
  language: Language;
  t: MessengerTranslate;
  /** Makes server paths absolute against the API origin (the widget may live on another site). */
  resolveUrl: (path: string) => string;
}

/**
 * One message. Every text from the server is a Preact text node: performer
 * messages are plain text (issue 5 §3 "rendered as text, never as HTML").
 */
export function MessageView({ message, gifts, language, t, resolveUrl }: MessageViewProps) {
  if (!BUBBLE_TYPES.includes(message.type) || message.senderType === 'system') {
    const fallback = INFO_FALLBACK[message.type];
    const text = message.text || (fallback ? t(fallback) : '');
    if (!text) return null;
    return (
      <li class="message message--info">
        <span>{text}</span>
      </li>
    );
  }
  const mine = message.senderType === 'guest';
  return (
    <li class={`message ${mine ? 'message--mine' : 'message--theirs'} message--${message.type}`}>
      <div class="bubble">
        {message.image ? (
          <img
            class="message-image"
            src={resolveUrl(message.image.url)}
            width={message.image.width}
            height={message.image.height}
            alt={t('message.image')}
            loading="lazy"
            decoding="async"
          />
        ) : null}
        {message.gifts.length > 0 ? (
          <ul class="message-gifts">
            {message.gifts.map(({ giftId, quantity }) => {
              const gift = gifts.find((candidate) => candidate.id === giftId);
              const name = gift ? giftName(gift, language) : `#${giftId}`;
              return (
                <li class="message-gift" key={giftId}>
                  {gift ? <img src={resolveUrl(gift.imageUrl)} alt="" width={48} height={48} loading="lazy" decoding="async" /> : null}
                  <span>{t('message.gift', { name, quantity })}</span>
                </li>
              );
            })}
          </ul>
        ) : null}
        {message.text ? <p class="message-text">{message.text}</p> : null}
        <time class="message-time" dateTime={message.createdAt}>
          {clockTime(message.createdAt, language)}
        </time>
      </div>
    </li>
  );
}
