/** The realtime domain (issue 4 §4, §5, §7) on SQLite always, and on PostgreSQL when VELVET_TEST_DATABASE_URL is set. */
import { describe } from 'vitest';
import { POSTGRES_URL } from '../test/harness';
import { domainEnv } from './test/env';
import { defineFavouriteTests } from './test/favourites-suite';
import { defineNotificationTests } from './test/notifications-suite';
import { definePresenceTests } from './test/presence-suite';
import { definePublisherTests } from './test/publishers-suite';

for (const dialect of ['sqlite', 'postgres'] as const) {
  describe.skipIf(dialect === 'postgres' && !POSTGRES_URL)(`realtime domain on ${dialect}`, () => {
    const env = domainEnv(dialect);
    describe('notifications', () => defineNotificationTests(env));
    describe('favourites', () => defineFavouriteTests(env));
    describe('actor presence and simulator', () => definePresenceTests(env));
    describe('publishers', () => definePublisherTests(env));
  });
}
