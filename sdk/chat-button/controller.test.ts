import { describe, expect, it } from 'vitest';
import { FakeClock } from '../testing/fake-clock';
import { parseChatButtonConfig, type ChatButtonConfig } from './config';
import { createChatButtonController } from './controller';

const config = (patch: Partial<ChatButtonConfig> = {}): ChatButtonConfig => ({
  ...parseChatButtonConfig({ actorId: 7, isActorOnline: true, prices: { video: 12, message: 3, voyeur: 4 }, voyeur: true }, 7),
  ...patch,
});

function setup(options: { loggedIn?: boolean; answers?: Array<ChatButtonConfig | Error> } = {}) {
  const clock = new FakeClock();
  const answers = options.answers ?? [config()];
  let loads = 0;
  let loggedIn = options.loggedIn ?? true;
  const controller = createChatButtonController({
    actorId: 7,
    clock,
    load: async () => {
      const answer = answers[Math.min(loads++, answers.length - 1)]!;
      if (answer instanceof Error) throw answer;
      return answer;
    },
    isLoggedIn: () => loggedIn,
  });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { clock, controller, settle, loads: () => loads, logIn: () => (loggedIn = true) };
}

describe('chat button controller', () => {
  it('loads the config and offers the video chat of an online performer', async () => {
    const { controller, settle } = setup();
    controller.start();
    await settle();
    expect(controller.$state.get()).toMatchObject({ status: 'ready', liveState: 'live' });
    expect(controller.choose('videoChat')).toEqual({ type: 'openRoom', offer: 'videoChat', chatType: 'liveChat' });
    controller.stop();
  });

  it('follows the performer live: actorOffline turns the offer into a message, actorOnline back (issue 14 §3 "follows the actor\'s online state live")', async () => {
    const { controller, settle } = setup();
    controller.start();
    await settle();
    controller.applyEvent({ type: 'actorOffline', actorId: 7 });
    expect(controller.$state.get().offers.map((offer) => offer.kind)).toEqual(['message']);
    controller.applyEvent({ type: 'actorOnline', actorId: 8 });
    expect(controller.$state.get().liveState).toBe('offline');
    controller.applyEvent({ type: 'liveState', actorId: 7, state: 'live' });
    expect(controller.$state.get().offers.map((offer) => offer.kind)).toEqual(['videoChat', 'voyeur']);
    controller.applyEvent({ type: 'freeShowStart', actorId: 7 });
    expect(controller.$state.get().offers[0]!.kind).toBe('freeChat');
    controller.stop();
  });

  it('a logged-out guest gets the login, and the chat starts once after the login (pending action)', async () => {
    const { controller, settle, logIn } = setup({ loggedIn: false });
    controller.start();
    await settle();
    expect(controller.choose('videoChat')).toEqual({ type: 'login', offer: 'videoChat' });
    expect(controller.takePending()).toBeNull();
    logIn();
    expect(controller.takePending()).toEqual({ type: 'openRoom', offer: 'videoChat', chatType: 'liveChat' });
    expect(controller.takePending()).toBeNull();
    controller.stop();
  });

  it('a pending chat with a performer who went offline starts nothing', async () => {
    const { controller, settle, logIn } = setup({ loggedIn: false });
    controller.start();
    await settle();
    controller.choose('videoChat');
    controller.applyEvent({ type: 'actorOffline', actorId: 7 });
    logIn();
    expect(controller.takePending()).toBeNull();
    controller.stop();
  });

  it('the ticket offer: a holder during the show watches it (live/show/watch), anybody else buys; the voice call is its own intent (issue 14 §7, §8)', async () => {
    const holder = setup({ answers: [config({ isCurrentlyTicketShow: true, guestHasTicket: true, ticket: true })] });
    holder.controller.start();
    await holder.settle();
    expect(holder.controller.$state.get().liveState).toBe('ticketShow');
    expect(holder.controller.choose('ticket')).toEqual({ type: 'watchShow' });
    const buyer = setup({ answers: [config({ isCurrentlyTicketShow: true, ticket: true, voicecall: true })] });
    buyer.controller.start();
    await buyer.settle();
    expect(buyer.controller.choose('ticket')).toEqual({ type: 'buyTicket' });
    buyer.controller.applyEvent({ type: 'liveState', actorId: 7, state: 'live' });
    expect(buyer.controller.choose('voiceCall')).toEqual({ type: 'voiceCall' });
    holder.controller.stop();
    buyer.controller.stop();
  });

  it('a logged-out guest\'s voice call waits for the login like a chat (pending action), then runs once', async () => {
    const { controller, settle, logIn } = setup({ loggedIn: false, answers: [config({ voicecall: true })] });
    controller.start();
    await settle();
    expect(controller.choose('voiceCall')).toEqual({ type: 'login', offer: 'voiceCall' });
    logIn();
    expect(controller.takePending()).toEqual({ type: 'voiceCall' });
    expect(controller.takePending()).toBeNull();
    controller.stop();
  });

  it('a message needs no login: it opens the messenger', async () => {
    const { controller, settle } = setup({ loggedIn: false, answers: [config({ isActorOnline: false })] });
    controller.start();
    await settle();
    expect(controller.choose('message')).toEqual({ type: 'messenger' });
    controller.stop();
  });

  it('reloads the config every CHAT_BUTTON_REFRESH_MS (non-fans hear no events) and keeps the last config when a reload fails', async () => {
    const { controller, settle, clock, loads } = setup({ answers: [config({ isActorOnline: false }), new Error('down'), config()] });
    controller.start();
    await settle();
    expect(controller.$state.get().liveState).toBe('offline');
    clock.advance(30_000);
    await settle();
    expect(loads()).toBe(2);
    expect(controller.$state.get()).toMatchObject({ status: 'ready', liveState: 'offline' });
    clock.advance(30_000);
    await settle();
    expect(controller.$state.get().liveState).toBe('live');
    controller.stop();
    clock.advance(60_000);
    await settle();
    expect(loads()).toBe(3);
  });

  it('a failed first load is an error state the guest can retry', async () => {
    const { controller, settle } = setup({ answers: [new Error('down'), config()] });
    controller.start();
    await settle();
    expect(controller.$state.get().status).toBe('error');
    await controller.reload();
    expect(controller.$state.get().status).toBe('ready');
    controller.stop();
  });
});
