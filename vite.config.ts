import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const repoRoot = fileURLToPath(new URL('.', import.meta.url));
// The running backend (`npm start`); VELVET_BACKEND points dev elsewhere when its port is configured.
const backend = process.env.VELVET_BACKEND ?? 'http://localhost:8080';

/**
 * The Velvet host site. `npx vite` serves host-site/ with hot reload and sends
 * API, image and widget requests to the running backend; `npx vite build`
 * writes dist/host-site, which the server serves (with an SPA fallback).
 */
export default defineConfig(({ command }) => ({
  root: 'host-site',
  base: '/',
  plugins: [react()],
  resolve: {
    // react-router 7 maps every export condition to its development build (remix-run/react-router#12532,
    // #14102), which ships dev warnings and extra bytes; production builds use its production build.
    alias: command === 'build' ? [{ find: /^react-router$/, replacement: `${repoRoot}node_modules/react-router/dist/production/index.mjs` }] : [],
  },
  build: {
    outDir: `${repoRoot}dist/host-site`,
    emptyOutDir: true,
    assetsDir: 'assets',
    // Every browser we target supports modulepreload; the polyfill would only add bytes to the entry.
    modulePreload: { polyfill: false },
    sourcemap: false,
    // dist/host-site/.vite/manifest.json: size-limit reads it to sum what the first route loads.
    manifest: true,
  },
  server: {
    // The site imports sdk/ and widgets/ from outside its root.
    fs: { allow: [repoRoot] },
    proxy: Object.fromEntries(['/rest', '/vxql', '/img', '/widgets', '/loader'].map((prefix) => [prefix, { target: backend, changeOrigin: true }])),
  },
}));
