// The getting-started page: its words in de, en, es and nl, the snippet with a copy button, the CSP a partner page sends
// (with the hash of the snippet's inline script, computed here from its exact text), links to every widget.
import { WIDGETS } from '../widget-data.js';
import { codeBlock, el, htmlSnippet, setUpPageWords, t, tx, withLang } from '../kit.js';

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
  es: {
    title: 'Primeros pasos',
    intro: 'Pon los widgets de Velvet en tus páginas y gana con los invitados que traen. Cuatro pasos: crea una cuenta de partner, registra tu origen, pega el snippet y permite Velvet en tu Content Security Policy.',
    accountTitle: '1. Crea una cuenta de partner',
    accountText: 'En la página de la cuenta de partner te registras con el nombre de tu web y un correo electrónico. Recibes tu ID de partner (w) y una clave API para tu informe.',
    accountLink: 'Abrir la cuenta de partner',
    originTitle: '2. Registra tu origen',
    originText: 'En la cuenta de partner, en Orígenes registrados, escribe cada origen desde el que se sirven tus páginas, uno por línea: esquema, host y puerto, como https://www.example.com (http solo para localhost). Solo los orígenes registrados pueden llamar a la API e incrustar el overlay de pago; en cualquier otro origen los widgets muestran un aviso que indica este paso.',
    snippetTitle: '3. Pega el snippet',
    snippetText: 'Pon el loader en el head de tu página y el elemento del widget donde deba aparecer. El loader carga todos los widgets desde Velvet; velvet(\'init\') fija el idioma y tus IDs de seguimiento para todos los widgets de la página.',
    trackingTitle: 'IDs de seguimiento',
    trackingW: 'Tu ID de partner, de la cuenta de partner. Sin él no se te atribuye nada.',
    trackingWs: 'Un sub-ID que eliges: la web o la página (hasta 64 letras, cifras, . _ ~ y -).',
    trackingWt: 'La ubicación o campaña que eliges, como sidebar o newsletter.',
    trackingText: 'Cada enlace de los widgets lleva estos IDs. Los enlaces normales también sirven: añade ?w=…&ws=…&wt=… a cualquier enlace a Velvet. Gana el último clic dentro de 30 días. Tu informe (cuenta de partner) muestra visitas, registros, primeros pagos e ingresos por día, por ws y por wt.',
    cspTitle: '4. Permite Velvet en tu Content Security Policy',
    cspText: 'Si tus páginas envían una Content-Security-Policy, añade estas fuentes (los widgets no necesitan \'unsafe-inline\' ni \'unsafe-eval\'). El snippet en línea necesita su hash en script-src (abajo: el hash del snippet de arriba, tal como se muestra), o mueve sus dos líneas a un archivo de script propio.',
    csp: 'Content-Security-Policy',
    widgetsTitle: 'Los widgets',
    widgetsText: 'Cada widget tiene una página de documentación (atributos, eventos, propiedades CSS personalizadas, React) y un playground que escribe el snippet para tus ajustes.',
  },
  nl: {
    title: 'Aan de slag',
    intro: 'Zet de widgets van Velvet op je pagina\'s en verdien aan de gasten die ze brengen. Vier stappen: maak een partneraccount, registreer je origin, plak de snippet en sta Velvet toe in je Content Security Policy.',
    accountTitle: '1. Maak een partneraccount',
    accountText: 'Op de pagina Partneraccount meld je je aan met de naam van je website en een e-mailadres. Je krijgt je partner-ID (w) en een API-sleutel voor je rapport.',
    accountLink: 'Partneraccount openen',
    originTitle: '2. Registreer je origin',
    originText: 'Vul in het partneraccount onder Geregistreerde origins elke origin in waarvan je pagina\'s komen, één per regel: schema, host en poort, zoals https://www.example.com (http alleen voor localhost). Alleen geregistreerde origins mogen de API aanroepen en de betaaloverlay insluiten; op elke andere origin tonen de widgets een melding die deze stap noemt.',
    snippetTitle: '3. Plak de snippet',
    snippetText: 'Zet de loader in de head van je pagina en het element van de widget waar hij moet verschijnen. De loader laadt elke widget van Velvet; velvet(\'init\') stelt de taal en je tracking-ID\'s in voor alle widgets op de pagina.',
    trackingTitle: 'Tracking-ID\'s',
    trackingW: 'Je partner-ID uit het partneraccount. Zonder die ID wordt je niets toegerekend.',
    trackingWs: 'Een sub-ID naar keuze: de website of pagina (tot 64 letters, cijfers, . _ ~ en -).',
    trackingWt: 'De plaatsing of campagne naar keuze, zoals sidebar of newsletter.',
    trackingText: 'Elke link van de widgets draagt deze ID\'s. Gewone links werken ook: voeg ?w=…&ws=…&wt=… toe aan elke link naar Velvet. De laatste klik binnen 30 dagen telt. Je rapport (partneraccount) toont bezoeken, aanmeldingen, eerste betalingen en omzet per dag, per ws en per wt.',
    cspTitle: '4. Sta Velvet toe in je Content Security Policy',
    cspText: 'Stuurt je pagina een Content-Security-Policy, voeg dan deze bronnen toe (de widgets hebben geen \'unsafe-inline\' en geen \'unsafe-eval\' nodig). De inline snippet heeft zijn hash nodig in script-src (hieronder: de hash van de snippet hierboven, precies zoals getoond), of zet de twee regels in een eigen scriptbestand.',
    csp: 'Content-Security-Policy',
    widgetsTitle: 'De widgets',
    widgetsText: 'Elke widget heeft een documentatiepagina (attributen, events, CSS custom properties, React) en een playground die de snippet voor jouw instellingen schrijft.',
  },
};

const words = setUpPageWords(TEXTS, 'gs');
document.title = `${words.title} · Velvet`;

const example = WIDGETS[0];
const snippet = codeBlock(t('snippetHtml'), 'snippet-html');
snippet.code.textContent = htmlSnippet(example, { type: 'performers', filter: '{"online":true}' });
document.getElementById('snippet-slot').append(snippet.block);

const inlineScript = /<script>([\s\S]*?)<\/script>/.exec(snippet.code.textContent)?.[1] ?? '';

/** 'sha256-…' of the snippet's inline script (crypto.subtle needs a secure context; elsewhere a placeholder). */
async function scriptHash(text) {
  if (!crypto.subtle) return "'sha256-…'";
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`;
}

const csp = codeBlock(words.csp, 'csp-policy');
document.getElementById('csp-slot').append(csp.block);
// The published policy (sdk/partners/csp.ts, served into the page; tests/e2e/partner-strict-csp.test.ts embeds every
// widget under exactly it), with the inline snippet's hash added to script-src.
const partnerCsp = document.querySelector('meta[name="velvet-partner-csp"]')?.content ?? '';
scriptHash(inlineScript).then((hash) => {
  csp.code.textContent = partnerCsp.replace(/^(script-src [^;]*);/m, `$1 ${hash};`);
});

document.getElementById('widget-list').append(...WIDGETS.map((widget) => el('li', {},
  el('strong', {}, tx(widget.title)), ': ', tx(widget.summary), ' ',
  el('a', { href: withLang(`/docs/${widget.id}.html`) }, `${t('docs')}: ${tx(widget.title)}`), ' · ',
  el('a', { href: withLang(`/playground/${widget.id}.html`) }, `${t('playground')}: ${tx(widget.title)}`))));
