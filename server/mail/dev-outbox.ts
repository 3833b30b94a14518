/**
 * GET dev/outbox: a development-only HTML list of the outbox mails and their
 * links. Those links reset passwords, so the page answers only this machine
 * with the dev key (server/http/dev-only.ts), and never exists in production.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { devOnly } from '../http/dev-only';
import { answers, rawAnswer } from '../schemas/common';
import type { Outbox } from './outbox';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The outbox page's path under the API prefix, as the start log prints it. */
export const DEV_OUTBOX_PATH = '/rest/v1/dev/outbox';

/** Registers GET /dev/outbox unless NODE_ENV is production. */
export async function devOutboxRoutes(app: FastifyInstance, { outbox, context }: { outbox: Outbox; context: AppContext }) {
  if (context.config.production) return;
  const schema = { description: 'Development only (loopback, with the dev key): the outbox mails and their links.', response: answers({ 200: rawAnswer('an HTML page', ['text/html']) }, 403, 404) };
  app.get('/dev/outbox', { schema, preHandler: devOnly(context.devKey) }, async (_request, reply) => {
    const mails = await outbox.list();
    const items = mails
      .map((m) => {
        const links = m.links.map((l) => `<li><a href="${escape(l)}">${escape(l)}</a></li>`).join('');
        return `<article><h2>${escape(m.subject)}</h2><p>To ${escape(m.to)} · ${escape(m.createdAt)}</p><pre>${escape(m.text)}</pre><ul>${links}</ul></article>`;
      })
      .join('\n');
    // The key is in this page's URL: no Referer carries it to the pages the links open.
    reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store').header('Referrer-Policy', 'no-referrer');
    return `<!doctype html><html lang="en"><meta charset="utf-8"><title>Outbox</title><h1>Outbox (${mails.length})</h1><p>${escape(outbox.directory)}</p>${items || '<p>No mail yet.</p>'}</html>`;
  });
}
