/** Small HTML pages the server writes itself: the "not built yet" page and placeholders. */

const escapeHtml = (text: string) =>
  text.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c] ?? c);

/** A minimal, style-free page (inline styles would need a CSP exception). */
export function simplePage(title: string, paragraphs: string[]): string {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n');
  return `<!doctype html>
<html lang="en">
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
