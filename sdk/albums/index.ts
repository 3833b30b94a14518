/** Albums and galleries (spec 001 §3-§9): rules, the pending actions of a gallery, and the album calls. */
export * from './rules';
export * from './pending';
export * from './api';
export type * from './types';
