export * from './types';
export * from './rules';
export * from './cache';
export { BREADCRUMB_WORDS, breadcrumbWord, categoryName } from './labels';
