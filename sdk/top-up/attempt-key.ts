/**
 * One idempotency key per payment attempt (issue 11 B5). An attempt is one
 * request the guest means to make once (these euros, this card). While the
 * server has not answered it (the answer was lost, or the server is still
 * working on it), sending it again reuses its key, so the server charges
 * once; once the server has answered, the next request is a new attempt with
 * a new key. Changing the request (another amount) is a new attempt too: the
 * server refuses a key reused for another request.
 */

/** A fresh unguessable key (crypto.randomUUID where the page is secure, else getRandomValues). */
export function randomIdempotencyKey(): string {
  const crypto = globalThis.crypto;
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export interface AttemptKeys {
  /** The key of the attempt described by `fingerprint`: the kept one when it is the same attempt, else a new one. */
  keyFor(fingerprint: string): string;
  /** The server answered the attempt: the next request is a new attempt. */
  answered(): void;
  /**
   * Sends the attempt `fingerprint` with its key; once the server has
   * answered (a success or a refusal) the key is dropped, while a failure
   * that leaves the attempt open (attemptStillOpen) keeps it for the retry.
   */
  send<T>(fingerprint: string, request: (idempotencyKey: string) => Promise<T>): Promise<T>;
}

/** Keeps the key of the attempt the server has not answered yet. */
export function createAttemptKeys(newKey: () => string = randomIdempotencyKey): AttemptKeys {
  let open: { fingerprint: string; key: string } | null = null;
  const keys: AttemptKeys = {
    keyFor(fingerprint) {
      if (open?.fingerprint !== fingerprint) open = { fingerprint, key: newKey() };
      return open.key;
    },
    answered() {
      open = null;
    },
    async send(fingerprint, request) {
      try {
        const answer = await request(keys.keyFor(fingerprint));
        keys.answered();
        return answer;
      } catch (error) {
        if (!attemptStillOpen(callFailure(error))) keys.answered();
        throw error;
      }
    },
  };
  return keys;
}

/** The parts of a failed call the key decision reads (RestError and the overlay's ApiError both have them). */
export interface CallFailure {
  /** The HTTP status, or null when no answer came. */
  status: number | null;
  /** ErrorBody.code, when the server sent one. */
  code?: string;
}

/** Reads status and code from an sdk RestError, the overlay's ApiError, or anything else (no answer). */
export function callFailure(error: unknown): CallFailure {
  const { status, body } = (error ?? {}) as { status?: unknown; body?: { code?: unknown } | null };
  const code = typeof body?.code === 'string' ? body.code : undefined;
  return { status: typeof status === 'number' && status > 0 ? status : null, ...(code ? { code } : {}) };
}

/**
 * True when the server has surely not finished the attempt, so the same
 * request must be sent again with the same key: no answer came, the key's
 * payment is still being processed (409 IDEMPOTENCY_KEY_IN_PROGRESS), the
 * provider did not answer (503), a 5xx or a rate limit (429) or timeout (408).
 * Any other answer is the server's last word on that attempt.
 */
export function attemptStillOpen(failure: CallFailure): boolean {
  const { status, code } = failure;
  if (status === null || status >= 500 || status === 408 || status === 429) return true;
  return status === 409 && code === 'IDEMPOTENCY_KEY_IN_PROGRESS';
}
