/** The guest session (spec 000 §3): the `$guest` store, its actions and its pure transitions. */
export { $balance, $guest, $isLoggedIn, $sessionStatus, configureSession, configureSessionIfUnset, loadSession, resetSessionStore, type SessionStatus } from './store';
export { buyAlbum, buyVideo, logIn, logOut, newIdempotencyKey, refreshBalance, sessionTopUpTransport, signUp } from './actions';
export { applyBalance, applyPurchase, purchaseOutcome, type PurchaseOutcome } from './transitions';
export { $hasAvs, hasAcceptedAvs, isConversionChatEligible, sessionVoucherCount } from './derived';
export { $paymentsAwaitingFeedback, isPaymentAwaitingFeedback } from './payment-feedback';
