// Budgets of DESIGN.md ("Budgets", gzip; size-limit measures brotli unless told). Paths are built by `npx rollup -c`; an array is summed.
module.exports = [
  {
    name: 'embed loader (queue stub, replays calls once loaded)',
    path: 'dist/loader/velvet-loader.js',
    limit: '2 KB',
    gzip: true,
  },
  {
    name: 'sdk core without i18next (config, REST, catalog, routes, money, tile-grid controller)',
    path: 'dist/sdk/core.js',
    limit: '16 KB',
    gzip: true,
  },
  {
    // What a partner page downloads for its first widget: the loader, the widget bundle it
    // imports, and every chunk that bundle pulls in (Preact, signals, i18next, sdk parts).
    name: 'first widget on a partner page (tile grid), everything it loads',
    path: ['dist/loader/velvet-loader.js', 'dist/widgets/velvet-widgets.js', 'dist/widgets/tile-grid.js', 'dist/widgets/chunks/*.js'],
    limit: '40 KB',
    gzip: true,
  },
  {
    name: 'all widgets together (hls.js excluded: it loads on play only)',
    path: ['dist/widgets/*.js', 'dist/widgets/chunks/*.js'],
    limit: '100 KB',
    gzip: true,
  },
];
