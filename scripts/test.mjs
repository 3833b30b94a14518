#!/usr/bin/env node
// `npm test`: every suite in one go, ending with one totals line over all of
// them ("N passed, N failed, N skipped"): vitest (unit, server, e2e),
// size-limit budgets, the strict type check and the import rules.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './chromium.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = (name) => join(root, 'node_modules/.bin', name);
const run = (command, args, options = {}) =>
  spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });

const totals = { passed: 0, failed: 0, skipped: 0 };
const suiteLines = [];
function record(suite, passed, failed, skipped = 0) {
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
  suiteLines.push(`  ${suite}: ${passed} passed, ${failed} failed, ${skipped} skipped`);
}

process.env.VELVET_CHROMIUM = ensureChromium();
if (!process.env.VELVET_TEST_DATABASE_URL) {
  console.log('test: VELVET_TEST_DATABASE_URL not set, the PostgreSQL suites are reported as skipped');
}

if (run('node', ['scripts/build.mjs', '--if-changed']).status !== 0) {
  record('build', 0, 1);
} else {
  mkdirSync(join(root, '.test-data'), { recursive: true });
  const report = join(root, '.test-data/vitest.json');
  run(bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`]);
  if (existsSync(report)) {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    const skipped = (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0);
    // A file that fails to load counts as a failure even though it ran no test.
    const brokenFiles = (json.testResults ?? []).filter(
      (file) => file.status === 'failed' && (file.assertionResults ?? []).length === 0,
    ).length;
    record('vitest', json.numPassedTests ?? 0, (json.numFailedTests ?? 0) + brokenFiles, skipped);
  } else {
    record('vitest', 0, 1);
  }

  const sizes = run(bin('size-limit'), ['--json'], { stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    const checks = JSON.parse(sizes.stdout.toString());
    for (const check of checks) {
      const ok = check.passed !== false;
      console.log(`size-limit: ${ok ? 'ok  ' : 'FAIL'} ${check.name}: ${(check.size / 1000).toFixed(2)} kB gzip of ${(check.sizeLimit / 1000).toFixed(0)} kB`);
    }
    const failed = checks.filter((check) => check.passed === false).length;
    record('size-limit', checks.length - failed, failed);
  } catch {
    console.error(sizes.stdout.toString());
    record('size-limit', 0, 1);
  }
}

const typecheck = run(bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']);
record('typecheck', typecheck.status === 0 ? 1 : 0, typecheck.status === 0 ? 0 : 1);

// DESIGN.md's "never" arrows and no import cycles (.dependency-cruiser.cjs): one suite, passed or failed.
const imports = run('npm', ['run', '--silent', 'lint:imports']);
record('import rules', imports.status === 0 ? 1 : 0, imports.status === 0 ? 0 : 1);

console.log(['', 'Suites:', ...suiteLines].join('\n'));
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed === 0 ? 0 : 1);
