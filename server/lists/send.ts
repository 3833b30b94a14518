/**
 * Sends a ready answer with its ETag, or 304 Not Modified when the request's If-None-Match names it
 * (RFC 9110 §13.1.2: weak comparison, a list or "*"). The answer is the one built for this request's
 * guest, so its ETag is a hash of what this guest would get: another guest's ETag never matches unless
 * the two answers are the same bytes.
 * Cache-Control: private (a shared cache must not keep an answer that carries a guest's restrictions),
 * no-cache (the browser may keep it but asks again every time: spec 001 §7's "no cache" is kept, the
 * answer is never used unchecked, and an unchanged one costs a 304 without a body).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ReadyAnswer } from './answer-cache';

const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/** True when If-None-Match names `etag` (or is "*"). */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const wanted = opaque(etag);
  return header.split(',').some((tag) => opaque(tag) === wanted);
}

export function sendReady(request: FastifyRequest, reply: FastifyReply, answer: Pick<ReadyAnswer<unknown>, 'body' | 'etag'>): FastifyReply {
  reply.header('ETag', answer.etag);
  reply.header('Cache-Control', 'private, no-cache');
  if (ifNoneMatchHits(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(answer.body);
}
