/**
 * Client addresses for tests (app.inject's remoteAddress): public addresses
 * the bundled GeoIP database places in a known country (long-standing
 * allocations of universities, research networks and large hosts), and the
 * edge proxy's address for suites that configure VELVET_TRUSTED_PROXIES.
 */

/** One public address per country the tests need; every seeded banned country (seed/words.ts BANNABLE_COUNTRIES) is here. */
export const ADDRESS_IN: Readonly<Record<string, string>> = {
  AT: '193.170.0.1',
  CH: '130.59.31.80',
  DE: '81.169.145.1',
  ES: '130.206.1.1',
  FI: '128.214.1.1',
  FR: '193.51.24.1',
  GB: '81.2.69.142',
  IS: '130.208.0.1',
  NL: '145.97.39.155',
  US: '8.8.8.8',
};

/** A public address in the country; throws for one the table lacks, so a test never silently runs from the default country. */
export function addressIn(country: string): string {
  const address = ADDRESS_IN[country.toUpperCase()];
  if (!address) throw new Error(`addressIn: no test address for ${country}; add one that geoip-country places there`);
  return address;
}

/** The edge proxy of suites that trust one (TEST-NET-1: no GeoIP entry, never a real client). */
export const EDGE_PROXY = '192.0.2.10';
