/** The messenger (issue 5 §1) on SQLite always, and on PostgreSQL when VELVET_TEST_DATABASE_URL is set. */
import { describe } from 'vitest';
import { POSTGRES_URL } from '../test/harness';
import { messengerEnv } from './test/env';
import { defineChannelTests } from './test/channels-suite';
import { defineHttpTests } from './test/http-suite';
import { defineReplyTests } from './test/replies-suite';
import { defineSendTests } from './test/send-suite';

for (const dialect of ['sqlite', 'postgres'] as const) {
  describe.skipIf(dialect === 'postgres' && !POSTGRES_URL)(`messenger on ${dialect}`, () => {
    const env = messengerEnv(dialect);
    describe('sending', () => defineSendTests(env));
    describe('channels', () => defineChannelTests(env));
    describe('http', () => defineHttpTests(env));
    describe('demo replies', () => defineReplyTests(env));
  });
}
