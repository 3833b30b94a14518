/**
 * The examples origin's twelve playground and docs pages come from one template (review of stop 21: "The examples'
 * twelve playground and docs pages each repeat the same 20-line HTML head. The examples server could write that
 * head once"), without changing what the pages show: the same head, scripts, data-widget and CSP as before.
 */
import { describe, expect, it } from 'vitest';
import { seededApps } from '../test/harness';

const WIDGETS = ['tile-grid', 'messenger', 'modal-host', 'chat-button', 'search-overlay', 'player'];

describe('the examples widget pages, from one template', () => {
  const seeded = seededApps('sqlite', 0);

  it.each(WIDGETS.flatMap((widget) => [['playground', widget], ['docs', widget]]))('/%s/%s.html has the shared head, its widget and its script', async (kind, widget) => {
    const response = await seeded.apps.examples.inject({ url: `/${kind}/${widget}.html?lang=de` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const site = seeded.apps.context.origins.site;
    const html = response.body;
    expect(html).not.toContain('%');
    expect(html).toContain(`<meta name="velvet-site-origin" content="${site}">`);
    expect(html).toContain('<link rel="stylesheet" href="/examples.css">');
    expect(html).toContain(`<body data-widget="${widget}">`);
    expect(html).toContain('<select id="language"><option value="de">Deutsch</option><option value="en">English</option><option value="es">Español</option><option value="nl">Nederlands</option></select>');
    const title = kind === 'playground' ? 'Playground' : 'Documentation';
    expect(html).toContain(`<title>${title} · Velvet widgets</title>`);
    expect(html).toContain(`<h1>${title}</h1>`);
    // The playground loads the widgets through the loader, as a partner page does; the docs page does not need it.
    expect(html.includes(`<script async src="${site}/loader/velvet-loader.js"></script>`)).toBe(kind === 'playground');
    expect(html).toContain(`<script type="module" src="./${kind === 'playground' ? 'playground' : 'docs'}.js"></script>`);
    expect(response.headers['content-security-policy']).toContain(`script-src 'self' ${site}`);
  });

  it.each([
    ['a widget that does not exist', '/playground/nothing.html'],
    ['another kind of page', '/partner/tile-grid.html'],
    ['the template itself', '/templates/widget-page.html'],
  ])('%s is a 404', async (_name, url) => {
    expect((await seeded.apps.examples.inject({ url })).statusCode).toBe(404);
  });

  it('the index is in de, en, es and nl: a language select and its words in index.js', async () => {
    const html = (await seeded.apps.examples.inject({ url: '/' })).body;
    expect(html).toContain('<select id="language">');
    expect(html).toContain('<script type="module" src="./index.js"></script>');
    const script = (await seeded.apps.examples.inject({ url: '/index.js' })).body;
    for (const words of ['Velvet-Widget-Beispiele', 'Ejemplos de widgets de Velvet', 'Voorbeelden van Velvet-widgets', 'Velvet widget examples']) expect(script).toContain(words);
  });
});

describe('the player playground on a seeded catalogue', () => {
  const seeded = seededApps('sqlite');

  it('the player playground names a seeded video an anonymous guest may play (media contract: "Trailers are open to everyone the video\'s age rating allows"), and its CSP lets the site\'s HLS play', async () => {
    const response = await seeded.apps.examples.inject({ url: '/playground/player.html' });
    const id = Number(/<meta name="velvet-player-video-id" content="(\d+)">/.exec(response.body)?.[1]);
    const video = await seeded.database.handle.db.selectFrom('videos').select(['age_rating', 'vip']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(video).toEqual({ age_rating: 16, vip: 0 });
    const lower = await seeded.database.handle.db.selectFrom('videos').select('id').where('id', '<', id).where('age_rating', '=', 16).where('vip', '=', 0).execute();
    expect(lower).toEqual([]);
    expect(response.headers['content-security-policy']).toContain(`media-src 'self' blob: ${seeded.apps.context.origins.site}`);
  });
});
