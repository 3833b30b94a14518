/** The public options and handle of the overlay bridge (issue 6 §2-§3). */
import type { ReadableAtom } from 'nanostores';
import type { GuestEventNotice } from '../realtime/connect';
import type { OverlayActionHandlers } from './actions';
import type { OverlayClock } from './clock';
import type { OverlayEngine } from './engine';
import type { OverlayState } from './lifecycle';
import type { OverlayAnalyticsEvent, OverlayNotificationCallbacks } from './notifications';
import type { PendingActionHandlers, PendingActionStore } from './pending-action';
import type { OverlayOptions, OverlaySuccess } from './protocol';

export interface OverlaySessionInfo {
  token: string | null;
  guestId: string | null;
  isLoggedIn: boolean;
}

export interface OverlayBridgeOptions {
  /** The overlay app's exact origin, e.g. 'http://localhost:8081'. */
  overlayOrigin: string;
  /** The card provider's exact origin; only it may send transfer_token. */
  checkoutOrigin?: string;
  /** Exact origins redirects may go to (the page's own origin is always allowed for relative paths). */
  redirectAllowlist: string[];
  getSession(): OverlaySessionInfo | null;
  /** Called instead of the success URL (spec 002 §4.2 "With a handler"). */
  onSuccess?(result: OverlaySuccess): void;
  successUrl?: string;
  reload(): void;
  navigate(url: string): void;
  /** The on-login-success POST (spec 002 §7.1); resolves to the server's data.url or null. */
  postLogin?(result: OverlaySuccess, targetUrl: string | null): Promise<string | null>;
  /** The logout POST (spec 002 §7.1); the page reloads after it either way. */
  logout?(): Promise<void>;
  pendingLoginAction?: PendingActionStore;
  pendingActionHandlers?: PendingActionHandlers;
  /** Clears the messenger's channel selection after a login inside the overlay (spec 002 §4.2). */
  onLoggedInInside?(): void;
  /** sdk/realtime/connect.ts onGuestEvent; heard while the overlay exists (spec 002 §4.3). */
  onGuestEvent?(listener: (notice: GuestEventNotice) => void): () => void;
  notifications?: OverlayNotificationCallbacks;
  track?(event: OverlayAnalyticsEvent): void;
  /** Answers for the overlay's actions; isLoggedIn and hasLoginCookie have defaults. */
  actions?: OverlayActionHandlers;
  /** Named hooks the overlay may call ('hook' message); unknown names are ignored. */
  hooks?: Record<string, (data: unknown) => void>;
  isMobile?: boolean;
  /** A restricted guest gets operator compensation instead of the payment tour (spec 002 §4.4). */
  isRestricted?(): boolean;
  isPremium?(): boolean;
  engine?: OverlayEngine;
  clock?: OverlayClock;
  randomId?(): string;
  /** Path of the overlay app on its origin (default '/'). */
  overlayPath?: string;
}

export interface OverlayBridge {
  $state: ReadableAtom<OverlayState>;
  /** Opens the overlay in a flow; creates the frame on first use. */
  open(options: OverlayOptions): void;
  /** Hides the overlay; does nothing while a payment is in flight. */
  close(): void;
  /** Removes the frame and every listener. */
  destroy(): void;
  /** Opens what §4.4 / §2.4 ask for on page load; returns the flow or null. */
  openAutomatically(guest: Parameters<typeof import('./automatic').automaticOpening>[0], settings: import('./automatic').AutomaticOpeningSettings, lang: string): string | null;
  /** Starts expecting a transfer_token from the checkout origin; returns the id to hand to the checkout. */
  expectTransferToken(): string;
  /** Opens a popup; a blocked one becomes state.popupBlocked with a link the person can click. */
  openPopup(url: string): boolean;
  /** The transfer token received for the current flow, if any. */
  transferToken(): string | null;
}
