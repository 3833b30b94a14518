// The playground framework every playground page uses (<body data-widget="tile-grid"> names the widget in
// widget-data.js): a form control per documented attribute that sets the attribute as you type, the element,
// a log of every velvet-* event it emits with its detail, and the copy-paste snippet for the current settings.
// The page loads the widgets through the loader, as a partner page does.
import { WIDGETS, widgetById } from '../widget-data.js';
import { codeBlock, el, htmlSnippet, reactSnippet, setUpPage, siteOrigin, t, tx, withLang } from '../kit.js';

setUpPage();
// The loader's queue stub (the loader script may still be on its way when an action is clicked).
window.velvet = window.velvet || function velvet(...args) { (window.velvet.q = window.velvet.q || []).push(args); };
const widget = widgetById(document.body.dataset.widget);
const main = document.querySelector('main');

/** Attribute values as the snippet shows them: null = not set. */
const values = {};
const element = document.createElement(widget.tag);
element.id = 'widget';

/** The server's pick for `seededVideo: true` (the player's video-id): a video an anonymous guest may play. */
const seededVideoId = document.querySelector('meta[name="velvet-player-video-id"]')?.content || null;

/** Where a `site: true` attribute points on this origin's site (link-base, the player's src). */
const initialValue = (attribute) => {
  if (attribute.name === 'link-base') return siteOrigin;
  if (attribute.seededVideo) return seededVideoId;
  if (attribute.site && attribute.initial) return `${siteOrigin}${attribute.initial}`;
  return attribute.initial ?? null;
};

const controls = new Map();
const errors = new Map();

/** Sets (or removes, for null) one attribute on the element and in the snippet. */
function apply(name, value) {
  values[name] = value;
  if (value === null) element.removeAttribute(name);
  else element.setAttribute(name, value);
}

/** A JSON attribute is only set once it parses, so the widget never sees half-typed JSON. */
function applyFromControl(attribute, control) {
  let value;
  if (attribute.control === 'checkbox') value = control.checked ? '' : null;
  else value = control.value.trim() === '' ? null : control.value;
  if (attribute.control === 'json' && value !== null) {
    try {
      JSON.parse(value);
      errors.get(attribute.name).textContent = '';
    } catch (error) {
      errors.get(attribute.name).textContent = t('notJson', { message: error.message });
      return;
    }
  }
  if (attribute.control === 'json') errors.get(attribute.name).textContent = '';
  apply(attribute.name, value);
  if (attribute.name === 'type') switchType(value);
  renderSnippets();
}

/**
 * Filters and orders differ per type (the server refuses {"online":true} for videos with a 400): switching
 * the type puts that type's own filter and order choices in place before the grid asks again.
 */
function switchType(type) {
  for (const attribute of widget.attributes) {
    const control = controls.get(attribute.name);
    if (attribute.byType) {
      control.value = attribute.byType[type] ?? '';
      errors.get(attribute.name).textContent = '';
      apply(attribute.name, control.value || null);
    }
    if (attribute.optionsByType) {
      control.replaceChildren(...optionsOf(attribute.optionsByType[type] ?? ['']));
      apply(attribute.name, null);
    }
  }
}

const optionsOf = (options) => options.map((option) => el('option', { value: option }, option === '' ? t('unset') : option));

function controlFor(attribute) {
  const initial = initialValue(attribute);
  const id = `attribute-${attribute.name}`;
  const common = { id, name: attribute.name, 'aria-describedby': `${id}-help` };
  let control;
  if (attribute.control === 'select' || attribute.optionsByType) {
    const type = attribute.optionsByType ? initialValue(widget.attributes.find((a) => a.name === 'type')) : null;
    control = el('select', common, optionsOf(attribute.options ?? attribute.optionsByType[type]));
    control.value = initial ?? '';
  } else if (attribute.control === 'json') {
    control = el('textarea', { ...common, rows: 3, spellcheck: 'false' });
    control.value = initial ?? '';
  } else if (attribute.control === 'checkbox') {
    control = el('input', { ...common, type: 'checkbox' });
    control.checked = initial !== null;
  } else {
    control = el('input', { ...common, type: attribute.control === 'number' ? 'number' : 'text', min: attribute.min, max: attribute.max, required: attribute.required });
    control.value = initial ?? '';
  }
  control.addEventListener('input', () => applyFromControl(attribute, control));
  controls.set(attribute.name, control);
  const error = el('span', { class: 'error', 'data-error': attribute.name, 'aria-live': 'polite' });
  errors.set(attribute.name, error);
  return el('div', { class: attribute.control === 'checkbox' ? 'control checkbox' : 'control' },
    el('label', { for: id }, el('code', {}, attribute.name)),
    control,
    el('small', { id: `${id}-help` }, tx(attribute.text)),
    error);
}

// The log: every event of the widget, newest first, with its detail as JSON.
const log = el('ol', { class: 'event-log', 'data-log': '', 'aria-live': 'polite', reversed: true });
const logEmpty = el('p', { class: 'log-empty' }, t('logEmpty'));
const navigating = widget.events.filter((event) => event.navigates).map((event) => event.name);
const stay = el('input', { type: 'checkbox', id: 'stay', checked: true });

for (const event of widget.events) {
  element.addEventListener(event.name, (domEvent) => {
    const cancelled = navigating.includes(event.name) && stay.checked;
    if (cancelled) domEvent.preventDefault();
    let detail;
    try {
      detail = JSON.stringify(domEvent.detail);
    } catch {
      detail = String(domEvent.detail);
    }
    logEmpty.hidden = true;
    log.prepend(el('li', { 'data-event': event.name },
      el('time', {}, new Date().toLocaleTimeString()), ' ', el('strong', {}, event.name), cancelled ? ' (preventDefault)' : '', ' ', el('code', {}, detail ?? 'null')));
  });
}

const html = codeBlock(t('snippetHtml'), 'snippet-html');
const react = codeBlock(t('snippetReact'), 'snippet-react');
function renderSnippets() {
  html.code.textContent = htmlSnippet(widget, values);
  react.code.textContent = reactSnippet(widget, values);
  html.status.textContent = '';
  react.status.textContent = '';
}

const actions = (widget.actions ?? []).map((action) => el('button', {
  type: 'button',
  onclick: () => {
    if (action.call) customElements.whenDefined(widget.tag).then(() => element[action.call]());
    if (action.openModal) window.velvet('openModal', action.openModal, {}, { language: values.lang || document.documentElement.lang });
  },
}, tx(action.label)));

document.title = `${tx(widget.title)} · ${t('playground')} · Velvet`;
document.querySelector('h1').textContent = `${tx(widget.title)}: ${t('playground')}`;

// The attributes are on the element before it is in the page, so its first request already uses them.
for (const attribute of widget.attributes) {
  const value = initialValue(attribute);
  if (value !== null) apply(attribute.name, value);
  else values[attribute.name] = null;
}
renderSnippets();

const form = el('form', { class: 'playground-controls', id: 'controls', onsubmit: (event) => event.preventDefault() },
  widget.attributes.map(controlFor));
main.append(
  el('p', {}, tx(widget.summary), ' ', el('a', { href: withLang(`/docs/${widget.id}.html`) }, t('docs'))),
  el('div', { class: 'playground' },
    el('section', { 'aria-labelledby': 'attributes-title' }, el('h2', { id: 'attributes-title' }, t('attributes')), form),
    el('section', { 'aria-labelledby': 'preview-title', class: 'preview' },
      el('h2', { id: 'preview-title' }, t('preview')),
      actions.length ? el('div', { class: 'actions' }, actions) : null,
      element,
      el('h2', { id: 'log-title' }, t('eventLog')),
      navigating.length ? el('label', { class: 'stay' }, stay, ' ', t('stayHere', { events: navigating.join(', ') })) : null,
      el('button', { type: 'button', onclick: () => { log.replaceChildren(); logEmpty.hidden = false; } }, t('clearLog')),
      logEmpty,
      log)),
  el('section', { 'aria-labelledby': 'snippet-title' }, el('h2', { id: 'snippet-title' }, t('snippet')), html.block, react.block),
  el('nav', { 'aria-label': t('playground'), class: 'widget-nav' },
    WIDGETS.map((other) => el('a', { href: withLang(`/playground/${other.id}.html`), 'aria-current': other.id === widget.id ? 'page' : null }, tx(other.title)))),
);

