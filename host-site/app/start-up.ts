import { resolvePath } from '../../sdk/routes';
import { createAppServices, type AppServicesOptions } from '../shared/services/create-app-services';
import type { AppServices } from '../shared/services/app-services';
import { readBrandConfig } from './brand-in-page';

/** The brand id the server wrote into `<meta name="velvet-brand">`; throws when it is missing or empty. */
export function readBrandId(document: Document): string {
  const content = document.querySelector('meta[name="velvet-brand"]')?.getAttribute('content')?.trim();
  if (!content) throw new Error('Start-up: expected <meta name="velvet-brand" content="..."> in index.html, got none');
  return content;
}

/**
 * Reads the page, validates the configuration once and creates the services the whole app shares. The brand is
 * the server's config in the page; only a page the browser renders alone (the Vite dev server) looks its
 * `<meta name="velvet-brand">` up in the brands this repository ships, loaded for that case only.
 */
export async function startUp(document: Document, overrides: Partial<AppServicesOptions> = {}): Promise<AppServices> {
  const firstPage = resolvePath(document.location.pathname);
  const brand = readBrandConfig(document) ?? (await import('../../white-label/brands')).getBrand(readBrandId(document));
  return createAppServices({
    brand,
    ...(firstPage ? { language: firstPage.language } : {}),
    ...overrides,
  });
}
