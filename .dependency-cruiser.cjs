/**
 * Import rules of DESIGN.md ("never" arrows) and no import cycles, checked
 * by `npm run lint:imports` inside `npm test`. Type-only imports count too:
 * a layer that needs another layer's types gets them from the shared contract
 * (sdk/), never from the layer above it.
 */
// Tests may reach across layers to set up what they check.
const TESTS = '(\\.test\\.tsx?$|/test/)';
const never = (name, from, to, comment) => ({
  name,
  comment,
  severity: 'error',
  from: { path: from, pathNot: TESTS },
  to: { path: to },
});

module.exports = {
  forbidden: [
    never('sdk-is-framework-free', '^sdk/', '^(widgets|host-site|overlay|server|white-label)/',
      'sdk/ is the framework-free core: it never imports widgets, sites, the overlay or the server.'),
    never('sdk-without-ui-frameworks', '^sdk/', '(^|/)node_modules/(preact|react|react-dom|@preact)/',
      'sdk/ has no Preact or React import anywhere in it.'),
    never('widgets-not-into-sites-or-server', '^widgets/', '^(host-site|server|white-label)/',
      'Widgets are embedded by sites and partners; they never import a site or the server.'),
    never('host-site-over-the-wire', '^(host-site|white-label)/', '^server/',
      'The host site talks to the server over the wire only.'),
    never('server-not-into-ui-sources', '^server/', '^(widgets|host-site|overlay|white-label)/',
      'The server serves the builds of the widgets and sites, it never imports their sources.'),
    never('domain-without-transport', '^server/(money|messenger|trust|survey|tracking)/', '^server/(realtime|realtime-domain)/',
      'Domain code returns what it changed; the plugin that wires it publishes after the commit (DESIGN.md).'),
    never('hub-without-domain', '^server/realtime/', '^server/(money|messenger|trust|survey|tracking|realtime-domain)/',
      'The realtime hub never imports the domain.'),
    {
      name: 'no-cycles',
      comment: 'An import cycle hides which module owns what; break it by passing what is needed in.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|data|\\.test-data)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
