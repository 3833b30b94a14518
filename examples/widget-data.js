// The one table the playgrounds (playground/*.html) and the docs pages (docs/*.html) are built from, so they
// cannot disagree: per widget its tag, attributes (with the control a playground shows), events, CSS custom
// properties and React usage. Titles, summaries and actions are in de, en, es, nl; the reference descriptions
// in en and de (es and nl readers get them in English).
// Sources of truth: widgets/*/<name>.ts (observedAttributes, #emit calls), widgets/react/*.tsx, widgets/*/*.css.

/** The attributes every widget has (widgets/shared/widget-element.ts). */
const COMMON_ATTRIBUTES = [
  { name: 'lang', control: 'select', options: ['', 'de', 'en', 'es', 'nl'], react: 'lang',
    text: { en: 'Widget language; without it velvet(\'init\', { lang }) and then the page\'s <html lang> apply.', de: 'Sprache des Widgets; ohne das Attribut gelten velvet(\'init\', { lang }) und dann <html lang> der Seite.' } },
  { name: 'link-base', control: 'text', site: true, react: 'linkBase',
    text: { en: 'Where links (profiles, login, tiles) point; defaults to the API origin.', de: 'Wohin Links (Profile, Login, Kacheln) führen; Standard ist der API-Origin.' } },
  { name: 'api-base', control: 'text', react: 'apiBase',
    text: { en: 'Where API calls go; defaults to the origin the widget script came from.', de: 'Wohin API-Aufrufe gehen; Standard ist der Origin, von dem das Widget-Skript kam.' } },
];

const CSS = {
  '--velvet-accent': { en: 'accent colour (buttons, links, focus)', de: 'Akzentfarbe (Buttons, Links, Fokus)' },
  '--velvet-accent-text': { en: 'text on the accent colour', de: 'Text auf der Akzentfarbe' },
  '--velvet-text': { en: 'text colour', de: 'Textfarbe' },
  '--velvet-page-text': { en: 'text colour outside cards', de: 'Textfarbe außerhalb von Karten' },
  '--velvet-surface': { en: 'background of cards and panels', de: 'Hintergrund von Karten und Flächen' },
  '--velvet-border': { en: 'border colour', de: 'Rahmenfarbe' },
  '--velvet-muted': { en: 'secondary text', de: 'Nebentext' },
  '--velvet-radius': { en: 'corner radius', de: 'Eckenradius' },
  '--velvet-gap': { en: 'space between items', de: 'Abstand zwischen Elementen' },
  '--velvet-font': { en: 'font family', de: 'Schriftfamilie' },
  '--velvet-focus': { en: 'focus ring colour', de: 'Farbe des Fokusrings' },
  '--velvet-danger': { en: 'colour of errors and destructive actions', de: 'Farbe für Fehler und löschende Aktionen' },
  '--velvet-success': { en: 'colour of confirmations', de: 'Farbe für Bestätigungen' },
  '--velvet-control': { en: 'background of inputs', de: 'Hintergrund von Eingabefeldern' },
  '--velvet-bubble-mine': { en: 'background of the guest\'s messages', de: 'Hintergrund der eigenen Nachrichten' },
  '--velvet-bubble-mine-text': { en: 'text of the guest\'s messages', de: 'Text der eigenen Nachrichten' },
  '--velvet-bubble-theirs': { en: 'background of the performer\'s messages', de: 'Hintergrund der Nachrichten des Models' },
  '--velvet-messenger-height': { en: 'height of the messenger', de: 'Höhe des Messengers' },
  '--velvet-modal-accent': { en: 'accent colour of modals', de: 'Akzentfarbe der Modals' },
  '--velvet-modal-backdrop': { en: 'backdrop behind a modal', de: 'Hintergrund hinter einem Modal' },
  '--velvet-modal-bg': { en: 'modal background', de: 'Hintergrund des Modals' },
  '--velvet-modal-fg': { en: 'modal text colour', de: 'Textfarbe des Modals' },
  '--velvet-modal-radius': { en: 'modal corner radius', de: 'Eckenradius des Modals' },
  '--velvet-modal-width': { en: 'modal width', de: 'Breite des Modals' },
  '--velvet-player-ratio': { en: 'aspect ratio of the player', de: 'Seitenverhältnis des Players' },
  '--velvet-search-z-index': { en: 'stacking order of the search dialog', de: 'Stapelreihenfolge des Suchdialogs' },
};

const css = (...names) => names.map((name) => ({ name, text: CSS[name] }));

const OVERLAY_REQUEST = { name: 'velvet-overlay-request', cancelable: true, navigates: true, react: 'onOverlayRequest', detail: '{ flow, … }',
  text: { en: 'A login, sign-up or payment is needed; preventDefault() if your page opens the payment overlay itself.', de: 'Login, Anmeldung oder Zahlung nötig; preventDefault(), wenn deine Seite das Zahlungs-Overlay selbst öffnet.' } };

export const WIDGETS = [
  {
    id: 'tile-grid', tag: 'velvet-tile-grid', react: 'VelvetTileGrid',
    title: { en: 'Tile grid', de: 'Kachelraster', es: 'Cuadrícula de fichas', nl: 'Tegelraster' },
    summary: { en: 'A grid of performers or videos that pages as the guest scrolls.', de: 'Ein Raster aus Models oder Videos, das beim Scrollen nachlädt.', es: 'Una cuadrícula de modelos o vídeos que carga más al desplazarse.', nl: 'Een raster van modellen of video\'s dat bijlaadt tijdens het scrollen.' },
    attributes: [
      { name: 'type', control: 'select', options: ['performers', 'videos'], initial: 'performers', react: 'type',
        text: { en: 'performers or videos. Each type has its own filters and orders: switching it resets both.', de: 'performers oder videos. Jeder Typ hat eigene Filter und Sortierungen: ein Wechsel setzt beide zurück.' } },
      { name: 'filter', control: 'json', initial: '{"online":true}', react: 'filter', byType: { performers: '{"online":true}', videos: '{"new":true}' },
        text: { en: 'JSON. Performers: online, gender, newGirls, category, excludeIds. Videos: new, free, vip, onSale, classic, tag, tags, types, actorId, modelIds.', de: 'JSON. Models: online, gender, newGirls, category, excludeIds. Videos: new, free, vip, onSale, classic, tag, tags, types, actorId, modelIds.' } },
      { name: 'order', control: 'select', react: 'order',
        optionsByType: { performers: ['', 'rank', 'registered', 'videoSales'], videos: ['', 'newest', 'mostExpensive', 'cheapest', 'longest', 'shortest', 'bestSelling', 'topRated', 'trending', 'random'] },
        text: { en: 'Sort order; the choices depend on type.', de: 'Sortierung; die Auswahl hängt vom Typ ab.' } },
      { name: 'page-size', control: 'number', min: 1, max: 100, initial: '30', react: 'pageSize',
        text: { en: 'Tiles per request (1 to 100).', de: 'Kacheln pro Anfrage (1 bis 100).' } },
      { name: 'max-tiles', control: 'number', min: 1, max: 1000, react: 'maxTiles',
        text: { en: 'Stop paging after this many tiles.', de: 'Nach so vielen Kacheln nicht mehr nachladen.' } },
      { name: 'label', control: 'text', react: 'label',
        text: { en: 'Accessible name of the grid.', de: 'Barrierefreier Name des Rasters.' } },
      ...COMMON_ATTRIBUTES,
    ],
    events: [
      { name: 'velvet-select', cancelable: true, navigates: true, react: 'onSelect', detail: '{ tile, href }',
        text: { en: 'A tile was chosen; preventDefault() keeps the widget from navigating.', de: 'Eine Kachel wurde gewählt; preventDefault() verhindert die Navigation.' } },
    ],
    css: css('--velvet-accent', '--velvet-text', '--velvet-page-text', '--velvet-surface', '--velvet-radius', '--velvet-gap', '--velvet-font'),
  },
  {
    id: 'messenger', tag: 'velvet-messenger', react: 'VelvetMessenger',
    title: { en: 'Messenger', de: 'Messenger', es: 'Messenger', nl: 'Messenger' },
    summary: { en: 'The guest\'s conversations with performers, and recommendations.', de: 'Die Unterhaltungen des Gasts mit Models, dazu Empfehlungen.', es: 'Las conversaciones del invitado con modelos, y recomendaciones.', nl: 'De gesprekken van de gast met modellen, en aanbevelingen.' },
    attributes: [
      { name: 'channel-id', control: 'text', react: 'channelId',
        text: { en: 'Opens this conversation of the guest.', de: 'Öffnet diese Unterhaltung des Gasts.' } },
      { name: 'actor-id', control: 'number', min: 1, react: 'actorId',
        text: { en: 'Opens (or starts) the conversation with this performer; channel-id wins.', de: 'Öffnet (oder beginnt) die Unterhaltung mit diesem Model; channel-id hat Vorrang.' } },
      ...COMMON_ATTRIBUTES,
    ],
    events: [
      { name: 'velvet-channel-select', react: 'onChannelSelect', detail: '{ channelId, … }', text: { en: 'The guest opened a conversation.', de: 'Der Gast hat eine Unterhaltung geöffnet.' } },
      { name: 'velvet-channel-close', react: 'onChannelClose', detail: '{ channelId }', text: { en: 'The guest went back to the list.', de: 'Der Gast ist zur Liste zurückgekehrt.' } },
      { name: 'velvet-start-chat', cancelable: true, react: 'onStartChat', detail: '{ actorId, … }', text: { en: 'The guest wants a live chat.', de: 'Der Gast möchte einen Live-Chat.' } },
      { name: 'velvet-login-required', cancelable: true, react: 'onLoginRequired', detail: '{ href }', text: { en: 'The guest is not logged in; preventDefault() to show your own login.', de: 'Der Gast ist nicht eingeloggt; preventDefault(), um dein eigenes Login zu zeigen.' } },
      { name: 'velvet-navigate', cancelable: true, navigates: true, react: 'onNavigate', detail: '{ href }', text: { en: 'A link is followed; preventDefault() to route in your app.', de: 'Ein Link wird geöffnet; preventDefault(), um in deiner App zu routen.' } },
      OVERLAY_REQUEST,
    ],
    css: css('--velvet-accent', '--velvet-accent-text', '--velvet-text', '--velvet-surface', '--velvet-border', '--velvet-control', '--velvet-bubble-mine', '--velvet-bubble-mine-text', '--velvet-bubble-theirs', '--velvet-messenger-height', '--velvet-radius', '--velvet-gap', '--velvet-font', '--velvet-danger', '--velvet-success'),
  },
  {
    id: 'modal-host', tag: 'velvet-modal-host', react: 'VelvetModalHost',
    title: { en: 'Modal host', de: 'Modal-Host', es: 'Host de modales', nl: 'Modal-host' },
    summary: { en: 'Shows the page\'s one open modal (login prompt, coin info, onboarding…). Open one with velvet(\'openModal\', id).', de: 'Zeigt das eine offene Modal der Seite (Login-Hinweis, Coin-Info, Onboarding …). Öffnen mit velvet(\'openModal\', id).', es: 'Muestra el único modal abierto de la página (aviso de login, info de monedas, bienvenida…). Ábrelo con velvet(\'openModal\', id).', nl: 'Toont de ene open modal van de pagina (loginmelding, coin-info, onboarding…). Openen met velvet(\'openModal\', id).' },
    attributes: [...COMMON_ATTRIBUTES],
    actions: [
      { label: { en: 'Open vxcoin-info', de: 'vxcoin-info öffnen', es: 'Abrir vxcoin-info', nl: 'vxcoin-info openen' }, openModal: 'vxcoin-info' },
      { label: { en: 'Open messenger-login', de: 'messenger-login öffnen', es: 'Abrir messenger-login', nl: 'messenger-login openen' }, openModal: 'messenger-login' },
    ],
    events: [OVERLAY_REQUEST],
    css: css('--velvet-modal-accent', '--velvet-modal-backdrop', '--velvet-modal-bg', '--velvet-modal-fg', '--velvet-modal-radius', '--velvet-modal-width'),
  },
  {
    id: 'chat-button', tag: 'velvet-chat-button', react: 'VelvetChatButton',
    title: { en: 'Chat button', de: 'Chat-Button', es: 'Botón de chat', nl: 'Chatknop' },
    summary: { en: 'Follows a performer\'s live state and offers a chat, a ticket show or a voice call.', de: 'Folgt dem Live-Status eines Models und bietet Chat, Ticketshow oder Anruf an.', es: 'Sigue el estado en directo de una modelo y ofrece chat, show con entrada o llamada.', nl: 'Volgt de livestatus van een model en biedt een chat, ticketshow of gesprek aan.' },
    attributes: [
      { name: 'actor-id', control: 'number', min: 1, initial: '1', required: true, react: 'actorId',
        text: { en: 'The performer (required).', de: 'Das Model (Pflicht).' } },
      { name: 'actor-name', control: 'text', react: 'actorName', text: { en: 'The performer\'s name for the button\'s label.', de: 'Name des Models für die Beschriftung.' } },
      { name: 'realtime', control: 'select', options: ['', 'page', 'own'], react: 'realtime',
        text: { en: 'page: your page connects the live channel; otherwise the widget opens its own.', de: 'page: deine Seite verbindet den Live-Kanal; sonst öffnet das Widget einen eigenen.' } },
      ...COMMON_ATTRIBUTES,
    ],
    events: [
      { name: 'velvet-login-required', cancelable: true, react: 'onLoginRequired', detail: '{ href, actorId, offer }', text: { en: 'A guest who is not logged in chose an offer.', de: 'Ein nicht eingeloggter Gast hat ein Angebot gewählt.' } },
      { name: 'velvet-chat-action', cancelable: true, react: 'onChatAction', detail: '{ actorId, action, href }', text: { en: 'A ticket or a voice call was chosen.', de: 'Ticket oder Anruf wurde gewählt.' } },
      { name: 'velvet-chat-room', react: 'onChatRoom', detail: '{ actorId, open }', text: { en: 'The chat room opened or closed.', de: 'Der Chatraum wurde geöffnet oder geschlossen.' } },
      { name: 'velvet-navigate', cancelable: true, navigates: true, react: 'onNavigate', detail: '{ href }', text: { en: 'A link is followed; preventDefault() to route in your app.', de: 'Ein Link wird geöffnet; preventDefault(), um in deiner App zu routen.' } },
      OVERLAY_REQUEST,
    ],
    css: css('--velvet-accent', '--velvet-focus', '--velvet-radius', '--velvet-font'),
  },
  {
    id: 'search-overlay', tag: 'velvet-search-overlay', react: 'VelvetSearchOverlay',
    title: { en: 'Search overlay', de: 'Such-Overlay', es: 'Búsqueda superpuesta', nl: 'Zoekoverlay' },
    summary: { en: 'The global search as a dialog; opens with "/" or show().', de: 'Die globale Suche als Dialog; öffnet mit „/“ oder show().', es: 'La búsqueda global como diálogo; se abre con "/" o show().', nl: 'De globale zoekfunctie als dialoog; opent met "/" of show().' },
    attributes: [
      { name: 'url-state', control: 'select', options: ['', 'on', 'off'], react: 'urlState', text: { en: 'off: your page keeps the address (?search=) itself.', de: 'off: deine Seite verwaltet die Adresse (?search=) selbst.' } },
      { name: 'hotkey', control: 'select', options: ['', 'on', 'off'], react: 'hotkey', text: { en: 'off: the "/" key does not open the search.', de: 'off: die Taste „/“ öffnet die Suche nicht.' } },
      { name: 'last-searches', control: 'select', options: ['', 'on', 'off'], react: 'lastSearches', text: { en: 'on: show the guest\'s last searches (only with functional consent).', de: 'on: letzte Suchen des Gasts zeigen (nur mit funktionaler Einwilligung).' } },
      ...COMMON_ATTRIBUTES,
    ],
    actions: [{ label: { en: 'Open (show())', de: 'Öffnen (show())', es: 'Abrir (show())', nl: 'Openen (show())' }, call: 'show' }],
    events: [
      { name: 'velvet-search-toggle', react: 'onToggle', detail: '{ open, cause }', text: { en: 'The dialog opened or closed.', de: 'Der Dialog wurde geöffnet oder geschlossen.' } },
      { name: 'velvet-search-input', react: 'onInput', detail: '{ pattern }', text: { en: 'The guest changed the search pattern.', de: 'Der Gast hat den Suchbegriff geändert.' } },
      { name: 'velvet-navigate', cancelable: true, navigates: true, react: 'onNavigate', detail: '{ href }', text: { en: 'A result was chosen; preventDefault() to route in your app.', de: 'Ein Ergebnis wurde gewählt; preventDefault(), um in deiner App zu routen.' } },
    ],
    css: css('--velvet-accent', '--velvet-text', '--velvet-surface', '--velvet-border', '--velvet-muted', '--velvet-focus', '--velvet-radius', '--velvet-font', '--velvet-danger', '--velvet-success', '--velvet-search-z-index'),
  },
  {
    id: 'player', tag: 'velvet-player', react: 'VelvetPlayer',
    title: { en: 'Player', de: 'Player', es: 'Reproductor', nl: 'Speler' },
    summary: { en: 'Plays an HLS stream (trailer, full video or live).', de: 'Spielt einen HLS-Stream ab (Trailer, ganzes Video oder live).', es: 'Reproduce un stream HLS (tráiler, vídeo completo o directo).', nl: 'Speelt een HLS-stream af (trailer, volledige video of live).' },
    attributes: [
      { name: 'src', control: 'text', initial: '/media/example/master.m3u8', site: true, react: 'src', text: { en: 'The HLS playlist URL (hlsUrl or trailerUrl of GET /rest/v1/video/{id}); changing it swaps the stream in place. The example URL here plays nothing: press play to see the error state in the log.', de: 'URL der HLS-Playlist (hlsUrl oder trailerUrl von GET /rest/v1/video/{id}); eine Änderung tauscht den Stream an Ort und Stelle. Die Beispiel-URL spielt nichts ab: Drücke Play, um den Fehlerzustand im Protokoll zu sehen.' } },
      { name: 'poster', control: 'text', react: 'poster', text: { en: 'Image shown before playback.', de: 'Bild vor dem Abspielen.' } },
      { name: 'kind', control: 'select', options: ['', 'trailer', 'full', 'live'], react: 'kind', text: { en: 'What the stream is.', de: 'Art des Streams.' } },
      { name: 'video-id', control: 'number', min: 1, react: 'videoId', text: { en: 'The video, for resume and watch statistics.', de: 'Das Video, für Fortsetzen und Statistik.' } },
      { name: 'media-state', control: 'select', options: ['', 'ready', 'preparing'], react: 'mediaState', text: { en: 'preparing: the video is still being encoded.', de: 'preparing: das Video wird noch kodiert.' } },
      { name: 'label', control: 'text', react: 'label', text: { en: 'Accessible name of the player.', de: 'Barrierefreier Name des Players.' } },
      { name: 'autoplay', control: 'checkbox', react: 'autoplay', text: { en: 'Start playing (muted) at once.', de: 'Sofort (stumm) abspielen.' } },
      ...COMMON_ATTRIBUTES.filter((attribute) => attribute.name !== 'link-base'),
    ],
    events: [
      { name: 'velvet-player-state', react: 'onStateChange', detail: '{ state, error }', text: { en: 'The playback state changed (with an error code in state error).', de: 'Der Abspielzustand hat sich geändert (mit Fehlercode bei state error).' } },
      { name: 'velvet-player-quality', react: 'onQualityChange', detail: '{ level, activeLevel, height }', text: { en: 'The quality choice or the playing rendition changed.', de: 'Qualitätswahl oder abgespielte Auflösung hat sich geändert.' } },
      { name: 'velvet-player-grant-expired', react: 'onGrantExpired', detail: '{ position, … }', text: { en: 'The stream answered 403; set a fresh src and playback goes on.', de: 'Der Stream antwortete 403; setze eine neue src, dann geht es weiter.' } },
    ],
    css: css('--velvet-accent', '--velvet-focus', '--velvet-radius', '--velvet-font', '--velvet-player-ratio'),
  },
];

export function widgetById(id) {
  return WIDGETS.find((widget) => widget.id === id);
}
