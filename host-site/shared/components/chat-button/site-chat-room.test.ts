// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OpenChatRoomOptions } from '../../../../widgets/chat-room/chat-room';

const opened: OpenChatRoomOptions[] = [];
const overlays: unknown[][] = [];
vi.mock('../../../../widgets/chat-room/chat-room', () => ({
  openChatRoom: (options: OpenChatRoomOptions) => {
    opened.push(options);
    return { controller: null, close: () => options.onClosed() };
  },
}));
vi.mock('../../overlay/site-overlay', () => ({ openSiteOverlay: (...args: unknown[]) => (overlays.push(args), true) }));

const { openSiteChatRoom } = await import('./site-chat-room');

afterEach(() => {
  opened.length = 0;
  overlays.length = 0;
  document.body.innerHTML = '';
});

const request = { actorId: 7, actorName: 'Mia', chatType: 'liveChat', language: 'en' as const, onMessage: vi.fn() };

describe('the site opens the chat room itself (issue 14 item 10: messenger "Start video chat" on the site)', () => {
  it('opens the room for that performer and chat type in a shadow root of its own; a second start while it is open starts nothing', async () => {
    openSiteChatRoom(request);
    openSiteChatRoom({ ...request, actorId: 8 });
    // The second start adds no room element (the room itself comes with its lazy chunk).
    expect([...document.querySelectorAll<HTMLElement>('[data-velvet-chat-room]')].map((host) => host.dataset.velvetChatRoom)).toEqual(['7']);
    await vi.waitFor(() => expect(opened).toHaveLength(1));
    expect(opened[0]).toMatchObject({ actorId: 7, actorName: 'Mia', chatType: 'liveChat', language: 'en', apiBase: '' });
    const host = document.querySelector<HTMLElement>('[data-velvet-chat-room="7"]')!;
    expect(opened[0]!.root).toBe(host.shadowRoot);
  });

  it('"Top up" opens the site\'s payment overlay with what the chat needs; closing removes the room, and the next start opens again', async () => {
    openSiteChatRoom(request);
    await vi.waitFor(() => expect(opened).toHaveLength(1));
    opened[0]!.onTopUp(20, 5);
    expect(overlays).toEqual([['moneycharge', 'en', { wantedCoins: 25, balanceCoins: 5 }]]);
    opened[0]!.onClosed();
    expect(document.querySelector('[data-velvet-chat-room]')).toBeNull();
    openSiteChatRoom(request);
    await vi.waitFor(() => expect(opened).toHaveLength(2));
  });
});
