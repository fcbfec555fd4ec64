import dns, { type LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { invalidValue } from '../../errors.ts';

/** Whether private receivers are allowed (DOCKSIDE_WEBHOOK_ALLOW_PRIVATE=1: development, tests, in-house receivers). */
export type UrlPolicy = { allowPrivate: boolean };

/** Resolves a host name to every address it has; injectable so that the rule can be tested offline. */
export type Resolver = (hostname: string) => Promise<string[]>;

const POINTER = '/url';
const LOOKUP_TIMEOUT_MS = 5000;

// What a webhook may reach (docs/admin-api.md "The URL rule": no SSRF). ipaddr.js names the special-purpose
// ranges and only its "unicast" is public; IPv6 that carries an IPv4 address is judged by that address.
// Where ipaddr.js's names are not enough:
// - it names NAT64's well-known prefix (RFC 6052, an IPv4 address in the last 32 bits) "rfc6052" like the
//   local-use 64:ff9b:1::/48 (RFC 8215), which never leads to the public internet;
const NAT64_WELL_KNOWN = ipaddr.parseCIDR('64:ff9b::/96');
// - it calls all unassigned IPv6 "unicast", among it the deprecated IPv4-compatible ::/96 (::127.0.0.1)
//   and the dummy prefix 100:0:0:1::/64 (RFC 9780); IANA allocates only 2000::/3 as global unicast;
const GLOBAL_UNICAST = ipaddr.parseCIDR('2000::/3');
// - it reads "::a.b.c.d" as "::ffff:a.b.c.d", not the IPv4-compatible address a socket would reach (and
//   resolvers print those that way), so a dotted tail is spelled in hex before ipaddr.js parses it.
const DOTTED_TAIL = /:(\d+)\.(\d+)\.(\d+)\.(\d+)(%[^%]*)?$/;

/** True when an IP address (v4 or v6 literal) is reachable on the public internet. */
export function isPublicAddress(address: string): boolean {
  switch (isIP(address)) {
    case 4:
      return isPublicIPv4(ipaddr.IPv4.parse(address));
    case 6: {
      const hex = address.replace(DOTTED_TAIL, (_, a, b, c, d, zone = '') => `:${hexGroup(a, b)}:${hexGroup(c, d)}${zone}`);
      return ipaddr.IPv6.isValid(hex) && isPublicIPv6(ipaddr.IPv6.parse(hex));
    }
    default:
      return false;
  }
}

function isPublicIPv4(ip: ipaddr.IPv4): boolean {
  return ip.range() === 'unicast';
}

// Teredo (2001::/32) is refused whole: it tunnels over UDP to IPv4 addresses it carries (a server, and an
// obfuscated client), and no receiver needs it. IPv4-translated (rfc6145) is for translators only.
function isPublicIPv6(ip: ipaddr.IPv6): boolean {
  switch (ip.range()) {
    case 'unicast':
      return ip.match(GLOBAL_UNICAST);
    case 'ipv4Mapped':
      return isPublicIPv4(ip.toIPv4Address());
    case 'rfc6052':
      return ip.match(NAT64_WELL_KNOWN) && isPublicIPv4(embeddedIPv4(ip, 12));
    case '6to4':
      return isPublicIPv4(embeddedIPv4(ip, 2));
    default:
      return false;
  }
}

/** The IPv4 address in bytes `offset` to `offset + 4` of an IPv6 address. */
function embeddedIPv4(ip: ipaddr.IPv6, offset: number): ipaddr.IPv4 {
  return new ipaddr.IPv4(ip.toByteArray().slice(offset, offset + 4));
}

function hexGroup(high: string, low: string): string {
  return ((Number(high) << 8) | Number(low)).toString(16);
}

/** Every address of a host name, by the system resolver (the one the delivery will use). */
const systemResolver: Resolver = async (hostname) => {
  const found = await dns.promises.lookup(hostname, { all: true, verbatim: true });
  return found.map((a) => a.address);
};

/**
 * A `lookup` for outgoing webhook connections that refuses host names resolving to any non-public
 * address. The check happens as the socket connects, on the addresses it connects to, so a name whose
 * DNS changed after the endpoint was registered (DNS rebinding) cannot reach the merchant's network.
 */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 0);
    const inside = addresses.find((a) => !isPublicAddress(a.address));
    if (inside !== undefined) {
      const refused = Object.assign(new Error(`${hostname} resolves to ${inside.address}, a loopback, private or reserved address`), {
        code: 'EPRIVATEADDRESS',
      });
      return callback(refused, '', 0);
    }
    if (options.all) return callback(null, addresses);
    const [chosen] = addresses;
    if (!chosen) return callback(Object.assign(new Error(`${hostname} resolves to no address`), { code: 'ENOTFOUND' }), '', 0);
    return callback(null, chosen.address, chosen.family);
  });
};

/**
 * Checks a webhook endpoint URL (docs/admin-api.md "The URL rule"): https, and every address of its host public. A name that
 * does not resolve is refused too: nothing could be delivered to it. With `allowPrivate`, http and any
 * host are accepted and nothing is resolved. Throws 422 invalid_value at /url. Call it outside a
 * transaction: it may wait for DNS.
 */
export async function checkWebhookUrl(raw: string, policy: UrlPolicy, resolve: Resolver = systemResolver): Promise<void> {
  const url = parseUrl(raw);
  if (policy.allowPrivate) {
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw invalidValue(POINTER, 'url must be an http or https URL');
    return;
  }
  if (url.protocol !== 'https:') throw invalidValue(POINTER, 'url must use https');
  const host = url.hostname
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '')
    .toLowerCase();
  if (isIP(host) !== 0) {
    if (!isPublicAddress(host)) throw privateHost(host);
    return;
  }
  if (host === 'localhost' || host.endsWith('.localhost')) throw privateHost(host);
  const addresses = await resolveWithin(resolve, host);
  const inside = addresses.find((a) => !isPublicAddress(a));
  if (inside !== undefined) throw privateHost(`${host} (${inside})`);
}

function parseUrl(raw: string): URL {
  try {
    return new URL(raw);
  } catch {
    throw invalidValue(POINTER, 'url is not a valid absolute URL');
  }
}

function privateHost(what: string) {
  return invalidValue(POINTER, `url must reach a public address; ${what} is loopback, private or reserved`);
}

async function resolveWithin(resolve: Resolver, host: string): Promise<string[]> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), LOOKUP_TIMEOUT_MS);
  });
  try {
    const addresses = await Promise.race([resolve(host), timeout]);
    if (addresses.length === 0) throw new Error('no addresses');
    return addresses;
  } catch {
    throw invalidValue(POINTER, `url host ${host} does not resolve`);
  } finally {
    clearTimeout(timer);
  }
}
