/**
 * The mail outbox (issue 3 §1): every mail is written to
 * `${dataDir}/outbox/<stamp>-<id>.eml` plus a `.json` twin the dev page reads,
 * and handed to a MailTransport. Files first, so a mail is never lost to a
 * failing SMTP server and development needs no mail server at all.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface Mail {
  to: string;
  /** The sender: the brand's (sdk/brands brandMailFrom); MAIL_FROM when a mail names none. */
  from?: string;
  subject: string;
  text: string;
  /** Links in the mail, listed on the dev page so a developer can click them. */
  links: string[];
}

export interface StoredMail extends Mail {
  id: string;
  from: string;
  createdAt: string;
}

/** Delivers a stored mail; the file transport does nothing more, an SMTP transport would send it. */
export interface MailTransport {
  readonly name: string;
  deliver(mail: StoredMail, eml: string): Promise<void>;
}

/** Development default: the outbox files are the delivery. */
export const fileTransport: MailTransport = { name: 'file', deliver: async () => {} };

export const MAIL_FROM = 'Velvet <no-reply@velvet.local>';

/** The domain of a From header's address (`Name <a@b.example>` gives b.example). */
function mailDomain(from: string): string {
  return /@([^\s>]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
}

/** Renders an RFC 5322 message (plain text, UTF-8, quoted-printable would be overkill for a dev outbox). */
export function toEml(mail: StoredMail): string {
  const encodedSubject = `=?UTF-8?B?${Buffer.from(mail.subject).toString('base64')}?=`;
  return [
    `From: ${mail.from}`,
    `To: ${mail.to}`,
    `Subject: ${encodedSubject}`,
    `Date: ${new Date(mail.createdAt).toUTCString()}`,
    // The sender's domain, not a fixed one: a white label's mail names nothing of the platform (issue 16 §5).
    `Message-ID: <${mail.id}@${mailDomain(mail.from)}>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
    '',
    mail.text.replace(/\r?\n/g, '\r\n'),
    '',
  ].join('\r\n');
}

export interface Outbox {
  readonly directory: string;
  send(mail: Mail, now?: Date): Promise<StoredMail>;
  list(): Promise<StoredMail[]>;
}

/** An outbox writing under `${dataDir}/outbox` and delivering through `transport`. */
export function createOutbox(dataDir: string, transport: MailTransport = fileTransport): Outbox {
  const directory = join(dataDir, 'outbox');
  return {
    directory,
    async send(mail, now = new Date()) {
      const stored: StoredMail = { ...mail, id: randomUUID(), from: mail.from ?? MAIL_FROM, createdAt: now.toISOString() };
      const base = `${stored.createdAt.replace(/[:.]/g, '-')}-${stored.id}`;
      const eml = toEml(stored);
      await mkdir(directory, { recursive: true });
      await writeFile(join(directory, `${base}.eml`), eml);
      await writeFile(join(directory, `${base}.json`), JSON.stringify(stored, null, 2));
      await transport.deliver(stored, eml);
      return stored;
    },
    async list() {
      const names = await readdir(directory).catch(() => [] as string[]);
      const mails = await Promise.all(
        names.filter((n) => n.endsWith('.json')).map(async (n) => JSON.parse(await readFile(join(directory, n), 'utf8')) as StoredMail),
      );
      return mails.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    },
  };
}
