/**
 * The guest's country (issue 11 A4, DESIGN.md "Safe by default"): the
 * x-velvet-country header only when a trusted proxy (VELVET_TRUSTED_PROXIES)
 * sent it, else the client address through the bundled GeoIP database
 * (geoip-country: MaxMind GeoLite2 country data shipped in the package), else
 * VELVET_DEFAULT_COUNTRY (loopback and private addresses, and public addresses
 * the database does not know). A header from anyone else is ignored: a client
 * could otherwise lift a performer's country ban, or ban itself into another
 * country's catalogue.
 *
 * A trusted proxy's header goes before the bundled database: an operator who
 * lists a proxy that sets the header chose its answer (a CDN's database is
 * usually fresher than the one installed with the package), and a proxy that
 * forwards no X-Forwarded-For would otherwise get its own address looked up.
 */
import { createRequire } from 'node:module';
import type { FastifyRequest } from 'fastify';
import { isLocalAddress, unmapIPv4, type ProxyTrust } from './client-address';

/** The ISO 3166 alpha-2 code the database has for an address, or null. */
export type CountryLookup = (address: string) => string | null;

interface GeoIpCountry {
  lookup(address: string): { country?: string } | null;
}

/**
 * geoip-country reads its two data files (about 8 MB, some 20 ms) when it is
 * first required, and answers from memory after that. Required on the first
 * lookup, not at start, so processes and tests that never ask pay nothing;
 * never a file read per request.
 */
export function createCountryLookup(): CountryLookup {
  let database: GeoIpCountry | null = null;
  return (address) => {
    const plain = unmapIPv4(address);
    if (isLocalAddress(plain)) return null;
    database ??= createRequire(import.meta.url)('geoip-country') as GeoIpCountry;
    const country = database.lookup(plain)?.country;
    return country && /^[A-Z]{2}$/.test(country) ? country : null;
  };
}

/** What the resolution needs: which hops are ours, the database, the fallback. */
export interface CountrySources {
  isTrustedProxy: ProxyTrust;
  countryOf: CountryLookup;
  defaultCountry: string;
}

/** The x-velvet-country header as a two-letter code, or null when absent or malformed. */
function headerCountry(request: FastifyRequest): string | null {
  const header = request.headers['x-velvet-country'];
  const value = (Array.isArray(header) ? header[0] : header)?.trim().toUpperCase();
  return value && /^[A-Z]{2}$/.test(value) ? value : null;
}

/** The country of the request's client (request.ip is already the right-most untrusted address). */
export function requestCountry(request: FastifyRequest, sources: CountrySources): string {
  // Only the hop that connected to us can be a proxy we trust; the header it forwards is its own word.
  const fromProxy = sources.isTrustedProxy(request.socket.remoteAddress) ? headerCountry(request) : null;
  return fromProxy ?? sources.countryOf(request.ip) ?? sources.defaultCountry;
}
