// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { getBrand } from '../../white-label/brands';
import { brandConfigScript, readBrandConfig } from './brand-in-page';
import { startUp } from './start-up';

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

/** A brand no build lists (issue 16 §5: "A third brand is one config file"). */
const LAVANDA = { ...getBrand('terciopelo'), id: 'lavanda', name: 'Lavanda', logoText: 'Lavanda', languages: ['nl', 'en'] as const, defaultLanguage: 'nl' as const };

describe('the brand config in the page', () => {
  it('travels as an inert JSON script with the nonce and reads back whole', () => {
    const script = brandConfigScript(LAVANDA, 'n0nce');
    expect(script).toMatch(/^<script type="application\/json" id="velvet-brand-config" nonce="n0nce">/);
    document.body.innerHTML = script;
    expect(readBrandConfig(document)).toEqual(LAVANDA);
  });

  it('escapes a text that would end the script (the page never trusts a config into markup raw)', () => {
    expect(brandConfigScript({ ...LAVANDA, name: 'Lavanda</script><b>' }, 'n').match(/<\/script>/g)).toHaveLength(1);
  });

  it('is the brand the site starts with, though no build lists it', async () => {
    document.head.innerHTML = '<meta name="velvet-brand" content="lavanda">';
    document.body.innerHTML = brandConfigScript(LAVANDA, 'n');
    expect((await startUp(document)).brand).toEqual(LAVANDA);
  });

  it('is null without the script (the Vite dev server)', () => {
    expect(readBrandConfig(document)).toBeNull();
  });
});
