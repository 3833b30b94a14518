// Shared by the playgrounds and the docs pages: the page language (de, en, es, nl), their words, and the embed
// snippets built from widget-data.js. External file: the examples origin's CSP allows no inline script.

export const TEXTS = {
  en: {
    allExamples: 'All examples', language: 'Language', playground: 'Playground', docs: 'Documentation', gettingStarted: 'Getting started',
    attributes: 'Attributes', events: 'Events', cssProperties: 'CSS custom properties', react: 'React', actions: 'Try it',
    attribute: 'Attribute', reactProp: 'React prop', description: 'Description', event: 'Event', detail: 'detail', property: 'Property',
    cancelable: 'cancelable', none: 'none',
    eventLog: 'Event log', logEmpty: 'Events the widget emits appear here, newest first, with their detail.', clearLog: 'Clear log',
    stayHere: 'Stay on this page: cancel {events} (logged instead of followed)',
    snippet: 'Snippet for these settings', snippetHtml: 'HTML (loader script and element)', snippetReact: 'React', copy: 'Copy', copied: 'Copied', copyFailed: 'Select the text and copy it with Ctrl+C.',
    preview: 'Preview', notJson: 'Not JSON yet: {message}', unset: '(not set)',
    yourPartnerId: 'YOUR_PARTNER_ID',
    docsIntro: 'Everything the element understands. Try it live in the playground; the snippet there is built from your settings.',
    reactIntro: 'The React 19 wrapper loads the element, types the props and turns events into on… props:',
  },
  de: {
    allExamples: 'Alle Beispiele', language: 'Sprache', playground: 'Playground', docs: 'Dokumentation', gettingStarted: 'Erste Schritte',
    attributes: 'Attribute', events: 'Events', cssProperties: 'CSS-Custom-Properties', react: 'React', actions: 'Ausprobieren',
    attribute: 'Attribut', reactProp: 'React-Prop', description: 'Beschreibung', event: 'Event', detail: 'detail', property: 'Property',
    cancelable: 'abbrechbar', none: 'keine',
    eventLog: 'Event-Protokoll', logEmpty: 'Events des Widgets erscheinen hier, neueste zuerst, mit ihrem detail.', clearLog: 'Protokoll leeren',
    stayHere: 'Auf dieser Seite bleiben: {events} abbrechen (protokolliert statt gefolgt)',
    snippet: 'Snippet für diese Einstellungen', snippetHtml: 'HTML (Loader-Skript und Element)', snippetReact: 'React', copy: 'Kopieren', copied: 'Kopiert', copyFailed: 'Markiere den Text und kopiere ihn mit Strg+C.',
    preview: 'Vorschau', notJson: 'Noch kein JSON: {message}', unset: '(nicht gesetzt)',
    yourPartnerId: 'DEINE_PARTNER_ID',
    docsIntro: 'Alles, was das Element versteht. Probiere es live im Playground aus; das Snippet dort entsteht aus deinen Einstellungen.',
    reactIntro: 'Der React-19-Wrapper lädt das Element, typisiert die Props und macht aus Events on…-Props:',
  },
  es: {
    allExamples: 'Todos los ejemplos', language: 'Idioma', playground: 'Playground', docs: 'Documentación', gettingStarted: 'Primeros pasos',
    attributes: 'Atributos', events: 'Eventos', cssProperties: 'Propiedades CSS personalizadas', react: 'React', actions: 'Pruébalo',
    attribute: 'Atributo', reactProp: 'Prop de React', description: 'Descripción', event: 'Evento', detail: 'detail', property: 'Propiedad',
    cancelable: 'cancelable', none: 'ninguno',
    eventLog: 'Registro de eventos', logEmpty: 'Aquí aparecen los eventos del widget, el más reciente primero, con su detail.', clearLog: 'Vaciar registro',
    stayHere: 'Quedarse en esta página: cancelar {events} (se registran en lugar de seguirlos)',
    snippet: 'Snippet para estos ajustes', snippetHtml: 'HTML (script del loader y elemento)', snippetReact: 'React', copy: 'Copiar', copied: 'Copiado', copyFailed: 'Selecciona el texto y cópialo con Ctrl+C.',
    preview: 'Vista previa', notJson: 'Todavía no es JSON: {message}', unset: '(sin valor)',
    yourPartnerId: 'TU_ID_DE_PARTNER',
    docsIntro: 'Todo lo que entiende el elemento. Pruébalo en directo en el playground; allí el snippet se crea con tus ajustes.',
    reactIntro: 'El wrapper de React 19 carga el elemento, tipa las props y convierte los eventos en props on…:',
  },
  nl: {
    allExamples: 'Alle voorbeelden', language: 'Taal', playground: 'Playground', docs: 'Documentatie', gettingStarted: 'Aan de slag',
    attributes: 'Attributen', events: 'Events', cssProperties: 'CSS custom properties', react: 'React', actions: 'Probeer het',
    attribute: 'Attribuut', reactProp: 'React-prop', description: 'Beschrijving', event: 'Event', detail: 'detail', property: 'Property',
    cancelable: 'annuleerbaar', none: 'geen',
    eventLog: 'Eventlog', logEmpty: 'Events van de widget verschijnen hier, nieuwste eerst, met hun detail.', clearLog: 'Log leegmaken',
    stayHere: 'Op deze pagina blijven: {events} annuleren (gelogd in plaats van gevolgd)',
    snippet: 'Snippet voor deze instellingen', snippetHtml: 'HTML (loaderscript en element)', snippetReact: 'React', copy: 'Kopiëren', copied: 'Gekopieerd', copyFailed: 'Selecteer de tekst en kopieer hem met Ctrl+C.',
    preview: 'Voorbeeld', notJson: 'Nog geen JSON: {message}', unset: '(niet ingesteld)',
    yourPartnerId: 'JOUW_PARTNER_ID',
    docsIntro: 'Alles wat het element begrijpt. Probeer het live in de playground; de snippet daar komt uit jouw instellingen.',
    reactIntro: 'De React 19-wrapper laadt het element, typeert de props en maakt van events on…-props:',
  },
};

const languageOf = (value) => (value && TEXTS[value.slice(0, 2)] ? value.slice(0, 2) : null);

/** ?lang=, then the browser's language, then English (as the partner account page does). */
export const lang = languageOf(new URLSearchParams(location.search).get('lang')) ?? languageOf(navigator.language) ?? 'en';

export const t = (key, values = {}) => (TEXTS[lang][key] ?? TEXTS.en[key] ?? key).replace(/\{(\w+)\}/g, (_all, name) => String(values[name] ?? ''));
/** A { en, de, es, nl } text of widget-data.js in the page language. */
export const tx = (text) => (text ? text[lang] ?? text.en : '');

export const siteOrigin = document.querySelector('meta[name="velvet-site-origin"]')?.content ?? '';

/** A same-origin link that keeps the page language. */
export const withLang = (href) => `${href}?lang=${lang}`;

/** Sets <html lang>, fills [data-text] and wires the header's language select (a change reloads with ?lang=). */
export function setUpPage() {
  document.documentElement.lang = lang;
  for (const node of document.querySelectorAll('[data-text]')) node.textContent = t(node.dataset.text);
  for (const link of document.querySelectorAll('a[data-keep-lang]')) link.href = withLang(link.getAttribute('href'));
  const select = document.getElementById('language');
  if (select) {
    select.value = lang;
    select.addEventListener('change', () => {
      const url = new URL(location.href);
      url.searchParams.set('lang', select.value);
      location.assign(url);
    });
  }
}

/**
 * setUpPage, then a page's own words (`texts`: { en, de, es, nl }) into the nodes marked data-<key>; answers the
 * words in the page language (English for a language without them).
 */
export function setUpPageWords(texts, key) {
  setUpPage();
  const words = texts[lang] ?? texts.en;
  for (const node of document.querySelectorAll(`[data-${key}]`)) node.textContent = words[node.dataset[key]];
  return words;
}

/** `el(tag, { attr: value }, ...children)`: a tiny DOM builder (strings become text nodes, never HTML). */
export function el(tag, attributes = {}, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === null || value === false) continue;
    if (name.startsWith('on')) node.addEventListener(name.slice(2), value);
    else node.setAttribute(name, value === true ? '' : String(value));
  }
  node.append(...children.flat().filter((child) => child !== null && child !== undefined && child !== false));
  return node;
}

/** An attribute as HTML: single quotes around JSON (as partners write it), double quotes otherwise. */
function htmlAttribute(name, value) {
  if (value === '') return name;
  if (value.includes('"') && !value.includes("'")) return `${name}='${value.replaceAll('&', '&amp;')}'`;
  return `${name}="${value.replaceAll('&', '&amp;').replaceAll('"', '&quot;')}"`;
}

/** The loader snippet and the element for `values` (attribute name -> string; absent or null = not set). */
export function htmlSnippet(widget, values, origin = siteOrigin) {
  const attributes = widget.attributes
    .filter((attribute) => values[attribute.name] !== undefined && values[attribute.name] !== null)
    .map((attribute) => ` ${htmlAttribute(attribute.name, values[attribute.name])}`)
    .join('');
  return [
    '<script>',
    '  window.velvet=window.velvet||function(){(velvet.q=velvet.q||[]).push(arguments)};',
    `  velvet('init', { lang: '${values.lang || lang}', w: '${t('yourPartnerId')}', ws: 'my-page', wt: '${widget.id}' });`,
    '</script>',
    `<script async src="${origin}/loader/velvet-loader.js"></script>`,
    `<${widget.tag}${attributes}></${widget.tag}>`,
  ].join('\n');
}

function reactValue(attribute, value) {
  if (attribute.control === 'checkbox') return '';
  if (attribute.control === 'number' && /^\d+$/.test(value)) return `={${value}}`;
  if (attribute.control === 'json') {
    try {
      return `={${JSON.stringify(JSON.parse(value))}}`;
    } catch {
      return `={${value}}`;
    }
  }
  return `=${JSON.stringify(value)}`;
}

/** The same settings with the React wrapper (package velvet, entry velvet/react). */
export function reactSnippet(widget, values) {
  const props = widget.attributes
    .filter((attribute) => values[attribute.name] !== undefined && values[attribute.name] !== null)
    .map((attribute) => `\n  ${attribute.react}${reactValue(attribute, values[attribute.name])}`);
  const event = widget.events[0];
  const handler = event ? [`\n  ${event.react}={(event) => console.log(event.detail)}`] : [];
  return `import { ${widget.react} } from 'velvet/react';\n\n<${widget.react}${[...props, ...handler].join('')}\n/>`;
}

/** A code block with a Copy button (navigator.clipboard; a hint to copy by hand where it is refused). */
export function codeBlock(label, id) {
  const code = el('code', { id });
  const status = el('span', { class: 'copy-status', role: 'status' });
  const button = el('button', {
    type: 'button', class: 'copy', 'aria-label': `${t('copy')}: ${label}`,
    onclick: async () => {
      try {
        await navigator.clipboard.writeText(code.textContent);
        status.textContent = t('copied');
      } catch {
        status.textContent = t('copyFailed');
      }
    },
  }, t('copy'));
  const block = el('div', { class: 'snippet' }, el('div', { class: 'snippet-head' }, el('strong', { id: `${id}-label` }, label), button, status),
    // Focusable, so a keyboard can scroll a long line (axe: scrollable-region-focusable).
    el('pre', { tabindex: 0, 'aria-labelledby': `${id}-label` }, code));
  return { block, code, status };
}
