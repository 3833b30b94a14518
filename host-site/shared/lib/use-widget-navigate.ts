import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { sameOriginPath } from './same-origin-path';

/**
 * The handler of a widget's cancelable link event (velvet-navigate, velvet-select): a link to the site's own origin
 * is routed inside the site instead of reloading it; any other link the widget follows itself.
 */
export function useWidgetNavigate(): (event: CustomEvent<{ href: string }>) => void {
  const navigate = useNavigate();
  return useCallback((event: CustomEvent<{ href: string }>) => {
    const path = sameOriginPath(event.detail.href, window.location.href);
    if (path === null) return;
    event.preventDefault();
    void navigate(path);
  }, [navigate]);
}
