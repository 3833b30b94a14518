import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError } from './config';
import { startServer } from './main';
import { POSTGRES_URL, testConfig } from './test/harness';

describe('startServer', () => {
  const config = { ...testConfig(), seedScale: 0.05 };
  afterAll(() => rmSync(config.dataDir, { recursive: true, force: true }));

  it('migrates, seeds on the first start only, listens on four ports and closes cleanly', async () => {
    const first = await startServer(config);
    try {
      expect(first.seed.seeded).toBe(true);
      const ports = Object.values(first.urls).map((url) => new URL(url).port);
      expect(new Set(ports).size).toBe(4);
      const health = await fetch(`${first.urls.site}/healthz`);
      expect(await health.json()).toEqual({ ok: true, db: 'sqlite' });
      const overlay = await fetch(first.urls.overlay);
      expect(await overlay.text()).toContain('Velvet payment overlay');
    } finally {
      await first.close();
    }
    await expect(fetch(`${first.urls.site}/healthz`)).rejects.toThrow();

    const second = await startServer(config);
    try {
      expect(second.seed.seeded).toBe(false);
      expect(second.seed.counts.performers).toBe(first.seed.counts.performers);
    } finally {
      await second.close();
    }
  });

  it('prints the mail outbox with this start\'s dev key, and the page answers it from this machine', async () => {
    const server = await startServer(config);
    try {
      expect(server.outboxUrl).toMatch(/\/rest\/v1\/dev\/outbox\?key=[A-Za-z0-9_-]{32}$/);
      expect((await fetch(server.outboxUrl!)).status).toBe(200);
      expect((await fetch(server.outboxUrl!.replace(/key=.*/, 'key=wrong'))).status).toBe(403);
    } finally {
      await server.close();
    }
  });

  // Issue 11 §2: "in production the server refuses to start with sandbox providers unless VELVET_SANDBOX=on".
  it('refuses to start a production config without VELVET_SANDBOX=on, before opening anything', async () => {
    await expect(startServer({ ...config, production: true, sandbox: false })).rejects.toThrow(ConfigError);
    await expect(startServer({ ...config, production: true, sandbox: false })).rejects.toThrow('VELVET_SANDBOX=on');
  });

  it.skipIf(!POSTGRES_URL)('starts on PostgreSQL too', async () => {
    const schema = `velvet_main_${process.pid}`;
    const pgConfig = { ...testConfig({ DATABASE_URL: POSTGRES_URL, VELVET_DB_SCHEMA: schema }), seedScale: 0.02 };
    const server = await startServer(pgConfig);
    try {
      expect(await (await fetch(`${server.urls.site}/healthz`)).json()).toEqual({ ok: true, db: 'postgres' });
    } finally {
      await server.close();
      const { default: pg } = await import('pg');
      const client = new pg.Client({ connectionString: POSTGRES_URL });
      await client.connect();
      await client.query(`drop schema if exists "${schema}" cascade`);
      await client.end();
      rmSync(pgConfig.dataDir, { recursive: true, force: true });
    }
  });
});
