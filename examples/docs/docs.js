// A widget's docs page (<body data-widget="…">), written from widget-data.js: the table the playgrounds use too,
// so docs and playgrounds name the same attributes, events and CSS custom properties.
import { widgetById } from '../widget-data.js';
import { codeBlock, el, htmlSnippet, reactSnippet, setUpPage, t, tx, withLang } from '../kit.js';

setUpPage();
const widget = widgetById(document.body.dataset.widget);
const main = document.querySelector('main');

/** A table named by its section's heading (`labelId`), the first cell of a row as its row header. */
// The wrapper scrolls sideways on a phone: focusable, so a keyboard can scroll it too (axe: scrollable-region-focusable).
const table = (labelId, headings, rows) => el('div', { class: 'table-wrap', tabindex: 0, role: 'region', 'aria-labelledby': labelId },
  el('table', { 'aria-labelledby': labelId },
    el('thead', {}, el('tr', {}, headings.map((heading) => el('th', { scope: 'col' }, heading)))),
    el('tbody', {}, rows.map((cells) => el('tr', {}, cells.map((cell, index) => (index === 0 ? el('th', { scope: 'row' }, cell) : el('td', {}, cell))))))));

/** The snippet with the attributes that have a starting value (what a first embed needs). */
const starting = Object.fromEntries(widget.attributes.filter((attribute) => attribute.initial && !attribute.site).map((attribute) => [attribute.name, attribute.initial]));
const html = codeBlock(t('snippetHtml'), 'snippet-html');
html.code.textContent = htmlSnippet(widget, starting);
const react = codeBlock(t('snippetReact'), 'snippet-react');
react.code.textContent = reactSnippet(widget, starting);

document.title = `${tx(widget.title)} · ${t('docs')} · Velvet`;
document.querySelector('h1').textContent = `${tx(widget.title)}: ${t('docs')}`;

main.append(
  el('article', { class: 'docs' },
    el('p', {}, el('code', {}, `<${widget.tag}>`), ': ', tx(widget.summary)),
    el('p', {}, t('docsIntro'), ' ', el('a', { href: withLang(`/playground/${widget.id}.html`) }, `${t('playground')}: ${tx(widget.title)}`)),
    html.block,
    el('h2', { id: 'attributes' }, t('attributes')),
    table('attributes', [t('attribute'), t('reactProp'), t('description')],
      widget.attributes.map((attribute) => [el('code', {}, attribute.name), el('code', {}, attribute.react), tx(attribute.text)])),
    el('h2', { id: 'events' }, t('events')),
    table('events', [t('event'), t('detail'), t('reactProp'), t('description')],
      widget.events.map((event) => [el('code', {}, event.name), el('code', {}, event.detail), el('code', {}, event.react), `${tx(event.text)}${event.cancelable ? ` (${t('cancelable')})` : ''}`])),
    el('h2', { id: 'css' }, t('cssProperties')),
    table('css', [t('property'), t('description')], widget.css.map((property) => [el('code', {}, property.name), tx(property.text)])),
    el('h2', { id: 'react' }, t('react')),
    el('p', {}, t('reactIntro')),
    react.block,
  ),
);
