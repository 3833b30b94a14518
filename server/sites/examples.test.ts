// issue 11 A10: "Open redirect on the examples origin: /%2F%2Fevil.example%2F..%2Fplayground (and the
// backslash form) lands the browser on another host." Redirects stay on the origin: a same-origin path
// starting with a single '/', never '//' or '/\'.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApps, createTestDatabase, type TestApps, type TestDatabase } from '../test/harness';
import { sameOriginPath } from './examples';

/** Where a browser on `origin` goes for this Location header (WHATWG URL parsing, as browsers do). */
const landsOn = (location: string, origin: string) => new URL(location, `${origin}/some/page`).origin;

describe('the examples origin never redirects to another host', () => {
  let dir: string;
  let database: TestDatabase;
  let apps: TestApps;
  const origin = 'http://localhost:18083';
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'velvet-examples-'));
    mkdirSync(join(dir, 'playground'), { recursive: true });
    writeFileSync(join(dir, 'playground', 'index.html'), '<!doctype html><title>playground</title>');
    database = await createTestDatabase('sqlite', { VELVET_EXAMPLES_DIR: dir });
    apps = await buildTestApps(database, 0);
    apps.context.origins.examples = origin;
  });
  afterAll(async () => {
    await apps?.close();
    await database?.dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  it.each([
    ['encoded slashes', '/%2F%2Fevil.example%2F..%2Fplayground'],
    ['encoded backslashes', '/%5C%5Cevil.example%2F..%2Fplayground'],
    ['a slash and a backslash', '/%2F%5Cevil.example%2F..%2Fplayground'],
    ['a backslash and a slash', '/%5C%2Fevil.example%2F..%2Fplayground'],
    ['raw double slash', '//evil.example/../playground'],
  ])('the attack with %s (%s) is redirected on the origin, or not at all', async (_, url) => {
    const res = await apps.examples.inject({ url });
    const location = res.headers.location;
    if (location !== undefined) {
      expect(String(location)).toMatch(/^\/(?![/\\])/);
      expect(landsOn(String(location), origin)).toBe(origin);
    } else {
      expect(res.statusCode).toBe(404);
    }
  });

  it('answers a malformed escape with 400, not 500', async () => {
    expect((await apps.examples.inject({ url: '/%E0%A4%A' })).statusCode).toBe(400);
  });

  it('still redirects a folder without its slash to the folder', async () => {
    const res = await apps.examples.inject({ url: '/playground' });
    expect([res.statusCode, res.headers.location]).toEqual([302, '/playground/']);
  });

  it.each([
    ['/playground/', '/playground/'],
    ['//evil.example/', '/evil.example/'],
    ['/\\evil.example/', '/evil.example/'],
    ['\\\\evil.example', '/evil.example'],
    ['/./\\/evil', '/evil'],
    ['https://evil.example/x', '/https%3A/evil.example/x'],
    ['/\t/evil.example', '/%09/evil.example'],
    ['', '/'],
  ])('sameOriginPath(%j) is %j', (input, expected) => {
    expect(sameOriginPath(input)).toBe(expected);
    expect(landsOn(sameOriginPath(input), origin)).toBe(origin);
  });
});
