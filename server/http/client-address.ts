/**
 * Who the client is, as far as the network says (issue 11 A3, A4; DESIGN.md
 * "Safe by default"): the socket's peer, unless that peer is a proxy listed in
 * VELVET_TRUSTED_PROXIES. Only then is X-Forwarded-For read, right to left,
 * skipping trusted hops; the first untrusted address is the client. Anything a
 * client writes into X-Forwarded-For itself sits to the left of that and is
 * never believed. Fastify applies this through its `trustProxy` function
 * (proxy-addr's walk); the same matcher decides whether a country header came
 * from a trusted proxy.
 */
import { BlockList, isIP } from 'node:net';

/** True when the address (a socket peer or an X-Forwarded-For hop) is one of our proxies. */
export type ProxyTrust = (address: string | undefined) => boolean;

/** proxy-addr's named ranges, accepted in VELVET_TRUSTED_PROXIES too. */
const NAMED_RANGES: Record<string, readonly string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/** The problem with one VELVET_TRUSTED_PROXIES entry ("10.0.0.0/8", "203.0.113.7", "loopback"), or null. */
export function trustedProxyProblem(entry: string): string | null {
  if (NAMED_RANGES[entry]) return null;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return `"${entry}" is not an IP address, a CIDR range or one of ${Object.keys(NAMED_RANGES).join(', ')}`;
  if (prefix === undefined) return null;
  const max = family === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= max ? null : `"${entry}" has a prefix length outside 0 to ${max}`;
}

/** "::ffff:203.0.113.7" (an IPv4 client on a dual-stack socket) as "203.0.113.7"; anything else unchanged. */
export function unmapIPv4(address: string): string {
  const match = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  return match ? match[1]! : address;
}

function addRange(list: BlockList, range: string): void {
  const [address = '', prefix] = range.split('/');
  const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
  if (prefix === undefined) list.addAddress(address, type);
  else list.addSubnet(address, Number(prefix), type);
}

/** Addresses whose answer a matcher keeps (BlockList.check builds a SocketAddress per call: some 5 µs per request). */
const MATCHES_KEPT = 4096;

function matcher(ranges: readonly string[]): ProxyTrust {
  const list = new BlockList();
  for (const range of ranges) addRange(list, range);
  const kept = new Map<string, boolean>();
  return (address) => {
    if (!address) return false;
    let matches = kept.get(address);
    if (matches === undefined) {
      const plain = unmapIPv4(address);
      const family = isIP(plain);
      matches = family !== 0 && list.check(plain, family === 6 ? 'ipv6' : 'ipv4');
      if (kept.size >= MATCHES_KEPT) kept.clear();
      kept.set(address, matches);
    }
    return matches;
  };
}

/** The matcher for validated VELVET_TRUSTED_PROXIES entries; an empty list trusts nobody. */
export function proxyTrust(entries: readonly string[]): ProxyTrust {
  if (entries.length === 0) return () => false;
  return matcher(entries.flatMap((entry) => NAMED_RANGES[entry] ?? [entry]));
}

/** This machine: 127.0.0.0/8 and ::1, also as an IPv4-mapped IPv6 address. */
export const isLoopbackAddress: ProxyTrust = matcher(NAMED_RANGES.loopback!);

/** Loopback, private (RFC 1918, unique local), link-local, carrier-grade NAT and unspecified addresses: no country can be told from them. */
export const isLocalAddress: ProxyTrust = matcher([
  ...NAMED_RANGES.loopback!, ...NAMED_RANGES.linklocal!, ...NAMED_RANGES.uniquelocal!,
  '100.64.0.0/10', '0.0.0.0/8', '::/128',
]);

/**
 * The key an address is counted under by rate limits and the login throttle:
 * an IPv4 address as is, an IPv6 address by its /64 (one subscriber usually
 * holds a whole /64, so rotating inside it must not buy fresh limits).
 */
export function addressKey(address: string): string {
  const plain = unmapIPv4(address);
  if (isIP(plain) !== 6) return plain;
  const [head = '', tail = ''] = plain.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = plain.includes('::') ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}
