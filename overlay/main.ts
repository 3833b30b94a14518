/**
 * Entry of the overlay app (dist/overlay/overlay.<lang>.js, one build per
 * language; the server loads the page language's one). The server wrote the
 * verified parent origin and the API origin into #velvet-overlay; the query
 * carries the flow, language and options.
 */
import { h, render } from 'preact';
import { OverlayApp } from './app';
import { legalUrl, parseOverlayQuery } from './config';
import { createParentChannel } from './messages';
import css from './overlay.css?inline';

const root = document.getElementById('velvet-overlay');
const parentOrigin = root?.dataset.parentOrigin ?? '';
const apiBase = root?.dataset.apiBase ?? '';
const parsed = parseOverlayQuery(location.search);
const style = document.createElement('style');
style.textContent = css;
document.head.append(style);
// issue 12 §7: the opening brand's colours and fonts are already on <html>; its logo (validated by the server, like them) is shown as text or image.
const theme = { logoText: root?.dataset.logoText, logoUrl: root?.dataset.logoUrl };

if (!root || !parentOrigin || window.parent === window) {
  // Opened directly or without a verified parent: there is nobody to talk to.
  if (root) root.textContent = 'This page works only inside the payment overlay of the page that opened it.';
} else if (!parsed.ok) {
  root.textContent = parsed.error;
} else {
  // Without the page's own legal pages (spec 002 §3.1 agb, privacy), the platform's, which the server wrote in.
  parsed.query.options.agb ??= legalUrl(root.dataset.termsUrl) ?? undefined;
  parsed.query.options.privacy ??= legalUrl(root.dataset.privacyUrl) ?? undefined;
  const channel = createParentChannel({ parentOrigin, parent: window.parent, target: window });
  render(h(OverlayApp, { query: parsed.query, channel, apiBase, theme }), root);
}
