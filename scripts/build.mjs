#!/usr/bin/env node
// Builds the widget/sdk bundles (rollup), the host site (Vite) and its server entry (Vite SSR).
// With --if-changed a target is rebuilt only when a hash of its inputs differs
// from the stamp left by its last build, so a second `npm start` is quick.
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { precompress } from './precompress.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const onlyIfChanged = process.argv.includes('--if-changed');

const shared = ['sdk', 'widgets', 'package-lock.json', 'tsconfig.json'];
const targets = [
  {
    name: 'widgets and sdk bundles (rollup)',
    stamp: 'dist/.rollup-stamp',
    outputs: ['dist/loader/velvet-loader.js', 'dist/widgets/velvet-widgets.js', ...['de', 'en', 'es', 'nl'].map((l) => `dist/overlay/overlay.${l}.js`), 'dist/overlay/login-cookie.js'],
    inputs: [...shared, 'overlay', 'rollup.config.mjs', 'scripts/rollup-one-language.mjs'],
    command: ['node_modules/.bin/rollup', ['-c', '--silent']],
    compress: ['dist/widgets', 'dist/loader', 'dist/overlay'],
    // Rollup adds hashed chunks but never removes old ones, which the size budgets would count.
    clean: ['dist/widgets', 'dist/loader', 'dist/sdk', 'dist/react', 'dist/overlay'],
  },
  {
    name: 'host site (vite)',
    stamp: 'dist/.vite-stamp',
    outputs: ['dist/host-site/index.html'],
    inputs: [...shared, 'host-site', 'white-label', 'vite.config.ts'],
    command: ['node_modules/.bin/vite', ['build', '--logLevel', 'warn']],
    compress: ['dist/host-site/assets'],
    clean: [],
  },
  {
    // The server renders every page with this build of host-site/entry-server.tsx (never with the sources).
    name: 'host site server entry (vite ssr)',
    stamp: 'dist/.vite-ssr-stamp',
    outputs: ['dist/host-site-server/entry-server.js'],
    inputs: [...shared, 'host-site', 'white-label', 'vite.config.ts'],
    command: ['node_modules/.bin/vite', ['build', '--ssr', 'entry-server.tsx', '--logLevel', 'warn']],
    compress: [],
    clean: [],
  },
];

/** Files under a path, skipping tests: editing a test must not trigger a rebuild. */
function listFiles(path) {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (statSync(full).isFile()) return [path];
  return readdirSync(full, { withFileTypes: true })
    .filter((entry) => !entry.name.startsWith('.') && !/\.test\.tsx?$/.test(entry.name))
    .flatMap((entry) => listFiles(relative(root, join(full, entry.name))));
}

function hashInputs(inputs) {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap(listFiles).sort()) {
    hash.update(file).update('\0').update(readFileSync(join(root, file))).update('\0');
  }
  return hash.digest('hex');
}

mkdirSync(join(root, 'dist'), { recursive: true });
for (const target of targets) {
  const hash = hashInputs(target.inputs);
  const stampPath = join(root, target.stamp);
  const upToDate =
    existsSync(stampPath) &&
    readFileSync(stampPath, 'utf8') === hash &&
    target.outputs.every((output) => existsSync(join(root, output)));
  if (onlyIfChanged && upToDate) {
    console.log(`build: ${target.name} up to date`);
    continue;
  }
  const started = Date.now();
  console.log(`build: ${target.name}…`);
  for (const dir of target.clean) rmSync(join(root, dir), { recursive: true, force: true });
  const [bin, args] = target.command;
  const result = spawnSync(join(root, bin), args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`build: ${target.name} failed (exit ${result.status ?? result.signal})`);
    process.exit(1);
  }
  for (const dir of target.compress) precompress(join(root, dir));
  writeFileSync(stampPath, hash);
  console.log(`build: ${target.name} done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
