/**
 * Frames written straight to the TCP socket (frames.ts) must read, for a real
 * WebSocket client, exactly like ws's own: every length encoding, text that
 * is not ASCII, and in order with frames ws writes itself (a message, then
 * the close handshake).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { eventTail, eventTextFrame, textFrame, writeFrame } from './frames';

let server: Server | null = null;
afterEach(async () => {
  await new Promise((done) => (server ? server.close(done) : done(undefined)));
  server = null;
});

/** Upgrades the first client as routes.ts does (no permessage-deflate) and hands `serve` the ws and its TCP socket. */
async function serveOne(serve: (socket: WebSocket, wire: Socket) => void): Promise<string> {
  const wss = new WebSocketServer({ noServer: true, perMessageDeflate: false });
  server = createServer();
  server.on('upgrade', (request, wire: Socket, head) => wss.handleUpgrade(request, wire, head, (socket) => serve(socket, wire)));
  await new Promise<void>((listening) => server!.listen(0, '127.0.0.1', listening));
  return `ws://127.0.0.1:${(server.address() as AddressInfo).port}/`;
}

/** Everything a real client receives until the close, and the close code and reason. */
function receiveAll(url: string): Promise<{ messages: string[]; code: number; reason: string }> {
  return new Promise((resolve, reject) => {
    const client = new WebSocket(url, { perMessageDeflate: false });
    const messages: string[] = [];
    client.on('message', (data, isBinary) => messages.push(isBinary ? '<binary>' : String(data)));
    client.on('close', (code, reason) => resolve({ messages, code, reason: String(reason) }));
    client.on('error', reject);
  });
}

describe('frames written to the TCP socket', () => {
  it('reach a ws client intact at every length encoding (7-bit, 16-bit, 64-bit), in order with ws\'s own frames', async () => {
    const short = 'hi';
    const medium = `{"text":"${'m'.repeat(300)}"}`;
    const long = `{"text":"${'l'.repeat(70_000)}"}`;
    const url = await serveOne((socket, wire) => {
      writeFrame(wire, textFrame(short));
      socket.send('from ws');
      writeFrame(wire, textFrame(medium));
      writeFrame(wire, textFrame(long));
      socket.close(4001, '{"retryAfterMs":5}');
    });
    const received = await receiveAll(url);
    expect(received.messages).toEqual([short, 'from ws', medium, long]);
    expect(received).toMatchObject({ code: 4001, reason: '{"retryAfterMs":5}' });
  });

  it('carry multi-byte UTF-8 whole: the length counts bytes, not characters', async () => {
    const text = JSON.stringify({ name: 'Grüße aus Köln 🙂', note: 'ñ'.repeat(100) });
    const url = await serveOne((socket, wire) => {
      writeFrame(wire, textFrame(text));
      socket.close(1000);
    });
    const received = await receiveAll(url);
    expect(received.messages).toEqual([text]);
  });

  it('event frames carry the seq and the event JSON encoded once, for any number of sockets', async () => {
    const event = { type: 'balance', balance: { coins: 12 }, actorName: 'Señorita Émilie' };
    const tail = eventTail(JSON.stringify(event));
    const url = await serveOne((socket, wire) => {
      for (const seq of [1, 2, 10, 123_456]) writeFrame(wire, eventTextFrame(seq, tail));
      socket.close(1000);
    });
    const received = await receiveAll(url);
    expect(received.messages.map((message) => JSON.parse(message))).toEqual(
      [1, 2, 10, 123_456].map((seq) => ({ type: 'event', seq, event })),
    );
  });

  it('writeFrame refuses a socket that can no longer take writes instead of throwing', async () => {
    let refused: boolean | null = null;
    const url = await serveOne((socket, wire) => {
      wire.destroy();
      refused = !writeFrame(wire, textFrame('too late'));
    });
    const received = await receiveAll(url);
    expect(refused).toBe(true);
    expect(received.messages).toEqual([]);
    expect(received.code).toBe(1006);
  });
});
