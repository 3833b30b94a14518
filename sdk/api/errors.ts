/**
 * spec 000 §7: "A non-OK answer raises an error without details." The message
 * stays free of server details (it ends up in logs and consoles); callers that
 * must branch get the status, the call path and, when the server sent a JSON
 * object, that body: our server's ErrorBody names the field at fault, which a
 * form shows next to the field, and some routes answer a 402 with their usual
 * answer (PurchaseAnswer, a declined top-up).
 */
import { readErrorCode } from './error-codes';

export class RestError extends Error {
  readonly status: number;
  readonly path: string;
  /** The answer's JSON object body, or null when it had none. */
  readonly body: Record<string, unknown> | null;

  constructor(
    method: string,
    path: string,
    status: number,
    expected = 'a 2xx answer',
    options?: { cause?: unknown; body?: Record<string, unknown> | null },
  ) {
    super(`REST ${method} ${path}: expected ${expected}, got ${status === 0 ? 'no answer' : `status ${status}`}`, options);
    this.name = 'RestError';
    this.status = status;
    this.path = path;
    this.body = options?.body ?? null;
  }

  /** The server's explanation (ErrorBody.error), if it sent one. */
  get serverError(): string | undefined {
    return typeof this.body?.error === 'string' ? this.body.error : undefined;
  }

  /** The machine-readable ErrorBody.code (one of ERROR_CODES; pick the words with errorWords), if the server sent one. */
  get code(): string | undefined {
    return readErrorCode(this.body);
  }

  /** The request field the server blamed (ErrorBody.field, e.g. "body.email"), if any. */
  get field(): string | undefined {
    return typeof this.body?.field === 'string' ? this.body.field : undefined;
  }
}

/** Reads a non-OK answer's JSON object body; anything else (HTML, text, arrays) is null. */
export async function readErrorBody(response: Response): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = await response.json();
    return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
