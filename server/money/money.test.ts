/** The money routes on SQLite always, and on PostgreSQL when VELVET_TEST_DATABASE_URL is set. */
import { describe } from 'vitest';
import { POSTGRES_URL } from '../test/harness';
import { moneyEnv } from './test/env';
import { defineBonusTests } from './test/bonus-suite';
import { defineControllerTests } from './test/controller-suite';
import { defineIdempotencyTests } from './test/idempotency-suite';
import { defineLooseInputTests } from './test/loose-input-suite';
import { definePackageTests } from './test/packages-suite';
import { definePurchaseTests } from './test/purchases-suite';
import { defineTopUpTests } from './test/topup-suite';

for (const dialect of ['sqlite', 'postgres'] as const) {
  describe.skipIf(dialect === 'postgres' && !POSTGRES_URL)(`money routes on ${dialect}`, () => {
    const env = moneyEnv(dialect);
    describe('purchases', () => definePurchaseTests(env));
    describe('top-up', () => defineTopUpTests(env));
    describe('coin packages and their bonus (issue 12 §7)', () => definePackageTests(env));
    describe('bonus codes', () => defineBonusTests(env));
    describe('loose money input (issue 11 A8)', () => defineLooseInputTests(env));
    describe('idempotency (issue 11 A7)', () => defineIdempotencyTests(env, dialect));
    describe('the sdk top-up controller against the server (issue 11 B5)', () => defineControllerTests(env));
  });
}
