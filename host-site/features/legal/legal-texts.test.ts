import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../sdk/config';
import { STORAGE_INVENTORY } from '../../../sdk/consent/inventory';
import { buildPath, SCREENS, type Screen } from '../../../sdk/routes';
import { fillPlaceholders, isLinkTarget } from './inline-text';
import { loadLegalTexts, type LegalBlock, type LegalDocument, type LegalTexts } from './legal-texts';
import { BRANDS } from '../../../white-label/brands';
import { operatorPlaceholders } from './operator';

const all = await Promise.all(LANGUAGES.map(async (language) => [language, await loadLegalTexts(language)] as const));
const english = all.find(([language]) => language === 'en')![1];

/** Every text of a document: intro, titles and paragraphs. */
function textsOf(document: LegalDocument): string[] {
  const ofBlock = (block: LegalBlock): string[] => (typeof block === 'string' ? [block] : 'list' in block ? [...block.list] : 'heading' in block ? [block.heading] : []);
  return [document.title, document.intro, ...document.sections.flatMap((section) => [section.title, ...section.blocks.flatMap(ofBlock)])];
}
const everyText = (texts: LegalTexts) => [...textsOf(texts.terms), ...textsOf(texts.dataProtection), ...Object.values(texts.purposes)];
const inserts = (document: LegalDocument) => document.sections.map((section) => section.blocks.filter((block) => typeof block === 'object' && 'insert' in block));

// issue 12 §5: "/terms-of-service/ and /data-protection/ (all four languages, both brands, the brand's name) with
// real text written for this platform: who runs it, what is stored and why, every cookie and storage item by
// consent category with its lifetime, how to withdraw consent, age rules, payments and refunds, contact."
describe.each(all)('the legal texts in %s', (language, texts) => {
  it('have the English sections in the same order, with the same generated parts', () => {
    for (const kind of ['terms', 'dataProtection'] as const) {
      expect(texts[kind].sections.map((section) => section.id)).toEqual(english[kind].sections.map((section) => section.id));
      expect(inserts(texts[kind])).toEqual(inserts(english[kind]));
    }
  });

  it('say why every stored item of the inventory exists (the table is printed from sdk/consent/inventory)', () => {
    expect(Object.keys(texts.purposes).sort()).toEqual(STORAGE_INVENTORY.map((item) => item.id).sort());
  });

  it('use only known placeholders and links that lead somewhere', () => {
    const values = { ...operatorPlaceholders(BRANDS.velvet!.operator), brand: 'Velvet' };
    for (const text of everyText(texts)) {
      expect(fillPlaceholders(text, values), text).not.toMatch(/\{\w+\}/);
      for (const [, target] of text.matchAll(/\]\(([^)]+)\)/g)) {
        expect(isLinkTarget(fillPlaceholders(target!, values)), target).toBe(true);
        if ((SCREENS as readonly string[]).includes(target!)) expect(buildPath(target as Screen, {}, language)).toMatch(/^\//);
      }
    }
  });

  it('are real text: no placeholder words, and the brand, the age rule and the coin rate are named', () => {
    const joined = everyText(texts).join('\n');
    expect(joined).not.toMatch(/\blorem\b|\bipsum\b|coming soon|placeholder/i);
    // Upper case only: "todo" is Spanish for "all".
    expect(joined).not.toMatch(/\bTODO\b|\bTBD\b|XXX/);
    expect(joined).toContain('{brand}');
    expect(joined).toMatch(/18/);
    expect(joined).toContain('VXC');
    expect(joined).toMatch(/\b4\b/);
    expect(joined).toMatch(/sandbox/i);
    expect(joined).toContain('{supportEmail}');
    expect(joined).toContain('{privacyEmail}');
  });

  it('print the data-protection notice with the storage table and the button that reopens the consent settings', () => {
    const kinds = inserts(texts.dataProtection).flat().map((block) => (block as { insert: string }).insert);
    expect(kinds).toEqual(expect.arrayContaining(['operator', 'storageTable', 'consentButton']));
    expect(inserts(texts.terms).flat()).toContainEqual({ insert: 'operator' });
  });
});
