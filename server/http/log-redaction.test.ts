import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { redactUrl, requestLogSerializers } from './log-redaction';

describe('request logs carry no credentials', () => {
  it.each([
    ['/rest/v1/guest/session?lang=en&access_token=eyJ.abc.def&v=1', '/rest/v1/guest/session?lang=en&access_token=[redacted]&v=1'],
    ['/vxql?access_token=eyJ.abc.def', '/vxql?access_token=[redacted]'],
    ['/rest/v1/dev/outbox?key=0123abcd', '/rest/v1/dev/outbox?key=[redacted]'],
    ['/rest/v1/videos?monkey=1', '/rest/v1/videos?monkey=1'],
    ['/healthz', '/healthz'],
  ])('%s is logged as %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });

  // spec 000 §6 sends the token in the URL as well; the log line must not keep it.
  it('a Fastify app with these serializers writes no token into its request log', async () => {
    const lines: string[] = [];
    const stream = new Writable({ write(chunk, _encoding, done) { lines.push(String(chunk)); done(); } });
    const app = Fastify({ logger: { level: 'info', stream, serializers: requestLogSerializers } });
    app.get('/rest/v1/guest/session', async () => ({ ok: true }));
    await app.inject({ method: 'GET', url: '/rest/v1/guest/session?lang=en&access_token=eyJ.live.token' });
    await app.close();
    const requestLine = lines.find((line) => line.includes('incoming request'));
    expect(requestLine).toContain('access_token=[redacted]');
    expect(lines.join('')).not.toContain('eyJ.live.token');
  });
});
