/** Words for the ErrorBody codes of live chat sessions (issue 14 §5, §6; spec 000 §8), in every interface language. */
import type { ErrorCode } from '../../api/error-codes';
import type { Language } from '../../config';

export type LiveChatCode = Extract<ErrorCode,
  'CHAT_ALREADY_IN_PROGRESS' | 'CHAT_GUEST_OFFLINE' | 'CHAT_START_TIMEOUT' | 'CHAT_WRONG_SEQUENCE' | 'CHAT_ENDED' | 'CHAT_TYPE_NOT_OFFERED' | 'TOY_NOT_AVAILABLE'>;

export const LIVE_CHAT_ERROR_TEXTS: Record<Language, Record<LiveChatCode, string>> = {
  de: {
    CHAT_ALREADY_IN_PROGRESS: 'Es läuft bereits ein Chat. Beende ihn zuerst.',
    CHAT_GUEST_OFFLINE: 'Du scheinst offline zu sein. Bitte starte den Chat erneut.',
    CHAT_START_TIMEOUT: 'Der Chat konnte nicht rechtzeitig starten. Bitte versuche es erneut.',
    CHAT_WRONG_SEQUENCE: 'Der Chatstart kam in falscher Reihenfolge. Bitte versuche es erneut.',
    CHAT_ENDED: 'Dieser Chat ist bereits beendet.',
    CHAT_TYPE_NOT_OFFERED: 'Das Model bietet diese Chat-Art gerade nicht an.',
    TOY_NOT_AVAILABLE: 'Die Toy-Steuerung ist hier nicht verfügbar.',
  },
  en: {
    CHAT_ALREADY_IN_PROGRESS: 'A chat is already running. End it first.',
    CHAT_GUEST_OFFLINE: 'You seem to be offline. Please start the chat again.',
    CHAT_START_TIMEOUT: 'The chat did not start in time. Please try again.',
    CHAT_WRONG_SEQUENCE: 'The chat start was out of order. Please try again.',
    CHAT_ENDED: 'This chat has already ended.',
    CHAT_TYPE_NOT_OFFERED: 'The performer does not offer this kind of chat right now.',
    TOY_NOT_AVAILABLE: 'Toy control is not available here.',
  },
  es: {
    CHAT_ALREADY_IN_PROGRESS: 'Ya hay un chat en curso. Termínalo primero.',
    CHAT_GUEST_OFFLINE: 'Parece que estás desconectado. Inicia el chat de nuevo.',
    CHAT_START_TIMEOUT: 'El chat no se inició a tiempo. Inténtalo de nuevo.',
    CHAT_WRONG_SEQUENCE: 'El inicio del chat llegó fuera de orden. Inténtalo de nuevo.',
    CHAT_ENDED: 'Este chat ya ha terminado.',
    CHAT_TYPE_NOT_OFFERED: 'La modelo no ofrece este tipo de chat ahora.',
    TOY_NOT_AVAILABLE: 'El control del juguete no está disponible aquí.',
  },
  nl: {
    CHAT_ALREADY_IN_PROGRESS: 'Er loopt al een chat. Beëindig die eerst.',
    CHAT_GUEST_OFFLINE: 'Je lijkt offline te zijn. Start de chat opnieuw.',
    CHAT_START_TIMEOUT: 'De chat is niet op tijd gestart. Probeer het opnieuw.',
    CHAT_WRONG_SEQUENCE: 'De chatstart kwam in de verkeerde volgorde. Probeer het opnieuw.',
    CHAT_ENDED: 'Deze chat is al beëindigd.',
    CHAT_TYPE_NOT_OFFERED: 'Het model biedt dit soort chat nu niet aan.',
    TOY_NOT_AVAILABLE: 'Toybediening is hier niet beschikbaar.',
  },
};
