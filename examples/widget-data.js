// The one table the playgrounds (playground/*.html) and the docs pages (docs/*.html) are built from, so they
// cannot disagree: per widget its tag, attributes (with the control a playground shows), events, CSS custom
// properties and React usage. Every text is { en, de, es, nl }.
// Sources of truth: widgets/*/<name>.ts (observedAttributes, #emit calls), widgets/react/*.tsx, widgets/*/*.css.

/** The attributes every widget has (widgets/shared/widget-element.ts). */
const COMMON_ATTRIBUTES = [
  { name: 'lang', control: 'select', options: ['', 'de', 'en', 'es', 'nl'], react: 'lang',
    text: { en: 'Widget language; without it velvet(\'init\', { lang }) and then the page\'s <html lang> apply.', de: 'Sprache des Widgets; ohne das Attribut gelten velvet(\'init\', { lang }) und dann <html lang> der Seite.', es: 'Idioma del widget; sin él se aplican velvet(\'init\', { lang }) y luego <html lang> de la página.', nl: 'Taal van de widget; zonder attribuut gelden velvet(\'init\', { lang }) en dan <html lang> van de pagina.' } },
  { name: 'link-base', control: 'text', site: true, react: 'linkBase',
    text: { en: 'Where links (profiles, login, tiles) point; defaults to the API origin.', de: 'Wohin Links (Profile, Login, Kacheln) führen; Standard ist der API-Origin.', es: 'Adónde apuntan los enlaces (perfiles, login, fichas); por defecto, el origen de la API.', nl: 'Waar links (profielen, login, tegels) naartoe gaan; standaard de API-origin.' } },
  { name: 'api-base', control: 'text', react: 'apiBase',
    text: { en: 'Where API calls go; defaults to the origin the widget script came from.', de: 'Wohin API-Aufrufe gehen; Standard ist der Origin, von dem das Widget-Skript kam.', es: 'Adónde van las llamadas a la API; por defecto, el origen del script del widget.', nl: 'Waar API-aanroepen naartoe gaan; standaard de origin van het widgetscript.' } },
];

const CSS = {
  '--velvet-accent': { en: 'accent colour (buttons, links, focus)', de: 'Akzentfarbe (Buttons, Links, Fokus)', es: 'color de acento (botones, enlaces, foco)', nl: 'accentkleur (knoppen, links, focus)' },
  '--velvet-accent-text': { en: 'text on the accent colour', de: 'Text auf der Akzentfarbe', es: 'texto sobre el color de acento', nl: 'tekst op de accentkleur' },
  '--velvet-text': { en: 'text colour', de: 'Textfarbe', es: 'color del texto', nl: 'tekstkleur' },
  '--velvet-page-text': { en: 'text colour outside cards', de: 'Textfarbe außerhalb von Karten', es: 'color del texto fuera de las tarjetas', nl: 'tekstkleur buiten kaarten' },
  '--velvet-surface': { en: 'background of cards and panels', de: 'Hintergrund von Karten und Flächen', es: 'fondo de tarjetas y paneles', nl: 'achtergrond van kaarten en panelen' },
  '--velvet-border': { en: 'border colour', de: 'Rahmenfarbe', es: 'color del borde', nl: 'randkleur' },
  '--velvet-muted': { en: 'secondary text', de: 'Nebentext', es: 'texto secundario', nl: 'secundaire tekst' },
  '--velvet-radius': { en: 'corner radius', de: 'Eckenradius', es: 'radio de las esquinas', nl: 'hoekradius' },
  '--velvet-gap': { en: 'space between items', de: 'Abstand zwischen Elementen', es: 'espacio entre elementos', nl: 'ruimte tussen elementen' },
  '--velvet-font': { en: 'font family', de: 'Schriftfamilie', es: 'familia tipográfica', nl: 'lettertypefamilie' },
  '--velvet-focus': { en: 'focus ring colour', de: 'Farbe des Fokusrings', es: 'color del anillo de foco', nl: 'kleur van de focusring' },
  '--velvet-danger': { en: 'colour of errors and destructive actions', de: 'Farbe für Fehler und löschende Aktionen', es: 'color de errores y acciones destructivas', nl: 'kleur van fouten en verwijderacties' },
  '--velvet-success': { en: 'colour of confirmations', de: 'Farbe für Bestätigungen', es: 'color de confirmaciones', nl: 'kleur van bevestigingen' },
  '--velvet-control': { en: 'background of inputs', de: 'Hintergrund von Eingabefeldern', es: 'fondo de los campos', nl: 'achtergrond van invoervelden' },
  '--velvet-bubble-mine': { en: 'background of the guest\'s messages', de: 'Hintergrund der eigenen Nachrichten', es: 'fondo de los mensajes del invitado', nl: 'achtergrond van de berichten van de gast' },
  '--velvet-bubble-mine-text': { en: 'text of the guest\'s messages', de: 'Text der eigenen Nachrichten', es: 'texto de los mensajes del invitado', nl: 'tekst van de berichten van de gast' },
  '--velvet-bubble-theirs': { en: 'background of the performer\'s messages', de: 'Hintergrund der Nachrichten des Models', es: 'fondo de los mensajes de la modelo', nl: 'achtergrond van de berichten van het model' },
  '--velvet-messenger-height': { en: 'height of the messenger', de: 'Höhe des Messengers', es: 'altura del messenger', nl: 'hoogte van de messenger' },
  '--velvet-modal-accent': { en: 'accent colour of modals', de: 'Akzentfarbe der Modals', es: 'color de acento de los modales', nl: 'accentkleur van modals' },
  '--velvet-modal-backdrop': { en: 'backdrop behind a modal', de: 'Hintergrund hinter einem Modal', es: 'fondo detrás de un modal', nl: 'achtergrond achter een modal' },
  '--velvet-modal-bg': { en: 'modal background', de: 'Hintergrund des Modals', es: 'fondo del modal', nl: 'achtergrond van de modal' },
  '--velvet-modal-fg': { en: 'modal text colour', de: 'Textfarbe des Modals', es: 'color del texto del modal', nl: 'tekstkleur van de modal' },
  '--velvet-modal-radius': { en: 'modal corner radius', de: 'Eckenradius des Modals', es: 'radio de las esquinas del modal', nl: 'hoekradius van de modal' },
  '--velvet-modal-width': { en: 'modal width', de: 'Breite des Modals', es: 'ancho del modal', nl: 'breedte van de modal' },
  '--velvet-player-ratio': { en: 'aspect ratio of the player', de: 'Seitenverhältnis des Players', es: 'relación de aspecto del reproductor', nl: 'beeldverhouding van de speler' },
  '--velvet-search-z-index': { en: 'stacking order of the search dialog', de: 'Stapelreihenfolge des Suchdialogs', es: 'orden de apilamiento del diálogo de búsqueda', nl: 'stapelvolgorde van de zoekdialoog' },
};

const css = (...names) => names.map((name) => ({ name, text: CSS[name] }));

const OVERLAY_REQUEST = { name: 'velvet-overlay-request', cancelable: true, navigates: true, react: 'onOverlayRequest', detail: '{ flow, … }',
  text: { en: 'A login, sign-up or payment is needed; preventDefault() if your page opens the payment overlay itself.', de: 'Login, Anmeldung oder Zahlung nötig; preventDefault(), wenn deine Seite das Zahlungs-Overlay selbst öffnet.', es: 'Hace falta login, registro o pago; preventDefault() si tu página abre el overlay de pago ella misma.', nl: 'Er is een login, aanmelding of betaling nodig; preventDefault() als je pagina de betaaloverlay zelf opent.' } };

export const WIDGETS = [
  {
    id: 'tile-grid', tag: 'velvet-tile-grid', react: 'VelvetTileGrid',
    title: { en: 'Tile grid', de: 'Kachelraster', es: 'Cuadrícula de fichas', nl: 'Tegelraster' },
    summary: { en: 'A grid of performers or videos that pages as the guest scrolls.', de: 'Ein Raster aus Models oder Videos, das beim Scrollen nachlädt.', es: 'Una cuadrícula de modelos o vídeos que carga más al desplazarse.', nl: 'Een raster van modellen of video\'s dat bijlaadt tijdens het scrollen.' },
    attributes: [
      { name: 'type', control: 'select', options: ['performers', 'videos'], initial: 'performers', react: 'type',
        text: { en: 'performers or videos. Each type has its own filters and orders: switching it resets both.', de: 'performers oder videos. Jeder Typ hat eigene Filter und Sortierungen: ein Wechsel setzt beide zurück.', es: 'performers o videos. Cada tipo tiene sus filtros y órdenes: cambiarlo restablece ambos.', nl: 'performers of videos. Elk type heeft eigen filters en volgordes: wisselen zet beide terug.' } },
      { name: 'filter', control: 'json', initial: '{"online":true}', react: 'filter', byType: { performers: '{"online":true}', videos: '{"new":true}' },
        text: { en: 'JSON. Performers: online, gender, newGirls, category, excludeIds. Videos: new, free, vip, onSale, classic, tag, tags, types, actorId, modelIds.', de: 'JSON. Models: online, gender, newGirls, category, excludeIds. Videos: new, free, vip, onSale, classic, tag, tags, types, actorId, modelIds.', es: 'JSON. Modelos: online, gender, newGirls, category, excludeIds. Vídeos: new, free, vip, onSale, classic, tag, tags, types, actorId, modelIds.', nl: 'JSON. Modellen: online, gender, newGirls, category, excludeIds. Video\'s: new, free, vip, onSale, classic, tag, tags, types, actorId, modelIds.' } },
      { name: 'order', control: 'select', react: 'order',
        optionsByType: { performers: ['', 'rank', 'registered', 'videoSales'], videos: ['', 'newest', 'mostExpensive', 'cheapest', 'longest', 'shortest', 'bestSelling', 'topRated', 'trending', 'random'] },
        text: { en: 'Sort order; the choices depend on type.', de: 'Sortierung; die Auswahl hängt vom Typ ab.', es: 'Orden; las opciones dependen de type.', nl: 'Sortering; de keuzes hangen af van type.' } },
      { name: 'page-size', control: 'number', min: 1, max: 100, initial: '30', react: 'pageSize',
        text: { en: 'Tiles per request (1 to 100).', de: 'Kacheln pro Anfrage (1 bis 100).', es: 'Fichas por petición (1 a 100).', nl: 'Tegels per verzoek (1 tot 100).' } },
      { name: 'max-tiles', control: 'number', min: 1, max: 1000, react: 'maxTiles',
        text: { en: 'Stop paging after this many tiles.', de: 'Nach so vielen Kacheln nicht mehr nachladen.', es: 'Deja de cargar tras tantas fichas.', nl: 'Stop met bijladen na zoveel tegels.' } },
      { name: 'label', control: 'text', react: 'label',
        text: { en: 'Accessible name of the grid.', de: 'Barrierefreier Name des Rasters.', es: 'Nombre accesible de la cuadrícula.', nl: 'Toegankelijke naam van het raster.' } },
      ...COMMON_ATTRIBUTES,
    ],
    events: [
      { name: 'velvet-select', cancelable: true, navigates: true, react: 'onSelect', detail: '{ tile, href }',
        text: { en: 'A tile was chosen; preventDefault() keeps the widget from navigating.', de: 'Eine Kachel wurde gewählt; preventDefault() verhindert die Navigation.', es: 'Se eligió una ficha; preventDefault() evita que el widget navegue.', nl: 'Er is een tegel gekozen; preventDefault() houdt de widget van navigeren af.' } },
    ],
    css: css('--velvet-accent', '--velvet-text', '--velvet-page-text', '--velvet-surface', '--velvet-radius', '--velvet-gap', '--velvet-font'),
  },
  {
    id: 'messenger', tag: 'velvet-messenger', react: 'VelvetMessenger',
    title: { en: 'Messenger', de: 'Messenger', es: 'Messenger', nl: 'Messenger' },
    summary: { en: 'The guest\'s conversations with performers, and recommendations.', de: 'Die Unterhaltungen des Gasts mit Models, dazu Empfehlungen.', es: 'Las conversaciones del invitado con modelos, y recomendaciones.', nl: 'De gesprekken van de gast met modellen, en aanbevelingen.' },
    attributes: [
      { name: 'channel-id', control: 'text', react: 'channelId',
        text: { en: 'Opens this conversation of the guest.', de: 'Öffnet diese Unterhaltung des Gasts.', es: 'Abre esta conversación del invitado.', nl: 'Opent dit gesprek van de gast.' } },
      { name: 'actor-id', control: 'number', min: 1, react: 'actorId',
        text: { en: 'Opens (or starts) the conversation with this performer; channel-id wins.', de: 'Öffnet (oder beginnt) die Unterhaltung mit diesem Model; channel-id hat Vorrang.', es: 'Abre (o inicia) la conversación con esta modelo; channel-id tiene prioridad.', nl: 'Opent (of begint) het gesprek met dit model; channel-id gaat voor.' } },
      ...COMMON_ATTRIBUTES,
    ],
    events: [
      { name: 'velvet-channel-select', react: 'onChannelSelect', detail: '{ channelId, … }', text: { en: 'The guest opened a conversation.', de: 'Der Gast hat eine Unterhaltung geöffnet.', es: 'El invitado abrió una conversación.', nl: 'De gast heeft een gesprek geopend.' } },
      { name: 'velvet-channel-close', react: 'onChannelClose', detail: '{ channelId }', text: { en: 'The guest went back to the list.', de: 'Der Gast ist zur Liste zurückgekehrt.', es: 'El invitado volvió a la lista.', nl: 'De gast is terug naar de lijst gegaan.' } },
      { name: 'velvet-start-chat', cancelable: true, react: 'onStartChat', detail: '{ actorId, … }', text: { en: 'The guest wants a live chat.', de: 'Der Gast möchte einen Live-Chat.', es: 'El invitado quiere un chat en directo.', nl: 'De gast wil een livechat.' } },
      { name: 'velvet-login-required', cancelable: true, navigates: true, react: 'onLoginRequired', detail: '{ href }', text: {
        en: 'The guest is not logged in (or the server refused the session): the messenger shows its login prompt and fires this once, and again on the prompt\'s Log in. preventDefault() to show your own login; otherwise Log in opens the payment overlay\'s login where the page has it, else href (the site\'s log-in page). After a login the messenger loads without a page reload.',
        de: 'Der Gast ist nicht eingeloggt (oder der Server lehnt die Sitzung ab): Der Messenger zeigt seinen Login-Hinweis und feuert dies einmal, und erneut bei dessen Anmelden. preventDefault(), um dein eigenes Login zu zeigen; sonst öffnet Anmelden das Login des Payment-Overlays, wo die Seite es hat, sonst href (die Login-Seite der Website). Nach einem Login lädt der Messenger ohne Neuladen der Seite.',
        es: 'El invitado no ha iniciado sesión (o el servidor rechazó la sesión): el messenger muestra su aviso de inicio de sesión y lanza esto una vez, y otra vez en su botón Iniciar sesión. preventDefault() para mostrar tu propio login; si no, Iniciar sesión abre el login del overlay de pago donde la página lo tiene, si no href (la página de acceso del sitio). Tras iniciar sesión el messenger carga sin recargar la página.',
        nl: 'De gast is niet ingelogd (of de server weigerde de sessie): de messenger toont zijn inlogmelding en vuurt dit één keer af, en opnieuw bij Inloggen daarin. preventDefault() om je eigen login te tonen; anders opent Inloggen de login van de betaaloverlay waar de pagina die heeft, anders href (de inlogpagina van de site). Na het inloggen laadt de messenger zonder de pagina te herladen.' } },
      { name: 'velvet-navigate', cancelable: true, navigates: true, react: 'onNavigate', detail: '{ href }', text: { en: 'A link is followed; preventDefault() to route in your app.', de: 'Ein Link wird geöffnet; preventDefault(), um in deiner App zu routen.', es: 'Se sigue un enlace; preventDefault() para enrutar en tu app.', nl: 'Er wordt een link gevolgd; preventDefault() om in je app te routeren.' } },
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
        text: { en: 'The performer (required).', de: 'Das Model (Pflicht).', es: 'La modelo (obligatorio).', nl: 'Het model (verplicht).' } },
      { name: 'actor-name', control: 'text', react: 'actorName', text: { en: 'The performer\'s name for the button\'s label.', de: 'Name des Models für die Beschriftung.', es: 'Nombre de la modelo para el texto del botón.', nl: 'Naam van het model voor het knoplabel.' } },
      { name: 'realtime', control: 'select', options: ['', 'page', 'own'], react: 'realtime',
        text: { en: 'page: your page connects the live channel; otherwise the widget opens its own.', de: 'page: deine Seite verbindet den Live-Kanal; sonst öffnet das Widget einen eigenen.', es: 'page: tu página conecta el canal en directo; si no, el widget abre el suyo.', nl: 'page: je pagina verbindt het livekanaal; anders opent de widget een eigen kanaal.' } },
      ...COMMON_ATTRIBUTES,
    ],
    events: [
      { name: 'velvet-login-required', cancelable: true, navigates: true, react: 'onLoginRequired', detail: '{ href, actorId, offer }', text: { en: 'A guest who is not logged in chose an offer.', de: 'Ein nicht eingeloggter Gast hat ein Angebot gewählt.', es: 'Un invitado sin sesión eligió una oferta.', nl: 'Een niet-ingelogde gast koos een aanbod.' } },
      { name: 'velvet-chat-action', cancelable: true, react: 'onChatAction', detail: '{ actorId, action, href }', text: { en: 'A ticket or a voice call was chosen.', de: 'Ticket oder Anruf wurde gewählt.', es: 'Se eligió una entrada o una llamada.', nl: 'Er is een ticket of gesprek gekozen.' } },
      { name: 'velvet-chat-room', react: 'onChatRoom', detail: '{ actorId, open }', text: { en: 'The chat room opened or closed.', de: 'Der Chatraum wurde geöffnet oder geschlossen.', es: 'La sala de chat se abrió o se cerró.', nl: 'De chatroom is geopend of gesloten.' } },
      { name: 'velvet-navigate', cancelable: true, navigates: true, react: 'onNavigate', detail: '{ href }', text: { en: 'A link is followed; preventDefault() to route in your app.', de: 'Ein Link wird geöffnet; preventDefault(), um in deiner App zu routen.', es: 'Se sigue un enlace; preventDefault() para enrutar en tu app.', nl: 'Er wordt een link gevolgd; preventDefault() om in je app te routeren.' } },
      OVERLAY_REQUEST,
    ],
    css: css('--velvet-accent', '--velvet-focus', '--velvet-radius', '--velvet-font'),
  },
  {
    id: 'search-overlay', tag: 'velvet-search-overlay', react: 'VelvetSearchOverlay',
    title: { en: 'Search overlay', de: 'Such-Overlay', es: 'Búsqueda superpuesta', nl: 'Zoekoverlay' },
    summary: { en: 'The global search as a dialog; opens with "/" or show().', de: 'Die globale Suche als Dialog; öffnet mit „/“ oder show().', es: 'La búsqueda global como diálogo; se abre con "/" o show().', nl: 'De globale zoekfunctie als dialoog; opent met "/" of show().' },
    attributes: [
      { name: 'url-state', control: 'select', options: ['', 'on', 'off'], react: 'urlState', text: { en: 'off: your page keeps the address (?search=) itself.', de: 'off: deine Seite verwaltet die Adresse (?search=) selbst.', es: 'off: tu página gestiona la dirección (?search=) ella misma.', nl: 'off: je pagina beheert het adres (?search=) zelf.' } },
      { name: 'hotkey', control: 'select', options: ['', 'on', 'off'], react: 'hotkey', text: { en: 'off: the "/" key does not open the search.', de: 'off: die Taste „/“ öffnet die Suche nicht.', es: 'off: la tecla "/" no abre la búsqueda.', nl: 'off: de toets "/" opent de zoekfunctie niet.' } },
      { name: 'last-searches', control: 'select', options: ['', 'on', 'off'], react: 'lastSearches', text: { en: 'on: show the guest\'s last searches (only with functional consent).', de: 'on: letzte Suchen des Gasts zeigen (nur mit funktionaler Einwilligung).', es: 'on: muestra las últimas búsquedas del invitado (solo con consentimiento funcional).', nl: 'on: toon de laatste zoekopdrachten van de gast (alleen met functionele toestemming).' } },
      ...COMMON_ATTRIBUTES,
    ],
    actions: [{ label: { en: 'Open (show())', de: 'Öffnen (show())', es: 'Abrir (show())', nl: 'Openen (show())' }, call: 'show' }],
    events: [
      { name: 'velvet-search-toggle', react: 'onToggle', detail: '{ open, cause }', text: { en: 'The dialog opened or closed.', de: 'Der Dialog wurde geöffnet oder geschlossen.', es: 'El diálogo se abrió o se cerró.', nl: 'De dialoog is geopend of gesloten.' } },
      { name: 'velvet-search-input', react: 'onInput', detail: '{ pattern }', text: { en: 'The guest changed the search pattern.', de: 'Der Gast hat den Suchbegriff geändert.', es: 'El invitado cambió el término de búsqueda.', nl: 'De gast heeft de zoekterm gewijzigd.' } },
      { name: 'velvet-navigate', cancelable: true, navigates: true, react: 'onNavigate', detail: '{ href }', text: { en: 'A result was chosen; preventDefault() to route in your app.', de: 'Ein Ergebnis wurde gewählt; preventDefault(), um in deiner App zu routen.', es: 'Se eligió un resultado; preventDefault() para enrutar en tu app.', nl: 'Er is een resultaat gekozen; preventDefault() om in je app te routeren.' } },
    ],
    css: css('--velvet-accent', '--velvet-text', '--velvet-surface', '--velvet-border', '--velvet-muted', '--velvet-focus', '--velvet-radius', '--velvet-font', '--velvet-danger', '--velvet-success', '--velvet-search-z-index'),
  },
  {
    id: 'player', tag: 'velvet-player', react: 'VelvetPlayer',
    title: { en: 'Player', de: 'Player', es: 'Reproductor', nl: 'Speler' },
    summary: { en: 'Plays an HLS stream (trailer, full video or live).', de: 'Spielt einen HLS-Stream ab (Trailer, ganzes Video oder live).', es: 'Reproduce un stream HLS (tráiler, vídeo completo o directo).', nl: 'Speelt een HLS-stream af (trailer, volledige video of live).' },
    attributes: [
      { name: 'src', control: 'text', react: 'src', text: { en: 'The HLS playlist URL (hlsUrl or trailerUrl of GET /rest/v1/video/{id}); changing it swaps the stream in place.', de: 'URL der HLS-Playlist (hlsUrl oder trailerUrl von GET /rest/v1/video/{id}); eine Änderung tauscht den Stream an Ort und Stelle.', es: 'URL de la playlist HLS (hlsUrl o trailerUrl de GET /rest/v1/video/{id}); cambiarla sustituye el stream en el sitio.', nl: 'URL van de HLS-playlist (hlsUrl of trailerUrl van GET /rest/v1/video/{id}); wijzigen vervangt de stream ter plekke.' } },
      { name: 'poster', control: 'text', react: 'poster', text: { en: 'Image shown before playback.', de: 'Bild vor dem Abspielen.', es: 'Imagen antes de reproducir.', nl: 'Afbeelding vóór het afspelen.' } },
      { name: 'kind', control: 'select', options: ['', 'trailer', 'full', 'live'], react: 'kind', text: { en: 'What the stream is.', de: 'Art des Streams.', es: 'Qué es el stream.', nl: 'Wat de stream is.' } },
      { name: 'video-id', control: 'number', min: 1, seededVideo: true, react: 'videoId', text: {
        en: 'The video, for resume and watch statistics. Without src the player reads GET /rest/v1/video/{id} itself, as the guest, and plays what the guest may watch: the full video (free or bought), else the trailer (open to everyone its age rating allows); an 18-rated video asks a guest who is not logged in to log in first (velvet-login-required).',
        de: 'Das Video, für Fortsetzen und Statistik. Ohne src liest der Player GET /rest/v1/video/{id} selbst, als der Gast, und spielt, was der Gast sehen darf: das ganze Video (gratis oder gekauft), sonst den Trailer (offen für alle, die die Altersfreigabe zulässt); ein Video ab 18 bittet einen nicht eingeloggten Gast zuerst um das Login (velvet-login-required).',
        es: 'El vídeo, para reanudar y para estadísticas. Sin src el reproductor lee GET /rest/v1/video/{id} él mismo, como el invitado, y reproduce lo que el invitado puede ver: el vídeo completo (gratis o comprado), si no el tráiler (abierto a todos los que su clasificación por edad permite); un vídeo +18 pide primero iniciar sesión a un invitado sin sesión (velvet-login-required).',
        nl: 'De video, voor hervatten en kijkstatistieken. Zonder src leest de speler GET /rest/v1/video/{id} zelf, als de gast, en speelt wat de gast mag zien: de volledige video (gratis of gekocht), anders de trailer (open voor iedereen die de leeftijdsclassificatie toelaat); een 18+-video vraagt een niet-ingelogde gast eerst in te loggen (velvet-login-required).' } },
      { name: 'media-state', control: 'select', options: ['', 'ready', 'preparing'], react: 'mediaState', text: { en: 'preparing: the video is still being encoded.', de: 'preparing: das Video wird noch kodiert.', es: 'preparing: el vídeo aún se está codificando.', nl: 'preparing: de video wordt nog gecodeerd.' } },
      { name: 'label', control: 'text', react: 'label', text: { en: 'Accessible name of the player.', de: 'Barrierefreier Name des Players.', es: 'Nombre accesible del reproductor.', nl: 'Toegankelijke naam van de speler.' } },
      { name: 'autoplay', control: 'checkbox', react: 'autoplay', text: { en: 'Start playing (muted) at once.', de: 'Sofort (stumm) abspielen.', es: 'Empieza a reproducir (sin sonido) enseguida.', nl: 'Begin meteen (gedempt) af te spelen.' } },
      ...COMMON_ATTRIBUTES,
    ],
    events: [
      { name: 'velvet-login-required', cancelable: true, navigates: true, react: 'onLoginRequired', detail: '{ href, videoId }', text: {
        en: 'video-id without src, and the video needs a login first: the player shows a Log in over the poster and fires this once, and again on Log in. preventDefault() to show your own login.',
        de: 'video-id ohne src, und das Video braucht zuerst ein Login: Der Player zeigt Anmelden über dem Vorschaubild und feuert dies einmal, und erneut bei Anmelden. preventDefault(), um dein eigenes Login zu zeigen.',
        es: 'video-id sin src, y el vídeo necesita antes iniciar sesión: el reproductor muestra Iniciar sesión sobre la imagen y lanza esto una vez, y otra vez al pulsarlo. preventDefault() para mostrar tu propio login.',
        nl: 'video-id zonder src, en de video vraagt eerst een login: de speler toont Inloggen over de afbeelding en vuurt dit één keer af, en opnieuw bij Inloggen. preventDefault() om je eigen login te tonen.' } },
      { name: 'velvet-player-state', react: 'onStateChange', detail: '{ state, error }', text: { en: 'The playback state changed (with an error code in state error).', de: 'Der Abspielzustand hat sich geändert (mit Fehlercode bei state error).', es: 'Cambió el estado de reproducción (con código de error en state error).', nl: 'De afspeelstatus is gewijzigd (met foutcode bij state error).' } },
      { name: 'velvet-player-quality', react: 'onQualityChange', detail: '{ level, activeLevel, height }', text: { en: 'The quality choice or the playing rendition changed.', de: 'Qualitätswahl oder abgespielte Auflösung hat sich geändert.', es: 'Cambió la calidad elegida o la resolución en reproducción.', nl: 'De gekozen kwaliteit of de spelende resolutie is gewijzigd.' } },
      { name: 'velvet-player-grant-expired', react: 'onGrantExpired', detail: '{ position, … }', text: { en: 'The stream answered 403; set a fresh src and playback goes on.', de: 'Der Stream antwortete 403; setze eine neue src, dann geht es weiter.', es: 'El stream respondió 403; pon una src nueva y la reproducción sigue.', nl: 'De stream antwoordde 403; zet een nieuwe src en het afspelen gaat verder.' } },
    ],
    css: css('--velvet-accent', '--velvet-focus', '--velvet-radius', '--velvet-font', '--velvet-player-ratio'),
  },
];

export function widgetById(id) {
  return WIDGETS.find((widget) => widget.id === id);
}
