/**
 * issue 16 §5: "nothing of Velvet reaches a Terciopelo guest: mails (subject, body, sender), overlay,
 * 3-D Secure popup origin [...]. A test crawls every page, modal and mail of the white label and fails
 * on 'Velvet'." The mails and the 3-D Secure page here, through the real routes on SQLite and PostgreSQL;
 * the pages, modals, overlay and popup in Chromium (tests/e2e/white-label-leaks.test.ts).
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CARDS } from '../money/payment-provider';
import type { StoredMail } from '../mail/outbox';
import { buildTestApps, createTestDatabase, POSTGRES_URL, type TestApps, type TestDatabase } from '../test/harness';
import { randomIp, sessionCookieOf, SIGN_UP_CONFIRMATIONS } from '../test/guests';

const SITE = 'http://site.test:8080';
const WHITE_LABEL = 'http://white-label.test:8082';
const HOST = { site: 'site.test:8080', whiteLabel: 'white-label.test:8082' } as const;

/** Every mention of the platform's name in a text, with a little context, for a failure that shows where. */
function velvetIn(what: string, text: string): string[] {
  return [...text.matchAll(/.{0,30}velvet.{0,30}/gis)].map((match) => `${what}: …${match[0]}…`);
}

function brandMailSuite(dialect: 'sqlite' | 'postgres') {
  let database: TestDatabase;
  let apps: TestApps;
  let counter = 0;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    apps = await buildTestApps(database, 0.02);
    Object.assign(apps.context.origins, { site: SITE, whiteLabel: WHITE_LABEL });
  });
  afterAll(async () => {
    await apps?.close();
    await database?.dispose();
  });

  const post = (app: FastifyInstance, host: string, url: string, payload: object, cookie?: string) =>
    app.inject({ method: 'POST', url: `/rest/v1/${url}`, remoteAddress: randomIp(), headers: { host, ...(cookie ? { cookie } : {}) }, payload });

  /** A new member signed up on `host` in `lang`; its address is unique to the test. */
  const signUp = async (app: FastifyInstance, host: string, lang: string) => {
    counter += 1;
    const email = `brand${counter}.${dialect}@example.com`;
    const answer = await post(app, host, `guest/signup?lang=${lang}`, { name: `brand_${dialect}_${counter}`, email, password: 'correct-horse-1', ...SIGN_UP_CONFIRMATIONS });
    expect(answer.statusCode).toBe(200);
    const body = answer.json() as { data: { id: string } };
    return { email, guestId: body.data.id, cookie: sessionCookieOf(answer)! };
  };

  /** The stored mail (JSON) and its .eml file to `to` whose subject matches; mails go out after the answer, so it is awaited. */
  const mailTo = async (to: string, subject: RegExp): Promise<{ mail: StoredMail; eml: string }> => {
    const dir = join(database.config.dataDir, 'outbox');
    for (let attempt = 0; attempt < 200; attempt += 1) {
      for (const name of (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith('.json'))) {
        const mail = JSON.parse(await readFile(join(dir, name), 'utf8')) as StoredMail;
        if (mail.to === to && subject.test(mail.subject)) return { mail, eml: await readFile(join(dir, name.replace(/\.json$/, '.eml')), 'utf8') };
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`expected a mail to ${to} with a subject like ${subject}, got none in ${dir}`);
  };

  /** Everything a guest sees of a mail: sender, subject, text, links and the raw message with its headers. */
  const leaks = ({ mail, eml }: { mail: StoredMail; eml: string }) => [
    ...velvetIn('From', mail.from), ...velvetIn('Subject', mail.subject), ...velvetIn('text', mail.text),
    ...velvetIn('links', mail.links.join(' ')), ...velvetIn('eml', eml),
  ];

  it.each([
    ['es', /Confirma tu dirección/, '¡Bienvenido a Terciopelo!', '/es/'],
    ['en', /Please confirm/, 'Welcome to Terciopelo!', '/en/'],
  ])('the sign-up mail of a Terciopelo guest (%s) comes from Terciopelo, names it and links to its origin', async (lang, subject, welcome, prefix) => {
    const { email } = await signUp(apps.whiteLabel, HOST.whiteLabel, lang);
    const found = await mailTo(email, subject);
    expect(found.mail.from).toBe('Terciopelo <no-reply@terciopelo.example>');
    expect(found.mail.text).toContain(welcome);
    expect(found.mail.links.every((link) => link.startsWith(`${WHITE_LABEL}${prefix}`))).toBe(true);
    expect(leaks(found)).toEqual([]);
  });

  it('the password-reset mail of a Terciopelo guest comes from Terciopelo and names nothing of Velvet', async () => {
    const { email } = await signUp(apps.whiteLabel, HOST.whiteLabel, 'es');
    expect((await post(apps.whiteLabel, HOST.whiteLabel, 'guest/passwordLost?lang=es', { email })).statusCode).toBe(200);
    const found = await mailTo(email, /Restablecer la contraseña/);
    expect(found.mail.from).toBe('Terciopelo <no-reply@terciopelo.example>');
    expect(found.mail.links[0]).toMatch(`${WHITE_LABEL}/es/restablecer-contrasena/?token=`);
    expect(leaks(found)).toEqual([]);
  });

  it('a video recommended from Terciopelo comes from Terciopelo, names it and links to its origin', async () => {
    const guest = await signUp(apps.whiteLabel, HOST.whiteLabel, 'es');
    // issue 11 A12: only a verified sender may mail any address.
    await database.handle.db.updateTable('guests').set({ email_verified_at: new Date().toISOString() }).where('id', '=', guest.guestId).execute();
    const video = await database.handle.db.selectFrom('videos').select('id').orderBy('id').executeTakeFirstOrThrow();
    const to = `friend.${dialect}@example.com`;
    const answer = await post(apps.whiteLabel, HOST.whiteLabel, 'guest/sendVideoShareEmail?lang=es', { recipient: to, videoId: video.id, guestId: guest.guestId }, guest.cookie);
    expect(answer.json()).toEqual({ status: 'OK' });
    const found = await mailTo(to, /te recomienda un vídeo/);
    expect(found.mail.from).toBe('Terciopelo <no-reply@terciopelo.example>');
    expect(found.mail.text).toContain('en Terciopelo:');
    expect(found.mail.links[0]).toMatch(`${WHITE_LABEL}/es/amateur/`);
    expect(leaks(found)).toEqual([]);
  });

  // The control: the same routes on the site still send Velvet's mail, so the checks above can tell the brands apart.
  it('the sign-up mail of a Velvet guest comes from Velvet', async () => {
    const { email } = await signUp(apps.site, HOST.site, 'de');
    const found = await mailTo(email, /Bitte bestätige/);
    expect(found.mail.from).toBe('Velvet <no-reply@velvet.local>');
    expect(found.mail.text).toContain('Willkommen bei Velvet!');
  });

  // "3-D Secure popup origin": the sandbox's challenge page opens on the origin the guest paid on.
  it.each([
    ['whiteLabel', HOST.whiteLabel, WHITE_LABEL],
    ['site', HOST.site, SITE],
  ] as const)('a 3-D Secure payment on the %s opens its challenge page on that origin', async (app, host, origin) => {
    const guest = await signUp(apps[app], host, 'es');
    const pending = await post(apps[app], host, 'payment/topup?lang=es', { amountEuros: 20, card: { number: SANDBOX_CARDS.requires3ds, expiry: '12/39', cvc: '123' }, idempotencyKey: `brand-3ds-${dialect}-${app}` }, guest.cookie);
    expect(pending.statusCode).toBe(202);
    const { challengeUrl } = pending.json() as { challengeUrl: string };
    expect(challengeUrl).toMatch(new RegExp(`^${origin}/rest/v1/payment/sandbox3ds/3ds_`));
    // The page is there on that origin (the popup shows it), and says nothing of Velvet on the white label.
    const page = await apps[app].inject({ method: 'GET', url: challengeUrl.slice(origin.length), headers: { host } });
    expect(page.statusCode).toBe(200);
    if (app === 'whiteLabel') expect(velvetIn('challenge page', page.body)).toEqual([]);
  });
}

describe('white-label mails and 3-D Secure page (SQLite)', () => brandMailSuite('sqlite'));
describe.skipIf(!POSTGRES_URL)('white-label mails and 3-D Secure page (PostgreSQL)', () => brandMailSuite('postgres'));
