/**
 * The SMTP transport of SMTP_URL, through nodemailer: smtps:// is TLS from
 * the first byte; smtp:// to another machine must upgrade with STARTTLS or
 * sends nothing (`requireTLS`), so neither the mail nor the password ever
 * crosses the network in clear text, even when a relay (or someone in the
 * middle) does not offer STARTTLS. Only a relay on this machine (a local
 * Postfix, a mail catcher) may be spoken to in clear text.
 */
import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { MailTransport, StoredMail } from './outbox';

/** The envelope sender (the From header is in the stored message). */
export const ENVELOPE_FROM = 'no-reply@velvet.local';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '::1']);

/** The nodemailer options SMTP_URL stands for (smtp:// or smtps://, user:password@host:port). */
export function smtpOptions(url: string, timeoutMs = 10_000): SMTPTransport.Options {
  const target = new URL(url);
  if (target.protocol !== 'smtp:' && target.protocol !== 'smtps:') throw new Error(`SMTP_URL must start with smtp:// or smtps://, got ${target.protocol}`);
  const secure = target.protocol === 'smtps:';
  const host = target.hostname.replace(/^\[(.*)\]$/, '$1');
  const user = decodeURIComponent(target.username);
  return {
    host,
    port: Number(target.port) || (secure ? 465 : 25),
    secure,
    requireTLS: !secure && !LOOPBACK_HOSTS.has(host),
    ...(user ? { auth: { user, pass: decodeURIComponent(target.password) } } : {}),
    name: 'velvet.local',
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  };
}

/** A transport sending every stored mail as it was written to the outbox (the .eml), through the relay of `options`. */
export function smtpTransport(options: SMTPTransport.Options): MailTransport & { close(): void } {
  const transporter = nodemailer.createTransport(options);
  return {
    name: 'smtp',
    async deliver(mail: StoredMail, eml: string) {
      if (/[\r\n<>]/.test(mail.to)) throw new Error(`SMTP: refusing the recipient ${JSON.stringify(mail.to)}`);
      await transporter.sendMail({ envelope: { from: ENVELOPE_FROM, to: [mail.to] }, raw: eml });
    },
    close: () => transporter.close(),
  };
}

/** The transport the configured SMTP_URL selects, or undefined for the file-only outbox. */
export function configuredMailTransport(smtpUrl: string | null): (MailTransport & { close(): void }) | undefined {
  return smtpUrl ? smtpTransport(smtpOptions(smtpUrl)) : undefined;
}
