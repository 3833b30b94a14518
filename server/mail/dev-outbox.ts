/** GET dev/outbox: a development-only HTML list of the outbox mails and their links (never in production). */
import type { FastifyInstance } from 'fastify';
import { answers, rawAnswer } from '../schemas/common';
import type { Outbox } from './outbox';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Registers GET /dev/outbox unless NODE_ENV is production. */
export async function devOutboxRoutes(app: FastifyInstance, { outbox }: { outbox: Outbox }) {
  if (process.env.NODE_ENV === 'production') return;
  const schema = { description: 'Development only: the outbox mails and their links.', response: answers({ 200: rawAnswer('an HTML page', ['text/html']) }) };
  app.get('/dev/outbox', { schema }, async (_request, reply) => {
    const mails = await outbox.list();
    const items = mails
      .map((m) => {
        const links = m.links.map((l) => `<li><a href="${escape(l)}">${escape(l)}</a></li>`).join('');
        return `<article><h2>${escape(m.subject)}</h2><p>To ${escape(m.to)} · ${escape(m.createdAt)}</p><pre>${escape(m.text)}</pre><ul>${links}</ul></article>`;
      })
      .join('\n');
    reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store');
    return `<!doctype html><html lang="en"><meta charset="utf-8"><title>Outbox</title><h1>Outbox (${mails.length})</h1><p>${escape(outbox.directory)}</p>${items || '<p>No mail yet.</p>'}</html>`;
  });
}
