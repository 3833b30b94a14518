#!/usr/bin/env node
// Prints the raw, gzip and brotli size of every built bundle, grouped by
// output folder. Run after `npm run build`. Figures only; budgets are
// enforced by size-limit inside `npm test`.
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync, brotliCompressSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const groups = ['dist/loader', 'dist/sdk', 'dist/widgets', 'dist/react', 'dist/host-site'];

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

const kb = (bytes) => `${(bytes / 1024).toFixed(2).padStart(8)} KB`;
if (!groups.some((group) => existsSync(join(root, group)))) {
  console.error('bench: nothing built yet; run `npm run build` first');
  process.exit(1);
}
console.log(`${'file'.padEnd(58)} ${'raw'.padStart(11)} ${'gzip'.padStart(11)} ${'brotli'.padStart(11)}`);
for (const group of groups) {
  const dir = join(root, group);
  if (!existsSync(dir)) continue;
  const files = walk(dir).filter((file) => /\.(js|css|html)$/.test(file));
  let totalGzip = 0;
  for (const file of files.sort()) {
    const content = readFileSync(file);
    const gzip = gzipSync(content, { level: 9 }).length;
    totalGzip += gzip;
    const name = relative(root, file).padEnd(58);
    console.log(`${name} ${kb(content.length)} ${kb(gzip)} ${kb(brotliCompressSync(content).length)}`);
  }
  console.log(`${`${group} total`.padEnd(58)} ${''.padStart(11)} ${kb(totalGzip)}\n`);
}
