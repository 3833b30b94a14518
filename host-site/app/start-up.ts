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

/** Reads the page, validates the configuration once and creates the services the whole app shares. */
export function startUp(document: Document, overrides: Partial<AppServicesOptions> = {}): AppServices {
  const firstPage = resolvePath(document.location.pathname);
  const brand = readBrandConfig(document);
  return createAppServices({
    brandId: readBrandId(document),
    ...(brand ? { brand } : {}),
    ...(firstPage ? { language: firstPage.language } : {}),
    ...overrides,
  });
}
