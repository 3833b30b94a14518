/** The overlay origin (8081): a placeholder until the payment/login overlay issue. */
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { errorBody } from '../http/errors';
import { simplePage } from './pages';

/** Answers the placeholder page on / and a JSON 404 elsewhere. */
export async function overlaySite(app: FastifyInstance) {
  app.get('/', { schema: { querystring: Type.Object({}) } }, async (request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .send(simplePage('Velvet overlay', ['Payment and login overlay: coming in its own issue.'])),
  );
  app.setNotFoundHandler((request, reply) => reply.code(404).send(errorBody(404, `No route ${request.method} ${request.url.split('?')[0]}`)));
}
