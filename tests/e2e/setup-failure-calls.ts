// For every e2e test that fails, the Playwright calls just before it, as an extra error of the test: the
// report's failure section then says which call was still running when a test ran into its own timeout
// ("Test timed out" names no step). Only CI's printed report is there to read after a run on another machine.
import { afterEach } from 'vitest';
import { recentPlaywrightCalls } from './recent-calls';

afterEach(({ task }) => {
  if (task.result?.state !== 'fail') return;
  const calls = recentPlaywrightCalls();
  if (calls) throw new Error(`(diagnostics, not a second failure) the last Playwright calls of this file:\n${calls}`);
});
