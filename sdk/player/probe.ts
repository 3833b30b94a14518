/**
 * Asks for the playlist before an engine plays it, so the player can tell a clip still being
 * generated (503 MEDIA_PREPARING with Retry-After) and an expired grant (403) from a network
 * failure: the browser's own HLS player reports neither status (media contract §2).
 */
export interface ProbeResult {
  /** HTTP status; 0 when no answer came (offline, DNS, CORS). */
  status: number;
  /** Retry-After in seconds, when the answer had one. */
  retryAfterSeconds: number | null;
}

export type ProbeSource = (src: string) => Promise<ProbeResult>;

/** A prober over fetch; `withCredentials` sends the media cookie to another origin (the full video's guest binding). */
export function createFetchProbe(options: { fetch?: typeof fetch; withCredentials?: (src: string) => boolean } = {}): ProbeSource {
  return async (src) => {
    const transport = options.fetch ?? globalThis.fetch.bind(globalThis);
    try {
      const response = await transport(src, {
        credentials: options.withCredentials?.(src) ? 'include' : 'same-origin',
        cache: 'no-store',
      });
      // The body is a small playlist; read it so the connection is free for the engine's own request.
      await response.arrayBuffer().catch(() => undefined);
      const retryAfter = Number(response.headers.get('retry-after'));
      return { status: response.status, retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null };
    } catch {
      return { status: 0, retryAfterSeconds: null };
    }
  };
}
