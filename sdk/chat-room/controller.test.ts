import { describe, expect, it } from 'vitest';
import { FakeClock } from '../testing/fake-clock';
import { createChatRoomController } from './controller';
import { secondsToNextMinute } from './state';
import { fakeChat, fakeChatApi, refusal } from './test-fakes';
import type { ChatSession } from './types';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(options: { start?: Array<ChatSession | Error>; active?: ChatSession | null; chatType?: string; sendAccepted?: boolean } = {}) {
  const clock = new FakeClock(0);
  const api = fakeChatApi(options);
  const sent: string[] = [];
  let seq = 0;
  const controller = createChatRoomController({
    actorId: 7,
    chatType: options.chatType ?? 'liveChat',
    api,
    clock,
    nextSeq: () => ++seq,
    createId: () => `local-${sent.length}`,
    transport: () => ({
      send: (message) => {
        sent.push(`${message.chatId}:${message.text}`);
        return options.sendAccepted ?? true;
      },
    }),
  });
  const state = () => controller.$state.get();
  return { clock, api, sent, controller, state };
}

describe('chat room: start and resume', () => {
  it('a reload resumes the active chat with this performer (GET chat/active) and starts none', async () => {
    const { controller, api, state } = setup({ active: fakeChat({ chatId: 'c9' }) });
    await controller.open();
    expect(state()).toMatchObject({ status: 'active', chat: { chatId: 'c9' } });
    expect(api.calls).toEqual(['active']);
    controller.destroy();
  });

  it('an active chat with another performer is not resumed here: this one starts', async () => {
    const { controller, api } = setup({ active: fakeChat({ actorId: 8 }) });
    await controller.open();
    expect(api.calls).toEqual(['active', 'start:liveChat:1']);
    controller.destroy();
  });

  it('spec 000 §9 "chat-start attempts 2", "retry chat start 3000 ms": a timeout is tried once more after 3000 ms, with the same sequence number', async () => {
    const { controller, api, clock, state } = setup({ start: [refusal(504, 'CHAT_START_TIMEOUT'), fakeChat()] });
    await controller.open();
    expect(state()).toMatchObject({ status: 'waitingRetry', attempt: 1, error: { code: 'CHAT_START_TIMEOUT' } });
    clock.advance(2999);
    expect(api.calls).toEqual(['active', 'start:liveChat:1']);
    clock.advance(1);
    await settle();
    expect(api.calls).toEqual(['active', 'start:liveChat:1', 'start:liveChat:1']);
    expect(state()).toMatchObject({ status: 'active', attempt: 2 });
    controller.destroy();
  });

  it('gives up after 2 attempts: the error stays for the guest to act on; the guest offline is retried with a new sequence number', async () => {
    const { controller, api, clock, state } = setup({ start: [refusal(409, 'CHAT_GUEST_OFFLINE'), refusal(409, 'CHAT_GUEST_OFFLINE'), fakeChat()] });
    await controller.open();
    clock.advance(3000);
    await settle();
    expect(state()).toMatchObject({ status: 'failed', attempt: 2, error: { code: 'CHAT_GUEST_OFFLINE' } });
    clock.advance(10_000);
    await settle();
    expect(api.calls.filter((call) => call.startsWith('start'))).toEqual(['start:liveChat:1', 'start:liveChat:2']);
    controller.destroy();
  });

  it('spec 000 §9 "(preview 1)": a live preview start is not retried', async () => {
    const { controller, state } = setup({ chatType: 'livePreview', start: [refusal(504, 'CHAT_START_TIMEOUT')] });
    await controller.open();
    expect(state()).toMatchObject({ status: 'failed', attempt: 1 });
    controller.destroy();
  });

  it('not enough coins is never retried by itself; after a top-up retry() starts with fresh attempts', async () => {
    const { controller, api, clock, state } = setup({ start: [refusal(402, 'NOT_ENOUGH_COINS', { missingCoins: 4, exitReasonCode: 502 }), fakeChat()] });
    await controller.open();
    expect(state()).toMatchObject({ status: 'failed', error: { code: 'NOT_ENOUGH_COINS', missingCoins: 4, exitReasonCode: 502 } });
    clock.advance(5000);
    expect(api.calls.filter((call) => call.startsWith('start'))).toHaveLength(1);
    await controller.retry();
    expect(state().status).toBe('active');
    controller.destroy();
  });

  it('issue 14 §5 "one-click top-up inside the chat": a start refused for coins starts by itself when the new balance arrives', async () => {
    const { controller, api, state } = setup({ start: [refusal(402, 'NOT_ENOUGH_COINS', { missingCoins: 4 }), fakeChat()] });
    await controller.open();
    controller.applyEvent({ type: 'chatMessage', chatId: 'c1', message: { id: 'x', senderType: 'actor', text: 'marker', createdAt: '' } });
    expect(api.calls.filter((call) => call.startsWith('start'))).toHaveLength(1);
    controller.applyEvent({ type: 'guestBalance', balance: 220 });
    await settle();
    await settle();
    expect(api.calls.filter((call) => call.startsWith('start'))).toHaveLength(2);
    expect(state().status).toBe('active');
    controller.destroy();
  });

  it('already in progress with this performer (another tab): the running chat is taken over', async () => {
    const { controller, api, state } = setup({ start: [refusal(409, 'CHAT_ALREADY_IN_PROGRESS')] });
    // The first look finds nothing (the other tab had not started yet); the one after the refusal finds its chat.
    const answers = [null, fakeChat({ chatId: 'other-tab' })];
    api.active = async () => answers.shift() ?? null;
    await controller.open();
    expect(state()).toMatchObject({ status: 'active', chat: { chatId: 'other-tab' } });
    controller.destroy();
  });

  it('spec 000 §9 "connection warning 500 ms": a start slower than 500 ms shows the warning, a started chat drops it', async () => {
    const { controller, clock, state, api } = setup();
    let release: (chat: ChatSession) => void = () => undefined;
    api.start = () => new Promise((resolve) => (release = resolve));
    const opening = controller.open();
    clock.advance(499);
    expect(state().connectionWarning).toBe(false);
    clock.advance(1);
    expect(state().connectionWarning).toBe(true);
    await settle();
    release(fakeChat());
    await opening;
    expect(state()).toMatchObject({ status: 'active', connectionWarning: false });
    controller.destroy();
  });
});

describe('chat room: the running chat', () => {
  it('sends a message over the realtime channel; the echo replaces the pending copy and the answer follows', async () => {
    const { controller, sent, state } = setup();
    await controller.open();
    expect(controller.sendMessage('  hi there ')).toBe(true);
    expect(sent).toEqual(['c1:hi there']);
    expect(state().messages).toMatchObject([{ text: 'hi there', pending: true }]);
    controller.applyEvent({ type: 'chatMessage', chatId: 'c1', message: { id: 's1', senderType: 'guest', text: 'hi there', createdAt: '' } });
    controller.applyEvent({ type: 'chatMessage', chatId: 'c1', message: { id: 's2', senderType: 'actor', text: 'Hello!', createdAt: '' } });
    controller.applyEvent({ type: 'chatMessage', chatId: 'other', message: { id: 's3', senderType: 'actor', text: 'not here', createdAt: '' } });
    expect(state().messages.map((message) => `${message.id}:${message.senderType}:${message.text}:${message.pending ?? false}`)).toEqual(['s1:guest:hi there:false', 's2:actor:Hello!:false']);
    expect(controller.sendMessage('   ')).toBe(false);
    controller.destroy();
  });

  it('a message the channel refused is not shown as sent', async () => {
    const { controller, state } = setup({ sendAccepted: false });
    await controller.open();
    expect(controller.sendMessage('hello')).toBe(false);
    expect(state()).toMatchObject({ messages: [], actionError: 'NOT_SENT' });
    controller.destroy();
  });

  it('each billed minute (chatState) updates the running cost, the balance and the countdown to the next minute', async () => {
    const { controller, clock, state } = setup();
    await controller.open();
    clock.advance(15_000);
    expect(secondsToNextMinute(state())).toBe(45);
    controller.applyEvent({ type: 'chatState', chatId: 'c1', billedMinutes: 2, totalPrice: 24, balance: 76, paidUntil: new Date(120_000).toISOString() });
    expect(state().chat).toMatchObject({ billedMinutes: 2, totalPrice: 24, balance: 76 });
    expect(secondsToNextMinute(state())).toBe(105);
    controller.destroy();
  });

  it('keeps the chat alive: GET chat/:chatId every 15 s refreshes the figures', async () => {
    const { controller, clock, api, state } = setup();
    await controller.open();
    clock.advance(15_000);
    await settle();
    expect(api.calls).toContain('get:c1');
    expect(state().chat).toMatchObject({ billedMinutes: 2, totalPrice: 24 });
    controller.destroy();
  });

  it('spec 000 §9 "retry stream start 5000 ms": a failed stream loads again after 5000 ms, once per failure', async () => {
    const { controller, clock, state } = setup();
    await controller.open();
    controller.streamFailed();
    controller.streamFailed();
    clock.advance(4999);
    expect(state().streamKey).toBe(0);
    clock.advance(1);
    expect(state().streamKey).toBe(1);
    controller.destroy();
  });

  it('tips and toy orders report the new balance', async () => {
    const { controller, api, state } = setup({ start: [fakeChat({ toyControl: { available: true, durations: [5, 10], random: true } })] });
    await controller.open();
    await controller.tip(10);
    expect(state().chat!.balance).toBe(78);
    await controller.toy({ random: true });
    expect(api.calls).toContain('toy:c1:{"random":true}');
    expect(state().chat!.balance).toBe(80);
    controller.destroy();
  });
});

describe('chat room: leaving and the end', () => {
  it('spec 000 §5 "A chat may be left without a prompt only after a minimum duration of 30": before, leaving asks first', async () => {
    const { controller, clock, api, state } = setup();
    await controller.open();
    clock.advance(29_000);
    controller.requestLeave();
    expect(state().status).toBe('confirmLeave');
    controller.stay();
    expect(state().status).toBe('active');
    controller.requestLeave();
    await controller.confirmLeave();
    expect(api.calls).toContain('end:c1:100');
    expect(state()).toMatchObject({ status: 'ended', summary: { reasonCode: 100 } });
  });

  it('after 30 s, leaving ends the chat at once with reason 100 (guest left)', async () => {
    const { controller, clock, api, state } = setup();
    await controller.open();
    clock.advance(30_000);
    controller.requestLeave();
    await settle();
    expect(api.calls).toContain('end:c1:100');
    expect(state().status).toBe('ended');
  });

  it('the chatEnd event ends the room with the server\'s reason (no money 501) and stops the timers', async () => {
    const { controller, clock, state } = setup();
    await controller.open();
    controller.applyEvent({ type: 'chatEnd', chatId: 'c1', price: 24, actorId: 7, actorName: 'Mia', isVoyeur: false, isToyControl: false, reasonCode: 501 });
    expect(state()).toMatchObject({ status: 'ended', summary: { reasonCode: 501, price: 24 } });
    expect(clock.pending).toBe(0);
  });
});
