/**
 * The sdk without i18next: what a partner integration needs to talk to the
 * platform and render its own UI. Built to dist/sdk/core.js so size-limit can
 * hold it to the "sdk core without i18next" budget of DESIGN.md.
 */
export * from './config';
export * from './api/types';
export * from './api/rest';
export * from './api/catalog';
export * from './routes';
export * from './money';
export * from './tile-grid';
