/**
 * The SMTP transport (nodemailer) against a scripted in-process SMTP server
 * that offers no STARTTLS: a relay on this machine gets the mail; a relay on
 * another machine gets nothing, because clear text beyond this machine is
 * refused (issue 11 Part B 1: the old client "sends in clear text to a
 * non-local relay without STARTTLS").
 */
import { once } from 'node:events';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { smtpOptions, smtpTransport } from './smtp';
import { toEml, type StoredMail } from './outbox';

const MAIL: StoredMail = { id: 'm1', from: 'Velvet <no-reply@velvet.local>', to: 'anna@example.com', subject: 'Hi', text: 'Line one\n.starts with a dot\nbye', links: [], createdAt: '2030-01-01T00:00:00.000Z' };

/** A fake SMTP server without STARTTLS recording the commands; `reject` makes one command fail. */
async function fakeServer(reject?: { command: string; reply: string }) {
  const commands: string[] = [];
  let data = '';
  const server: Server = createServer((socket) => {
    socket.setEncoding('utf8');
    socket.write('220 fake ESMTP\r\n');
    let inData = false;
    let buffer = '';
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') { inData = false; socket.write('250 queued\r\n'); } else data += `${line}\n`;
          continue;
        }
        commands.push(line);
        const verb = line.split(' ')[0]!.toUpperCase();
        if (reject && verb === reject.command) socket.write(`${reject.reply}\r\n`);
        else if (verb === 'EHLO') socket.write('250-fake\r\n250 AUTH PLAIN\r\n');
        else if (verb === 'STARTTLS') socket.write('502 5.5.1 STARTTLS not offered\r\n');
        else if (verb === 'AUTH') socket.write('235 ok\r\n');
        else if (verb === 'DATA') { inData = true; socket.write('354 go\r\n'); }
        else if (verb === 'QUIT') { socket.write('221 bye\r\n'); socket.end(); }
        else socket.write('250 ok\r\n');
      }
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { server, port: (server.address() as AddressInfo).port, commands, data: () => data };
}

let running: Server | undefined;
afterEach(() => running?.close());

describe('smtpOptions (SMTP_URL)', () => {
  it.each([
    ['a relay on another machine must use STARTTLS', 'smtp://relay.example:587', { host: 'relay.example', port: 587, secure: false, requireTLS: true }],
    ['the port defaults to 25', 'smtp://relay.example', { port: 25, requireTLS: true }],
    ['smtps:// is TLS from the first byte, on 465 by default', 'smtps://relay.example', { port: 465, secure: true, requireTLS: false }],
    ['localhost may be spoken to in clear text', 'smtp://localhost:1025', { host: 'localhost', requireTLS: false }],
    ['127.0.0.1 too', 'smtp://127.0.0.1:2525', { requireTLS: false }],
    ['and ::1', 'smtp://[::1]:25', { host: '::1', requireTLS: false }],
  ])('%s', (_name, url, expected) => {
    expect(smtpOptions(url)).toMatchObject(expected);
  });

  it('takes the credentials from the URL (percent-decoded), and none when it has none', () => {
    expect(smtpOptions('smtp://user:p%40ss@relay.example:587').auth).toEqual({ user: 'user', pass: 'p@ss' });
    expect(smtpOptions('smtp://relay.example:587').auth).toBeUndefined();
  });

  it('rejects a URL of another scheme', () => {
    expect(() => smtpOptions('http://x')).toThrow('SMTP_URL must start with smtp:// or smtps://');
  });
});

describe('smtpTransport', () => {
  it('refuses to send mail or a password to a relay on another machine that offers no STARTTLS', async () => {
    const fake = await fakeServer();
    running = fake.server;
    // The options of a relay on another machine, pointed at the fake one (it stands in for the remote relay or a man in the middle).
    const options = { ...smtpOptions('smtp://user:secret@relay.example:2525'), host: '127.0.0.1', port: fake.port };
    const transport = smtpTransport(options);
    await expect(transport.deliver(MAIL, toEml(MAIL))).rejects.toThrow();
    transport.close();
    const verbs = fake.commands.map((c) => c.split(' ')[0]!.toUpperCase());
    expect(verbs).toContain('STARTTLS');
    for (const verb of ['AUTH', 'MAIL', 'RCPT', 'DATA']) expect(verbs).not.toContain(verb);
    expect(fake.data()).toBe('');
  });

  it('sends to a relay on this machine: authenticates, sends the outbox message dot-stuffed to the recipient', async () => {
    const fake = await fakeServer();
    running = fake.server;
    const transport = smtpTransport(smtpOptions(`smtp://user:p%40ss@127.0.0.1:${fake.port}`));
    await transport.deliver(MAIL, toEml(MAIL));
    transport.close();
    const verbs = fake.commands.map((c) => c.split(' ')[0]!.toUpperCase());
    expect(verbs.filter((v) => v !== 'QUIT')).toEqual(['EHLO', 'AUTH', 'MAIL', 'RCPT', 'DATA']);
    expect(fake.commands[1]).toBe(`AUTH PLAIN ${Buffer.from('\0user\0p@ss').toString('base64')}`);
    expect(fake.commands[2]).toMatch(/^MAIL FROM:<no-reply@velvet\.local>/);
    expect(fake.commands[3]).toBe('RCPT TO:<anna@example.com>');
    expect(fake.data()).toContain('\n..starts with a dot\n');
    expect(fake.data()).toContain('To: anna@example.com');
  });

  it('fails naming the reply when the relay refuses', async () => {
    const fake = await fakeServer({ command: 'RCPT', reply: '550 no such user' });
    running = fake.server;
    const transport = smtpTransport(smtpOptions(`smtp://127.0.0.1:${fake.port}`));
    await expect(transport.deliver(MAIL, toEml(MAIL))).rejects.toThrow('550 no such user');
    transport.close();
  });

  it('refuses a recipient with line breaks before connecting', async () => {
    const transport = smtpTransport(smtpOptions('smtp://127.0.0.1:1'));
    await expect(transport.deliver({ ...MAIL, to: 'a@b.cd\r\nRCPT TO:<x@y.z>' }, '')).rejects.toThrow('refusing the recipient');
    transport.close();
  });
});
