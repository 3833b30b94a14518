/**
 * A brand is one config file (issue 16 §5: "A third brand is one config file"): name, word mark,
 * languages, colours, fonts, the mail sender and the company that runs the site. The files are
 * JSON in white-label/brands/ (the server reads them; the site gets its brand's config in the page),
 * and parseBrandConfig checks one, naming the first wrong field, before anything serves it.
 */
import { LANGUAGES, type Language } from '../config';

/** Colours of a brand, applied to the site as CSS custom properties (see host-site/app/theme.ts). */
export interface BrandColors {
  /** Buttons and active states; also the widgets' accent (tile prices and badges). */
  primary: string;
  /** Text drawn on top of `primary`. */
  onPrimary: string;
  /** Link text on the background colour (readable contrast, unlike `primary` on dark backgrounds). */
  link: string;
  /** Online badges and highlights. */
  accent: string;
  background: string;
  surface: string;
  text: string;
  muted: string;
}

/** The brand's type: body text, and headings with the word mark (plain font names: the first paint loads no web font). */
export interface BrandFonts {
  body: string;
  heading: string;
}

/** The sender of every mail a guest of the brand gets (verification, password reset, recommendations). */
export interface BrandMail {
  fromName: string;
  fromAddress: string;
}

/** The company that runs the brand's site, as the imprint and the legal pages name it. */
export interface BrandOperator {
  company: string;
  street: string;
  postcode: string;
  city: string;
  /** ISO 3166 code: the country's name is printed in the page's language. */
  country: string;
  register: string;
  vatId: string;
  managingDirector: string;
  supportEmail: string;
  privacyEmail: string;
}

/** Everything that differs between two brand sites; the code is the same for every brand. */
export interface BrandConfig {
  /** Lower-case id: `<meta name="velvet-brand">`, the page cache key, the share image /og/<id>.svg. */
  id: string;
  /** Shown in document titles, the footer, mails and legal pages. */
  name: string;
  /** The word mark in the header and the payment overlay (a text logo keeps the first paint free of image requests). */
  logoText: string;
  /** Languages offered in the language switcher, the hreflang alternates and the sitemap. */
  languages: readonly Language[];
  /** The language of "/" on the brand's origin; one of `languages`. */
  defaultLanguage: Language;
  /** `<meta name="theme-color">` of the browser chrome. */
  themeColor: string;
  colors: BrandColors;
  fonts: BrandFonts;
  mail: BrandMail;
  operator: BrandOperator;
}

/** Thrown for a config file that is not a valid brand, naming the file and the field. */
export class BrandConfigError extends Error {
  constructor(readonly source: string, readonly field: string, expected: string, got: unknown) {
    super(`Brand config ${source}: ${field} must be ${expected}, got ${JSON.stringify(got) ?? String(got)}`);
    this.name = 'BrandConfigError';
  }
}

const COLOR_KEYS = ['primary', 'onPrimary', 'link', 'accent', 'background', 'surface', 'text', 'muted'] as const;
const OPERATOR_KEYS = ['company', 'street', 'postcode', 'city', 'country', 'register', 'vatId', 'managingDirector', 'supportEmail', 'privacyEmail'] as const;
const HEX_COLOR = /^#[0-9a-f]{6}$/i;
const BRAND_ID = /^[a-z][a-z0-9-]{1,31}$/;
/** No markup and no quotes: names go into HTML attributes, titles and mail headers. */
const PLAIN_TEXT = /^[^<>"\r\n]{1,120}$/;
const MAIL_ADDRESS = /^[^\s@<>"]+@[^\s@<>"]+$/;

type Check = (value: unknown) => boolean;
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const matches = (pattern: RegExp): Check => (value) => typeof value === 'string' && pattern.test(value);
const isLanguage = (value: unknown): value is Language => typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** The brand in a parsed config file; throws BrandConfigError naming the first wrong field. `source` names the file in the message. */
export function parseBrandConfig(value: unknown, source: string): BrandConfig {
  const fail = (field: string, expected: string, got: unknown): never => {
    throw new BrandConfigError(source, field, expected, got);
  };
  const section = (parent: Record<string, unknown>, key: string): Record<string, unknown> => {
    const child = parent[key];
    return isObject(child) ? child : fail(key, 'an object', child);
  };
  const field = (parent: Record<string, unknown>, path: string, key: string, check: Check, expected: string): string => {
    const got = parent[key];
    return check(got) ? (got as string) : fail(path, expected, got);
  };
  if (!isObject(value)) return fail('(file)', 'a JSON object', value);
  const text = (key: string) => field(value, key, key, matches(PLAIN_TEXT), 'a text of 1 to 120 characters without <, >, " or line breaks');
  const languages = value.languages;
  if (!Array.isArray(languages) || languages.length === 0 || !languages.every(isLanguage) || new Set(languages).size !== languages.length) {
    fail('languages', `a non-empty list of distinct languages out of ${LANGUAGES.join(', ')}`, languages);
  }
  const defaultLanguage = value.defaultLanguage;
  if (!isLanguage(defaultLanguage) || !(languages as Language[]).includes(defaultLanguage)) fail('defaultLanguage', 'one of the brand\'s languages', defaultLanguage);
  const colorsIn = section(value, 'colors');
  const fontsIn = section(value, 'fonts');
  const mailIn = section(value, 'mail');
  const operatorIn = section(value, 'operator');
  const fontList = matches(/^[^<>"{};\r\n]{1,200}$/);
  return {
    id: field(value, 'id', 'id', matches(BRAND_ID), 'a lower-case id of 2 to 32 letters, digits and dashes'),
    name: text('name'),
    logoText: text('logoText'),
    languages: languages as Language[],
    defaultLanguage: defaultLanguage as Language,
    themeColor: field(value, 'themeColor', 'themeColor', matches(HEX_COLOR), 'a #rrggbb colour'),
    colors: Object.fromEntries(COLOR_KEYS.map((key) => [key, field(colorsIn, `colors.${key}`, key, matches(HEX_COLOR), 'a #rrggbb colour')])) as unknown as BrandColors,
    fonts: {
      body: field(fontsIn, 'fonts.body', 'body', fontList, 'a CSS font-family list'),
      heading: field(fontsIn, 'fonts.heading', 'heading', fontList, 'a CSS font-family list'),
    },
    mail: {
      fromName: field(mailIn, 'mail.fromName', 'fromName', matches(PLAIN_TEXT), 'a sender name without <, >, " or line breaks'),
      fromAddress: field(mailIn, 'mail.fromAddress', 'fromAddress', matches(MAIL_ADDRESS), 'an e-mail address'),
    },
    operator: Object.fromEntries(OPERATOR_KEYS.map((key) => [key, field(operatorIn, `operator.${key}`, key, matches(PLAIN_TEXT), 'a text of 1 to 120 characters')])) as unknown as BrandOperator,
  };
}

/** The From header of the brand's mails: `Terciopelo <no-reply@terciopelo.example>`. */
export function brandMailFrom(brand: Pick<BrandConfig, 'mail'>): string {
  return `${brand.mail.fromName} <${brand.mail.fromAddress}>`;
}
