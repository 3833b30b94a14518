export * from './rules';
export type * from './types';
