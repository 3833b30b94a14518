import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, sandboxProviderProblem } from './config';

describe('loadConfig', () => {
  it('defaults to the four ports of DESIGN.md, SQLite under data/ and guest country DE', () => {
    const config = loadConfig({});
    expect(config.ports).toEqual({ site: 8080, overlay: 8081, whiteLabel: 8082, examples: 8083 });
    expect(config).toMatchObject({ databaseUrl: null, sqliteFile: 'data/velvet.sqlite', defaultCountry: 'DE', seed: 1, distDir: 'dist', tokenSecret: null, redisUrl: null, simulator: true, trustedProxies: [] });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      VELVET_PORT: '9000', VELVET_OVERLAY_PORT: '0', DATABASE_URL: 'postgres://u:p@db/velvet', REDIS_URL: 'redis://cache:6379',
      VELVET_DATA_DIR: '/var/velvet', LOG_LEVEL: 'warn', VELVET_DEFAULT_COUNTRY: 'es', VELVET_SEED: '7',
      VELVET_DIST_DIR: 'build', VELVET_HOST: '0.0.0.0', SMTP_URL: 'smtp://mailer:2525', VELVET_SIMULATOR: 'OFF',
      VELVET_TRUSTED_PROXIES: ' 10.0.0.0/8, 203.0.113.7,2001:db8::/32 ,loopback',
    });
    expect(config).toMatchObject({
      host: '0.0.0.0', databaseUrl: 'postgres://u:p@db/velvet', redisUrl: 'redis://cache:6379', logLevel: 'warn',
      defaultCountry: 'ES', seed: 7, distDir: 'build', sqliteFile: '/var/velvet/velvet.sqlite', smtpUrl: 'smtp://mailer:2525', simulator: false,
      trustedProxies: ['10.0.0.0/8', '203.0.113.7', '2001:db8::/32', 'loopback'],
    });
    expect(config.ports.site).toBe(9000);
    expect(config.ports.overlay).toBe(0);
  });

  it.each([
    [undefined, false],
    ['development', false],
    ['production', true],
  ])('NODE_ENV=%s: production is %s (issue 11: conveniences such as GraphQL introspection are off in production)', (nodeEnv, production) => {
    // VELVET_SANDBOX=on: production refuses the sandbox providers otherwise (tested below).
    expect(loadConfig(nodeEnv === undefined ? {} : { NODE_ENV: nodeEnv, VELVET_SANDBOX: 'on' }).production).toBe(production);
  });

  it.each([
    ['SMTP_URL', 'mail.example:25', 'SMTP_URL must look like smtp://user:pass@host:587 or smtps://host:465, got "mail.example:25"'],
    ['VELVET_PORT', '80a', 'VELVET_PORT must be a port number from 0 to 65535, got "80a"'],
    ['VELVET_EXAMPLES_PORT', '70000', 'VELVET_EXAMPLES_PORT must be a port number from 0 to 65535, got "70000"'],
    ['DATABASE_URL', 'mysql://x', 'DATABASE_URL must start with postgres:// or postgresql://, got "mysql://x…"'],
    ['LOG_LEVEL', 'loud', 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "loud"'],
    ['VELVET_DEFAULT_COUNTRY', 'GER', 'VELVET_DEFAULT_COUNTRY must be a two-letter country code, got "GER"'],
    ['VELVET_SEED', '1.5', 'VELVET_SEED must be an integer, got "1.5"'],
    ['VELVET_SIMULATOR', 'maybe', 'VELVET_SIMULATOR must be on or off, got "maybe"'],
    ['VELVET_TRUSTED_PROXIES', '10.0.0.1, proxy.internal', 'VELVET_TRUSTED_PROXIES must list IP addresses or CIDR ranges separated by commas: "proxy.internal" is not an IP address, a CIDR range or one of loopback, linklocal, uniquelocal'],
    ['VELVET_TRUSTED_PROXIES', '10.0.0.0/33', 'VELVET_TRUSTED_PROXIES must list IP addresses or CIDR ranges separated by commas: "10.0.0.0/33" has a prefix length outside 0 to 32'],
    ['VELVET_TOKEN_SECRET', 'short', 'VELVET_TOKEN_SECRET must be at least 32 characters, got 5'],
  ])('rejects %s=%s naming the variable', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });

  it('lists every problem at once', () => {
    try {
      loadConfig({ VELVET_PORT: 'x', LOG_LEVEL: 'y' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).problems).toHaveLength(2);
    }
  });
});

// Issue 11 §2: "in production the server refuses to start with sandbox providers unless VELVET_SANDBOX=on".
describe('sandbox providers and NODE_ENV=production', () => {
  it('outside production the sandbox providers run by default', () => {
    expect(loadConfig({})).toMatchObject({ production: false, sandbox: true });
  });

  it('NODE_ENV=production without VELVET_SANDBOX=on is refused with a message naming VELVET_SANDBOX', () => {
    for (const env of [{ NODE_ENV: 'production' }, { NODE_ENV: 'production', VELVET_SANDBOX: 'off' }]) {
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow('set VELVET_SANDBOX=on to run a public sandbox deliberately');
    }
  });

  it('NODE_ENV=production with VELVET_SANDBOX=on runs the sandbox deliberately', () => {
    expect(loadConfig({ NODE_ENV: 'production', VELVET_SANDBOX: 'on' })).toMatchObject({ production: true, sandbox: true });
  });

  it.each([
    ['VELVET_SANDBOX', 'yes', 'VELVET_SANDBOX must be on or off, got "yes"'],
    ['VELVET_SANDBOX', 'off', 'VELVET_SANDBOX=off leaves no payment and age-verification provider'],
  ])('rejects %s=%s naming the variable', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });

  it('the same rule guards a config built by hand', () => {
    expect(sandboxProviderProblem({ production: true, sandbox: false })).toContain('VELVET_SANDBOX=on');
    expect(sandboxProviderProblem({ production: true, sandbox: true })).toBeNull();
  });
});

// issue 13 item 1: the clip library lives under the data dir unless VELVET_MEDIA_DIR says otherwise (tests share one).
describe('loadConfig: media', () => {
  it('defaults to <dataDir>/media, the full profile, generating', () => {
    expect(loadConfig({ VELVET_DATA_DIR: '/var/velvet' }).media).toEqual({ dir: '/var/velvet/media', profile: 'full', generate: true });
  });

  it('reads VELVET_MEDIA_DIR, VELVET_MEDIA_PROFILE and VELVET_MEDIA_GENERATE', () => {
    expect(loadConfig({ VELVET_MEDIA_DIR: '/cache/media', VELVET_MEDIA_PROFILE: 'TEST', VELVET_MEDIA_GENERATE: 'off' }).media)
      .toEqual({ dir: '/cache/media', profile: 'test', generate: false });
  });

  it.each([
    ['VELVET_MEDIA_PROFILE', 'small', 'VELVET_MEDIA_PROFILE must be full or test, got "small"'],
    ['VELVET_MEDIA_GENERATE', 'later', 'VELVET_MEDIA_GENERATE must be on or off, got "later"'],
  ])('%s=%s is refused naming the variable', (name, value, problem) => {
    expect(() => loadConfig({ [name]: value })).toThrow(problem);
  });
});
