import { describe, expect, it } from 'vitest';
import { renderFailedPage } from './pages';

// issue 16 §5: "nothing of Velvet reaches a Terciopelo guest: [...] error pages". The 500 page of a failed
// server render names the brand of the origin, in the language of the address.
describe('renderFailedPage', () => {
  it.each([
    ['/es/amateur/x/', 'es', 'No se ha podido cargar esta página.'],
    ['/en/videos/?order=new', 'en', 'This page could not be loaded.'],
    ['/nl/', 'nl', 'Deze pagina kon niet worden geladen.'],
    ['/amateur/x/', 'de', 'Diese Seite konnte nicht geladen werden.'],
  ])('%s: in %s with the brand\'s name', (url, language, text) => {
    const html = renderFailedPage('Terciopelo', url);
    expect(html).toContain(`<html lang="${language}">`);
    expect(html).toContain('<title>Terciopelo</title>');
    expect(html).toContain(text);
    expect(html).not.toMatch(/velvet/i);
  });
});
