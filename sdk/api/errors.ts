/**
 * spec 000 §7: "A non-OK answer raises an error without details." The error
 * carries the status and the call path so callers can branch (404 vs 5xx)
 * without the body, which the spec says carries no details to rely on.
 */
export class RestError extends Error {
  readonly status: number;
  readonly path: string;

  constructor(method: string, path: string, status: number, expected = 'a 2xx answer', options?: { cause?: unknown }) {
    super(`REST ${method} ${path}: expected ${expected}, got ${status === 0 ? 'no answer' : `status ${status}`}`, options);
    this.name = 'RestError';
    this.status = status;
    this.path = path;
  }
}
