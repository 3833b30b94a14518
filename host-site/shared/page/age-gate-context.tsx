import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

/**
 * Whether this visitor confirmed being 18 or older (issue 12 §4). Decided once
 * from the cookie *before* rendering: by the server from the request's Cookie
 * header, by the browser from document.cookie at start-up (sdk/consent
 * ageConfirmedInCookies), and passed in, so the server's HTML and the
 * hydration agree; nothing reads the cookie during render.
 */
export interface AgeGateState {
  confirmed: boolean;
  /** Called after the cookie is written: the page shows its content from now on. */
  confirm(): void;
}

const AgeGateContext = createContext<AgeGateState | null>(null);

export interface AgeGateProviderProps {
  /** The confirmation read from the cookie of this request or document. */
  initialConfirmed: boolean;
  /** Runs after a confirmation (the server rendered no loader data for a gated page: revalidate here). */
  onConfirmed?: () => void;
  children: ReactNode;
}

/** Holds the confirmation for the whole app. */
export function AgeGateProvider({ initialConfirmed, onConfirmed, children }: AgeGateProviderProps) {
  const [confirmed, setConfirmed] = useState(initialConfirmed);
  const value = useMemo<AgeGateState>(() => {
    const confirm = () => {
      setConfirmed(true);
      onConfirmed?.();
    };
    return { confirmed, confirm };
  }, [confirmed, onConfirmed]);
  return <AgeGateContext.Provider value={value}>{children}</AgeGateContext.Provider>;
}

/**
 * The age gate's state; outside a provider (tests rendering one screen, partner
 * pages) the visitor counts as confirmed, so only the site's shell gates.
 */
export function useAgeGate(): AgeGateState {
  return useContext(AgeGateContext) ?? CONFIRMED;
}

const CONFIRMED: AgeGateState = { confirmed: true, confirm: () => undefined };
