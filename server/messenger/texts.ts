/** The messenger's user-visible strings (refusals, previews, the demo performers' replies), in every site language. */
import type { Language } from '../../sdk/config';
import { formatMoney } from '../../sdk/money';

type Texts = Readonly<Record<Language, string>>;

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));

// Amounts as the header shows the balance (sdk formatMoney: "1.250 VXC"), never a word of their own (issue 12 §8).
const NOT_ENOUGH: Texts = {
  de: 'Nicht genug VXC: Diese Nachricht kostet {price}, dein Guthaben ist {balance}.',
  en: 'Not enough VXC: this message costs {price}, your balance is {balance}.',
  es: 'No tienes suficientes VXC: este mensaje cuesta {price} y tu saldo es {balance}.',
  nl: 'Niet genoeg VXC: dit bericht kost {price}, je saldo is {balance}.',
};

/** The refusal of a message the guest cannot pay. */
export function notEnoughCoinsForMessage(language: Language, price: number, balance: number): string {
  return fill(NOT_ENOUGH[language], { price: formatMoney(price, 'VXC', language), balance: formatMoney(balance, 'VXC', language) });
}

export const CHANNEL_BLOCKED: Texts = {
  de: 'Du hast diese Person blockiert. Hebe die Blockierung auf, um ihr zu schreiben.',
  en: 'You blocked this performer. Unblock them to write again.',
  es: 'Has bloqueado a esta persona. Desbloquéala para volver a escribirle.',
  nl: 'Je hebt deze performer geblokkeerd. Deblokkeer om weer te schrijven.',
};

export const VIP_GIFT: Texts = {
  de: 'Dieses Geschenk ist nur für VIP-Mitglieder.',
  en: 'This gift is for VIP members only.',
  es: 'Este regalo es solo para miembros VIP.',
  nl: 'Dit cadeau is alleen voor VIP-leden.',
};

const IMAGE_SUBJECT: Texts = { de: 'Bild', en: 'Image', es: 'Imagen', nl: 'Afbeelding' };
const GIFT_SUBJECT: Texts = { de: 'Geschenk', en: 'Gift', es: 'Regalo', nl: 'Cadeau' };

/** The channel-list preview of a message (plain text, at most 120 characters). */
export function messageSubject(language: Language, type: string, text: string, giftNames: readonly string[]): string {
  const trimmed = text.trim();
  const preview = trimmed !== ''
    ? trimmed
    : type === 'image' ? IMAGE_SUBJECT[language]
    : type === 'gift' ? `${GIFT_SUBJECT[language]}: ${giftNames.join(', ')}`
    : '';
  return preview.length > 120 ? `${preview.slice(0, 119)}…` : preview;
}

const ABOUT: Texts = {
  de: '{name}, {age}. In drei Worten: {words}.',
  en: '{name}, {age}. In three words: {words}.',
  es: '{name}, {age}. En tres palabras: {words}.',
  nl: '{name}, {age}. In drie woorden: {words}.',
};

/** The conversation header's line about a performer. */
export function aboutActor(language: Language, name: string, age: number, words: readonly string[]): string {
  return fill(ABOUT[language], { name, age, words: words.join(', ') });
}

/** Short, friendly, non-explicit replies of the demo performers (none about being on- or offline: a reply comes either way). */
export const DEMO_REPLIES: Readonly<Record<Language, readonly string[]>> = {
  de: [
    'Hallo! Schön, von dir zu hören 😊',
    'Danke für deine Nachricht! Wie war dein Tag?',
    'Das freut mich sehr. Erzähl mir mehr!',
    'Was machst du heute noch Schönes?',
    'Du bist wirklich nett, danke!',
  ],
  en: [
    'Hi! Lovely to hear from you 😊',
    'Thanks for your message! How was your day?',
    'That made me smile. Tell me more!',
    'What are you up to today?',
    'You are really sweet, thank you!',
  ],
  es: [
    '¡Hola! Qué alegría saber de ti 😊',
    '¡Gracias por tu mensaje! ¿Qué tal tu día?',
    'Me has hecho sonreír. ¡Cuéntame más!',
    '¿Qué planes tienes para hoy?',
    'Eres muy amable, ¡gracias!',
  ],
  nl: [
    'Hoi! Leuk om van je te horen 😊',
    'Bedankt voor je bericht! Hoe was je dag?',
    'Daar moest ik om glimlachen. Vertel meer!',
    'Wat ga je vandaag nog doen?',
    'Je bent echt lief, dank je!',
  ],
};

const GIFT_THANKS: Texts = {
  de: 'Wow, danke für das Geschenk! 💝',
  en: 'Wow, thank you for the gift! 💝',
  es: '¡Guau, gracias por el regalo! 💝',
  nl: 'Wauw, bedankt voor het cadeau! 💝',
};

/**
 * The demo reply to a guest's message, chosen deterministically from the
 * message id (the same message always gets the same answer).
 */
export function demoReply(language: Language, messageType: string, messageId: string): string {
  if (messageType === 'gift') return GIFT_THANKS[language];
  let hash = 0;
  for (const char of messageId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const replies = DEMO_REPLIES[language];
  return replies[hash % replies.length]!;
}
