/**
 * A tiny Cookie / Set-Cookie codec. Why not @fastify/cookie: it decorates the
 * scope it is registered in, and the other helpers call requireGuest() from
 * their own encapsulated plugins, where `reply.setCookie` would not exist.
 * Reading the header and appending Set-Cookie works in every scope.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The value of one cookie from the request's Cookie header, or null. */
export function readCookie(request: FastifyRequest, name: string): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim().replace(/^"(.*)"$/, '$1');
    try {
      return decodeURIComponent(raw);
    } catch {
      return null;
    }
  }
  return null;
}

export interface CookieOptions {
  maxAgeSeconds?: number;
  /** The path the browser sends it to; default / (the media cookie goes to /media/ only). */
  path?: string;
  httpOnly?: boolean;
  /** Secure when the request came over https (directly or via the edge proxy). */
  secure?: boolean;
}

/** Appends a Set-Cookie header (path / unless given, SameSite=Lax); Fastify keeps every set-cookie header. */
export function setCookie(reply: FastifyReply, name: string, value: string, options: CookieOptions = {}): void {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${options.path ?? '/'}`, 'SameSite=Lax'];
  if (options.maxAgeSeconds !== undefined) parts.push(`Max-Age=${options.maxAgeSeconds}`);
  if (options.httpOnly !== false) parts.push('HttpOnly');
  if (options.secure ?? reply.request.protocol === 'https') parts.push('Secure');
  reply.header('set-cookie', parts.join('; '));
}

/** Tells the browser to drop a cookie (set on `path`, default /). */
export function clearCookie(reply: FastifyReply, name: string, path = '/'): void {
  setCookie(reply, name, '', { maxAgeSeconds: 0, path });
}
