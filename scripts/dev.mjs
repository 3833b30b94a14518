#!/usr/bin/env node
// `npm run dev`: the backend restarts on server changes (tsx watch), rollup
// rebuilds widget bundles on change, and Vite serves the host site with hot
// module reload on http://localhost:5173, proxying API calls to the backend.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = (name) => join(root, 'node_modules/.bin', name);
const processes = [
  spawn(bin('rollup'), ['-c', '--watch', '--silent'], { cwd: root, stdio: 'inherit' }),
  spawn(bin('tsx'), ['watch', '--clear-screen=false', 'server/main.ts'], { cwd: root, stdio: 'inherit' }),
  spawn(bin('vite'), ['--port', process.env.VELVET_DEV_PORT ?? '5173'], { cwd: root, stdio: 'inherit' }),
];
console.log('dev: host site with hot reload on http://localhost:5173 (backend on http://localhost:8080)');

let stopping = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of processes) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
for (const child of processes) child.on('exit', (code) => stopAll(code ?? 0));
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
