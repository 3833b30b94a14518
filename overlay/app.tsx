/** @jsxImportSource preact */
/**
 * The overlay app: handshake with the page (iframe-ready -> init-session),
 * the view of the current flow, the close button and Escape (refused while a
 * payment is in flight), and success/logout reporting.
 */
import { Fragment } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { GuestSession, TopUpAnswer } from '../sdk/api/guest-types';
import { readClick } from '../sdk/attribution';
import { createTopUpController } from '../sdk/top-up/controller';
import { OVERLAY_READY_TIMEOUT_MS, type OverlayFlow, type OverlayOptions, type OverlayView, type PageToOverlay } from '../sdk/overlay/protocol';
import type { OverlayTheme } from '../sdk/overlay/theme';
import { createOverlayApi } from './api';
import { displayConfig, viewFor, type OverlayQuery } from './config';
import type { ParentChannel } from './messages';
import { text } from './texts';
import { Account, PasswordLost, PasswordReset } from './views/account';
import { CardPayment } from './views/card-payment';
import { createOfferLoader } from './views/coin-packages';
import { AgeVerification, Info, Logout, PromoCode, Subscription } from './views/other';
import { OneClick, PaymentSettings } from './views/payment-settings';
import { errorText, Message, type ViewProps } from './views/shared';

export interface AppProps {
  query: OverlayQuery;
  channel: ParentChannel;
  apiBase: string;
  /** The opening brand's look, validated (its colours and fonts are already on the document). */
  theme?: OverlayTheme;
}

/** Options that belong to one opening: a new opening starts without them until its update-params brings its own. */
const PER_OPENING: ReadonlyArray<keyof OverlayOptions> = ['wantedCoins', 'balanceCoins', 'selectedAmount'];

/** The whole overlay. */
export function OverlayApp({ query, channel, apiBase, theme = {} }: AppProps) {
  const [options, setOptions] = useState(query.options);
  const lang = options.lang;
  const [flow, setFlow] = useState<OverlayFlow>(options.flow);
  const [guest, setGuest] = useState<GuestSession | null>(null);
  const [view, setView] = useState<OverlayView>('wait');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const token = useRef<string | null>(null);
  const loggedInHere = useRef(false);
  const busyRef = useRef(false);
  const api = useMemo(() => createOverlayApi(apiBase, lang, () => token.current), [apiBase, lang]);
  // One top-up controller for the frame's life: closing and reopening the overlay after a lost answer
  // and paying the same again is still the same attempt with the same key (issue 11 B5).
  const topUp = useMemo(() => createTopUpController({
    transport: {
      // issue 16 §1: every payment carries the partner ids the page passed as options.
      topUp: (input) => api.post<TopUpAnswer>('payment/topup', { ...input, attribution: readClick(latest.current.options) ?? undefined }),
      confirmThreeDs: (input) => api.post<TopUpAnswer>('payment/confirm3ds', input),
    },
  }), [api]);
  const topUpOffer = useMemo(() => createOfferLoader(api), [api]);
  // Each opening (change-route) shows its view afresh, not the "Done!" of the last payment.
  const [opening, setOpening] = useState(0);
  const display = displayConfig(options, query.consent);
  // The message handler is registered once: it reads the current flow and guest through this ref.
  const latest = useRef({ flow, guest, options });
  latest.current = { flow, guest, options };

  const close = () => {
    if (!busyRef.current) channel.post({ type: 'iframe-close' });
  };
  const markBusy = (value: boolean) => {
    busyRef.current = value;
    setBusy(value);
    channel.post({ type: 'busy', busy: value });
  };

  useEffect(() => {
    let initialised = false;
    const timer = setTimeout(() => { if (!initialised) setProblem(text(lang, 'noSession')); }, OVERLAY_READY_TIMEOUT_MS);
    const stop = channel.listen(async (message: PageToOverlay) => {
      if (message.type === 'init-session') {
        initialised = true;
        setProblem(null);
        token.current = typeof message.token === 'string' ? message.token : null;
        try {
          const session = (await api.get<{ data: GuestSession }>('guest/session')).data;
          setGuest(session);
          const first = viewFor(latest.current.flow, session);
          setView(first);
          channel.post({ type: 'content-loaded', view: first });
        } catch (error) {
          setProblem(errorText(lang, error));
        }
      } else if (message.type === 'change-route') {
        setOpening((count) => count + 1);
        setOptions((current) => {
          const next = { ...current };
          for (const key of PER_OPENING) delete next[key];
          return next;
        });
        setFlow(message.flow);
        setView(viewFor(message.flow, latest.current.guest, message.view));
      } else if (message.type === 'update-params') {
        setOptions((current) => ({ ...current, ...message.options, lang: current.lang }));
      }
    });
    const onKey = (event: KeyboardEvent) => { if (event.key === 'Escape') close(); };
    window.addEventListener('keydown', onKey);
    channel.post({ type: 'iframe-ready' });
    return () => { stop(); clearTimeout(timer); window.removeEventListener('keydown', onKey); };
    // The handshake runs once; later routes arrive as change-route.
  }, []);

  useEffect(() => {
    if (view !== 'wait' || guest) channel.post({ type: 'view-ready', view });
  }, [view]);

  const onGuest = (next: GuestSession) => {
    const justLoggedIn = next.isLoggedIn && !guest?.isLoggedIn;
    setGuest(next);
    token.current = next.accessToken;
    if (!justLoggedIn) return;
    loggedInHere.current = true;
    // The page must reload when the overlay closes, whatever comes next (spec 002 §4.2).
    channel.post({ type: 'logged-in' });
    // A login is the whole login flow; other flows go on with the guest logged in.
    if (flow === 'login') succeed();
    else setView(viewFor(flow, next));
  };
  const succeed = () => channel.post({
    type: 'success',
    result: { flow, redirectTo: options.surl ?? null, hostId: options.host ?? null, uhash: null, loggedIn: loggedInHere.current },
  });

  const props: ViewProps = {
    lang, flow, options, api, topUp, topUpOffer, guest, onGuest, onBusy: markBusy, onSuccess: succeed, go: setView,
    onLogout: () => channel.post({ type: 'logout' }),
    requestAction: (name) => channel.request(name),
  };

  return (
    <main class="overlay" data-view={view} data-tracking={display.tracking} data-teaser-bar={display.showTeaserBar}>
      <header>
        <div class="title">
          {display.showLogo === 1 && <BrandLogo theme={theme} />}
          <h1>{text(lang, view)}</h1>
        </div>
        {!display.hideClose && (
          <button type="button" class="close" aria-label={busy ? text(lang, 'closeBusy') : text(lang, 'close')} title={busy ? text(lang, 'closeBusy') : undefined} disabled={busy} onClick={close}>×</button>
        )}
      </header>
      {display.showTeaserBar === 1 && display.teaserBonus === 1 && <p class="teaser">{options.pc}</p>}
      {problem ? <Message kind="error">{problem}</Message> : <Fragment key={openingKey(opening, options)}>{renderView(view, props)}</Fragment>}
    </main>
  );
}

/**
 * The key of one opening's view: the opening's number and what it asked for, so the update-params
 * that follows a change-route (a separate message) starts the view again with the wanted amount.
 */
function openingKey(opening: number, options: OverlayOptions): string {
  return [opening, ...PER_OPENING.map((key) => options[key] ?? '')].join(':');
}

/** The brand's logo image or word mark (validated by sdk/overlay/theme.ts); nothing without one. */
function BrandLogo({ theme }: { theme: OverlayTheme }) {
  if (theme.logoUrl) return <img class="logo" src={theme.logoUrl} alt={theme.logoText ?? ''} height={28} />;
  return theme.logoText ? <p class="logo">{theme.logoText}</p> : null;
}

function renderView(view: OverlayView, props: ViewProps) {
  const { flow } = props;
  switch (view) {
    case 'payment':
      if (flow === 'oneclick') return <OneClick {...props} />;
      if (flow === 'autorecharge' || flow === 'settings' || flow === 'vxsettings') return <PaymentSettings {...props} />;
      return <CardPayment {...props} />;
    case 'abo': return <Subscription {...props} kind="vip" />;
    case 'vxabo': return <Subscription {...props} kind="tv" />;
    case 'login':
      if (flow === 'pwdreset') return <PasswordReset {...props} />;
      if (flow === 'pwdlost') return <PasswordLost {...props} />;
      return <Account {...props} signup={false} />;
    case 'signup': return <Account {...props} signup />;
    case 'avs': return <AgeVerification {...props} />;
    case 'promocode': return <PromoCode {...props} />;
    case 'carrier':
    case 'opcompensation': return <Info {...props} view={view} />;
    case 'logout': return <Logout {...props} />;
    case 'wait': return <p class="loading" role="status" aria-busy="true">{text(props.lang, 'wait')}</p>;
  }
}
