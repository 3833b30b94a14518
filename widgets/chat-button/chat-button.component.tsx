/** @jsxImportSource preact */
/**
 * The chat button's UI over sdk/chat-button's state: the performer's live state, the main
 * offer as a big button with its price, the other offers beside it, the voucher minutes,
 * and loading and error states a guest can act on. No rules live here.
 */
import type { Language } from '../../sdk/config';
import type { ChatButtonState, ChatOffer, ChatOfferKind } from '../../sdk/chat-button';
import { formatMoney } from '../../sdk/money';
import type { ChatButtonTranslate, ChatButtonTextKey } from './i18n';

export interface ChatButtonViewProps {
  state: ChatButtonState;
  actorName: string;
  language: Language;
  t: ChatButtonTranslate;
  /** A note under the buttons (ticket booked, voice call failed ...), or null. */
  note: string | null;
  /** A button beside the note ("Remove ticket" under a held ticket's start time), or null. */
  noteAction?: NoteAction | null;
  onChoose(kind: ChatOfferKind): void;
  onRetry(): void;
}

export interface NoteAction {
  label: string;
  run(): void;
}

function offerLabel(offer: ChatOffer, state: ChatButtonState): ChatButtonTextKey {
  if (offer.kind === 'ticket' && offer.chatType === 'liveShow') return 'chatButton.offer.watchShow';
  // Before her show a holder's ticket offer tells when it starts (M, issue 14 item 7).
  if (offer.kind === 'ticket' && state.config?.guestHasTicket) return 'chatButton.offer.ticketHeld';
  return `chatButton.offer.${offer.kind}` as ChatButtonTextKey;
}

function priceLabel(offer: ChatOffer, language: Language, t: ChatButtonTranslate): string | null {
  if (offer.kind === 'ticket') return null;
  if (offer.price === 0) return t('chatButton.free');
  const price = formatMoney(offer.price, 'VXC', language);
  return offer.kind === 'message' ? t('chatButton.perMessage', { price }) : t('chatButton.perMinute', { price });
}

export function ChatButtonView({ state, actorName, language, t, note, noteAction, onChoose, onRetry }: ChatButtonViewProps) {
  const name = state.config?.actorName || actorName;
  if (state.status === 'loading' && !state.config) {
    return (
      <div class="chat-button" data-state="loading" aria-busy="true">
        <button type="button" class="offer offer--main" disabled>
          <span class="offer-name">{t('chatButton.loading')}</span>
        </button>
      </div>
    );
  }
  if (state.status === 'error' || !state.config) {
    return (
      <div class="chat-button" data-state="error" role="alert">
        <p class="note">{t('chatButton.error')}</p>
        <button type="button" class="offer" onClick={onRetry}>
          {t('chatButton.retry')}
        </button>
      </div>
    );
  }
  const [main, ...others] = state.offers;
  return (
    <div class="chat-button" data-state={state.liveState} role="group" aria-label={t('chatButton.label', { name })}>
      <p class="status" part="status">
        <span class="dot" aria-hidden="true" />
        {t(state.liveState === 'live' ? 'chatButton.live' : state.liveState === 'ticketShow' ? 'chatButton.ticketShow' : 'chatButton.offline')}
      </p>
      <div class="offers">
        {main ? <OfferButton offer={main} main state={state} language={language} t={t} onChoose={onChoose} /> : null}
        {others.map((offer) => (
          <OfferButton key={offer.kind} offer={offer} state={state} language={language} t={t} onChoose={onChoose} />
        ))}
      </div>
      {state.pending ? <p class="note">{t('chatButton.loginFirst')}</p> : null}
      {note ? (
        <p class="note" role="status">
          {note}
        </p>
      ) : null}
      {note && noteAction ? (
        <button type="button" class="offer note-action" onClick={noteAction.run}>
          {noteAction.label}
        </button>
      ) : null}
    </div>
  );
}

function OfferButton({ offer, main, state, language, t, onChoose }: { offer: ChatOffer; main?: boolean; state: ChatButtonState; language: Language; t: ChatButtonTranslate; onChoose(kind: ChatOfferKind): void }) {
  const price = priceLabel(offer, language, t);
  return (
    <button type="button" class={main ? 'offer offer--main' : 'offer'} data-offer={offer.kind} onClick={() => onChoose(offer.kind)}>
      <span class="offer-name">{t(offerLabel(offer, state))}</span>
      {price ? <span class="offer-price">{price}</span> : null}
    </button>
  );
}
