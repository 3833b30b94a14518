/**
 * What every site's plugins share: the configuration, the database and the
 * repositories built on it, the token secret and the allowed origins.
 */
import type { FastifyRequest } from 'fastify';
import { normalizeLanguage, type Language } from '../sdk/config';
import type { ServerConfig } from './config';
import type { DatabaseHandle } from './db/database';
import { newDevKey } from './http/dev-only';
import { createImageRepository, type ImageRepository } from './repositories/images';
import { createPerformerRepository, type PerformerRepository } from './repositories/performers';
import { createVideoRepository, type VideoRepository } from './repositories/videos';

export interface AppContext {
  config: ServerConfig;
  database: DatabaseHandle;
  performers: PerformerRepository;
  videos: VideoRepository;
  images: ImageRepository;
  tokenSecret: string;
  /** Opens the development pages (server/http/dev-only.ts); random per start, printed in the start log. */
  devKey: string;
  /** Filled once the listeners know their ports (tests listen on port 0). */
  origins: { site: string; overlay: string; whiteLabel: string; examples: string };
}

/** Builds the shared context; origins are placeholders until the listeners start. */
export function createContext(config: ServerConfig, database: DatabaseHandle, tokenSecret: string): AppContext {
  const origin = (port: number) => `http://${publicHost(config.host)}:${port}`;
  return {
    config,
    database,
    performers: createPerformerRepository(database.db),
    videos: createVideoRepository(database.db),
    images: createImageRepository(database.db),
    tokenSecret,
    devKey: newDevKey(),
    origins: {
      site: origin(config.ports.site),
      overlay: origin(config.ports.overlay),
      whiteLabel: origin(config.ports.whiteLabel),
      examples: origin(config.ports.examples),
    },
  };
}

/** A wildcard bind address is not something a browser can open: use localhost in URLs. */
export function publicHost(host: string): string {
  return host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
}

/**
 * The guest's country: the edge proxy (load balancer or CDN) sets
 * x-velvet-country from the client IP; without it, the configured default.
 */
export function guestCountry(request: FastifyRequest, context: AppContext): string {
  const header = request.headers['x-velvet-country'];
  const value = (Array.isArray(header) ? header[0] : header)?.trim().toUpperCase();
  return value && /^[A-Z]{2}$/.test(value) ? value : context.config.defaultCountry;
}

/** spec 000 §1: "An unknown language falls back to English." */
export function requestLanguage(request: FastifyRequest): Language {
  return normalizeLanguage((request.query as { lang?: string } | undefined)?.lang);
}
