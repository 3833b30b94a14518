import { afterEach, describe, expect, it, vi } from 'vitest';
import { createParentChannel, isFromParent } from './messages';
import { TEXT_TABLE } from './texts';

const PARENT_ORIGIN = 'http://localhost:8080';
const parent = { postMessage: vi.fn() };
const message = { velvet: 'overlay', type: 'init-session', token: 't', guestId: 'g', isLoggedIn: true };

describe('isFromParent (issue 6 §3: exact origin and the parent window only)', () => {
  it.each([
    ['the parent, exact origin', PARENT_ORIGIN, parent, message, true],
    ['a prefix lookalike origin', 'http://localhost:808', parent, message, false],
    ['a suffix lookalike origin', 'http://localhost:8080.evil.test', parent, message, false],
    ['the "null" origin', 'null', parent, message, false],
    ['another window with the right origin (a nested frame)', PARENT_ORIGIN, { postMessage: vi.fn() }, message, false],
    ['no source', PARENT_ORIGIN, null, message, false],
    ['an untagged message', PARENT_ORIGIN, parent, { type: 'init-session' }, false],
  ])('%s -> %s', (_name, origin, source, data, accepted) => {
    expect(isFromParent({ origin, source, data }, PARENT_ORIGIN, parent)).toBe(accepted);
  });

  it('accepts nothing when the verified parent origin itself is "null"', () => {
    expect(isFromParent({ origin: 'null', source: parent, data: message }, 'null', parent)).toBe(false);
  });
});

describe('createParentChannel', () => {
  afterEach(() => {
    vi.useRealTimers();
    parent.postMessage.mockReset();
  });

  const setup = (timeoutMs = 1000) => {
    const target = new EventTarget();
    const channel = createParentChannel({ parentOrigin: PARENT_ORIGIN, parent, target: target as unknown as Window, timeoutMs });
    const deliver = (data: unknown, origin = PARENT_ORIGIN, source: unknown = parent) => target.dispatchEvent(Object.assign(new Event('message'), { data, origin, source }));
    return { channel, deliver };
  };

  it('posts tagged messages to the parent origin, never to "*"', () => {
    const { channel } = setup();
    channel.post({ type: 'iframe-ready' });
    expect(parent.postMessage).toHaveBeenCalledWith({ type: 'iframe-ready', velvet: 'overlay' }, PARENT_ORIGIN);
  });

  it('answers an action once with the matching response; a replayed or spoofed id changes nothing', async () => {
    const { channel, deliver } = setup();
    const answer = channel.request('getbalance');
    const sent = parent.postMessage.mock.calls[0]?.[0] as { id: string; name: string; type: string };
    expect(sent).toMatchObject({ type: 'action', name: 'getbalance' });
    expect(sent.id).toMatch(/^[0-9a-f-]{32,36}$/);
    deliver({ velvet: 'overlay', type: 'response', name: 'getbalance', id: 'spoofed', ok: true, result: 999 });
    deliver({ velvet: 'overlay', type: 'response', name: 'getbalance', id: sent.id, ok: true, result: 42 }, 'http://evil.test');
    deliver({ velvet: 'overlay', type: 'response', name: 'getbalance', id: sent.id, ok: true, result: 42 });
    await expect(answer).resolves.toBe(42);
    const second = channel.request('getbalance');
    deliver({ velvet: 'overlay', type: 'response', name: 'getbalance', id: sent.id, ok: true, result: 7 });
    const secondId = (parent.postMessage.mock.calls[1]?.[0] as { id: string }).id;
    expect(secondId).not.toBe(sent.id);
    deliver({ velvet: 'overlay', type: 'response', name: 'getbalance', id: secondId, ok: false, error: 'unknown action' });
    await expect(second).rejects.toThrow('The page refused action getbalance: unknown action');
  });

  it('rejects an unanswered action after the timeout', async () => {
    vi.useFakeTimers();
    const { channel } = setup(500);
    const answer = channel.request('isLoggedIn');
    vi.advanceTimersByTime(500);
    await expect(answer).rejects.toThrow('did not answer action isLoggedIn within 500 ms');
  });

  it('hands verified page messages to listeners and drops the rest', () => {
    const { channel, deliver } = setup();
    const heard: string[] = [];
    channel.listen((m) => heard.push(m.type));
    deliver(message);
    deliver(message, 'http://localhost:8080.evil.test');
    deliver(message, PARENT_ORIGIN, {});
    expect(heard).toEqual(['init-session']);
  });
});

describe('texts', () => {
  it('has every text in de, en, es, nl', () => {
    for (const [key, texts] of Object.entries(TEXT_TABLE)) {
      expect(texts.length, key).toBe(4);
      for (const entry of texts) expect(entry.trim().length, key).toBeGreaterThan(0);
    }
  });
});
