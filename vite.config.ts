import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const repoRoot = fileURLToPath(new URL('.', import.meta.url));
// The running backend (`npm start`); VELVET_BACKEND points dev elsewhere when its port is configured.
const backend = process.env.VELVET_BACKEND ?? 'http://localhost:8080';

/** Chunks nearly every first visit needs: fetched in parallel with the entry instead of after it. */
const PRELOADED_CHUNKS = /^(routed-tile-grid|home-screen)-.*\.js$/;

/**
 * Adds <link rel="modulepreload"> for PRELOADED_CHUNKS and everything they import, and
 * <link rel="preload" as="style"> for their CSS, to index.html: Vite preloads the entry's
 * static imports only, so a lazy screen would otherwise start a second round of requests.
 */
function preloadRouteChunks(): Plugin {
  return {
    name: 'velvet-preload-route-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const bundle = context.bundle ?? {};
        const entry = Object.values(bundle).find((output) => output.type === 'chunk' && output.isEntry);
        const scripts = new Set<string>();
        const styles = new Set<string>();
        const visit = (fileName: string) => {
          const chunk = bundle[fileName];
          if (!chunk || chunk.type !== 'chunk' || chunk === entry || scripts.has(fileName)) return;
          scripts.add(fileName);
          chunk.viteMetadata?.importedCss.forEach((css) => styles.add(css));
          chunk.imports.forEach(visit);
        };
        Object.values(bundle)
          .filter((output) => output.type === 'chunk' && PRELOADED_CHUNKS.test(output.fileName.split('/').pop() ?? ''))
          .forEach((chunk) => visit(chunk.fileName));
        return [
          ...[...scripts].map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: '', href: `/${file}` }, injectTo: 'head' as const })),
          ...[...styles].map((file) => ({ tag: 'link', attrs: { rel: 'preload', as: 'style', href: `/${file}` }, injectTo: 'head' as const })),
        ];
      },
    },
  };
}

/**
 * The Velvet host site. `npx vite` serves host-site/ with hot reload and sends
 * API, image and widget requests to the running backend; `npx vite build`
 * writes dist/host-site, which the server serves (with an SPA fallback).
 */
export default defineConfig(({ command }) => ({
  root: 'host-site',
  base: '/',
  plugins: [react(), preloadRouteChunks()],
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
