/** Small HTML pages the server writes itself: the "not built yet" page, the failed render and placeholders. */
import type { Language } from '../../sdk/config';
import { resolvePath } from '../../sdk/routes';

const escapeHtml = (text: string) =>
  text.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c] ?? c);

/** A minimal, style-free page (inline styles would need a CSP exception). */
export function simplePage(title: string, paragraphs: string[], language: Language = 'en'): string {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n');
  return `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body>
<h1>${escapeHtml(title)}</h1>
${body}
</body>
</html>
`;
}

/** 503 page shown while dist/ is missing. */
export function notBuiltPage(what: string, path: string): string {
  return simplePage('Velvet is not built yet', [
    `The ${what} has not been built: ${path} is missing.`,
    'Run `npm run build` (or `npm start`, which builds first), then reload this page.',
  ]);
}

const RENDER_FAILED: Record<Language, string> = {
  de: 'Diese Seite konnte nicht geladen werden. Bitte versuche es gleich noch einmal.',
  en: 'This page could not be loaded. Please try again in a moment.',
  es: 'No se ha podido cargar esta página. Vuelve a intentarlo en un momento.',
  nl: 'Deze pagina kon niet worden geladen. Probeer het zo meteen opnieuw.',
};

/** The 500 page of a failed server render: the brand's name (issue 16 §5: error pages), in the path's language. */
export function renderFailedPage(brandName: string, url: string): string {
  const language = resolvePath(url.split('?')[0] ?? '/')?.language ?? 'en';
  return simplePage(brandName, [RENDER_FAILED[language]], language);
}
