/** @jsxImportSource preact */
/** What every view gets from the app, the form field and the error message helpers. */
import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import type { GuestSession, TopUpOffer } from '../../sdk/api/guest-types';
import type { OverlayFlow, OverlayOptions, OverlayView } from '../../sdk/overlay/protocol';
import type { TopUpController } from '../../sdk/top-up/controller';
import type { ErrorCode } from '../../sdk/api/error-codes';
import { ACCOUNT_AND_MONEY_ERROR_TEXTS, errorWordsIn } from '../../sdk/i18n/errors';
import { ApiError, type OverlayApi } from '../api';
import type { OverlayLanguage } from '../config';
import { text, type TextKey } from '../texts';

/** A view's own words for some error codes. */
export type Special = Partial<Record<ErrorCode, TextKey>>;

export interface ViewProps {
  lang: OverlayLanguage;
  flow: OverlayFlow;
  options: OverlayOptions;
  api: OverlayApi;
  /** The frame's top-up controller (the card payment renders it). */
  topUp: TopUpController;
  /** The coin packages of GET payment/packages, loaded once per frame. */
  topUpOffer(): Promise<TopUpOffer>;
  guest: GuestSession | null;
  /** A new guest session (after login, sign-up, a charge that changed the balance). */
  onGuest(guest: GuestSession): void;
  onBusy(busy: boolean): void;
  /** The flow is complete: the app posts success. */
  onSuccess(): void;
  go(view: OverlayView): void;
  /** Posts `logout` to the page. */
  onLogout(): void;
  /** Asks the page for an action (getbalance ...). */
  requestAction(name: string): Promise<unknown>;
}

/**
 * The actionable message for a failed call, chosen by the answer's ErrorBody.code
 * (never by its English `error` text); `special` gives a view's own words for a
 * code (PAYMENT_DECLINED: try another card).
 */
export function errorText(lang: OverlayLanguage, error: unknown, special: Special = {}): string {
  if (error instanceof ApiError) {
    // Widened for the lookup: a newer server may send a code this overlay has no special words for.
    const key = error.code === undefined ? undefined : (special as Partial<Record<string, TextKey>>)[error.code];
    return key ? text(lang, key) : errorWordsIn(ACCOUNT_AND_MONEY_ERROR_TEXTS, error.code, lang);
  }
  if (error instanceof TypeError) return text(lang, 'offline');
  return text(lang, 'failed', { error: error instanceof Error ? error.message : String(error) });
}

/** Runs one call at a time with a busy flag and an error message. */
export function useSubmit(lang: OverlayLanguage, special: Special = {}) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (work: () => Promise<void>) => {
    if (pending) return;
    setPending(true);
    setError(null);
    try {
      await work();
    } catch (caught) {
      setError(errorText(lang, caught, special));
    } finally {
      setPending(false);
    }
  };
  return { pending, error, setError, run };
}

/** A labelled input. */
export function Field(props: { label: string; name: string; value: string; onInput(value: string): void; type?: string; autocomplete?: string; inputMode?: string; required?: boolean }) {
  return (
    <label class="field">
      <span>{props.label}</span>
      <input
        name={props.name} type={props.type ?? 'text'} value={props.value} required={props.required ?? true}
        autocomplete={props.autocomplete} inputMode={props.inputMode as 'numeric' | undefined}
        onInput={(event) => props.onInput((event.currentTarget as HTMLInputElement).value)}
      />
    </label>
  );
}

/** An error (role alert, read out at once) or a notice. */
export function Message({ kind, children }: { kind: 'error' | 'notice'; children: ComponentChildren }) {
  return <p class={`message ${kind}`} role={kind === 'error' ? 'alert' : 'status'}>{children}</p>;
}

/** A form whose submit runs `onSubmit` without a page navigation. */
export function Form({ onSubmit, children, label }: { onSubmit(): void; children: ComponentChildren; label: string }) {
  return (
    <form aria-label={label} onSubmit={(event) => { event.preventDefault(); onSubmit(); }}>
      {children}
    </form>
  );
}

/** Reloads the guest session (balance, flags) after a change. */
export async function refreshGuest(props: Pick<ViewProps, 'api' | 'onGuest'>): Promise<GuestSession> {
  const answer = await props.api.get<{ data: GuestSession }>('guest/session');
  props.onGuest(answer.data);
  return answer.data;
}
