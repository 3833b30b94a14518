// The built files' modification times are read at most once a second (page-render.ts mtimeReader): three stat
// calls per page answer were some 15 % of a cached answer's CPU (issue 12 §1, render p99). A rebuild while the
// server runs must still be picked up, within that second.
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BUILD_CHECK_MS, mtimeReader } from './page-render';

describe('mtimeReader', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('reads the mtime once per interval, then sees a rebuild, and a file that appears or goes', () => {
    const dir = mkdtempSync(join(tmpdir(), 'velvet-build-check-'));
    dirs.push(dir);
    const file = join(dir, 'entry-server.js');
    let clock = 0;
    const mtime = mtimeReader(file, () => clock);
    expect(mtime()).toBeNull();
    writeFileSync(file, 'export {}');
    utimesSync(file, 1_000, 1_000);
    clock = BUILD_CHECK_MS - 1;
    expect(mtime()).toBeNull();
    clock = BUILD_CHECK_MS;
    expect(mtime()).toBe(1_000_000);
    utimesSync(file, 2_000, 2_000);
    clock += BUILD_CHECK_MS - 1;
    expect(mtime()).toBe(1_000_000);
    clock += 1;
    expect(mtime()).toBe(2_000_000);
    rmSync(file);
    clock += BUILD_CHECK_MS;
    expect(mtime()).toBeNull();
  });
});
