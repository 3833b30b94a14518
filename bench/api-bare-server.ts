// The "bare" row of bench/api.ts: a Fastify app with one route that answers a fixed JSON object (parsed from the
// file named by argv[2]) with Fastify's default serializer, and nothing else (no plugins, no hooks, no database).
// With argv[3] (a file of HTML) it also serves those bytes at /page as they are (a Buffer, no compression): the yardstick
// for the server-rendered page, which is four times the grid's size on the wire.
// Runs in its own process so it shares no event loop with the load generator. Prints its port when listening.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const body: unknown = JSON.parse(readFileSync(process.argv[2]!, 'utf8'));
const app = Fastify({ logger: false });
app.get('/bare', async () => body);
const pageFile = process.argv[3];
if (pageFile) {
  const page = readFileSync(pageFile);
  app.get('/page', (_request, reply) => reply.type('text/html; charset=utf-8').send(page));
}
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
console.log(typeof address === 'object' && address ? address.port : 0);
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
