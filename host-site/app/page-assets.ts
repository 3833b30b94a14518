import type { Language } from '../../sdk/config';
import { needsOnlyShellStrings, type FeatureName } from './feature-for-screen';
import { FEATURE_SOURCES } from './feature-loaders';

/** One entry of Vite's build manifest (dist/host-site/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
export type ViteManifest = Record<string, ManifestChunk>;

/** The scripts and stylesheets a page needs besides the entry (which index.html already loads). */
export interface PageAssets {
  modulePreloads: string[];
  stylesheets: string[];
}

/** The manifest key of the header parts only a logged-in guest sees (see shared/layout/logged-in-header.tsx). */
export const LOGGED_IN_PARTS_SOURCE = 'shared/layout/logged-in-parts.ts';

/** The manifest key of the consent layer (cookie banner): rendered by the server, its code hydrates it after the page. */
export const CONSENT_LAYER_SOURCE = 'shared/consent/consent-layer.tsx';

/** The manifest key of a language's shell strings chunk. */
export const stringsSource = (language: Language) => `shared/i18n/${language}.ts`;
/** The manifest key of a language's page strings chunk (every feature but the shell-only ones). */
export const pageStringsSource = (language: Language) => `shared/i18n/pages/${language}.ts`;

/**
 * The page's feature chunk with its static imports and CSS, its language's strings chunk,
 * the consent layer's chunk and, for a logged-in guest, the logged-in header chunk: preloaded
 * from <head> so the browser fetches them with the entry instead of after it.
 */
export function pageAssets(manifest: ViteManifest, feature: FeatureName | null, language: Language, { loggedIn = false } = {}): PageAssets {
  const entryFiles = new Set<string>();
  const collect = (key: string, into: Set<string>, css: Set<string> | null) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    chunk.css?.forEach((file) => css?.add(file));
    chunk.imports?.forEach((imported) => collect(imported, into, css));
  };
  collect('index.html', entryFiles, null);
  const scripts = new Set<string>();
  const stylesheets = new Set<string>();
  if (feature) collect(FEATURE_SOURCES[feature], scripts, stylesheets);
  collect(stringsSource(language), scripts, stylesheets);
  if (!needsOnlyShellStrings(feature)) collect(pageStringsSource(language), scripts, stylesheets);
  if (loggedIn) collect(LOGGED_IN_PARTS_SOURCE, scripts, stylesheets);
  // Every page but the age gate (which shows nothing else) has the consent layer in its HTML.
  if (feature !== 'ageGate') collect(CONSENT_LAYER_SOURCE, scripts, stylesheets);
  const entryCss = new Set(manifest['index.html']?.css ?? []);
  return {
    modulePreloads: [...scripts].filter((file) => !entryFiles.has(file)).map((file) => `/${file}`),
    stylesheets: [...stylesheets].filter((file) => !entryCss.has(file)).map((file) => `/${file}`),
  };
}
