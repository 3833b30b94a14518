// Finds Debian's Chromium for the browser tests. Test tools cannot download
// their own browsers here, so as root we install the distribution package;
// anyone else gets told how.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const DEFAULT_PATH = '/usr/bin/chromium';

/** Returns a Chromium executable path, installing Debian's package as root when missing. */
export function ensureChromium() {
  const wanted = process.env.VELVET_CHROMIUM || DEFAULT_PATH;
  if (existsSync(wanted)) return wanted;
  if (process.env.VELVET_CHROMIUM) {
    fail(`VELVET_CHROMIUM points to ${wanted}, which does not exist.`);
  }
  if (process.getuid?.() !== 0) {
    fail(
      'The browser tests need Chromium at /usr/bin/chromium.\n' +
        '  Install it with:  sudo apt-get update && sudo apt-get install -y chromium\n' +
        '  or point VELVET_CHROMIUM at a Chromium or Chrome binary.',
    );
  }
  console.log('test: installing Debian chromium (apt-get) for the browser tests…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  if (!existsSync(DEFAULT_PATH)) fail('apt-get finished but /usr/bin/chromium is still missing.');
  return DEFAULT_PATH;
}

function fail(message) {
  console.error(`test: ${message}`);
  process.exit(1);
}
