// The lists' LISTEN connection on PostgreSQL (postgres-versions.ts): its failures reach the server's log instead of
// vanishing. Lists keep answering meanwhile (the versions are read per request) and the connection is retried.
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { createListAnswers } from './answer-cache';
import { logListenFailure } from './postgres-versions';

describe('a failed LISTEN connection', () => {
  it('createListAnswers hands a refused connection to its onError, and the server\'s logListenFailure warns with the cause', async () => {
    const warnings: string[] = [];
    let reported!: (error: unknown) => void;
    const reportedError = new Promise<unknown>((resolve) => { reported = resolve; });
    const onError = logListenFailure({ warn: (message) => warnings.push(message) });
    // A PostgreSQL handle whose listening connection is refused (the database restarting); db is never read here.
    const handle = {
      dialect: 'postgres',
      db: undefined,
      connectClient: async () => { throw new Error('connect ECONNREFUSED 127.0.0.1:5432'); },
    } as unknown as DatabaseHandle;
    createListAnswers(handle, { onError: (error) => { onError(error); reported(error); } });
    expect(((await reportedError) as Error).message).toBe('connect ECONNREFUSED 127.0.0.1:5432');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('lists: the PostgreSQL LISTEN connection failed (connect ECONNREFUSED 127.0.0.1:5432)');
  });
});
