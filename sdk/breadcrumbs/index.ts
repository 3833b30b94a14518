export * from './types';
export * from './rules';
export { BREADCRUMB_WORDS, breadcrumbWord, categoryName } from './labels';
