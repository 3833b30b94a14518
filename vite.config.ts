import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const repoRoot = fileURLToPath(new URL('.', import.meta.url));
// The running backend (`npm start`); VELVET_BACKEND points dev elsewhere when its port is configured.
const backend = process.env.VELVET_BACKEND ?? 'http://localhost:8080';

/** The server entry's build: Node ESM beside, never inside, the browser's dist/host-site. */
const ssrBuild = {
  outDir: `${repoRoot}dist/host-site-server`,
  emptyOutDir: true,
  sourcemap: false,
  minify: false,
  // One file: a chunk that imported the entry back would get a second copy of it (and of React) when
  // the server imports the entry with its ?v=<mtime> (server/sites/page-render.ts serverEntryLoader).
  rollupOptions: { output: { format: 'es' as const, entryFileNames: '[name].js', codeSplitting: false } },
};

/**
 * Lets the bundler drop the parts of react-router the site never uses (first route 110 kB,
 * DESIGN.md "Budgets"). Its production build assigns `X.displayName = "..."` at module level
 * and calls React.forwardRef / createContext / memo without a pure annotation; a bundler must
 * keep a module-level statement that may have a side effect, so Form, ScrollRestoration,
 * HistoryRouter, fetchers and all they call stayed in the bundle although nothing imports
 * them (useLocation alone pulled in 12.4 kB gzip, 2.4 kB with this). Display names only label
 * components in React DevTools; those calls are pure. And Link's prefetching is framework
 * mode's: without a FrameworkContext (never rendered by a data router like ours)
 * usePrefetchBehavior answers [false, ref, {}] and PrefetchPageLinks never renders, so Link
 * gets that answer directly and the prefetch code goes (2 kB gzip).
 *
 * Each rewrite must find its pattern: a react-router release whose build differs fails the
 * build here instead of quietly growing the first route again.
 */
function treeShakableReactRouter(): Plugin {
  const chunk = /[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-[A-Z0-9]+\.mjs$/;
  type Rewrite = { name: string; pattern: RegExp; replace: (match: string, ...groups: string[]) => string; found: boolean };
  const rewrites: Rewrite[] = [
    { name: 'module-level displayName', pattern: /^[\w$]+\.displayName = "[^"]*";$/gm, replace: () => '', found: false },
    { name: 'unannotated pure call', pattern: /= (React\d*)\.(forwardRef|createContext|memo)\(/g, replace: (_, react, call) => `= /* @__PURE__ */ ${react}.${call}(`, found: false },
    { name: "Link's prefetch behaviour", pattern: /usePrefetchBehavior\(\s*prefetch,\s*rest\s*\)/g, replace: () => '[false, null, {}]', found: false },
    { name: "Link's prefetch links", pattern: /return shouldPrefetch && !isAbsolute \? [^\n]*: link;/g, replace: () => 'return link;', found: false },
  ];
  // The new text keeps the line breaks of the old, so the chunk's lines (and sourcemaps through it) stay put.
  const keepLines = (old: string, text: string) => `${text}${'\n'.repeat(old.split('\n').length - 1)}`;
  return {
    name: 'velvet:tree-shakable-react-router',
    apply: 'build',
    transform(code, id) {
      if (!chunk.test(id)) return null;
      let out = code;
      for (const rewrite of rewrites) {
        out = out.replace(rewrite.pattern, (match: string, ...groups: string[]) => {
          rewrite.found = true;
          return keepLines(match, rewrite.replace(match, ...groups));
        });
      }
      return out === code ? null : { code: out, map: null };
    },
    buildEnd(error) {
      const missing = rewrites.filter((rewrite) => !rewrite.found).map((rewrite) => rewrite.name);
      if (!error && missing.length > 0) this.error(`react-router's build changed, not found: ${missing.join(', ')} (see vite.config.ts)`);
    },
  };
}

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
  plugins: [react(), treeShakableReactRouter()],
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
    rolldownOptions: {
      output: {
        // Everything the entry imports statically goes into the entry chunk itself: it all loads before
        // hydration anyway, and one file compresses better than the dozen small shared chunks Rolldown
        // would split it into (3.2 kB gzip less on the first route). Lazy chunks import from the entry.
        codeSplitting: {
          groups: [
            { name: 'index', tags: ['$initial'] },
            // Small modules most pages use (home, video lists, profile) in one chunk instead of four tiny
            // ones, each with its own request and gzip overhead (0.27 kB gzip less on the first route).
            { name: 'pages', test: /use-document-title|section-heading|same-origin-path|sdk[\\/]api[\\/]catalog/ },
          ],
        },
        // The entry lists every lazy chunk and stylesheet a navigation may preload by file name
        // (Vite's __vite__mapDeps): hash-only names keep that list short (0.46 kB gzip less on the
        // first route). The manifest still names every chunk by its source.
        chunkFileNames: 'assets/[hash:7].js',
        assetFileNames: 'assets/[hash:7][extname]',
      },
    },
  },
  server: {
    // The site imports sdk/ and widgets/ from outside its root.
    fs: { allow: [repoRoot] },
    proxy: Object.fromEntries(['/rest', '/vxql', '/img', '/widgets', '/loader'].map((prefix) => [prefix, { target: backend, changeOrigin: true }])),
  },
}));

