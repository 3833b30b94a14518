/** The API suite on SQLite always, and on PostgreSQL when VELVET_TEST_DATABASE_URL is set. */
import { describe } from 'vitest';
import { defineApiSuite } from './test/api-suite';
import { POSTGRES_URL } from './test/harness';

describe('API on SQLite', () => defineApiSuite('sqlite'));
describe.skipIf(!POSTGRES_URL)('API on PostgreSQL', () => defineApiSuite('postgres'));
