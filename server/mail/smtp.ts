/**
 * A minimal SMTP transport over node:net / node:tls (no dependency): EHLO,
 * STARTTLS when offered on smtp://, implicit TLS on smtps://, AUTH PLAIN from
 * the URL's user info (only over TLS, or to localhost), MAIL FROM, RCPT TO,
 * DATA with dot-stuffing, QUIT. Enough for a relay such as Postfix or a
 * provider's submission port; anything fancier belongs to a real mail library.
 */
import { connect as netConnect, type Socket } from 'node:net';
import { connect as tlsConnect, type TLSSocket } from 'node:tls';
import type { MailTransport, StoredMail } from './outbox';

/** Reads SMTP replies (possibly multi-line: "250-..." then "250 ...") from a socket. */
function replyReader(socket: Socket | TLSSocket) {
  let buffer = '';
  const waiting: ((reply: { code: number; lines: string[] }) => void)[] = [];
  const ready: { code: number; lines: string[] }[] = [];
  let lines: string[] = [];
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    buffer += chunk;
    let end: number;
    while ((end = buffer.indexOf('\r\n')) >= 0) {
      const line = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      lines.push(line.slice(4));
      if (line[3] !== '-') {
        const reply = { code: Number(line.slice(0, 3)), lines };
        lines = [];
        const next = waiting.shift();
        if (next) next(reply);
        else ready.push(reply);
      }
    }
  });
  return () => new Promise<{ code: number; lines: string[] }>((resolve) => {
    const reply = ready.shift();
    if (reply) resolve(reply);
    else waiting.push(resolve);
  });
}

/** A transport that sends every mail to the SMTP server of `url` (smtp:// or smtps://, user:password@host:port). */
export function smtpTransport(url: string, timeoutMs = 10_000): MailTransport {
  const target = new URL(url);
  if (target.protocol !== 'smtp:' && target.protocol !== 'smtps:') throw new Error(`SMTP_URL must start with smtp:// or smtps://, got ${target.protocol}`);
  const implicitTls = target.protocol === 'smtps:';
  const host = target.hostname;
  const port = Number(target.port) || (implicitTls ? 465 : 25);
  const user = decodeURIComponent(target.username);
  const password = decodeURIComponent(target.password);
  const local = host === 'localhost' || host === '127.0.0.1' || host === '::1';

  return {
    name: 'smtp',
    async deliver(mail: StoredMail, eml: string) {
      if (/[\r\n<>]/.test(mail.to)) throw new Error(`SMTP: refusing the recipient ${JSON.stringify(mail.to)}`);
      const open = () => new Promise<Socket | TLSSocket>((resolve, reject) => {
        const socket = implicitTls ? tlsConnect({ host, port, servername: host }, () => resolve(socket)) : netConnect({ host, port }, () => resolve(socket));
        socket.once('error', reject);
      });
      let socket = await open();
      socket.setTimeout(timeoutMs, () => socket.destroy(new Error(`SMTP ${host}:${port} timed out after ${timeoutMs} ms`)));
      let read = replyReader(socket);
      let secure = implicitTls;
      const failed = new Promise<never>((_, reject) => socket.once('error', reject));
      failed.catch(() => undefined); // raced below; an error after the last command must not go unhandled
      const command = async (line: string | null, expected: number) => {
        if (line !== null) socket.write(`${line}\r\n`);
        const reply = await Promise.race([read(), failed]);
        if (reply.code !== expected) throw new Error(`SMTP ${line?.split(' ')[0] ?? 'greeting'}: expected ${expected}, got ${reply.code} ${reply.lines.join(' ')}`);
        return reply;
      };
      try {
        await command(null, 220);
        let ehlo = await command('EHLO velvet.local', 250);
        if (!secure && ehlo.lines.some((l) => /^STARTTLS\b/i.test(l))) {
          await command('STARTTLS', 220);
          socket.removeAllListeners('data');
          socket = await new Promise<TLSSocket>((resolve, reject) => {
            const upgraded = tlsConnect({ socket, servername: host }, () => resolve(upgraded));
            upgraded.once('error', reject);
          });
          read = replyReader(socket);
          secure = true;
          ehlo = await command('EHLO velvet.local', 250);
        }
        if (user) {
          if (!secure && !local) throw new Error('SMTP: refusing to send the password over an unencrypted connection');
          await command(`AUTH PLAIN ${Buffer.from(`\0${user}\0${password}`).toString('base64')}`, 235);
        }
        await command('MAIL FROM:<no-reply@velvet.local>', 250);
        await command(`RCPT TO:<${mail.to}>`, 250);
        await command('DATA', 354);
        // Dot-stuffing: a line starting with "." gets a second one, so it cannot end the message early.
        await command(`${eml.replace(/\r\n\./g, '\r\n..').replace(/\r\n$/, '')}\r\n.`, 250);
        await command('QUIT', 221).catch(() => undefined);
      } finally {
        socket.destroy();
      }
    },
  };
}

/** The transport the configured SMTP_URL selects, or undefined for the file-only outbox. */
export function configuredMailTransport(smtpUrl: string | null): MailTransport | undefined {
  return smtpUrl ? smtpTransport(smtpUrl) : undefined;
}
