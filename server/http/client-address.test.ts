import { describe, expect, it } from 'vitest';
import { addressKey, isLocalAddress, proxyTrust, trustedProxyProblem, unmapIPv4 } from './client-address';
import { createCountryLookup } from './country';

// DESIGN.md "Safe by default": "Client addresses come from the socket unless the hop is in VELVET_TRUSTED_PROXIES".
describe('proxyTrust (VELVET_TRUSTED_PROXIES)', () => {
  const trust = proxyTrust(['10.1.0.0/16', '203.0.113.7', '2001:db8::/32', 'loopback']);
  it.each([
    ['10.1.2.3', true], ['10.2.0.1', false], ['203.0.113.7', true], ['203.0.113.8', false],
    ['::ffff:10.1.2.3', true], ['2001:db8:1::5', true], ['2001:db9::1', false],
    ['127.0.0.1', true], ['::1', true], ['not-an-ip', false], ['', false], [undefined, false],
  ])('%s trusted: %s', (address, expected) => {
    expect(trust(address)).toBe(expected);
  });
  it('trusts nobody when the list is empty (the default)', () => {
    const nobody = proxyTrust([]);
    expect(['127.0.0.1', '::1', '10.0.0.1', '203.0.113.7'].some((a) => nobody(a))).toBe(false);
  });
  it.each([
    ['10.0.0.0/8', null], ['::1', null], ['fe80::/10', null], ['uniquelocal', null],
    ['proxy.internal', '"proxy.internal" is not an IP address, a CIDR range or one of loopback, linklocal, uniquelocal'],
    ['10.0.0.0/33', '"10.0.0.0/33" has a prefix length outside 0 to 32'],
    ['::/129', '"::/129" has a prefix length outside 0 to 128'],
    ['10.0.0.0/8/1', '"10.0.0.0/8/1" is not an IP address, a CIDR range or one of loopback, linklocal, uniquelocal'],
  ])('entry %s: %s', (entry, problem) => {
    expect(trustedProxyProblem(entry)).toBe(problem);
  });
});

describe('isLocalAddress: addresses no country can be told from', () => {
  it.each([
    ['127.0.0.1', true], ['::1', true], ['10.20.30.40', true], ['172.16.0.1', true], ['172.32.0.1', false],
    ['192.168.1.1', true], ['169.254.1.1', true], ['100.64.0.1', true], ['fd00::1', true], ['fe80::1', true],
    ['::ffff:192.168.1.1', true], ['81.169.145.1', false], ['2a00:1450::1', false],
  ])('%s local: %s', (address, expected) => {
    expect(isLocalAddress(address)).toBe(expected);
  });
});

describe('addressKey: what a limit counts', () => {
  it.each([
    ['81.169.145.1', '81.169.145.1'],
    ['::ffff:81.169.145.1', '81.169.145.1'],
    ['2a00:1450:4001:80b::200e', '2a00:1450:4001:80b::/64'],
    ['2a00:1450:4001:080b:1:2:3:4', '2a00:1450:4001:80b::/64'],
    ['2a00::1', '2a00:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
  ])('%s counts as %s', (address, key) => {
    expect(addressKey(address)).toBe(key);
  });
  it('an attacker rotating through one /64 stays one client', () => {
    expect(new Set(['2a00:1450:4001:80b::1', '2a00:1450:4001:80b:ffff::2', '2a00:1450:4001:80b:1:2:3:4'].map(addressKey)).size).toBe(1);
  });
  it('unmapIPv4 leaves other addresses alone', () => {
    expect(unmapIPv4('::ffff:1.2.3.4')).toBe('1.2.3.4');
    expect(unmapIPv4('2001:db8::1')).toBe('2001:db8::1');
  });
});

// issue 11 A4: "The country comes from the client address through a bundled GeoIP database".
describe('createCountryLookup (bundled geoip-country)', () => {
  const countryOf = createCountryLookup();
  it.each([
    ['81.169.145.1', 'DE'], ['8.8.8.8', 'US'], ['145.97.39.155', 'NL'], ['::ffff:145.97.39.155', 'NL'],
    ['2001:610:508:110:192:87:102:67', 'NL'],
    ['127.0.0.1', null], ['10.1.2.3', null], ['::1', null], ['192.0.2.1', null], ['garbage', null],
  ])('%s is %s', (address, country) => {
    expect(countryOf(address)).toBe(country);
  });
});
