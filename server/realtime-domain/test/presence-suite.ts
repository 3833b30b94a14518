/** Actor online/offline fan-out and the performer simulator (issue 4 §5, §7). */
import { expect, it, vi } from 'vitest';
import { ACTOR_ONLINE_NOTIFICATION_TYPE, setActorOnline } from '../actor-presence';
import { startPerformerSimulator, type SimulatorClock } from '../simulator';
import type { DomainEnv } from './env';

/** A clock whose timers run only when the test says so. */
function fakeClock() {
  let timers: Array<{ id: number; fn: () => void; ms: number }> = [];
  let next = 0;
  const clock: SimulatorClock & { pending(): number[]; fire(): void } = {
    setTimeout(fn, ms) {
      timers.push({ id: ++next, fn, ms });
      return next;
    },
    clearTimeout(id) {
      timers = timers.filter((t) => t.id !== id);
    },
    pending: () => timers.map((t) => t.ms),
    fire() {
      const due = timers;
      timers = [];
      for (const t of due) t.fn();
    },
  };
  return clock;
}

/** The presence and simulator tests for one dialect. */
export function definePresenceTests(env: DomainEnv) {
  it('sends actorOnline and actorOffline to the actor\'s fans only, once per real change', async () => {
    const [actorId] = await env.performerIds();
    const { guest: fan } = await env.member();
    const { guest: other } = await env.member();
    await env.hub().send(fan, { type: 'pin', kind: 'actor', id: actorId! });
    await env.db().updateTable('performers').set({ is_online: 0 }).where('id', '=', actorId!).execute();
    env.hub().clear();
    expect(await setActorOnline(env.apps().context, env.hub(), actorId!, true)).toBe(true);
    expect(await setActorOnline(env.apps().context, env.hub(), actorId!, true)).toBe(false);
    expect(await setActorOnline(env.apps().context, env.hub(), actorId!, false)).toBe(true);
    const events = env.hub().eventsOf(fan.id);
    // issue 14 item 1: the live stream's state follows the performer (liveState after each change).
    expect(events.map((e) => e.type)).toEqual(['actorOnline', 'notificationAdded', 'liveState', 'actorOffline', 'liveState']);
    expect(events.filter((e) => e.type === 'liveState')).toEqual([{ type: 'liveState', actorId, state: 'live' }, { type: 'liveState', actorId, state: 'offline' }]);
    expect(env.hub().eventsOf(other.id)).toEqual([]);
    const row = await env.db().selectFrom('performers').select('is_online').where('id', '=', actorId!).executeTakeFirstOrThrow();
    expect(row.is_online).toBe(0);
  });

  it('stores the "X is online now" notification in the fan\'s language (German from preferences, else English)', async () => {
    const [, actorId] = await env.performerIds();
    const { guest: german } = await env.member();
    const { guest: english } = await env.member();
    await env.db().updateTable('guests').set({ preferences: '{"language":"de"}' }).where('id', '=', german.id).execute();
    for (const fan of [german, english]) await env.hub().send(fan, { type: 'pin', kind: 'actor', id: actorId! });
    await env.db().updateTable('performers').set({ is_online: 0 }).where('id', '=', actorId!).execute();
    await setActorOnline(env.apps().context, env.hub(), actorId!, true);
    const actor = await env.db().selectFrom('performers').select(['name', 'name_lower']).where('id', '=', actorId!).executeTakeFirstOrThrow();
    const rows = await env.db().selectFrom('notifications').select(['guest_id', 'list', 'type', 'text', 'link', 'actor_id'])
      .where('guest_id', 'in', [german.id, english.id]).execute();
    expect(rows).toHaveLength(2);
    expect(rows.find((r) => r.guest_id === german.id)).toEqual({
      guest_id: german.id, list: 'floating', type: ACTOR_ONLINE_NOTIFICATION_TYPE, text: `${actor.name} ist jetzt online`,
      link: `/de/amateur/${encodeURIComponent(actor.name_lower)}/`, actor_id: actorId,
    });
    expect(rows.find((r) => r.guest_id === english.id)?.text).toBe(`${actor.name} is online now`);
  });

  it('the simulator flips performers on its schedule, the same seed giving the same flips', async () => {
    const ids = await env.performerIds();
    const run = async (seed: number) => {
      await env.db().updateTable('performers').set({ is_online: 0 }).execute();
      const clock = fakeClock();
      const simulator = startPerformerSimulator(env.apps().context, env.hub(), { seed, intervalMs: 5000, flipsPerTick: 3, clock });
      // Nothing happens before the first interval.
      expect(clock.pending()).toEqual([5000]);
      const flips = [await simulator.tick(), await simulator.tick()];
      clock.fire();
      await simulator.close();
      expect(clock.pending()).toEqual([]);
      return flips;
    };
    const first = await run(42);
    expect(first[0]).toHaveLength(3);
    expect(first[0]!.every((f) => f.online && ids.includes(f.actorId))).toBe(true);
    expect(await run(42)).toEqual(first);
    expect(await run(43)).not.toEqual(first);
  });

  it('the simulator ticks when its timer fires, schedules the next tick, and stops on close', async () => {
    const onlineCount = async () => (await env.db().selectFrom('performers').select('id').where('is_online', '=', 1).execute()).length;
    const before = await onlineCount();
    const clock = fakeClock();
    const simulator = startPerformerSimulator(env.apps().context, env.hub(), { seed: 1, intervalMs: 1000, flipsPerTick: 3, clock });
    clock.fire();
    await vi.waitFor(() => expect(clock.pending()).toEqual([1000]));
    // Three flips move the online count by an odd number: it cannot be unchanged.
    expect(await onlineCount()).not.toBe(before);
    await simulator.close();
    expect(clock.pending()).toEqual([]);
  });
}
