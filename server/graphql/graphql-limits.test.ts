/**
 * The GraphQL attacks of issue 11 §5, performed against the real app:
 * "one query with 398 aliased `videos(first:100)` blocks the server for 2 s;
 * 248 aliased pin-call `start` mutations in one request send 248 pins, and
 * wrapping `start` in a fragment escapes the limit altogether." The fix: "limits
 * on depth, aliases and cost, introspection off in production, and rate limits
 * that count each mutation field, fragments included."
 * On SQLite (counts in memory) and on PostgreSQL with Redis (counts in Redis).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CHANNEL_LIST_QUERY } from '../../sdk/messenger/queries';
import { signAccessToken } from '../auth/token';
import { PIN_CALL_LIMIT } from '../routes/guest-service';
import { signUpAndLogIn } from '../test/guests';
import { buildTestApps, createTestDatabase, POSTGRES_URL, PRODUCTION_SANDBOX_ENV, seededApps, TEST_TOKEN_SECRET, type TestApps, type TestDatabase } from '../test/harness';
import { pinOutboxDir } from '../trust/pin-sender';
import { guestService, type Guest } from '../trust/test/env';
import { DEFAULT_QUERY_LIMITS } from './limits';

const REDIS_URL = process.env.VELVET_TEST_REDIS_URL ?? '';

/** `{ a0: <field> a1: <field> ... }` */
const aliased = (count: number, field: (i: number) => string) => Array.from({ length: count }, (_, i) => `a${i}: ${field(i)}`).join(' ');
const VIDEOS_ATTACK = `{ ${aliased(398, () => 'videos(first: 100) { total items { id } }')} }`;

let serial = 3_000_000;
const startField = () => `start(phoneNumber: "+49 171 ${serial++}", type: "avs") { id }`;

function defineAttacks(dialect: 'sqlite' | 'postgres') {
  let database: TestDatabase;
  let apps: TestApps;
  let token: string;
  beforeAll(async () => {
    // PostgreSQL runs as a scaled deployment would: rate-limit counts in Redis.
    database = await createTestDatabase(dialect, dialect === 'postgres' && REDIS_URL ? { REDIS_URL } : {});
    apps = await buildTestApps(database, 0.1);
    token = await signAccessToken(TEST_TOKEN_SECRET, { sub: 'attacker' });
  });
  afterAll(async () => {
    await apps?.close();
    await database?.dispose();
  });

  const vxql = (payload: object) => apps.site.inject({ method: 'POST', url: '/vxql', payload, headers: { authorization: `Bearer ${token}` } });
  /** The pins the guest's verifications sent: stored rows whose pin went out to the outbox. */
  const pinsSent = async (guest: Guest) => {
    const rows = await database.handle.db.selectFrom('pincall_verifications').select('id').where('guest_id', '=', guest.guestId).execute();
    const sent = rows.filter((row) => existsSync(join(pinOutboxDir(apps.context.config.dataDir), `${row.id}.json`)));
    expect(sent).toHaveLength(rows.length);
    return sent.length;
  };

  describe('query limits on /vxql', () => {
    it('398 aliased videos(first: 100) are refused with 400 TOO_MANY_ALIASES before any resolver runs', async () => {
      expect(VIDEOS_ATTACK.length).toBeLessThanOrEqual(20_000);
      const grid = vi.spyOn(apps.context.videos, 'grid');
      try {
        const res = await vxql({ query: VIDEOS_ATTACK });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ success: false, statusCode: 400, code: 'TOO_MANY_ALIASES', error: 'The query has 398 aliased fields; the limit is 20' });
        expect(res.json().errors.map((e: { extensions: object }) => e.extensions)).toEqual([
          { code: 'TOO_MANY_ALIASES', limit: 20, actual: 398 },
          { code: 'TOO_MANY_FIELDS', limit: DEFAULT_QUERY_LIMITS.maxFields, actual: 398 * 4 },
        ]);
        expect(grid).not.toHaveBeenCalled();
        // Again (mercurius answers a refused text from its cache): still refused, still nothing run.
        expect((await vxql({ query: VIDEOS_ATTACK })).statusCode).toBe(400);
        expect(grid).not.toHaveBeenCalled();
      } finally {
        grid.mockRestore();
      }
    });

    it.each([
      ['11 aliased videos(first: 100) (1,111 objects)', { query: `{ ${aliased(11, () => 'videos(first: 100) { items { id } }')} }` }, 1111],
      ['first: 1,000,000 from a variable', { query: 'query($n: Int) { videos(first: $n) { items { id } } }', variables: { n: 1_000_000 } }, 1_000_001],
      ['a fragment hiding the list below the limit of aliases', {
        query: `{ ${aliased(6, () => 'videos(first: 100) { ...V }')} } fragment V on VideoList { items { id } again: items { id } }`,
      }, 6 * 201],
    ])('%s: refused with 400 QUERY_TOO_COSTLY before any resolver runs', async (_name, payload, cost) => {
      const grid = vi.spyOn(apps.context.videos, 'grid');
      try {
        const res = await vxql(payload);
        expect(res.statusCode).toBe(400);
        expect(res.json().errors[0].extensions).toEqual({ code: 'QUERY_TOO_COSTLY', limit: DEFAULT_QUERY_LIMITS.maxCost, actual: cost });
        expect(grid).not.toHaveBeenCalled();
      } finally {
        grid.mockRestore();
      }
    });

    it('the limits are checked before graphql-js validates (which is slow on such documents): 398 aliases of an unknown field get only the limit error', async () => {
      const res = await vxql({ query: `{ ${aliased(398, () => 'nope')} }` });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.map((e: { extensions: { code: string } }) => e.extensions.code)).toEqual(['TOO_MANY_ALIASES', 'TOO_MANY_FIELDS']);
    });

    it('1,100 copies of one field (no alias; graphql-js compares them pair by pair) are refused with 400 TOO_MANY_FIELDS', async () => {
      const grid = vi.spyOn(apps.context.videos, 'grid');
      try {
        const res = await vxql({ query: `{ ${'videos { total } '.repeat(1100)} }` });
        expect(res.statusCode).toBe(400);
        expect(res.json().errors[0].extensions).toEqual({ code: 'TOO_MANY_FIELDS', limit: DEFAULT_QUERY_LIMITS.maxFields, actual: 2200 });
        expect(grid).not.toHaveBeenCalled();
      } finally {
        grid.mockRestore();
      }
    });

    it('a JSON document AST in place of a query (mercurius would take it) is refused as a syntax error', async () => {
      const ast = JSON.stringify({ kind: 'Document', definitions: [{ kind: 'OperationDefinition', operation: 'query', selectionSet: { kind: 'SelectionSet', selections: [] } }] });
      const res = await vxql({ query: ast });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].message).toMatch(/^Syntax Error: /);
      expect((await vxql({ query: '[1]' })).statusCode).toBe(400);
    });

    it('a query nested deeper than the limit is refused with 400 QUERY_TOO_DEEP', async () => {
      const res = await vxql({ query: '{ __schema { types { fields { type { ofType { ofType { ofType { ofType { name } } } } } } } } }' });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].extensions).toEqual({ code: 'QUERY_TOO_DEEP', limit: DEFAULT_QUERY_LIMITS.maxDepth, actual: 9 });
    });

    it('what our clients send still runs: the messenger\'s channel list with first: 500, and ten pages of videos', async () => {
      const channels = await vxql({ query: CHANNEL_LIST_QUERY, variables: { first: 500, offset: 0, blocked: false } });
      expect(channels.statusCode).toBe(200);
      expect(channels.json().data.channelList).toMatchObject({ total: 0, channels: [] });
      const pages = await vxql({ query: `{ ${aliased(9, (i) => `videos(first: 100, offset: ${i * 100}) { total items { id } }`)} }` });
      expect(pages.statusCode).toBe(200);
      expect(pages.json().data.a0.items).toHaveLength(Math.min(100, pages.json().data.a0.total));
    });

    it('introspection works in development (NODE_ENV is not production)', async () => {
      const res = await vxql({ query: '{ __schema { queryType { name } } }' });
      expect(res.json()).toEqual({ data: { __schema: { queryType: { name: 'Query' } } } });
    });
  });

  describe('pin-call rate limit counts each start and verify field (guest service)', () => {
    it('248 aliased starts in one request send no pin: refused with 400 TOO_MANY_ALIASES', async () => {
      const guest = await signUpAndLogIn(apps.site);
      const res = await guestService(apps.site, guest.accessToken, `mutation { ${aliased(248, startField)} }`);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].extensions.code).toBe('TOO_MANY_ALIASES');
      expect(await pinsSent(guest)).toBe(0);
    });

    it('248 starts sent as aliased batches of 19 send exactly the limit (20) of pins; every other batch is refused whole with 429', async () => {
      const guest = await signUpAndLogIn(apps.site);
      const statuses: number[] = [];
      for (let sent = 0; sent < 247; sent += 19) {
        statuses.push((await guestService(apps.site, guest.accessToken, `mutation { ${aliased(19, startField)} }`)).statusCode);
      }
      expect(statuses).toEqual([200, ...Array(12).fill(429)]);
      expect(await pinsSent(guest)).toBe(19);
      // The 248th start is the 20th pin-call request: within the limit.
      expect((await guestService(apps.site, guest.accessToken, `mutation { ${startField()} }`)).statusCode).toBe(200);
      const refused = await guestService(apps.site, guest.accessToken, `mutation { ${startField()} }`);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.json()).toMatchObject({ success: false, statusCode: 429, code: 'RATE_LIMITED', errors: [{ extensions: { code: 'RATE_LIMITED', limit: 20, actual: 1 } }] });
      expect(refused.json().error).toMatch(/^Too many pin-call requests; try again in \d+ minutes?$/);
      expect(await pinsSent(guest)).toBe(PIN_CALL_LIMIT.max);
    });

    it('a batch larger than the whole limit says it can never pass; verify shares the budget', async () => {
      const guest = await signUpAndLogIn(apps.site);
      const verifies = 'x: verify(id: "a", type: "avs", pin: "1") { id } y: verify(id: "b", type: "avs", pin: "1") { id }';
      // Starts first: a failing verify (unknown id, non-null field) stops the serial mutation list.
      expect((await guestService(apps.site, guest.accessToken, `mutation { ${aliased(11, startField)} ${verifies} }`)).statusCode).toBe(200);
      // 13 used: 7 more pass, 8 do not.
      const eight = await guestService(apps.site, guest.accessToken, `mutation { ${aliased(8, startField)} }`);
      expect(eight.statusCode).toBe(429);
      const big = await guestService(apps.site, guest.accessToken, `mutation { ${aliased(20, startField)} ...N } fragment N on Mutation { ${startField()} }`);
      expect(big.statusCode).toBe(429);
      expect(big.json().error).toBe('Too many pin-call requests: this operation runs 21, the limit is 20 per 10 minutes');
      expect(await pinsSent(guest)).toBe(11);
    });

    it('wrapping start in a fragment or an inline fragment does not escape the limit', async () => {
      const guest = await signUpAndLogIn(apps.site);
      const send = (query: string) => guestService(apps.site, guest.accessToken, query);
      expect((await send(`mutation { ...M } fragment M on Mutation { ${aliased(10, startField)} }`)).statusCode).toBe(200);
      expect(await pinsSent(guest)).toBe(10);
      // 10 used: 11 more (in a fragment inside an inline fragment) would pass 20.
      const wrapped = await send(`mutation { ... on Mutation { ...M } } fragment M on Mutation { ${aliased(11, startField)} }`);
      expect(wrapped.statusCode).toBe(429);
      expect(wrapped.json().errors[0].extensions).toEqual({ code: 'RATE_LIMITED', limit: 20, actual: 11 });
      expect(await pinsSent(guest)).toBe(10);
      expect((await send(`mutation { ... on Mutation { ${aliased(10, startField)} } }`)).statusCode).toBe(200);
      expect(await pinsSent(guest)).toBe(20);
      const single = await send(`mutation { ...M } fragment M on Mutation { ${startField()} }`);
      expect(single.statusCode).toBe(429);
      expect(await pinsSent(guest)).toBe(PIN_CALL_LIMIT.max);
      // Queries are not mutations: they still run.
      expect((await send('{ avsBonusAvailable }')).statusCode).toBe(200);
    });
  });
}

describe('GraphQL attacks on SQLite', () => defineAttacks('sqlite'));
describe.skipIf(!POSTGRES_URL)('GraphQL attacks on PostgreSQL', () => defineAttacks('postgres'));

describe('introspection with NODE_ENV=production', () => {
  // Needs no particular database: SQLite only.
  const production = seededApps('sqlite', 0, PRODUCTION_SANDBOX_ENV);

  it('is refused on /vxql and on the guest service with 400 INTROSPECTION_DISABLED; __typename still answers', async () => {
    expect(production.apps.context.config.production).toBe(true);
    const token = await signAccessToken(TEST_TOKEN_SECRET, { sub: 'someone' });
    for (const query of ['{ __schema { queryType { name } } }', '{ __type(name: "Query") { name } }', '{ ...F } fragment F on Query { __schema { types { name } } }']) {
      const res = await production.apps.site.inject({ method: 'POST', url: '/vxql', payload: { query }, headers: { authorization: `Bearer ${token}` } });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errors[0].extensions.code).toBe('INTROSPECTION_DISABLED');
    }
    const guest = await signUpAndLogIn(production.apps.site);
    const res = await guestService(production.apps.site, guest.accessToken, '{ __schema { mutationType { name } } }');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].extensions.code).toBe('INTROSPECTION_DISABLED');
    const typename = await production.apps.site.inject({ method: 'POST', url: '/vxql', payload: { query: '{ __typename }' }, headers: { authorization: `Bearer ${token}` } });
    expect(typename.json()).toEqual({ data: { __typename: 'Query' } });
  });
});
