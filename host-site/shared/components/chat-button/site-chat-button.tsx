/**
 * The site's chat button (issue 14 §3): <velvet-chat-button> on the site's realtime channel,
 * with the site's login flow: a logged-out guest's choice is stored as the pending action
 * "startChat", the log-in page brings them back, and the chat starts once (spec 002 §4.5).
 * The room's "Top up" opens the site's payment overlay; messenger links route inside the site.
 */
import { useCallback, useRef } from 'react';
import type { ChatOfferKind } from '../../../../sdk/chat-button/offers';
import type { VelvetChatButtonElement } from '../../../../widgets/chat-button/chat-button';
import {
  VelvetChatButton, type ChatButtonLoginRequiredEvent, type ChatButtonOverlayRequestEvent,
} from '../../../../widgets/react/chat-button';
import { useWidgetNavigate } from '../../lib/use-widget-navigate';
import { readOverlayOrigin } from '../../overlay/overlay-origin';
import { useLanguage } from '../../page/page-context';
import { useLoginFirst, useRunPendingAction } from '../../session/login-first';

const OFFERS: readonly string[] = ['videoChat', 'freeChat', 'voyeur', 'ticket', 'voiceCall', 'message'];

export interface SiteChatButtonProps {
  actorId: number;
  actorName: string;
  className?: string;
}

export function SiteChatButton({ actorId, actorName, className }: SiteChatButtonProps) {
  const language = useLanguage();
  const loginFirst = useLoginFirst();
  const elementRef = useRef<VelvetChatButtonElement | null>(null);

  // Back from the log-in page: the offer the guest chose starts once (the element waits for its config).
  useRunPendingAction('startChat', String(actorId), useCallback((params) => {
    const offer = params.value;
    if (typeof offer !== 'string' || !OFFERS.includes(offer)) return;
    void customElements.whenDefined('velvet-chat-button').then(() => elementRef.current?.start(offer as ChatOfferKind));
  }, []));

  const onLoginRequired = useCallback((event: ChatButtonLoginRequiredEvent) => {
    event.preventDefault();
    loginFirst({ type: 'startChat', params: { targetId: String(actorId), value: event.detail.offer } });
  }, [loginFirst, actorId]);

  // The room's "Top up" (and a login the host did not take): the payment overlay (its bridge loads on demand).
  const onOverlayRequest = useCallback((event: ChatButtonOverlayRequestEvent) => {
    if (!readOverlayOrigin(document)) return;
    event.preventDefault();
    const { flow, options } = event.detail;
    void import('../../overlay/site-overlay').then((overlay) => overlay.openSiteOverlay(flow === 'signup' ? 'login' : flow, language, options));
  }, [language]);

  const onNavigate = useWidgetNavigate();

  return (
    <VelvetChatButton
      actorId={actorId}
      actorName={actorName}
      realtime="page"
      lang={language}
      apiBase=""
      linkBase=""
      className={className}
      elementRef={elementRef}
      onLoginRequired={onLoginRequired}
      onOverlayRequest={onOverlayRequest}
      onNavigate={onNavigate}
    />
  );
}
