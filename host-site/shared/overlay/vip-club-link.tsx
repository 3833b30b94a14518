import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useLanguage } from '../page/page-context';
import { readOverlayOrigin } from './overlay-origin';

/** The overlay's VIP subscription flow (spec 002 §2.3 "Payment flows": vipabo). */
const VIP_FLOW = 'vipabo';

/** This page's address with `vxpAutoFlow=vipabo` added: loading it opens the VIP flow (spec 002 §2.4). */
export function vipFlowHref(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.set('vxpAutoFlow', VIP_FLOW);
  return `${pathname}?${params.toString()}`;
}

/**
 * "Join the VIP club" (issue 12 item 6: "The VIP club link opens the overlay's VIP flow"): the
 * VIP club has no page of its own, it is a subscription bought in the payment overlay. A click
 * opens the overlay's vipabo flow; before hydration (or without an overlay) the link loads this
 * same page with vxpAutoFlow=vipabo, which opens the same flow once the page runs.
 */
export function VipClubLink({ children }: { children: ReactNode }) {
  const language = useLanguage();
  const { pathname, search } = useLocation();
  return (
    <Link to={vipFlowHref(pathname, search)} onClick={(event) => {
      if (!readOverlayOrigin(document)) return;
      event.preventDefault();
      // The overlay's bridge loads on demand: the first route carries none of it.
      void import('./site-overlay').then((overlay) => overlay.openSiteOverlay(VIP_FLOW, language));
    }}>
      {children}
    </Link>
  );
}
