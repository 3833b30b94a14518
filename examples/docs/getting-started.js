// The getting-started page: its words in en and de, the snippet with a copy button, the CSP a partner page sends
// (with the hash of the snippet's inline script, computed here from its exact text), links to every widget.
import { WIDGETS } from '../widget-data.js';
import { codeBlock, el, htmlSnippet, lang, setUpPage, siteOrigin, t, tx, withLang } from '../kit.js';

const TEXTS = {
  en: {
    title: 'Getting started',
    intro: 'Put Velvet\'s widgets on your pages and earn from the guests they bring. Four steps: create a partner account, register your origin, paste the snippet, allow Velvet in your Content Security Policy.',
    accountTitle: '1. Create a partner account',
    accountText: 'On the partner account page you sign up with your website\'s name and an e-mail address. You get your partner id (w) and an API key for your report.',
    accountLink: 'Open the partner account',
    originTitle: '2. Register your origin',
    originText: 'In the partner account, under Registered origins, enter every origin your pages are served from, one per line: scheme, host and port, such as https://www.example.com (http only for localhost). Only registered origins may call the API and frame the payment overlay; on any other origin the widgets show a message that names this step.',
    snippetTitle: '3. Paste the snippet',
    snippetText: 'Put the loader in the head of your page and the widget\'s element where it should appear. The loader loads every widget from Velvet; velvet(\'init\') sets the language and your tracking ids for all widgets of the page.',
    trackingTitle: 'Tracking ids',
    trackingW: 'Your partner id, from the partner account. Without it nothing is attributed to you.',
    trackingWs: 'A sub-id you choose: the site or page (up to 64 letters, digits, . _ ~ and -).',
    trackingWt: 'The placement or campaign you choose, such as sidebar or newsletter.',
    trackingText: 'Every link of the widgets carries these ids. Plain links work too: add ?w=…&ws=…&wt=… to any link to Velvet. The last click wins within 30 days. Your report (partner account) shows visits, sign-ups, first payments and revenue by day, by ws and by wt.',
    cspTitle: '4. Allow Velvet in your Content Security Policy',
    cspText: 'If your pages send a Content-Security-Policy, add these sources (the widgets need no \'unsafe-inline\' and no \'unsafe-eval\'). The inline snippet needs its hash in script-src (below: the hash of the snippet above, exactly as shown), or move its two lines to a script file of your own.',
    csp: 'Content-Security-Policy',
    widgetsTitle: 'The widgets',
    widgetsText: 'Each widget has a documentation page (attributes, events, CSS custom properties, React) and a playground that writes the snippet for your settings.',
  },
  de: {
    title: 'Erste Schritte',
    intro: 'Binde Velvets Widgets in deine Seiten ein und verdiene an den Gästen, die sie bringen. Vier Schritte: Partnerkonto anlegen, Origin registrieren, Snippet einfügen, Velvet in deiner Content Security Policy erlauben.',
    accountTitle: '1. Partnerkonto anlegen',
    accountText: 'Auf der Seite Partnerkonto meldest du dich mit dem Namen deiner Website und einer E-Mail-Adresse an. Du bekommst deine Partner-ID (w) und einen API-Schlüssel für deinen Bericht.',
    accountLink: 'Partnerkonto öffnen',
    originTitle: '2. Origin registrieren',
    originText: 'Trage im Partnerkonto unter Registrierte Origins jede Origin ein, von der deine Seiten kommen, eine pro Zeile: Schema, Host und Port, etwa https://www.example.com (http nur für localhost). Nur registrierte Origins dürfen die API aufrufen und das Zahlungs-Overlay einbetten; auf jeder anderen Origin zeigen die Widgets einen Hinweis auf diesen Schritt.',
    snippetTitle: '3. Snippet einfügen',
    snippetText: 'Setze den Loader in den head deiner Seite und das Element des Widgets dorthin, wo es erscheinen soll. Der Loader lädt jedes Widget von Velvet; velvet(\'init\') setzt Sprache und Tracking-IDs für alle Widgets der Seite.',
    trackingTitle: 'Tracking-IDs',
    trackingW: 'Deine Partner-ID aus dem Partnerkonto. Ohne sie wird dir nichts zugerechnet.',
    trackingWs: 'Eine Unter-ID deiner Wahl: die Website oder Seite (bis zu 64 Buchstaben, Ziffern, . _ ~ und -).',
    trackingWt: 'Platzierung oder Kampagne deiner Wahl, etwa sidebar oder newsletter.',
    trackingText: 'Jeder Link der Widgets trägt diese IDs. Einfache Links gehen auch: Hänge ?w=…&ws=…&wt=… an jeden Link zu Velvet. Der letzte Klick innerhalb von 30 Tagen zählt. Dein Bericht (Partnerkonto) zeigt Besuche, Anmeldungen, Erstzahlungen und Umsatz nach Tag, ws und wt.',
    cspTitle: '4. Velvet in deiner Content Security Policy erlauben',
    cspText: 'Sendet deine Seite eine Content-Security-Policy, ergänze diese Quellen (die Widgets brauchen weder \'unsafe-inline\' noch \'unsafe-eval\'). Das Inline-Snippet braucht seinen Hash in script-src (unten: der Hash des Snippets oben, genau wie gezeigt), oder du verschiebst seine zwei Zeilen in eine eigene Skriptdatei.',
    csp: 'Content-Security-Policy',
    widgetsTitle: 'Die Widgets',
    widgetsText: 'Jedes Widget hat eine Dokumentationsseite (Attribute, Events, CSS-Custom-Properties, React) und einen Playground, der das Snippet für deine Einstellungen schreibt.',
  },
};

setUpPage();
const words = TEXTS[lang] ?? TEXTS.en;
for (const node of document.querySelectorAll('[data-gs]')) node.textContent = words[node.dataset.gs];
document.title = `${words.title} · Velvet`;

const example = WIDGETS[0];
const snippet = codeBlock(t('snippetHtml'), 'snippet-html');
snippet.code.textContent = htmlSnippet(example, { type: 'performers', filter: '{"online":true}' });
document.getElementById('snippet-slot').append(snippet.block);

const overlayOrigin = document.querySelector('meta[name="velvet-overlay-origin"]')?.content ?? '';
const inlineScript = /<script>([\s\S]*?)<\/script>/.exec(snippet.code.textContent)?.[1] ?? '';

/** 'sha256-…' of the snippet's inline script (crypto.subtle needs a secure context; elsewhere a placeholder). */
async function scriptHash(text) {
  if (!crypto.subtle) return "'sha256-…'";
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`;
}

const csp = codeBlock(words.csp, 'csp-policy');
document.getElementById('csp-slot').append(csp.block);
scriptHash(inlineScript).then((hash) => {
  csp.code.textContent = [
    `script-src 'self' ${siteOrigin} ${hash};`,
    `connect-src 'self' ${siteOrigin};`,
    `img-src 'self' data: ${siteOrigin};`,
    `media-src 'self' blob: ${siteOrigin};`,
    `frame-src ${siteOrigin} ${overlayOrigin};`,
  ].join('\n');
});

document.getElementById('widget-list').append(...WIDGETS.map((widget) => el('li', {},
  el('strong', {}, tx(widget.title)), ': ', tx(widget.summary), ' ',
  el('a', { href: withLang(`/docs/${widget.id}.html`) }, `${t('docs')}: ${tx(widget.title)}`), ' · ',
  el('a', { href: withLang(`/playground/${widget.id}.html`) }, `${t('playground')}: ${tx(widget.title)}`))));
