import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { installErrorHandler } from '../../http/errors';
import { loggerRoutes } from './logger';

async function appWithLogs(logs: string[]) {
  const app = Fastify({ logger: { level: 'info', stream: { write: (line: string) => logs.push(line) } } });
  installErrorHandler(app);
  await app.register(loggerRoutes);
  return app;
}

// spec 000 §7: "logger/browserOnline (status); logger/websocketConnectionError (connectionAttempt, error,
// errorCode, errorReason, websocketType); logger/vxmessengerError (message); tracker/trackActorProfileVisit
// (actorName); tracker/track (eventContext, eventAction, eventData)".
describe('logger and tracker routes', () => {
  it.each([
    ['logger/browserOnline', { status: 'offline' }],
    ['logger/websocketConnectionError', { connectionAttempt: 3, error: 'connectionClosed', errorCode: 1006, errorReason: '', websocketType: 'realtime' }],
    ['logger/vxmessengerError', { message: 'channel list failed' }],
    ['tracker/trackActorProfileVisit', { actorName: 'Mia' }],
    ['tracker/track', { eventContext: 'presence', eventAction: 'leave', eventData: null }],
    ['tracker/track', { eventContext: 'presence', eventAction: 'comeback', eventData: { at: 5 } }],
  ])('%s accepts a valid body and logs it', async (path, body) => {
    const logs: string[] = [];
    const app = await appWithLogs(logs);
    const res = await app.inject({ method: 'POST', url: `/${path}?lang=en`, payload: body });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const line = logs.map((l) => JSON.parse(l) as { client?: unknown }).find((l) => l.client);
    expect(line?.client).toEqual(body);
    await app.close();
  });

  it.each([
    ['logger/browserOnline', { status: 'maybe' }, 'body.status'],
    ['logger/websocketConnectionError', { connectionAttempt: 1, error: 'x', errorCode: 9000, errorReason: '', websocketType: 'realtime' }, 'body.errorCode'],
    ['tracker/track', { eventContext: 'presence', eventAction: 'leave', eventData: 'text' }, 'body.eventData'],
    ['tracker/track', { eventContext: 'presence', eventAction: 'leave' }, 'body'],
    // spec 002 §5: only events of the proper kind: an empty context, action or actor name is none.
    ['tracker/track', { eventContext: '', eventAction: 'leave', eventData: null }, 'body.eventContext'],
    ['tracker/trackActorProfileVisit', { actorName: '' }, 'body.actorName'],
  ])('%s refuses %j with a 400 naming the field', async (path, body, field) => {
    const app = await appWithLogs([]);
    const res = await app.inject({ method: 'POST', url: `/${path}`, payload: body });
    expect(res.statusCode).toBe(400);
    expect((res.json() as { field?: string }).field).toContain(field);
    await app.close();
  });
});
