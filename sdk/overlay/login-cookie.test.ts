// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { createLoginCookieCheck } from './login-cookie';
import { fakeEngine, fakeWindow, manualClock } from './test-fakes';

const OVERLAY = 'http://localhost:8081';
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup() {
  const engine = fakeEngine();
  const clock = manualClock();
  const check = createLoginCookieCheck({ engine, overlayOrigin: OVERLAY, clock, randomId: () => 'req1', timeoutMs: 1000 });
  return { engine, clock, check };
}

async function askAndLoad(t: ReturnType<typeof setup>) {
  const answer = t.check.check();
  const helper = t.engine.frames[0];
  if (!helper) throw new Error('expected the helper frame, got none');
  helper.element.dispatchEvent(new Event('load'));
  await flush();
  return { answer, helper };
}

describe('login-cookie helper frame (spec 002 §5: "Messages from other origins are ignored for the login-cookie check")', () => {
  it('posts a request with an id to the exact overlay origin and takes the matching answer', async () => {
    const t = setup();
    const { answer, helper } = await askAndLoad(t);
    expect(helper.window.sent).toEqual([{ message: { velvet: 'overlay', type: 'login-cookie-request', id: 'req1' }, targetOrigin: OVERLAY }]);
    t.engine.deliver({ origin: OVERLAY, source: helper.window, data: { velvet: 'overlay', type: 'login-cookie-answer', id: 'req1', hasLoginCookie: true } });
    await expect(answer).resolves.toBe(true);
  });

  it.each<[string, (helper: { window: unknown }) => { origin: string; source: unknown; id: string }]>([
    ['another origin', (helper) => ({ origin: 'http://localhost:8083', source: helper.window, id: 'req1' })],
    ['the "null" origin', (helper) => ({ origin: 'null', source: helper.window, id: 'req1' })],
    ['another window', () => ({ origin: OVERLAY, source: fakeWindow(), id: 'req1' })],
    ['a wrong id', (helper) => ({ origin: OVERLAY, source: helper.window, id: 'req2' })],
  ])('an answer from %s is ignored; the timeout answers "unknown"', async (_label, from) => {
    const t = setup();
    const { answer, helper } = await askAndLoad(t);
    const { origin, source, id } = from(helper);
    t.engine.deliver({ origin, source, data: { velvet: 'overlay', type: 'login-cookie-answer', id, hasLoginCookie: true } });
    t.clock.advance(1000);
    await expect(answer).resolves.toBe('unknown');
  });
});
