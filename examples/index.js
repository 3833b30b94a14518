// The examples index: its words in de, en, es and nl (?lang=, else the browser's language, as every examples page),
// and the widget list built from widget-data.js (the page's static list is what a browser without scripts shows).
import { WIDGETS } from './widget-data.js';
import { el, setUpPageWords, t, tx, withLang } from './kit.js';

const TEXTS = {
  en: {
    title: 'Velvet widget examples',
    gettingStartedText: 'the snippet, your tracking ids (w, ws, wt), registering your origin and the Content Security Policy. Read this first.',
    widgetsTitle: 'Widgets: playgrounds and documentation',
    widgetsText: 'Each playground edits the element\'s attributes live, logs its events and writes the copy-paste snippet (HTML and React) for your settings.',
    partnerTitle: 'Partner integration',
    accountLink: 'Partner account',
    accountText: 'sign up for a partner id and an API key, register your origins, read your report.',
    partnerLink: 'Example partner blog',
    partnerText: 'a third-party page that embeds widgets only through the loader snippet, with tracking ids.',
    originText: 'Widgets and API come from',
    originNote: '; this page is a different origin on purpose.',
  },
  de: {
    title: 'Velvet-Widget-Beispiele',
    gettingStartedText: 'das Snippet, deine Tracking-IDs (w, ws, wt), das Registrieren deiner Origin und die Content Security Policy. Lies das zuerst.',
    widgetsTitle: 'Widgets: Playgrounds und Dokumentation',
    widgetsText: 'Jeder Playground ändert die Attribute des Elements live, protokolliert seine Events und schreibt das Snippet zum Kopieren (HTML und React) für deine Einstellungen.',
    partnerTitle: 'Partner-Integration',
    accountLink: 'Partnerkonto',
    accountText: 'Partner-ID und API-Schlüssel anlegen, deine Origins registrieren, deinen Bericht lesen.',
    partnerLink: 'Beispiel-Partnerblog',
    partnerText: 'eine fremde Seite, die Widgets nur über das Loader-Snippet einbindet, mit Tracking-IDs.',
    originText: 'Widgets und API kommen von',
    originNote: '; diese Seite hat absichtlich eine andere Origin.',
  },
  es: {
    title: 'Ejemplos de widgets de Velvet',
    gettingStartedText: 'el snippet, tus IDs de seguimiento (w, ws, wt), el registro de tu origen y la Content Security Policy. Léelo primero.',
    widgetsTitle: 'Widgets: playgrounds y documentación',
    widgetsText: 'Cada playground edita en directo los atributos del elemento, registra sus eventos y escribe el snippet para copiar (HTML y React) con tus ajustes.',
    partnerTitle: 'Integración para partners',
    accountLink: 'Cuenta de partner',
    accountText: 'consigue un ID de partner y una clave API, registra tus orígenes, lee tu informe.',
    partnerLink: 'Blog de partner de ejemplo',
    partnerText: 'una página de terceros que incrusta widgets solo con el snippet del loader, con IDs de seguimiento.',
    originText: 'Los widgets y la API vienen de',
    originNote: '; esta página tiene otro origen a propósito.',
  },
  nl: {
    title: 'Voorbeelden van Velvet-widgets',
    gettingStartedText: 'de snippet, je tracking-ID\'s (w, ws, wt), je origin registreren en de Content Security Policy. Lees dit eerst.',
    widgetsTitle: 'Widgets: playgrounds en documentatie',
    widgetsText: 'Elke playground past de attributen van het element live aan, logt zijn events en schrijft de snippet om te kopiëren (HTML en React) voor jouw instellingen.',
    partnerTitle: 'Partnerintegratie',
    accountLink: 'Partneraccount',
    accountText: 'vraag een partner-ID en een API-sleutel aan, registreer je origins, lees je rapport.',
    partnerLink: 'Voorbeeld-partnerblog',
    partnerText: 'een pagina van derden die widgets alleen via de loadersnippet insluit, met tracking-ID\'s.',
    originText: 'Widgets en API komen van',
    originNote: '; deze pagina heeft met opzet een andere origin.',
  },
};

const words = setUpPageWords(TEXTS, 'ix');
document.title = words.title;

document.getElementById('widget-list').replaceChildren(...WIDGETS.map((widget) => el('li', {},
  `${tx(widget.title)}: `,
  el('a', { href: withLang(`/playground/${widget.id}.html`) }, t('playground')), ' · ',
  el('a', { href: withLang(`/docs/${widget.id}.html`) }, t('docs')))));
