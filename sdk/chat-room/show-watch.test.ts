import { describe, expect, it } from 'vitest';
import { FakeClock } from '../testing/fake-clock';
import { createShowWatchController, type ShowWatch, type ShowWatchApi } from './show-watch';
import { refusal } from './test-fakes';

const START = Date.parse('2026-11-24T12:30:00Z');
const watch = (patch: Partial<ShowWatch> = {}): ShowWatch => ({
  showId: 4, ticketId: 't1', actorId: 7, streamUrl: '/media/live/7/show/g/t1/9/sig/master.m3u8', streamType: 'hls',
  startsAt: new Date(START).toISOString(), endsAt: new Date(START + 15 * 60_000).toISOString(), status: 'running', ...patch,
});

function setup(answers: Array<ShowWatch | Error>, checkMs = 15_000) {
  const clock = new FakeClock(START + 60_000);
  const calls: number[] = [];
  const api: ShowWatchApi = {
    async watch(showId) {
      calls.push(showId);
      const answer = answers.length > 1 ? answers.shift()! : answers[0]!;
      if (answer instanceof Error) throw answer;
      return answer;
    },
  };
  const controller = createShowWatchController({ actorId: 7, showId: 4, api, clock, checkMs });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { clock, controller, calls, settle };
}

describe('a ticket holder watches the show (issue 14 §7 "show start for ticket holders"; POST live/show/watch)', () => {
  it('watching plays the stream the watch call answered; checks keep that stream', async () => {
    const { controller, clock, calls, settle } = setup([watch(), watch({ streamUrl: '/other' })]);
    await controller.open();
    expect(controller.$state.get()).toMatchObject({ status: 'watching', show: { streamUrl: watch().streamUrl } });
    clock.advance(15_000);
    await settle();
    expect(calls).toEqual([4, 4]);
    expect(controller.$state.get().show!.streamUrl).toBe(watch().streamUrl);
    controller.destroy();
  });

  it('ends when the show ends: at its end time the server answers LIVE_SESSION_ENDED', async () => {
    // Checks only every 10 minutes here: the end time alone asks the server.
    const { controller, clock, settle } = setup([watch({ endsAt: new Date(START + 90_000).toISOString() }), refusal(403, 'LIVE_SESSION_ENDED')], 600_000);
    await controller.open();
    clock.advance(30_000);
    await settle();
    expect(controller.$state.get().status).toBe('watching');
    clock.advance(1000);
    await settle();
    expect(controller.$state.get()).toMatchObject({ status: 'ended', endReason: 'showEnded' });
    controller.destroy();
  });

  it('a player failure asks the server at once: an ended show ends the room, a running one loads the stream again', async () => {
    const ended = setup([watch(), refusal(403, 'LIVE_SESSION_ENDED')]);
    await ended.controller.open();
    ended.controller.streamFailed();
    await ended.settle();
    expect(ended.controller.$state.get().status).toBe('ended');

    const running = setup([watch()]);
    await running.controller.open();
    running.controller.streamFailed();
    await running.settle();
    expect(running.controller.$state.get()).toMatchObject({ status: 'watching', streamKey: 0 });
    running.clock.advance(5000);
    expect(running.controller.$state.get().streamKey).toBe(1);
    running.controller.destroy();
  });

  it('a passing network fault at a check ends nothing', async () => {
    const { controller, clock, settle } = setup([watch(), refusal(502, 'UPSTREAM'), watch()]);
    await controller.open();
    clock.advance(15_000);
    await settle();
    expect(controller.$state.get().status).toBe('watching');
    controller.destroy();
  });

  it('her stream leaving the ticket show (liveState) is checked at once; other performers and the show state itself are not', async () => {
    const { controller, calls, settle } = setup([watch(), refusal(403, 'LIVE_SESSION_ENDED')]);
    await controller.open();
    controller.applyEvent({ type: 'liveState', actorId: 8, state: 'live' });
    controller.applyEvent({ type: 'liveState', actorId: 7, state: 'ticketShow' });
    expect(calls).toHaveLength(1);
    controller.applyEvent({ type: 'liveState', actorId: 7, state: 'live' });
    await settle();
    expect(controller.$state.get().endReason).toBe('showEnded');
  });

  it('refusals: no ticket is an error the guest sees; an ended show opens as ended; leaving keeps the ticket', async () => {
    const noTicket = setup([refusal(403, 'LIVE_TICKET_SHOW')]);
    await noTicket.controller.open();
    expect(noTicket.controller.$state.get()).toMatchObject({ status: 'failed', error: { code: 'LIVE_TICKET_SHOW' } });
    const over = setup([refusal(403, 'LIVE_SESSION_ENDED')]);
    await over.controller.open();
    expect(over.controller.$state.get()).toMatchObject({ status: 'ended', endReason: 'showEnded' });
    const leaving = setup([watch()]);
    await leaving.controller.open();
    leaving.controller.leave();
    expect(leaving.controller.$state.get()).toMatchObject({ status: 'ended', endReason: 'left' });
  });
});
