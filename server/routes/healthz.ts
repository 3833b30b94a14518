/** GET /healthz: liveness plus one database round-trip, for load balancers. */
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { AppContext } from '../context';
import { pingDatabase } from '../db/database';

const Health = Type.Object({ ok: Type.Boolean(), db: Type.Enum(['sqlite', 'postgres']) });
const Unhealthy = Type.Object({ ok: Type.Literal(false), db: Type.Enum(['sqlite', 'postgres']), error: Type.String() });

/** Answers { ok: true, db } after a database round-trip; 503 when the database does not answer. */
export async function healthRoutes(app: FastifyInstance, { context }: { context: AppContext }) {
  app.get('/healthz', { schema: { response: { 200: Health, 503: Unhealthy } } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const db = context.database.dialect;
    try {
      await pingDatabase(context.database.db);
      return { ok: true, db };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      return reply.code(503).send({ ok: false, db, error: 'Database unreachable' });
    }
  });
}
