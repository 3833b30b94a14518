/**
 * Whether the page's origin may use the API (issue 16 §3: "an origin that is not registered gets a message that
 * names the fix"). A browser hides why CORS refused a call (the widget sees only a network error, "No connection
 * to the server"), so a widget on a page of another origin asks GET partner/originCheck, the one route every
 * origin may read, once per page and API base.
 */

export interface OriginProblem {
  origin: string;
  /** The partner account page where the origin is registered. */
  accountUrl: string;
}

const checks = new Map<string, Promise<OriginProblem | null>>();

/** null when the page may call `apiBase` (or the check itself failed: then the widget's own error shows). */
export function checkPageOrigin(apiBase: string, pageOrigin: string = location.origin): Promise<OriginProblem | null> {
  let apiOrigin: string;
  try {
    apiOrigin = new URL(apiBase || pageOrigin, pageOrigin).origin;
  } catch {
    return Promise.resolve(null);
  }
  // Same origin needs no CORS; an opaque origin (file://, sandboxed frame) can register nothing.
  if (apiOrigin === pageOrigin || pageOrigin === 'null') return Promise.resolve(null);
  let check = checks.get(apiOrigin);
  if (!check) {
    check = askServer(apiOrigin, pageOrigin);
    checks.set(apiOrigin, check);
  }
  return check;
}

async function askServer(apiOrigin: string, pageOrigin: string): Promise<OriginProblem | null> {
  try {
    // No cookies: the answer is readable from any origin only without them (Access-Control-Allow-Origin: *).
    const response = await fetch(`${apiOrigin}/rest/v1/partner/originCheck?origin=${encodeURIComponent(pageOrigin)}`, { credentials: 'omit' });
    if (!response.ok) return null;
    const { data } = (await response.json()) as { data?: { registered?: boolean; accountUrl?: string } };
    return data?.registered === false && typeof data.accountUrl === 'string' ? { origin: pageOrigin, accountUrl: data.accountUrl } : null;
  } catch {
    return null;
  }
}

/** Test helper: forget the answers. */
export function resetOriginChecks(): void {
  checks.clear();
}
