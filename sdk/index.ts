/** Velvet sdk: the framework-free core. One re-export line per module. */
export * from './config';
export * from './api/types';
export * from './api/rest';
export * from './api/catalog';
export * from './i18n';
export * from './routes';
export * from './money';
export * from './tile-grid';
export * from './session';
export * from './account';
export * from './trust';
export * from './payment';
export * from './money/vouchers';
export * from './messenger';
