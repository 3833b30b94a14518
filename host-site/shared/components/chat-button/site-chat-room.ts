/**
 * The chat room opened by the site itself, without a chat button on the page (issue 14 item 10: the
 * messenger's "Start video chat" is the cancelable velvet-start-chat; on the site the room opens at
 * once instead of her profile). The room is the chat button's lazy chunk (widgets/chat-room), in a
 * shadow root of its own at the end of <body>; the site's realtime channel feeds it, and its "Top up"
 * opens the site's payment overlay with what the chat needs.
 */
import type { Language } from '../../../../sdk/config';
import { $guest } from '../../../../sdk/session/store';
import { topUpOverlayRequest } from '../../../../sdk/top-up/wanted';

export interface SiteChatRoomRequest {
  actorId: number;
  actorName: string;
  chatType: string;
  language: Language;
  /** The room's "Write a message" (after a refusal): the site's messenger with her. */
  onMessage(): void;
}

/** The one room this page shows (a second start while one is open changes nothing). */
let open: { host: HTMLElement; close(): void } | null = null;

export function openSiteChatRoom(request: SiteChatRoomRequest): void {
  // A room whose element left the page (a test, a host that cleared <body>) no longer counts.
  if (open?.host.isConnected) return;
  const host = document.createElement('div');
  host.dataset.velvetChatRoom = String(request.actorId);
  const root = host.attachShadow({ mode: 'open' });
  document.body.append(host);
  let closed = false;
  open = {
    host,
    close() {
      closed = true;
      host.remove();
      if (open?.host === host) open = null;
    },
  };
  void Promise.all([import('../../../../widgets/chat-room/chat-room'), import('../../overlay/site-overlay')])
    .then(([{ openChatRoom }, overlay]) => {
      if (closed) return;
      const room = openChatRoom({
        root,
        actorId: request.actorId,
        actorName: request.actorName,
        chatType: request.chatType,
        apiBase: '',
        language: request.language,
        accessToken: () => $guest.value?.accessToken ?? null,
        // The same request the chat button sends (sdk/top-up/wanted): the overlay preselects what covers the chat.
        onTopUp: (missingCoins, balance) => {
          const balanceCoins = balance ?? $guest.value?.balance ?? 0;
          const { flow, options } = topUpOverlayRequest(missingCoins ? { priceCoins: balanceCoins + missingCoins, balanceCoins } : null);
          overlay.openSiteOverlay(flow, request.language, options);
        },
        onMessage: () => {
          room.close();
          request.onMessage();
        },
        onClosed: () => open?.close(),
      });
    })
    .catch((error: unknown) => {
      open?.close();
      console.warn('site: the chat room could not be loaded', error);
    });
}
