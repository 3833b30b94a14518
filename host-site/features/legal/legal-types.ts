/**
 * The shape of the legal pages' words (issue 12 §5). Texts are data, not
 * markup: paragraphs with `{brand}` and the operator's fields as
 * placeholders, `[words](target)` links, lists, and the generated parts
 * (operator block, storage table, consent button) named by `insert`.
 */
import type { StorageItem } from '../../../sdk/consent/inventory';
import type { ConsentCategory } from '../../../sdk/consent/rules';

/** What a section may hold: a paragraph, a list of paragraphs, a subheading, or a generated part. */
export type LegalBlock = string | { list: readonly string[] } | { heading: string } | { insert: 'operator' | 'storageTable' | 'consentButton' };

export interface LegalSection {
  /** The anchor of the section (same in every language, so a link into a section survives a language switch). */
  id: string;
  title: string;
  blocks: readonly LegalBlock[];
}

export interface LegalDocument {
  title: string;
  intro: string;
  sections: readonly LegalSection[];
}

/** The words of the generated parts. */
export interface LegalUi {
  /** "As of {date}": the version the guest accepts (sdk/account TERMS_VERSION). */
  asOf: string;
  contents: string;
  /** Labels of the operator block. */
  register: string;
  vatId: string;
  managingDirector: string;
  email: string;
  demoNote: string;
  tableCaption: string;
  columns: { name: string; kind: string; writtenBy: string; lifetime: string; purpose: string };
  kinds: Record<StorageItem['kind'], string>;
  writtenBy: Record<StorageItem['writtenBy'], string>;
  httpOnly: string;
  lifetimeSession: string;
  lifetimeUntilDeleted: string;
  categories: Record<ConsentCategory, { title: string; text: string }>;
  /** A category with nothing stored today. */
  noItems: string;
  openSettings: string;
}

export interface LegalTexts {
  terms: LegalDocument;
  dataProtection: LegalDocument;
  ui: LegalUi;
  /** Why each stored item exists, by inventory id (a test checks every item has one in every language). */
  purposes: Readonly<Record<string, string>>;
}
