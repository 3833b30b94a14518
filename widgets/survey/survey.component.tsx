/** @jsxImportSource preact */
/**
 * The feedback survey dialog (spec 002 §2.5: "a headline, a free-text box, an
 * optional e-mail box and a send button") and the chat-exit variant. Opened
 * lazily by <velvet-modal-host>; the rules and states live in sdk/survey.
 */
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { createRestClient, type RestClient } from '../../sdk/api/rest';
import type { Language } from '../../sdk/config';
import type { Clock } from '../../sdk/realtime/channel';
import { $guest } from '../../sdk/session/store';
import { createSurveyController, type SurveyController } from '../../sdk/survey/controller';
import { loadFeedbackData } from '../../sdk/survey/api';
import type { FeedbackData, SurveyType } from '../../sdk/survey/types';
import { getGlobalConfig } from '../shared/global-config';
import { useStore } from '../shared/use-store';
import { surveyTranslator } from './i18n';
import { SurveyForm } from './survey-form.component';
import css from './survey.css?inline';

/** The stylesheet, for hosts that want to adopt it themselves. */
export const SURVEY_CSS = css;

export interface SurveyDialogProps {
  type: SurveyType;
  onClose(): void;
  language: Language;
  /** The performer of a chat-exit survey. */
  actorId?: number;
  /** The chat a chat-exit answer is about (issue 14 §6: the chat room's exit survey). */
  chatId?: string;
  chatType?: string;
  /** Defaults to a client on the page-wide apiBase (velvet('init', { apiBase })). */
  client?: RestClient;
  /** For tests: drives the 5-second time-limit reset and the close after "stored". */
  clock?: Clock;
  /** The page the answer is about; defaults to location.href at send time. */
  currentUrl?: () => string;
}

const styledRoots = new WeakSet<Node>();

/** Adopts the dialog's stylesheet into the shadow root (or document) it renders in, once per root. */
function useSurveyStyles(ref: { current: HTMLElement | null }): void {
  useLayoutEffect(() => {
    const root = ref.current?.getRootNode();
    if (!root || styledRoots.has(root) || !('adoptedStyleSheets' in root) || typeof CSSStyleSheet !== 'function') return;
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    const target = root as ShadowRoot | Document;
    target.adoptedStyleSheets = [...target.adoptedStyleSheets, sheet];
    styledRoots.add(root);
  }, []);
}

/** The survey dialog: `import('../survey/survey.component')` and render `SurveyDialog`. */
export function SurveyDialog(props: SurveyDialogProps) {
  const { type, onClose, language } = props;
  const t = surveyTranslator(language);
  const rootRef = useRef<HTMLElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  const [client] = useState(() => props.client ?? createRestClient({ apiBase: getGlobalConfig().apiBase ?? '', language }));
  const [controller] = useState<SurveyController>(() => {
    const guest = $guest.get();
    return createSurveyController({
      type,
      client,
      guestEmail: guest?.isLoggedIn ? guest.email : null,
      ...(props.actorId !== undefined ? { actorId: props.actorId } : {}),
      ...(props.chatId ? { chatId: props.chatId } : {}),
      ...(props.chatType ? { chatType: props.chatType } : {}),
      ...(props.clock ? { clock: props.clock } : {}),
      ...(props.currentUrl ? { currentUrl: props.currentUrl } : {}),
      mobile: typeof matchMedia === 'function' && matchMedia('(max-width: 767px)').matches,
      onStored: () => closeRef.current(),
    });
  });
  const [data, setData] = useState<FeedbackData | null>(null);
  const state = useStore(controller.$state).value;
  useSurveyStyles(rootRef);

  // Layout effects run at commit: the slot is released on unmount even when the dialog closes before a paint.
  useLayoutEffect(() => {
    // spec 002 §4.7: "Only one survey type is active at a time": a second dialog closes at once.
    if (!controller.active) closeRef.current();
    return () => controller.dispose();
  }, [controller]);

  useLayoutEffect(() => {
    let live = true;
    loadFeedbackData(client)
      .then((loaded) => {
        if (!live) return;
        setData(loaded);
        // The server knows the address of a guest whose session the page has not loaded yet.
        if (loaded.email && controller.$state.get().email === '') controller.dispatch({ type: 'editEmail', value: loaded.email });
      })
      // Without the config the dialog still works: own headline, and the server enforces the limit on send.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [client, controller]);

  useLayoutEffect(() => {
    rootRef.current?.querySelector<HTMLElement>(type === 'chatexit' ? 'input, textarea' : 'textarea')?.focus();
  }, [type]);

  if (!controller.active) return null;
  const headline = data?.headlines[type] ?? t(`survey.headline.${type}`);
  return (
    <section ref={rootRef} class="velvet-survey" role="dialog" aria-label={t(`survey.label.${type}`)}>
      <button type="button" class="survey-close" aria-label={t('survey.close')} onClick={() => closeRef.current()}>
        <span aria-hidden="true">×</span>
      </button>
      <h2>{headline}</h2>
      {state.status === 'stored' ? (
        // spec 002 §4.7: "On stored: a notification with a subject and a text saying that feedback was sent, and the dialog closes."
        <div class="survey-stored" role="status">
          <strong>{t('survey.storedSubject')}</strong>
          {t('survey.storedText')}
        </div>
      ) : (
        <SurveyForm state={state} dispatch={controller.dispatch} submit={() => void controller.submit()} waitSeconds={data?.canSend === false ? data.retryAfterSeconds : 0} t={t} />
      )}
    </section>
  );
}
