import { describe, expect, it } from 'vitest';
import { createTranslator, interpolate } from './translator';
import { loadSiteStrings } from './site-strings';

describe('site translator', () => {
  it('fills {{placeholders}} and leaves a missing one visible', () => {
    expect(interpolate('© {{year}} {{brand}}', { year: 2026, brand: 'Velvet' })).toBe('© 2026 Velvet');
    expect(interpolate('Hi {{ name }}', { name: 'Lena' })).toBe('Hi Lena');
    expect(interpolate('{{count}} unread', {})).toBe('{{count}} unread');
  });

  it('shows the key of a text it does not have', () => {
    const t = createTranslator<'a' | 'b'>({ a: 'A' } as Record<'a' | 'b', string>);
    expect(t('a')).toBe('A');
    expect(t('b')).toBe('b');
  });

  // issue 12: "Only the page's language strings ship with the page": each language is its own chunk.
  it('loads one language\'s strings', async () => {
    expect((await loadSiteStrings('nl'))['nav.videos']).toBe("Video's");
    expect((await loadSiteStrings('es'))['nav.videos']).toBe('Vídeos');
  });
});
