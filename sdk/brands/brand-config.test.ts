import { describe, expect, it } from 'vitest';
import { BrandConfigError, brandMailFrom, parseBrandConfig } from './brand-config';

/** A complete, valid brand file: each case below breaks one field of it. */
const VALID = {
  id: 'lavanda',
  name: 'Lavanda',
  logoText: 'Lavanda',
  languages: ['nl', 'en'],
  defaultLanguage: 'nl',
  themeColor: '#3b2a5a',
  colors: { primary: '#6d28d9', onPrimary: '#ffffff', link: '#c4b5fd', accent: '#f59e0b', background: '#120e1a', surface: '#1e1829', text: '#f4f1fa', muted: '#b3a8c7' },
  fonts: { body: 'system-ui, sans-serif', heading: 'Georgia, serif' },
  mail: { fromName: 'Lavanda', fromAddress: 'no-reply@lavanda.example' },
  operator: {
    company: 'Lavanda Demo B.V.', street: 'Damrak 1', postcode: '1012 LG', city: 'Amsterdam', country: 'NL', register: 'KvK 00000000',
    vatId: 'NL000000000B01', managingDirector: 'Jan Voorbeeld', supportEmail: 'support@lavanda.example', privacyEmail: 'privacy@lavanda.example',
  },
};

const withField = (path: string, value: unknown) => {
  const copy = structuredClone(VALID) as Record<string, unknown>;
  const keys = path.split('.');
  const last = keys.pop()!;
  const parent = keys.reduce((node, key) => node[key] as Record<string, unknown>, copy);
  if (value === undefined) delete parent[last];
  else parent[last] = value;
  return copy;
};

// issue 16 §5: "A third brand is one config file": the file is checked before anything serves it.
describe('parseBrandConfig', () => {
  it('takes a complete file as it is, ignoring $comment notes', () => {
    expect(parseBrandConfig({ $comment: 'note', ...VALID }, 'lavanda.json')).toEqual(VALID);
  });

  it.each([
    ['id', 'Lavanda'],
    ['id', undefined],
    ['name', ''],
    ['name', 'Lav<anda'],
    ['logoText', 'a "quoted" mark'],
    ['languages', []],
    ['languages', ['nl', 'fr']],
    ['languages', ['nl', 'nl']],
    ['defaultLanguage', 'de'],
    ['themeColor', 'purple'],
    ['colors', undefined],
    ['colors.primary', '#6d28d'],
    ['colors.muted', undefined],
    ['fonts.heading', 'x; } body { display: none'],
    ['mail.fromName', 'Lavanda\r\nBcc: x@example.com'],
    ['mail.fromAddress', 'no-reply'],
    ['operator.company', undefined],
    ['operator.privacyEmail', 42],
  ])('refuses %s = %j, naming the file and the field', (path, value) => {
    const run = () => parseBrandConfig(withField(path, value), 'lavanda.json');
    expect(run).toThrow(BrandConfigError);
    const field = path === 'colors' ? 'colors' : path;
    expect(run).toThrow(`Brand config lavanda.json: ${field} must be`);
  });

  it.each([null, [], 'lavanda', 7])('refuses %j as a whole file', (value) => {
    expect(() => parseBrandConfig(value, 'x.json')).toThrow('Brand config x.json: (file) must be a JSON object');
  });
});

describe('brandMailFrom', () => {
  it('writes the sender as a From header', () => {
    expect(brandMailFrom(VALID)).toBe('Lavanda <no-reply@lavanda.example>');
  });
});
