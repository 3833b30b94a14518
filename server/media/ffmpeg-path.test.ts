import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findOnPath } from './ffmpeg-path';

// issue 13 item 1: ffmpeg is "the OS's where present", else the npm package's.
describe('findOnPath', () => {
  const dir = mkdtempSync(join(tmpdir(), 'velvet-path-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const bin = (name: string, mode: number) => {
    mkdirSync(join(dir, name), { recursive: true });
    writeFileSync(join(dir, name, 'ffmpeg'), '#!/bin/sh\n');
    chmodSync(join(dir, name, 'ffmpeg'), mode);
    return join(dir, name);
  };
  const notExecutable = bin('plain', 0o644);
  const executable = bin('exec', 0o755);
  const empty = join(dir, 'empty');
  mkdirSync(empty);

  it.each([
    ['the first executable one', [empty, executable], join(executable, 'ffmpeg')],
    ['skipping one that is not executable', [notExecutable, executable], join(executable, 'ffmpeg')],
    ['none', [empty, notExecutable], null],
    ['none in an empty PATH', [''], null],
  ])('%s', (_, dirs, found) => {
    expect(findOnPath('ffmpeg', dirs.join(delimiter))).toBe(found);
  });
});
