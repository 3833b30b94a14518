import { describe, expect, it } from 'vitest';
import { interpolate, pluralText } from './interpolate';

describe('interpolate', () => {
  it('fills {{placeholders}} and leaves a missing one visible', () => {
    expect(interpolate('© {{year}} {{brand}}', { year: 2026, brand: 'Velvet' })).toBe('© 2026 Velvet');
    expect(interpolate('Hi {{ name }}', { name: 'Lena' })).toBe('Hi Lena');
    expect(interpolate('{{count}} unread', {})).toBe('{{count}} unread');
    // Preact and React escape text themselves, so nothing is escaped here.
    expect(interpolate('{{count}} videos', { count: '<b>3</b>' })).toBe('<b>3</b> videos');
  });
});

describe('pluralText (the plural keys of i18next: key_one, key_other)', () => {
  const texts: Record<string, string> = {
    'list.unread_one': '{{count}} unread message',
    'list.unread_other': '{{count}} unread messages',
    'plain': '{{count}} of {{max}}',
    'survey.star_one': '{{count}} star',
  };
  const lookup = (key: string) => texts[key];
  it.each([
    ['list.unread', { count: 1 }, '1 unread message'],
    ['list.unread', { count: 0 }, '0 unread messages'],
    ['list.unread', { count: 5 }, '5 unread messages'],
    ['plain', { count: 3, max: 10 }, '3 of 10'],
    ['survey.star_one', { count: 1 }, '1 star'],
    ['missing.key', undefined, 'missing.key'],
    ['list.unread', { count: '2' }, 'list.unread'],
  ] as const)('%s with %j: %s', (key, values, text) => {
    expect(pluralText(lookup, new Intl.PluralRules('en'), key, values as Record<string, unknown> | undefined)).toBe(text);
  });
});
