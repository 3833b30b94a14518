/**
 * The examples origin's twelve widget pages, /playground/<widget>.html and /docs/<widget>.html, written once:
 * they differ only in the widget and the script that builds the page (from examples/widget-data.js), so the
 * server fills one template (examples/templates/widget-page.html) instead of keeping twelve copies of its head.
 * The widgets are the ids of widget-data.js, the one table the playgrounds and docs are built from.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export const WIDGET_PAGE_TEMPLATE = 'templates/widget-page.html';
const WIDGET_PAGE_PATH = /^\/(playground|docs)\/([a-z][a-z-]*)\.html$/;

/** What each kind of page puts into the template. */
const KINDS = {
  playground: {
    title: 'Playground',
    note: 'The widgets come through the loader, as on a partner page; playground.js builds the page from widget-data.js.',
    scripts: ['<script async src="%VELVET_SITE_ORIGIN%/loader/velvet-loader.js"></script>', '<script type="module" src="./playground.js"></script>'],
  },
  docs: {
    title: 'Documentation',
    note: 'docs.js builds the page from widget-data.js.',
    scripts: ['<script type="module" src="./docs.js"></script>'],
  },
} as const;

/** The widget ids of widget-data.js (`id: 'tile-grid', tag: 'velvet-tile-grid'`). */
export function widgetIdsOf(widgetData: string): string[] {
  return [...widgetData.matchAll(/\bid: '([a-z][a-z-]*)', tag: 'velvet-\1'/g)].map((match) => match[1]!);
}

/** The page for `kind` and `widget` from the template. */
export function fillWidgetPage(template: string, kind: keyof typeof KINDS, widget: string): string {
  const page = KINDS[kind];
  return template
    .replaceAll('%PAGE_TITLE%', page.title)
    .replaceAll('%PAGE_NOTE%', page.note)
    .replace('%PAGE_SCRIPTS%', page.scripts.map((script) => `  ${script}`).join('\n'))
    .replaceAll('%WIDGET%', widget);
}

/** The HTML of a widget page at `path` in the examples folder `root`, or null when `path` is none (an unknown widget too). */
export function widgetPageAt(root: string, path: string): string | null {
  const match = WIDGET_PAGE_PATH.exec(path);
  const template = resolve(root, WIDGET_PAGE_TEMPLATE);
  const data = resolve(root, 'widget-data.js');
  if (!match || !existsSync(template) || !existsSync(data)) return null;
  const [, kind, widget] = match as unknown as [string, keyof typeof KINDS, string];
  if (!widgetIdsOf(readFileSync(data, 'utf8')).includes(widget)) return null;
  return fillWidgetPage(readFileSync(template, 'utf8'), kind, widget);
}
