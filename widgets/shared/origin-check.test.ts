// issue 16 §3: "an origin that is not registered gets a message that names the fix". The widget asks the platform
// (GET partner/originCheck, readable from any origin) once per page and API base, and only from another origin.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkPageOrigin, resetOriginChecks } from './origin-check';

const PAGE = 'https://blog.partner.example';
const API = 'https://www.velvet.example';
const ACCOUNT = 'https://examples.velvet.example/account/';

function answer(registered: boolean) {
  return vi.fn(async () => new Response(JSON.stringify({ success: true, data: { origin: PAGE, registered, accountUrl: ACCOUNT } }), { status: 200 }));
}

afterEach(() => {
  resetOriginChecks();
  vi.unstubAllGlobals();
});

describe('checkPageOrigin', () => {
  it('names the page origin and the account page when the platform says it is not registered', async () => {
    const fetch = answer(false);
    vi.stubGlobal('fetch', fetch);
    expect(await checkPageOrigin(API, PAGE)).toEqual({ origin: PAGE, accountUrl: ACCOUNT });
    expect(fetch).toHaveBeenCalledWith(`${API}/rest/v1/partner/originCheck?origin=${encodeURIComponent(PAGE)}`, { credentials: 'omit' });
  });

  it('asks once per API origin, however many widgets ask', async () => {
    const fetch = answer(true);
    vi.stubGlobal('fetch', fetch);
    const answers = await Promise.all([checkPageOrigin(API, PAGE), checkPageOrigin(`${API}/`, PAGE), checkPageOrigin(API, PAGE)]);
    expect(answers).toEqual([null, null, null]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('does not ask on the platform origin itself or from an opaque origin', async () => {
    const fetch = answer(false);
    vi.stubGlobal('fetch', fetch);
    expect(await checkPageOrigin(API, API)).toBeNull();
    expect(await checkPageOrigin('', PAGE)).toBeNull();
    expect(await checkPageOrigin(API, 'null')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('stays silent when the check itself fails (the widget shows its own error then)', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => { throw new TypeError('Failed to fetch'); }));
    expect(await checkPageOrigin(API, PAGE)).toBeNull();
    resetOriginChecks();
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{}', { status: 500 })));
    expect(await checkPageOrigin(API, PAGE)).toBeNull();
  });
});
