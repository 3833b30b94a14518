import { describe, expect, it, vi } from 'vitest';
import { createActionResponder, type ActionResponse, type OverlayActionHandlers } from './actions';
import { manualClock } from './test-fakes';

function setup(handlers: OverlayActionHandlers, timeoutMs?: number) {
  const sent: ActionResponse[] = [];
  const clock = manualClock();
  const responder = createActionResponder({ handlers, send: (r) => sent.push(r), clock, ...(timeoutMs ? { timeoutMs } : {}) });
  return { sent, clock, responder };
}
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('action requests (issue 6 §3: "every action request has a random id, a timeout, and is answered once; unknown actions get an error")', () => {
  it('answers a known action with its result and the same id', async () => {
    const { sent, responder } = setup({ getbalance: () => 120 });
    responder.answer({ name: 'getbalance', id: 'a1' });
    await flush();
    expect(sent).toEqual([{ velvet: 'overlay', type: 'response', name: 'getbalance', id: 'a1', ok: true, result: 120 }]);
  });

  it('a replayed id is ignored: answered exactly once', async () => {
    const handler = vi.fn(() => true);
    const { sent, responder } = setup({ isLoggedIn: handler });
    expect(responder.answer({ name: 'isLoggedIn', id: 'same' })).toBe(true);
    expect(responder.answer({ name: 'isLoggedIn', id: 'same' })).toBe(false);
    await flush();
    expect(handler).toHaveBeenCalledTimes(1);
    expect(sent).toHaveLength(1);
  });

  it.each([['getNothing'], ['__proto__'], ['constructor'], ['toString'], ['hasOwnProperty']])('unknown action "%s" gets an error', async (name) => {
    const { sent, responder } = setup({ getbalance: () => 1 });
    responder.answer({ name, id: `id-${name.replace(/_/g, '')}` });
    await flush();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ ok: false, error: expect.stringContaining('unknown action') });
  });

  it('a known name without a handler is unknown too', async () => {
    const { sent, responder } = setup({});
    responder.answer({ name: 'getactiveabos', id: 'x' });
    await flush();
    expect(sent[0]).toMatchObject({ ok: false });
  });

  it.each([[undefined], [''], [42], ['x'.repeat(200)], ['bad id!']])('a request with id %j is not answered', async (id) => {
    const { sent, responder } = setup({ getbalance: () => 1 });
    expect(responder.answer({ name: 'getbalance', id })).toBe(false);
    await flush();
    expect(sent).toEqual([]);
  });

  it('a handler that hangs is answered with a timeout error, and its late result is dropped', async () => {
    let finish: (value: unknown) => void = () => {};
    const { sent, responder, clock } = setup({ getavsstatus: () => new Promise((resolve) => (finish = resolve)) }, 1000);
    responder.answer({ name: 'getavsstatus', id: 'slow' });
    await flush();
    clock.advance(999);
    expect(sent).toEqual([]);
    clock.advance(1);
    expect(sent).toEqual([expect.objectContaining({ id: 'slow', ok: false, error: 'timeout: no answer within 1000 ms' })]);
    finish('late');
    await flush();
    expect(sent).toHaveLength(1);
  });

  it('a handler that throws is answered with its message', async () => {
    const { sent, responder } = setup({ getactiveabos: () => { throw new Error('abos unavailable'); } });
    responder.answer({ name: 'getactiveabos', id: 'e' });
    await flush();
    expect(sent[0]).toMatchObject({ ok: false, error: 'abos unavailable' });
  });
});
