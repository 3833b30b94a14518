/**
 * Answers the overlay's action requests (spec 002 §7.2 "action-{name}"):
 * every request needs an id, is answered exactly once (a replayed id is
 * ignored), unknown names get an error, and a handler that hangs is answered
 * with a timeout error after OVERLAY_ACTION_TIMEOUT_MS (issue 6 §3).
 */
import type { OverlayClock } from './clock';
import { OVERLAY_ACTION_TIMEOUT_MS, OVERLAY_ACTIONS, type OverlayActionName, type PageToOverlay } from './protocol';

export type OverlayActionHandler = (params: Record<string, unknown>) => unknown;
export type OverlayActionHandlers = Partial<Record<OverlayActionName, OverlayActionHandler>>;
export type ActionResponse = Extract<PageToOverlay, { type: 'response' }>;

export interface ActionResponderOptions {
  handlers: OverlayActionHandlers;
  send(response: ActionResponse): void;
  clock: OverlayClock;
  timeoutMs?: number;
}

const KNOWN_ACTIONS: ReadonlySet<string> = new Set(OVERLAY_ACTIONS);
// Ids are opaque but bounded: a hostile frame must not grow our memory with megabyte ids.
const ID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;
// Remembering every id forever would leak; a few thousand covers any real session.
const MAX_REMEMBERED_IDS = 2000;

/** Creates the responder; `answer` takes one verified request and returns whether it was taken. */
export function createActionResponder(options: ActionResponderOptions): { answer(request: { name: unknown; id: unknown; params?: unknown }): boolean } {
  const seen = new Set<string>();
  const timeoutMs = options.timeoutMs ?? OVERLAY_ACTION_TIMEOUT_MS;

  function remember(id: string): void {
    seen.add(id);
    if (seen.size > MAX_REMEMBERED_IDS) {
      const oldest = seen.values().next().value;
      if (oldest !== undefined) seen.delete(oldest);
    }
  }

  return {
    answer(request) {
      const { name, id } = request;
      if (typeof id !== 'string' || !ID_PATTERN.test(id) || seen.has(id)) return false;
      remember(id);
      const label = typeof name === 'string' ? name.slice(0, 64) : String(typeof name);
      let answered = false;
      const once = (response: ActionResponse): void => {
        if (answered) return;
        answered = true;
        options.send(response);
      };
      // Object.hasOwn on a Set of names, never handlers[name]: "__proto__" or "constructor" must not resolve.
      const handler = typeof name === 'string' && KNOWN_ACTIONS.has(name) && Object.hasOwn(options.handlers, name)
        ? options.handlers[name as OverlayActionName]
        : undefined;
      if (!handler) {
        once({ velvet: 'overlay', type: 'response', name: label, id, ok: false, error: `unknown action: expected one of ${OVERLAY_ACTIONS.join(', ')}, got "${label}"` });
        return true;
      }
      const params = isPlainRecord(request.params) ? request.params : {};
      const timer = options.clock.setTimeout(() => once({ velvet: 'overlay', type: 'response', name: label, id, ok: false, error: `timeout: no answer within ${timeoutMs} ms` }), timeoutMs);
      Promise.resolve()
        .then(() => handler(params))
        .then(
          (result) => once({ velvet: 'overlay', type: 'response', name: label, id, ok: true, result: result ?? null }),
          (error: unknown) => once({ velvet: 'overlay', type: 'response', name: label, id, ok: false, error: error instanceof Error ? error.message : String(error) }),
        )
        .finally(() => options.clock.clearTimeout(timer));
      return true;
    },
  };
}

function isPlainRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
