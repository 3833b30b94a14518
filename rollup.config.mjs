// Builds the public bundles: widgets (ESM, code-split), the embed loader (IIFE),
// the sdk (full and core-without-i18next) and the React wrappers. `npx rollup -c`.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import nodeResolve from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import { oneLanguage } from './scripts/rollup-one-language.mjs';

const INLINE_SUFFIX = '?inline';

/**
 * hls.js (imported by the player on the first play only) gets a folder of its own: the size budgets
 * count dist/widgets/chunks/*.js, and "all widgets together" excludes hls.js (DESIGN.md "Budgets").
 */
function chunkFileNames(chunk) {
  if (chunk.moduleIds.some((id) => id.includes('/node_modules/hls.js/'))) return 'hls/hls-[hash].js';
  // The chat room and the widget's own realtime channel (issue 14) load on demand of <velvet-chat-button> only: a folder
  // of their own keeps them out of the modal host's chunks/*.js budget; "all widgets together" counts the folder too.
  if (chunk.moduleIds.every((id) => LIVE_CHUNK_DIRS.some((dir) => id.includes(dir)))) return 'live/[name]-[hash].js';
  return 'chunks/[name]-[hash].js';
}
const LIVE_CHUNK_DIRS = ['/widgets/chat-room/', '/widgets/chat-button/', '/widgets/voice-call/', '/sdk/chat-button/', '/sdk/chat-room/', '/sdk/realtime/', '/sdk/live/', '/sdk/video-page/query-service', '/sdk/api/avs-start'];

/** `import css from './x.css?inline'` -> the minified stylesheet as a string (what Vite does natively). */
function cssInline() {
  return {
    name: 'velvet-css-inline',
    resolveId(source, importer) {
      if (!source.endsWith(`.css${INLINE_SUFFIX}`) || !importer) return null;
      return path.resolve(path.dirname(importer), source.slice(0, -INLINE_SUFFIX.length)) + INLINE_SUFFIX;
    },
    async load(id) {
      if (!id.endsWith(`.css${INLINE_SUFFIX}`)) return null;
      const file = id.slice(0, -INLINE_SUFFIX.length);
      this.addWatchFile(file);
      const css = (await readFile(file, 'utf8'))
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/\s+/g, ' ')
        .replace(/\s*([{}:;,>])\s*/g, '$1')
        .replace(/;}/g, '}')
        .trim();
      return `export default ${JSON.stringify(css)};`;
    },
  };
}

// The root tsconfig only type-checks (noEmit); the bundles need emitted ES2022 JS.
// Type errors are the job of `tsc --noEmit`, not of the bundler.
const typescriptOptions = {
  tsconfig: false,
  noEmitOnError: false,
  include: ['sdk/**/*.ts', 'widgets/**/*.ts', 'widgets/**/*.tsx', 'overlay/**/*.ts', 'overlay/**/*.tsx'],
  exclude: ['**/*.test.ts', '**/*.test.tsx', '**/test-fixtures.ts'],
  compilerOptions: {
    target: 'ES2022',
    module: 'ESNext',
    moduleResolution: 'Bundler',
    lib: ['ES2023', 'DOM', 'DOM.Iterable'],
    strict: true,
    jsx: 'react-jsx',
    jsxImportSource: 'react',
    verbatimModuleSyntax: true,
    isolatedModules: true,
    skipLibCheck: true,
    resolveJsonModule: true,
    declaration: false,
    sourceMap: false,
    types: [],
  },
};

/** `language`: a one-language bundle, the other languages' text modules left out (scripts/rollup-one-language.mjs). */
function plugins({ browser = true, language } = {}) {
  return [
    ...(language ? [oneLanguage(language)] : []),
    cssInline(),
    replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
    // `browser` picks preact's and signals' ESM browser builds.
    nodeResolve({ browser, extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'] }),
    typescript(typescriptOptions),
    terser({ ecma: 2020, module: true, compress: { passes: 2 }, format: { comments: false } }),
  ];
}

/** Known harmless warnings (tsc diagnostics are checked by tsc itself). */
function onwarn(warning, warn) {
  if (warning.plugin === 'typescript') return;
  warn(warning);
}

export default [
  {
    input: { 'velvet-widgets': 'widgets/index.ts', 'tile-grid': 'widgets/tile-grid/tile-grid.ts', messenger: 'widgets/messenger/messenger.ts', 'modal-host': 'widgets/modal-host/modal-host.ts', player: 'widgets/player/player.ts', 'chat-button': 'widgets/chat-button/chat-button.ts', 'search-overlay': 'widgets/search-overlay/search-overlay.ts' },
    output: { dir: 'dist/widgets', format: 'es', entryFileNames: '[name].js', chunkFileNames },
    // A lazy chunk (the messenger's gift picker) may import from its widget's entry file, which then exports a
    // few more (minified) names: cheaper than the facade file plus shared chunk Rollup makes otherwise.
    preserveEntrySignatures: 'allow-extension',
    plugins: plugins(),
    onwarn,
  },
  {
    input: 'widgets/loader/velvet-loader.ts',
    output: { file: 'dist/loader/velvet-loader.js', format: 'iife' },
    plugins: plugins(),
    onwarn,
  },
  // Separate builds, not one code-split build: each file is self-contained, so its size is the honest cost.
  ...['index', 'core'].map((name) => ({
    input: `sdk/${name}.ts`,
    output: { file: `dist/sdk/${name}.js`, format: 'es' },
    plugins: plugins(),
    onwarn,
  })),
  // The payment overlay app on its own origin (server/sites/overlay.ts serves dist/overlay under /app/),
  // one bundle per language with that language's words only: the page loads the one of its language.
  ...['de', 'en', 'es', 'nl'].map((language) => ({
    input: 'overlay/main.ts',
    output: { file: `dist/overlay/overlay.${language}.js`, format: 'es' },
    plugins: plugins({ language }),
    onwarn,
  })),
  // The hidden login-cookie helper frame (GET /login-cookie-frame): tiny and on its own, no preact.
  {
    input: 'overlay/login-cookie-frame.ts',
    output: { file: 'dist/overlay/login-cookie.js', format: 'es' },
    plugins: plugins(),
    onwarn,
  },
  {
    input: 'widgets/react/index.ts',
    // A directory: the modal host loads each modal's code on demand, so the wrappers come with chunks.
    output: { dir: 'dist/react', format: 'es', entryFileNames: 'index.js', chunkFileNames },
    external: (id) => id === 'react' || id.startsWith('react/') || id === 'react-dom' || id.startsWith('react-dom/'),
    plugins: plugins(),
    onwarn,
  },
];
