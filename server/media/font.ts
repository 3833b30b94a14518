/**
 * A font for the clips' initials and time code. Debian's fonts-dejavu-core
 * and fonts-liberation (both come with Chromium) are looked for first, then
 * whatever fontconfig knows. None at all is fine: the clips then show shapes
 * only (clip-command.ts leaves drawtext out).
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const KNOWN_FONTS = [
  '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
  '/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf',
  '/usr/share/fonts/truetype/liberation2/LiberationSans-Bold.ttf',
  '/usr/share/fonts/dejavu/DejaVuSans-Bold.ttf',
  '/usr/share/fonts/TTF/DejaVuSans-Bold.ttf',
  '/usr/share/fonts/truetype/noto/NotoSans-Bold.ttf',
  '/Library/Fonts/Arial Bold.ttf',
  '/System/Library/Fonts/Supplemental/Arial Bold.ttf',
];

/** A usable font file, or null. */
export function findFontFile(): string | null {
  const known = KNOWN_FONTS.find((path) => existsSync(path));
  if (known) return known;
  return fontconfigFont();
}

function fontconfigFont(): string | null {
  let listing: string;
  try {
    listing = execFileSync('fc-list', ['--format', '%{file}\n', ':lang=en'], { encoding: 'utf8', timeout: 5000, stdio: ['ignore', 'pipe', 'ignore'] });
  } catch {
    return null; // no fontconfig on this machine
  }
  const files = listing.split('\n').filter((path) => /\.(ttf|otf)$/i.test(path) && isQuotable(path) && existsSync(path));
  return files.find((path) => /sans.*bold/i.test(path)) ?? files.find((path) => /sans/i.test(path)) ?? files[0] ?? null;
}

/** drawtext gets the path inside single quotes, where a quote or backslash would end or escape it. */
function isQuotable(path: string): boolean {
  return !/['\\]/.test(path);
}
