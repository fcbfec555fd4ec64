import dns, { type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { invalidValue } from '../../errors.ts';

/** Whether private receivers are allowed (DOCKSIDE_WEBHOOK_ALLOW_PRIVATE=1: development, tests, in-house receivers). */
export type UrlPolicy = { allowPrivate: boolean };

/** Resolves a host name to every address it has; injectable so that the rule can be tested offline. */
export type Resolver = (hostname: string) => Promise<string[]>;

const POINTER = '/url';
const LOOKUP_TIMEOUT_MS = 5000;

// Addresses a webhook must never reach from the service's network (docs/events.md: no SSRF). IPv4-mapped
// IPv6 addresses (::ffff:10.0.0.1) match the IPv4 rules: BlockList compares them as IPv4.
const PRIVATE_SUBNETS: [string, number, 'ipv4' | 'ipv6'][] = [
  ['0.0.0.0', 8, 'ipv4'], // "this network", 0.0.0.0 itself
  ['10.0.0.0', 8, 'ipv4'],
  ['100.64.0.0', 10, 'ipv4'], // carrier-grade NAT
  ['127.0.0.0', 8, 'ipv4'],
  ['169.254.0.0', 16, 'ipv4'], // link-local, cloud metadata services
  ['172.16.0.0', 12, 'ipv4'],
  ['192.0.0.0', 24, 'ipv4'],
  ['192.0.2.0', 24, 'ipv4'],
  ['192.168.0.0', 16, 'ipv4'],
  ['198.18.0.0', 15, 'ipv4'],
  ['198.51.100.0', 24, 'ipv4'],
  ['203.0.113.0', 24, 'ipv4'],
  ['224.0.0.0', 4, 'ipv4'], // multicast
  ['240.0.0.0', 4, 'ipv4'], // reserved, broadcast
  ['::', 128, 'ipv6'],
  ['::1', 128, 'ipv6'],
  ['64:ff9b:1::', 48, 'ipv6'], // local-use NAT64
  ['100::', 64, 'ipv6'], // discard
  ['2001:db8::', 32, 'ipv6'],
  ['fc00::', 7, 'ipv6'], // unique local
  ['fe80::', 10, 'ipv6'], // link-local
  ['fec0::', 10, 'ipv6'], // site-local (deprecated, still private where used)
  ['ff00::', 8, 'ipv6'], // multicast
];

const PRIVATE = new BlockList();
for (const [network, prefix, family] of PRIVATE_SUBNETS) PRIVATE.addSubnet(network, prefix, family);

/** True when an IP address (v4 or v6 literal) is reachable on the public internet. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return !PRIVATE.check(address, family === 4 ? 'ipv4' : 'ipv6');
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
      const refused = Object.assign(new Error(`${hostname} resolves to ${inside.address}, a loopback, private or reserved address`), { code: 'EPRIVATEADDRESS' });
      return callback(refused, '', 0);
    }
    if (options.all) return callback(null, addresses);
    return callback(null, addresses[0].address, addresses[0].family);
  });
};

/**
 * Checks a webhook endpoint URL (docs/events.md): https, and every address of its host public. A name that
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
  const host = url.hostname.replace(/^\[|\]$/g, '').replace(/\.$/, '').toLowerCase();
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
