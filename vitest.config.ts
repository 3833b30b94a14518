import { defineConfig } from 'vitest/config';

// Three projects, one run: `npm test` sums them into one totals line.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['sdk/**/*.test.ts', 'widgets/**/*.test.{ts,tsx}', 'host-site/**/*.test.{ts,tsx}', 'white-label/**/*.test.ts', 'overlay/**/*.test.{ts,tsx}'],
          environment: 'node',
          // The site's strings load per page in the app; components rendered alone find them loaded.
          setupFiles: ['host-site/testing/setup-site-strings.ts'],
        },
      },
      {
        test: {
          name: 'server',
          include: ['server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // The shared test clip library (issue 13 item 1), generated once and cached; sets VELVET_MEDIA_DIR.
          globalSetup: ['server/test/media-global-setup.ts'],
        },
      },
      {
        test: {
          // Both need the build (npm test and npm run test:e2e build first).
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts', 'tests/contract/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 300_000,
          fileParallelism: false,
          globalSetup: ['server/test/media-global-setup.ts'],
          setupFiles: ['tests/e2e/setup-failure-calls.ts'],
        },
      },
    ],
  },
});
