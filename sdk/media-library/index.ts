/** The personal media library (spec 001 §3, §4, §7, §9): paging and grouping rules, wire types, the query-service calls. */
export * from './rules';
export type { LibraryImages, MediaLibraryAsset, MediaLibraryPage, MediaLibraryTotals } from './types';
export { createMediaLibraryApi, MediaLibraryError, MEDIA_LIBRARY_QUERY, type MediaLibraryApi, type MediaLibraryApiOptions, type MediaLibraryRequest, type MediaLibraryView } from './api';
