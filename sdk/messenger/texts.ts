/**
 * The messenger's own error messages, in every language (spec 000 §1). They
 * tell a person what to do; errors the server words (an ack's error, a 4xx
 * body's error) are passed through as they are.
 */
import type { Language } from '../config';

export type MessengerErrorCode =
  | 'notConnected'
  | 'loginRequired'
  | 'noAnswer'
  | 'network'
  | 'loadFailed'
  | 'sendFailed'
  | 'emptyText'
  | 'textTooLong'
  | 'emptyBasket'
  | 'imageType'
  | 'imageTooLarge';

type Texts = Record<MessengerErrorCode, string>;

export const MESSENGER_ERROR_TEXTS: Record<Language, Texts> = {
  de: {
    notConnected: 'Der Messenger ist nicht verbunden. Prüfe deine Verbindung und versuche es noch einmal.',
    loginRequired: 'Bitte melde dich an, um den Messenger zu nutzen.',
    noAnswer: 'Der Server hat nicht rechtzeitig geantwortet. Bitte versuche es noch einmal.',
    network: 'Keine Verbindung zum Server. Prüfe deine Verbindung und versuche es noch einmal.',
    loadFailed: 'Der Messenger konnte nicht geladen werden. Bitte versuche es noch einmal.',
    sendFailed: 'Die Nachricht konnte nicht gesendet werden. Bitte versuche es noch einmal.',
    emptyText: 'Schreibe zuerst eine Nachricht.',
    textTooLong: 'Deine Nachricht hat {length} Zeichen, erlaubt sind {max}. Bitte kürze sie.',
    emptyBasket: 'Wähle zuerst ein Geschenk aus.',
    imageType: 'Diese Datei ist vom Typ {type}. Bitte wähle ein JPEG-, PNG- oder WebP-Bild.',
    imageTooLarge: 'Dieses Bild ist {size} MB groß, erlaubt sind höchstens {max} MB.',
  },
  en: {
    notConnected: 'The messenger is not connected. Check your connection and try again.',
    loginRequired: 'Please log in to use the messenger.',
    noAnswer: 'The server did not answer in time. Please try again.',
    network: 'No connection to the server. Check your connection and try again.',
    loadFailed: 'The messenger could not be loaded. Please try again.',
    sendFailed: 'The message could not be sent. Please try again.',
    emptyText: 'Write a message first.',
    textTooLong: 'Your message has {length} characters; at most {max} are allowed. Please shorten it.',
    emptyBasket: 'Choose a gift first.',
    imageType: 'This file is of type {type}. Please choose a JPEG, PNG or WebP image.',
    imageTooLarge: 'This image is {size} MB; at most {max} MB are allowed.',
  },
  es: {
    notConnected: 'El messenger no está conectado. Comprueba tu conexión e inténtalo de nuevo.',
    loginRequired: 'Inicia sesión para usar el messenger.',
    noAnswer: 'El servidor no respondió a tiempo. Inténtalo de nuevo.',
    network: 'No hay conexión con el servidor. Comprueba tu conexión e inténtalo de nuevo.',
    loadFailed: 'No se pudo cargar el messenger. Inténtalo de nuevo.',
    sendFailed: 'No se pudo enviar el mensaje. Inténtalo de nuevo.',
    emptyText: 'Escribe primero un mensaje.',
    textTooLong: 'Tu mensaje tiene {length} caracteres; se permiten como máximo {max}. Acórtalo, por favor.',
    emptyBasket: 'Elige primero un regalo.',
    imageType: 'Este archivo es de tipo {type}. Elige una imagen JPEG, PNG o WebP.',
    imageTooLarge: 'Esta imagen ocupa {size} MB; se permiten como máximo {max} MB.',
  },
  nl: {
    notConnected: 'De messenger is niet verbonden. Controleer je verbinding en probeer het opnieuw.',
    loginRequired: 'Log in om de messenger te gebruiken.',
    noAnswer: 'De server antwoordde niet op tijd. Probeer het opnieuw.',
    network: 'Geen verbinding met de server. Controleer je verbinding en probeer het opnieuw.',
    loadFailed: 'De messenger kon niet worden geladen. Probeer het opnieuw.',
    sendFailed: 'Het bericht kon niet worden verzonden. Probeer het opnieuw.',
    emptyText: 'Schrijf eerst een bericht.',
    textTooLong: 'Je bericht heeft {length} tekens; er zijn er hoogstens {max} toegestaan. Maak het korter.',
    emptyBasket: 'Kies eerst een cadeau.',
    imageType: 'Dit bestand is van het type {type}. Kies een JPEG-, PNG- of WebP-afbeelding.',
    imageTooLarge: 'Deze afbeelding is {size} MB; er is hoogstens {max} MB toegestaan.',
  },
};

/**
 * A messenger failure a caller may branch on (`code`), with a message a person
 * can act on. 'server' and 'notEnoughCoins' carry the server's words; the
 * latter also how many coins are missing, so a top-up can cover them.
 */
export class MessengerError extends Error {
  override name = 'MessengerError';
  readonly missingCoins: number | null;
  constructor(readonly code: MessengerErrorCode | 'server' | 'notEnoughCoins', message: string, options?: { cause?: unknown; missingCoins?: number | undefined }) {
    super(message, options);
    this.missingCoins = options?.missingCoins ?? null;
  }
}

/** The text of `code` in `language`, with {placeholders} filled in. */
export function messengerErrorText(language: Language, code: MessengerErrorCode, params: Record<string, string | number> = {}): string {
  return MESSENGER_ERROR_TEXTS[language][code].replace(/\{(\w+)\}/g, (whole, name: string) => String(params[name] ?? whole));
}

/** A MessengerError with the localized text of `code`. */
export function messengerError(language: Language, code: MessengerErrorCode, params?: Record<string, string | number>, cause?: unknown): MessengerError {
  return new MessengerError(code, messengerErrorText(language, code, params), cause === undefined ? undefined : { cause });
}
