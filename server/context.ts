/**
 * What every site's plugins share: the configuration, the database and the
 * repositories built on it, the token secret and the allowed origins.
 */
import type { FastifyRequest } from 'fastify';
import pino from 'pino';
import { normalizeLanguage, type Language } from '../sdk/config';
import type { ServerConfig } from './config';
import type { DatabaseHandle } from './db/database';
import { proxyTrust, type ProxyTrust } from './http/client-address';
import { createCountryLookup, requestCountry, type CountryLookup } from './http/country';
import { newDevKey } from './http/dev-only';
import { createImageRepository, type ImageRepository } from './repositories/images';
import { createPerformerRepository, type PerformerRepository } from './repositories/performers';
import { createVideoRepository, POSTGRES_TILE_CACHE_MS, type VideoRepository } from './repositories/videos';
import { queryText } from './http/request-params';
import { catalogInitials } from './media/initials';
import { createMediaLibrary, type MediaLibrary } from './media/library';
import { profileNamed } from './media/profile';
import { createLive } from './live/create';
import type { LiveService } from './live/service';
import type { BrandConfig } from '../sdk/brands';
import { brandFilePath, loadBrandFile } from './brands/brand-files';
import { createListAnswers, type ListAnswers } from './lists/answer-cache';
import { logListenFailure } from './lists/postgres-versions';

export interface AppContext {
  config: ServerConfig;
  database: DatabaseHandle;
  performers: PerformerRepository;
  videos: VideoRepository;
  /** The list routes' kept answers (issue 15 item 9), keyed on the lists' version (migration 029). */
  lists: ListAnswers;
  images: ImageRepository;
  /** The generated clip library (media contract §1); generation is started by startServer, not here. Its state is in memory, so media requests need no database. */
  media: MediaLibrary;
  /** Live streams (issue 14, live contract §2): the access registry, signed stream URLs, the stream state. */
  live: LiveService;
  tokenSecret: string;
  /** Which hops are our proxies (VELVET_TRUSTED_PROXIES) and the GeoIP lookup, loaded on first use. */
  network: { isTrustedProxy: ProxyTrust; countryOf: CountryLookup };
  /** Opens the development pages (server/http/dev-only.ts); random per start, printed in the start log. */
  devKey: string;
  /** Filled once the listeners know their ports (tests listen on port 0). */
  origins: { site: string; overlay: string; whiteLabel: string; examples: string };
  /** The brands of the site and the white-label origins, from their config files (config.brandFiles). */
  brands: { site: BrandConfig; whiteLabel: BrandConfig };
}

/** Builds the shared context; origins are placeholders until the listeners start. */
export function createContext(config: ServerConfig, database: DatabaseHandle, tokenSecret: string): AppContext {
  const origin = (port: number) => `http://${publicHost(config.host)}:${port}`;
  const log = pino({ level: config.logLevel, name: 'velvet' });
  return {
    config,
    database,
    performers: createPerformerRepository(database.db),
    videos: createVideoRepository(database.db, { tileCacheMs: database.dialect === 'postgres' ? POSTGRES_TILE_CACHE_MS : Number.POSITIVE_INFINITY }),
    lists: createListAnswers(database, { onError: logListenFailure(log) }),
    images: createImageRepository(database.db),
    media: createMediaLibrary({
      mediaDir: config.media.dir,
      profile: profileNamed(config.media.profile),
      log,
      initialsFor: catalogInitials(database.db),
    }),
    live: createLive(database.db, tokenSecret),
    tokenSecret,
    network: { isTrustedProxy: proxyTrust(config.trustedProxies), countryOf: createCountryLookup() },
    devKey: newDevKey(),
    origins: {
      site: origin(config.ports.site),
      overlay: origin(config.ports.overlay),
      whiteLabel: origin(config.ports.whiteLabel),
      examples: origin(config.ports.examples),
    },
    brands: { site: loadBrandFile(brandFilePath(config.brandFiles.site)), whiteLabel: loadBrandFile(brandFilePath(config.brandFiles.whiteLabel)) },
  };
}

/** A wildcard bind address is not something a browser can open: use localhost in URLs. */
export function publicHost(host: string): string {
  return host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
}

/** The guest's country: a trusted proxy's x-velvet-country, else GeoIP of the client address, else the default (http/country.ts). */
export function guestCountry(request: FastifyRequest, context: AppContext): string {
  return requestCountry(request, { ...context.network, defaultCountry: context.config.defaultCountry });
}

/** spec 000 §1: "An unknown language falls back to English." */
export function requestLanguage(request: FastifyRequest): Language {
  return normalizeLanguage(queryText(request, 'lang') ?? undefined);
}
