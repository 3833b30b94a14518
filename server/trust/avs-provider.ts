/**
 * The age-verification provider behind an interface, the way a real provider
 * would be plugged in: it opens a checkout and later reports a decision
 * (a real one by webhook; the sandbox by its own Accept / Reject page).
 */

export interface AgeVerificationProvider {
  /** Stored with each checkout, so decisions can be traced to a provider. */
  readonly name: string;
  /** Opens a checkout; answers the link the guest follows to verify. */
  createCheckout(input: { checkoutId: string; guestId: string; forwardUrl: string | null }): Promise<{ checkoutLink: string }>;
  /** spec 000 §7 "AVS bonus available": whether verifying now earns the guest a bonus. */
  bonusAvailable(input: { guestId: string; verified: boolean }): Promise<boolean>;
}

/** The sandbox checkout page's path (served by server/routes/guest-service/sandbox-avs.ts). */
export const sandboxCheckoutPath = (checkoutId: string) => `/sandbox/avs/${encodeURIComponent(checkoutId)}`;

/**
 * The sandbox: the checkout link points at our own page with Accept and
 * Reject buttons. A verification bonus is offered to anyone not yet verified.
 * `pageOrigins` are the origins serving that page, the default first: the
 * link goes to the forward URL's origin when it is one of them, because only
 * the guest's own session may decide, and that session's cookie lives there.
 */
export function createSandboxAvsProvider(pageOrigins: () => readonly string[]): AgeVerificationProvider {
  return {
    name: 'sandbox',
    async createCheckout({ checkoutId, forwardUrl }) {
      const origins = pageOrigins();
      const forwardOrigin = forwardUrl ? new URL(forwardUrl).origin : null;
      const origin = forwardOrigin && origins.includes(forwardOrigin) ? forwardOrigin : origins[0];
      return { checkoutLink: `${origin}${sandboxCheckoutPath(checkoutId)}` };
    },
    async bonusAvailable({ verified }) {
      return !verified;
    },
  };
}
