/**
 * vitest globalSetup of the server and e2e projects: generates the test
 * profile's clip library once (16 clips of 12 s: the contract's layout, a
 * fraction of the full library's cost) into a cache directory keyed by the
 * generator's source, and hands it to every test server through
 * VELVET_MEDIA_DIR (the harnesses pass it on). A second run finds it complete
 * and costs nothing; two runs at once share the work (media/build-clip.ts).
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, statSync, utimesSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createMediaLibrary } from '../media/library';
import { TEST_PROFILE } from '../media/profile';

const root = fileURLToPath(new URL('../..', import.meta.url));
const GENERATOR_FILES = ['build-clip.ts', 'clip-command.ts', 'clip-look.ts', 'hls.ts', 'profile.ts', 'font.ts'];

/** The cached test library's directory: a change to any generator file makes a new one. */
export function testMediaDir(): string {
  const hash = createHash('sha256');
  for (const file of GENERATOR_FILES) hash.update(readFileSync(join(root, 'server/media', file)));
  return join(root, 'node_modules/.cache/velvet-media', `test-${hash.digest('hex').slice(0, 12)}`);
}

/** Removes libraries of other generator versions that no run used for a day (another checkout may still use one). */
function removeStaleLibraries(current: string): void {
  const parent = dirname(current);
  let names: string[];
  try {
    names = readdirSync(parent);
  } catch {
    return; // no cache yet
  }
  const dayAgo = Date.now() - 24 * 3600 * 1000;
  for (const name of names) {
    const dir = join(parent, name);
    if (name === basename(current) || !name.startsWith('test-')) continue;
    if (statSync(dir).mtimeMs < dayAgo) rmSync(dir, { recursive: true, force: true });
  }
}

export default async function setup(): Promise<void> {
  const mediaDir = testMediaDir();
  removeStaleLibraries(mediaDir);
  const started = performance.now();
  const library = createMediaLibrary({ mediaDir, profile: TEST_PROFILE, log: { info: () => undefined, warn: (message) => console.warn(message) } });
  await library.generate();
  const now = new Date();
  utimesSync(mediaDir, now, now); // in use: removeStaleLibraries of another checkout leaves it alone
  const seconds = (performance.now() - started) / 1000;
  if (seconds > 1) console.log(`media: generated the test clip library in ${seconds.toFixed(1)} s (${mediaDir})`);
  process.env.VELVET_MEDIA_DIR = mediaDir;
  process.env.VELVET_MEDIA_PROFILE = TEST_PROFILE.name;
}
