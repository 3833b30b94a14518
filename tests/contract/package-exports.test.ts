// The public entry points named by package.json `exports` exist after `npm run build`,
// carry their types, and load without the host page's framework bundled in twice.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

interface ExportTarget {
  types?: string;
  import?: string;
}
const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { exports: Record<string, string | ExportTarget> };
const entries = Object.entries(pkg.exports).filter(([name]) => name !== './package.json');

describe('package.json exports', () => {
  it('names the public entry points: sdk, widgets, React wrappers, embed loader (issue 2 §1)', () => {
    expect(Object.keys(pkg.exports)).toEqual(expect.arrayContaining(['./sdk', './widgets', './react', './loader']));
  });

  it.each(entries)('%s points at a built file and its TypeScript source', (_name, target) => {
    const { import: file, types } = typeof target === 'string' ? { import: target, types: undefined } : target;
    expect(file && existsSync(file), `${file} is missing: run npm run build`).toBe(true);
    if (types) expect(existsSync(types), `${types} is missing`).toBe(true);
  });

  it('keeps React out of the React wrapper bundle: the partner app brings its own', () => {
    // The wrappers come as index.js plus chunks (the modal host loads its modals on demand): read them all.
    const files = ['dist/react/index.js', ...readdirSync('dist/react/chunks').filter((name) => name.endsWith('.js')).map((name) => `dist/react/chunks/${name}`)];
    const bundle = files.map((file) => readFileSync(file, 'utf8')).join('\n');
    expect(bundle).toMatch(/from\s*"react"/);
    expect(bundle).not.toContain('__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE');
  });

  it('keeps the loader a classic script (no import/export), so a plain <script async> can run it', () => {
    const loader = readFileSync('dist/loader/velvet-loader.js', 'utf8');
    expect(loader).not.toMatch(/^\s*(import|export)\s/m);
  });
});
