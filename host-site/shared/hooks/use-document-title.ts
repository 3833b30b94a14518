import { useEffect } from 'react';
import { useAppServices } from '../services/app-services';

/**
 * Sets `document.title` to "<title> · <brand>" while the calling screen is shown.
 * @deprecated Screens render shared/seo/page-head (title, description, canonical, alternates) instead.
 */
export function useDocumentTitle(title: string): void {
  const { brand } = useAppServices();
  useEffect(() => {
    document.title = title ? `${title} · ${brand.name}` : brand.name;
  }, [title, brand.name]);
}
