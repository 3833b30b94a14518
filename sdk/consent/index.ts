/** Cookie consent (spec 002 §9, 000 §4-§5): categories, the gated storage, the banner's actions and the data-protection notice. */
export { CONSENT_CATEGORIES, CONSENT_COOKIE, CONSENT_COOKIE_DAYS, OPTIONAL_CATEGORIES, UNDECIDED, consentReducer, decodeConsent, encodeConsent, isGranted, revokedCategories, serializeCookie, parseCookies, type ConsentAction, type ConsentCategory, type ConsentState, type CookieAttributes, type OptionalCategory } from './rules';
export { KNOWN_STORAGE_KEYS, categoryOfKey, keysOfCategory, registerStorageKey, resetStorageRegistry } from './registry';
export { createBrowserCookieEngine, createBrowserLocalEngine, createMemoryCookieEngine, createMemoryLocalEngine, defaultEngines, type ConsentEngines, type CookieEngine, type LocalEngine } from './engines';
export { $consent, $cookieSettingsOpen, consentEngines, currentConsent, hasConsent, resetConsentState, setConsentEngines } from './state';
export { deleteCategory, getCookie, getItem, onWriteRefused, removeCookie, removeItem, setCookie, setItem, type Refusal, type RefusalReason, type SetCookieOptions, type WriteResult } from './storage';
export { closeCookieSettings, confirmAge, dispatchConsent, openCookieSettings, sweepDeniedCategories } from './actions';
export { AGE_GATE_COOKIE, AGE_GATE_DAYS, AGE_GATE_EXIT_URL, AGE_GATE_FREE_SCREENS, AGE_GATE_VALUE, ageConfirmedInCookies, isAgeConfirmed, showsAgeGate } from './age-gate';
export { ageGateCookieString } from './age-gate-cookie';
export { STORAGE_INVENTORY, itemsOfCategory, type StorageItem, type StorageKind, type StorageLifetime } from './inventory';
export { closeDataProtection, closeFailureOf, shouldShowDataProtection, type CloseFailure, type CloseOutcome } from './data-protection';
