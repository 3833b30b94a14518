/** The SMTP transport against a scripted in-process SMTP server (no TLS: plain smtp:// to localhost). */
import { once } from 'node:events';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { smtpTransport } from './smtp';
import { toEml, type StoredMail } from './outbox';

const MAIL: StoredMail = { id: 'm1', from: 'Velvet <no-reply@velvet.local>', to: 'anna@example.com', subject: 'Hi', text: 'Line one\n.starts with a dot\nbye', links: [], createdAt: '2030-01-01T00:00:00.000Z' };

/** A fake SMTP server recording the commands; `reject` makes one command fail. */
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

describe('smtpTransport', () => {
  it('authenticates, sends the message dot-stuffed and quits', async () => {
    const fake = await fakeServer();
    running = fake.server;
    await smtpTransport(`smtp://user:p%40ss@127.0.0.1:${fake.port}`).deliver(MAIL, toEml(MAIL));
    expect(fake.commands.map((c) => c.split(' ')[0])).toEqual(['EHLO', 'AUTH', 'MAIL', 'RCPT', 'DATA', 'QUIT']);
    expect(fake.commands[1]).toBe(`AUTH PLAIN ${Buffer.from('\0user\0p@ss').toString('base64')}`);
    expect(fake.commands[3]).toBe('RCPT TO:<anna@example.com>');
    expect(fake.data()).toContain('\n..starts with a dot\n');
    expect(fake.data()).toContain('To: anna@example.com');
  });

  it('fails naming the command and the reply when the server refuses', async () => {
    const fake = await fakeServer({ command: 'RCPT', reply: '550 no such user' });
    running = fake.server;
    await expect(smtpTransport(`smtp://127.0.0.1:${fake.port}`).deliver(MAIL, toEml(MAIL))).rejects.toThrow('SMTP RCPT: expected 250, got 550 no such user');
  });

  it('rejects a URL of another scheme and a recipient with line breaks', async () => {
    expect(() => smtpTransport('http://x')).toThrow('SMTP_URL must start with smtp:// or smtps://');
    await expect(smtpTransport('smtp://127.0.0.1:1').deliver({ ...MAIL, to: 'a@b.cd\r\nRCPT TO:<x@y.z>' }, '')).rejects.toThrow('refusing the recipient');
  });
});
