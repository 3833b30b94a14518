// The storage inventory against the code (issue 12 §5: the data-protection page lists "every cookie and
// storage item by consent category with its lifetime", printed from STORAGE_INVENTORY). This test reads
// the sources: a write of a key missing from the inventory, an inventory row nothing writes any more, or
// a storage API used around the consent gate fails it.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { itemsOfCategory, STORAGE_INVENTORY } from './inventory';
import { categoryOfKey, KNOWN_STORAGE_KEYS } from './registry';
import { CONSENT_CATEGORIES } from './rules';

const ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
const SOURCE_ROOTS = ['sdk', 'host-site', 'widgets', 'overlay', 'server', 'examples', 'white-label'];
const SKIP_DIRS = new Set(['node_modules', 'dist', 'test', 'testing', '.test-data']);
const SOURCE_FILE = /\.(ts|tsx|js|mjs|html)$/;
const TEST_FILE = /\.test\.(ts|tsx)$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return SKIP_DIRS.has(entry.name) ? [] : sourceFiles(path);
    return SOURCE_FILE.test(entry.name) && !TEST_FILE.test(entry.name) ? [path] : [];
  });
}

/** The code without whole-line comments (a comment may name localStorage without using it). */
function codeOf(text: string): string {
  return text
    .split('\n')
    .filter((line) => !/^\s*(\/\/|\/\*|\*)/.test(line))
    .join('\n');
}

const files = SOURCE_ROOTS.flatMap((root) => sourceFiles(join(ROOT, root))).map((path) => ({
  path: relative(ROOT, path),
  code: codeOf(readFileSync(path, 'utf8')),
}));

/**
 * Browser storage and Set-Cookie used directly, around the consent gate: only the gate's engines and the
 * server's cookie codec may, and the server render, which only relays the Set-Cookie answers the API
 * wrote through that codec during a page's app.inject calls (server/sites/page-render.ts) to the page's
 * answer (server/sites/host-site.ts). Reading document.cookie is allowed (the age gate decides from it).
 */
const RAW_STORAGE = /\bdocument\.cookie\s*=(?!=)|(?<!['"])\blocalStorage\b(?!\s*\??:)|(?<!['"])\bsessionStorage\b(?!\s*\??:)|\bindexedDB\b|\bcaches\.open\b|['"]set-cookie['"]|\.setCookie\(/gi;
const RAW_ALLOWED = new Set(['sdk/consent/engines.ts', 'server/guests/cookies.ts', 'server/sites/page-render.ts', 'server/sites/host-site.ts']);

/** Calls of the gated writers: sdk/consent setCookie(name, ...) / setItem(key, ...) and server setCookie(reply, name, ...). */
const WRITE_CALL = /(?<![.\w])(?:setCookie|setItem)\(\s*(?:reply\s*,\s*)?([^,)]+)/g;
// The codec and the gate themselves pass a parameter through.
const PASS_THROUGH = new Set(['server/guests/cookies.ts', 'sdk/consent/storage.ts']);

/** `const NAME = 'value'` anywhere in the sources: how a write's constant is read back to the key it writes. */
const constants = new Map<string, string>();
const aliases = new Map<string, string>();
for (const { code } of files) {
  for (const match of code.matchAll(/\bconst\s+([A-Z][A-Z0-9_]*)\s*=\s*'([^']+)'/g)) constants.set(match[1]!, match[2]!);
  for (const match of code.matchAll(/\bconst\s+([A-Z][A-Z0-9_]*)\s*=\s*([A-Z][A-Z0-9_]*)\s*;/g)) aliases.set(match[1]!, match[2]!);
}
// `const SESSION_COOKIE = SESSION_COOKIE_NAME;`: the name of what it stands for.
for (const [alias, target] of aliases) if (constants.has(target)) constants.set(alias, constants.get(target)!);

function writtenKey(argument: string, path: string): string {
  const text = argument.trim();
  const literal = /^['"`]([^'"`$]+)['"`]$/.exec(text);
  if (literal) return literal[1]!;
  const known = /^KNOWN_STORAGE_KEYS\.(\w+)$/.exec(text);
  if (known && known[1]! in KNOWN_STORAGE_KEYS) return KNOWN_STORAGE_KEYS[known[1] as keyof typeof KNOWN_STORAGE_KEYS];
  const constant = constants.get(text);
  if (constant) return constant;
  throw new Error(`${path}: expected a storage write to name its key as a literal or a const, got ${JSON.stringify(text)}`);
}

/** A declaration, not a call: `function setCookie(name...` or an interface's `setItem(key: string, ...)`. */
const isDeclaration = (code: string, match: RegExpExecArray | RegExpMatchArray) => /function\s+$/.test(code.slice(0, match.index)) || /^\s*\w+\??\s*:/.test(match[1]!);

const writes = files.flatMap(({ path, code }) =>
  PASS_THROUGH.has(path) ? [] : [...code.matchAll(WRITE_CALL)].filter((m) => !isDeclaration(code, m)).map((m) => ({ path, key: writtenKey(m[1]!, path) })),
);

describe('the storage inventory', () => {
  it('sees the writes this test exists for (the scan itself works)', () => {
    expect(writes.map((write) => write.key)).toEqual(expect.arrayContaining(['vc', 'v18', 'vs', 'vsb']));
  });

  it('lists every key the code writes', () => {
    const listed = new Set(STORAGE_INVENTORY.map((item) => item.name));
    const missing = writes.filter((write) => !listed.has(write.key)).map((write) => `${write.key} (${write.path})`);
    expect(missing, 'add these to sdk/consent/inventory.ts and their purpose to the legal texts').toEqual([]);
  });

  it('lists nothing the code no longer writes', () => {
    const written = new Set(writes.map((write) => write.key));
    expect(STORAGE_INVENTORY.filter((item) => !written.has(item.name)).map((item) => item.name)).toEqual([]);
  });

  it('is the only way to browser storage: no raw cookie, localStorage, sessionStorage or Set-Cookie around the consent gate', () => {
    const raw = files.flatMap(({ path, code }) => (RAW_ALLOWED.has(path) ? [] : [...code.matchAll(RAW_STORAGE)].map((m) => `${path}: ${m[0]}`)));
    expect(raw).toEqual([]);
  });

  it('registers every item under its category, so a revoke deletes it (spec 000 §5)', () => {
    for (const item of STORAGE_INVENTORY) expect(categoryOfKey(item.name), item.name).toBe(item.category);
  });

  it('has unique ids and names, and groups by category', () => {
    expect(new Set(STORAGE_INVENTORY.map((item) => item.id)).size).toBe(STORAGE_INVENTORY.length);
    expect(new Set(STORAGE_INVENTORY.map((item) => item.name)).size).toBe(STORAGE_INVENTORY.length);
    expect(CONSENT_CATEGORIES.flatMap((category) => itemsOfCategory(category)).length).toBe(STORAGE_INVENTORY.length);
  });
});
