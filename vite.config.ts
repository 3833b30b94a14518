import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const repoRoot = fileURLToPath(new URL('.', import.meta.url));
// The running backend (`npm start`); VELVET_BACKEND points dev elsewhere when its port is configured.
const backend = process.env.VELVET_BACKEND ?? 'http://localhost:8080';

/** The server entry's build: Node ESM beside, never inside, the browser's dist/host-site. */
const ssrBuild = {
  outDir: `${repoRoot}dist/host-site-server`,
  emptyOutDir: true,
  sourcemap: false,
  minify: false,
  // One file: the server imports it with a ?v= cache-buster to pick up rebuilds, and a chunk importing
  // "../entry-server.js" would get a second copy of every shared module (two React contexts, two stores).
  rollupOptions: { output: { format: 'es' as const, entryFileNames: '[name].js', inlineDynamicImports: true } },
};

/**
 * The Velvet host site. `npx vite` serves host-site/ with hot reload (rendered in the
 * browser only) and sends API, image and widget requests to the running backend;
 * `npx vite build` writes dist/host-site (the browser's assets and index.html, the
 * template of every page) and `npx vite build --ssr entry-server.tsx` writes
 * dist/host-site-server/entry-server.js, which the server renders pages with. The
 * server preloads each page's chunks itself (from the manifest), so index.html
 * carries only the entry.
 */
export default defineConfig(({ command, isSsrBuild }) => ({
  root: 'host-site',
  base: '/',
  plugins: [react()],
  resolve: {
    // react-router 7 maps every export condition to its development build (remix-run/react-router#12532,
    // #14102), which ships dev warnings and extra bytes; production builds use its production build.
    alias: command === 'build' ? [{ find: /^react-router$/, replacement: `${repoRoot}node_modules/react-router/dist/production/index.mjs` }] : [],
  },
  // The server bundle carries its dependencies (react-dom/server's production build among them):
  // the server loads one file tree, never the site's sources or their packages' development builds.
  ...(isSsrBuild ? { ssr: { noExternal: true, target: 'node' as const }, define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  build: isSsrBuild ? ssrBuild : {
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

