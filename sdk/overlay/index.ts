/** The overlay bridge and its pure rules (issue 6 §2-§3, spec 002 §4). */
export * from './protocol';
export { createOverlayBridge } from './bridge';
export type { OverlayBridge, OverlayBridgeOptions, OverlaySessionInfo } from './bridge-types';
export { INITIAL_OVERLAY_STATE, isFlowRunning, overlayReducer, type OverlayEvent, type OverlayPhase, type OverlayState, type PopupBlocked } from './lifecycle';
export { createActionResponder, type OverlayActionHandler, type OverlayActionHandlers } from './actions';
export { automaticOpening, resolveRequestedFlow, type AutomaticOpening, type AutomaticOpeningSettings } from './automatic';
export { browserEngine, type OverlayEngine, type OverlayFrameHandle, type OverlayMessageEvent, type PostTarget } from './engine';
export type { OverlayClock } from './clock';
export { assertExactOrigin, exactOrigins, isExactOrigin, OverlayConfigError, safeRedirectUrl } from './origins';
export { afterLogin, buildSuccessUrl, PAYMENT_FLOWS, shouldPostLogin } from './success';
export { createDeferredQueue, notificationReaction, reactToGuestEvents, type OverlayAnalyticsEvent, type OverlayNotificationCallbacks } from './notifications';
export { createPendingActionStore, runPendingAction, type PendingAction, type PendingActionHandlers, type PendingActionStore, type PendingActionType } from './pending-action';
export { OVERLAY_URL_PARAMS, parseOverlayUrlParams, stripOverlayUrlParams, type OverlayUrlRequest } from './url-params';
export { createLoginCookieCheck, type LoginCookieAnswer } from './login-cookie';
export { applyFrameGeometry, lockPageScroll, OVERLAY_LAYERS, OVERLAY_PHONE_MAX_WIDTH, trapFocus } from './dom';
export { OVERLAY_TEXTS, overlayText } from './texts';
export { isFontFamilyList, OVERLAY_THEME_COLORS, overlayColorScheme, overlayThemeParams, overlayThemeProperties, overlayThemeStyle, parseThemeColor, readOverlayTheme, safeLogoUrl, type OverlayTheme, type OverlayThemeColor, type ReadTheme } from './theme';
