import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../sdk/config';
import { formatMoney } from '../../sdk/money';
import { MESSENGER_TEXTS, messengerTranslator } from './i18n';
import { chargeLabel, giftName, relativeTime } from './messenger-format';
import { gift } from './test-fixtures';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('messenger texts', () => {
  // spec 000 §1: every user-visible string in de, en, es, nl
  it.each(LANGUAGES.filter((language) => language !== 'en'))('%s has every English key, non-empty, with the same placeholders', (language) => {
    const texts = MESSENGER_TEXTS[language] as Record<string, string>;
    for (const [key, english] of Object.entries(MESSENGER_TEXTS.en)) {
      expect(texts[key], `${language} ${key}`).toBeTruthy();
      expect(placeholders(texts[key]!), `${language} ${key}`).toEqual(placeholders(english));
    }
  });

  // issue 12 §8 "it says coins where the header says VXC": amounts read as the header's balance (sdk formatMoney).
  it.each([
    ['en', 'Free message (1 left)', '1,250\u00a0VXC'],
    ['de', 'Gratisnachricht (noch 1)', '1.250\u00a0VXC'],
    ['es', 'Mensaje gratis (queda 1)', '1250\u00a0VXC'],
    ['nl', 'Gratis bericht (nog 1)', '1.250\u00a0VXC'],
  ] as const)('labels charges in %s', (language, freeMessage, coins) => {
    const t = messengerTranslator(language);
    expect(chargeLabel(t, language, { kind: 'freeMessage', coins: 0 }, 1)).toBe(freeMessage);
    expect(chargeLabel(t, language, { kind: 'coins', coins: 1250 }, 0)).toBe(coins);
    expect(chargeLabel(t, language, { kind: 'coins', coins: 1250 }, 0)).toBe(formatMoney(1250, 'VXC', language));
  });
});

describe('giftName', () => {
  const rose = gift(1, { name: 'Rose', translations: [{ language: 'de', value: 'Rose' }, { language: 'es', value: 'Rosa' }] });
  it.each([
    ['es', 'Rosa'],
    ['nl', 'Rose'],
  ] as const)('in %s is %s (the own name when no translation exists)', (language, name) => expect(giftName(rose, language)).toBe(name));
});

describe('relativeTime', () => {
  const now = Date.parse('2024-05-10T12:00:00Z');
  it.each([
    ['2024-05-10T11:59:40Z', 'en', 'this minute'],
    ['2024-05-10T11:55:00Z', 'en', '5 minutes ago'],
    ['2024-05-09T12:00:00Z', 'en', 'yesterday'],
    ['2024-05-09T12:00:00Z', 'de', 'gestern'],
    [null, 'en', ''],
    ['not a date', 'en', ''],
  ] as const)('%s in %s is "%s"', (iso, language, text) => expect(relativeTime(iso, language, now)).toBe(text));
});
