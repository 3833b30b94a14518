/**
 * The brand config files the server serves (issue 16 §5: "A third brand is one config file"). The
 * files are data: read from disk and checked by sdk's parseBrandConfig, never imported, so the
 * server needs no code of white-label/ and a new brand needs no build.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseBrandConfig, type BrandConfig } from '../../sdk/brands';

/** white-label/brands/ of this checkout: the brands the repository ships. */
export const BRAND_DIR = fileURLToPath(new URL('../../white-label/brands/', import.meta.url));

/** A brand's file path from a setting: a bare id names a file in BRAND_DIR, anything else is a path. */
export function brandFilePath(setting: string): string {
  return /^[a-z][a-z0-9-]*$/.test(setting) ? resolve(BRAND_DIR, `${setting}.json`) : resolve(setting);
}

/** Reads and checks one brand file; throws BrandConfigError (or the read's error) naming the file. */
export function loadBrandFile(path: string): BrandConfig {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`Brand config ${path}: expected a readable JSON file, got ${error instanceof Error ? error.message : String(error)}`);
  }
  return parseBrandConfig(parsed, path);
}
