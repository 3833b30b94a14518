// issue 11 A9: "A JSON array nested 10,000 deep gives 500 on 26 routes (the error handler's
// JSON.stringify overflows): a 400 with a bounded message." The attack is sent to every POST route
// the site app has (enumerated from the app itself), anonymous and logged in.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApps, createTestDatabase, type TestApps, type TestDatabase } from '../test/harness';
import { randomIp, signUpAndLogIn } from '../test/guests';

const DEPTH = 10_000;
const DEEP_ARRAY = `${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`;
const DEEP_OBJECT = `${'{"a":'.repeat(DEPTH)}1${'}'.repeat(DEPTH)}`;
/** An error body is one short sentence; nothing of the attacker's input is echoed at length. */
const MAX_ERROR_BODY = 1_000;

/**
 * The POST routes of an app, from its route tree (`printRoutes` with full
 * paths): a child line continues its parent's path, e.g. '/survey/feedback'
 * then 'data'. Route parameters become 1.
 */
function postRoutes(app: FastifyInstance): string[] {
  const tree = app.printRoutes({ method: 'POST', commonPrefix: false });
  const stack: string[] = [];
  const routes: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:│   |    )*)(?:├── |└── )(\S+) \(POST\)/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    const path = (stack[depth - 1] ?? '') + match[2]!;
    stack.push(path);
    routes.push(path.replace(/:[A-Za-z]+/g, '1'));
  }
  return routes;
}

describe('a 10,000-deep JSON body on every POST route of the site app (SQLite: no database write is reached)', () => {
  let database: TestDatabase;
  let apps: TestApps;
  let routes: string[];
  let cookie: string;
  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    apps = await buildTestApps(database, 0.02);
    await apps.site.ready();
    routes = postRoutes(apps.site);
    cookie = (await signUpAndLogIn(apps.site)).cookie;
  });
  afterAll(async () => {
    await apps?.close();
    await database?.dispose();
  });

  it('finds the routes it attacks (the tree parser reads every POST route)', () => {
    expect(routes.length).toBeGreaterThan(40);
    expect(routes).toEqual(expect.arrayContaining(['/rest/v1/feed/post/1/tip', '/rest/v1/survey/feedbackdata', '/rest/v1/subscription/vip/cancel', '/rest/v1/payment/topup']));
  });

  for (const [what, body] of [['array', DEEP_ARRAY], ['object', DEEP_OBJECT]] as const) {
    for (const who of ['anonymous', 'logged in'] as const) {
      it(`a deep ${what} from a guest ${who} gets a 4xx with a bounded body from each route, never a 500`, async () => {
        const post = (url: string, payload: string) => apps.site.inject({
          method: 'POST', url, payload,
          headers: { 'content-type': 'application/json', 'x-forwarded-for': randomIp(), ...(who === 'logged in' ? { cookie } : {}) },
        });
        const failures: string[] = [];
        for (const url of routes) {
          const response = await post(url, body);
          const bounded = response.body.length <= MAX_ERROR_BODY;
          // A route that takes no body (guest/logout, survey/feedbackdata ...) ignores it: it must answer as it does to {}.
          const ignored = response.statusCode < 300 && (await post(url, '{}')).statusCode === response.statusCode;
          if ((response.statusCode < 400 && !ignored) || response.statusCode >= 500 || !bounded) {
            failures.push(`${url} -> ${response.statusCode} (${response.body.length} bytes) ${response.body.slice(0, 120)}`);
          }
        }
        expect(failures).toEqual([]);
      });
    }
  }
});
