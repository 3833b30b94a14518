/**
 * The last Playwright calls of this file's browser ("=> page.goto started", "<= page.goto succeeded"),
 * with the seconds since the file's server started. A test that runs into its own timeout names no step; a
 * call that started and never ended does (setup-failure-calls.ts prints them for a failed test). Its own
 * module, so the setup file does not load the server.
 */
const recentCalls: string[] = [];
const RECENT_CALLS_KEPT = 60;
let callsSince = Date.now();

export function startRecordingCalls() {
  recentCalls.length = 0;
  callsSince = Date.now();
}

export function recordCall(message: string) {
  recentCalls.push(`${((Date.now() - callsSince) / 1000).toFixed(1).padStart(7)} s  ${message}`);
  if (recentCalls.length > RECENT_CALLS_KEPT) recentCalls.shift();
}

export const recentPlaywrightCalls = () => recentCalls.join('\n');
