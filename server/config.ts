/**
 * Server configuration, read once from the environment and validated so a
 * typo in a variable stops the start with a message naming the variable.
 */
import { join } from 'node:path';
import { trustedProxyProblem } from './http/client-address';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export interface ServerConfig {
  host: string;
  ports: { site: number; overlay: number; whiteLabel: number; examples: number };
  /** postgres://… selects PostgreSQL; null selects the embedded SQLite file. */
  databaseUrl: string | null;
  /** PostgreSQL schema to work in (tests give each run its own); null = the role's default search_path. */
  databaseSchema: string | null;
  /** SQLite file used when databaseUrl is null. */
  sqliteFile: string;
  /** Redis for the realtime fan-out between processes and the shared rate limits (server/plugins/redis.ts); null keeps both in memory. */
  redisUrl: string | null;
  /** smtp:// or smtps:// URL of the mail relay; null keeps mail in the outbox files only. */
  smtpUrl: string | null;
  dataDir: string;
  logLevel: LogLevel;
  /** Guest country for loopback, private and unknown addresses (no GeoIP entry and no trusted proxy's x-velvet-country). */
  defaultCountry: string;
  /** VELVET_TRUSTED_PROXIES: IPs, CIDR ranges or proxy-addr names whose X-Forwarded-For and x-velvet-country are believed; empty = nobody's. */
  trustedProxies: string[];
  /** Seed of the demo catalog's PRNG: same seed, same catalog. */
  seed: number;
  /** Fraction of the full demo catalog to seed (1 = 400 performers, 5,000 videos, 800 albums). */
  seedScale: number;
  distDir: string;
  examplesDir: string;
  /** HS256 secret of access tokens; null = generated once and kept in dataDir. */
  tokenSecret: string | null;
  /** Runs the demo performer simulator (issue 4 §7); VELVET_SIMULATOR=off switches it off (tests do). */
  simulator: boolean;
  /**
   * VELVET_PAGE_CACHE_MS: how long a page rendered for visitors without a session is served to the next
   * ones as it is (server/sites/render-cache.ts), and as long again while one render replaces it; 0 = off.
   */
  pageCacheMs: number;
  /** VELVET_CHAT_MINUTE_MS: the length of one billed chat minute (issue 14 contract §3; tests and bench/live shorten it). */
  chatMinuteMs: number;
  /** NODE_ENV=production: no development pages, and sandbox providers only with VELVET_SANDBOX=on. */
  production: boolean;
  /** The sandbox payment and AVS providers run (the only ones so far): on by default, in production only with VELVET_SANDBOX=on. */
  sandbox: boolean;
  /** Media (issue 13): VELVET_MEDIA_DIR, the clip library's home (default <dataDir>/media); the generator profile (full, or the short test clips); VELVET_MEDIA_GENERATE=off leaves missing clips "preparing" (benches). */
  media: { dir: string; profile: 'full' | 'test'; generate: boolean };
  /**
   * The brand config files of the two brand origins (issue 16 §5: "A third brand is one config file"):
   * VELVET_SITE_BRAND and VELVET_WHITE_LABEL_BRAND, each a brand id of white-label/brands/ or a path to a
   * JSON file (server/brands/brand-files.ts); velvet and terciopelo by default.
   */
  brandFiles: { site: string; whiteLabel: string };
}

/** Thrown with every problem found, one per line, each naming its variable. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  ${problems.join('\n  ')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

/** Reads and validates the configuration; throws ConfigError listing every bad variable. */
export function loadConfig(env: Env = process.env): ServerConfig {
  const problems: string[] = [];
  const text = (name: string): string | null => {
    const value = env[name]?.trim();
    return value ? value : null;
  };
  const port = (name: string, fallback: number): number => {
    const raw = text(name);
    if (raw === null) return fallback;
    const value = Number(raw);
    if (!/^\d+$/.test(raw) || value > 65535) {
      problems.push(`${name} must be a port number from 0 to 65535, got "${raw}"`);
      return fallback;
    }
    return value;
  };
  const number = (name: string, fallback: number, check: (n: number) => boolean, expected: string): number => {
    const raw = text(name);
    if (raw === null) return fallback;
    const value = Number(raw);
    if (!Number.isFinite(value) || !check(value)) {
      problems.push(`${name} must be ${expected}, got "${raw}"`);
      return fallback;
    }
    return value;
  };

  const databaseUrl = text('DATABASE_URL');
  if (databaseUrl !== null && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push(`DATABASE_URL must start with postgres:// or postgresql://, got "${databaseUrl.slice(0, 20)}…"`);
  }
  const databaseSchema = text('VELVET_DB_SCHEMA');
  if (databaseSchema !== null && !/^[a-z_][a-z0-9_]{0,62}$/.test(databaseSchema)) {
    problems.push(`VELVET_DB_SCHEMA must be a lower-case SQL identifier, got "${databaseSchema}"`);
  }
  const logLevel = (text('LOG_LEVEL') ?? 'info') as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) {
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${logLevel}"`);
  }
  const defaultCountry = (text('VELVET_DEFAULT_COUNTRY') ?? 'DE').toUpperCase();
  if (!/^[A-Z]{2}$/.test(defaultCountry)) {
    problems.push(`VELVET_DEFAULT_COUNTRY must be a two-letter country code, got "${defaultCountry}"`);
  }
  const tokenSecret = text('VELVET_TOKEN_SECRET');
  if (tokenSecret !== null && tokenSecret.length < 32) {
    problems.push(`VELVET_TOKEN_SECRET must be at least 32 characters, got ${tokenSecret.length}`);
  }
  const trustedProxies = (text('VELVET_TRUSTED_PROXIES') ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  for (const entry of trustedProxies) {
    const problem = trustedProxyProblem(entry);
    if (problem) problems.push(`VELVET_TRUSTED_PROXIES must list IP addresses or CIDR ranges separated by commas: ${problem}`);
  }
  const smtpUrl = text('SMTP_URL');
  if (smtpUrl && !/^smtps?:\/\/[^/]+/.test(smtpUrl)) {
    problems.push(`SMTP_URL must look like smtp://user:pass@host:587 or smtps://host:465, got "${smtpUrl}"`);
  }
  const simulatorSetting = (text('VELVET_SIMULATOR') ?? 'on').toLowerCase();
  if (simulatorSetting !== 'on' && simulatorSetting !== 'off') {
    problems.push(`VELVET_SIMULATOR must be on or off, got "${simulatorSetting}"`);
  }
  const production = text('NODE_ENV') === 'production';
  const sandboxSetting = (text('VELVET_SANDBOX') ?? (production ? 'off' : 'on')).toLowerCase();
  if (sandboxSetting !== 'on' && sandboxSetting !== 'off') {
    problems.push(`VELVET_SANDBOX must be on or off, got "${sandboxSetting}"`);
  }
  const sandbox = sandboxSetting === 'on';
  const sandboxProblem = sandboxProviderProblem({ production, sandbox });
  if (sandboxProblem && (sandboxSetting === 'on' || sandboxSetting === 'off')) problems.push(sandboxProblem);
  const dataDir = text('VELVET_DATA_DIR') ?? 'data';
  const mediaProfile = (text('VELVET_MEDIA_PROFILE') ?? 'full').toLowerCase();
  if (mediaProfile !== 'full' && mediaProfile !== 'test') problems.push(`VELVET_MEDIA_PROFILE must be full or test, got "${mediaProfile}"`);
  const mediaGenerate = (text('VELVET_MEDIA_GENERATE') ?? 'on').toLowerCase();
  if (mediaGenerate !== 'on' && mediaGenerate !== 'off') problems.push(`VELVET_MEDIA_GENERATE must be on or off, got "${mediaGenerate}"`);
  const config: ServerConfig = {
    host: text('VELVET_HOST') ?? 'localhost',
    ports: {
      site: port('VELVET_PORT', 8080),
      overlay: port('VELVET_OVERLAY_PORT', 8081),
      whiteLabel: port('VELVET_WHITE_LABEL_PORT', 8082),
      examples: port('VELVET_EXAMPLES_PORT', 8083),
    },
    databaseUrl,
    databaseSchema,
    sqliteFile: join(dataDir, 'velvet.sqlite'),
    redisUrl: text('REDIS_URL'),
    smtpUrl,
    dataDir,
    logLevel,
    defaultCountry,
    trustedProxies,
    seed: number('VELVET_SEED', 1, Number.isInteger, 'an integer'),
    seedScale: number('VELVET_SEED_SCALE', 1, (n) => n > 0 && n <= 10, 'a number above 0 and at most 10'),
    distDir: text('VELVET_DIST_DIR') ?? 'dist',
    examplesDir: text('VELVET_EXAMPLES_DIR') ?? 'examples',
    tokenSecret,
    simulator: simulatorSetting !== 'off',
    pageCacheMs: number('VELVET_PAGE_CACHE_MS', 2000, (n) => Number.isInteger(n) && n >= 0 && n <= 60_000, 'whole milliseconds from 0 (off) to 60000'),
    chatMinuteMs: number('VELVET_CHAT_MINUTE_MS', 60_000, (n) => Number.isInteger(n) && n >= 100 && n <= 3_600_000, 'whole milliseconds from 100 to 3600000'),
    production,
    sandbox,
    media: { dir: text('VELVET_MEDIA_DIR') ?? join(dataDir, 'media'), profile: mediaProfile === 'test' ? 'test' : 'full', generate: mediaGenerate !== 'off' },
    brandFiles: { site: text('VELVET_SITE_BRAND') ?? 'velvet', whiteLabel: text('VELVET_WHITE_LABEL_BRAND') ?? 'terciopelo' },
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

/**
 * Why the server must not start with these provider settings, or null. The
 * sandbox providers are the only ones so far: any test card buys coins and
 * anyone can pass the age check, so production runs them only when
 * VELVET_SANDBOX=on says so (a public demo), never by default.
 */
export function sandboxProviderProblem({ production, sandbox }: Pick<ServerConfig, 'production' | 'sandbox'>): string | null {
  if (sandbox) return null;
  return production
    ? 'NODE_ENV=production refuses the sandbox payment and age-verification providers (test cards buy coins, anyone passes the age check) and no real provider is configured: set VELVET_SANDBOX=on to run a public sandbox deliberately'
    : 'VELVET_SANDBOX=off leaves no payment and age-verification provider (no real provider is configured yet): remove it or set VELVET_SANDBOX=on';
}
