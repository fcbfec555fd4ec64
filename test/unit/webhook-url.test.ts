import assert from 'node:assert/strict';
import dns, { type LookupAddress } from 'node:dns';
import { isIP } from 'node:net';
import { describe, it, type TestContext } from 'node:test';
import { AppError } from '../../src/errors.ts';
import { postWebhook } from '../../src/domain/webhooks/send-webhook.ts';
import { checkWebhookUrl, isPublicAddress, publicOnlyLookup, type Resolver } from '../../src/domain/webhooks/url-rule.ts';

// The HTTP tests use IP literals (this machine has no outside DNS); host names go through a fake resolver.
const resolvesTo =
  (...addresses: string[]): Resolver =>
  async () =>
    addresses;
const strict = { allowPrivate: false };

// IPv4 carried inside IPv6 (issue: these passed as public): IPv4-compatible, NAT64, 6to4, Teredo, mapped.
const EMBEDDED_INSIDE = [
  '::7f00:1',
  '::127.0.0.1',
  '::a00:1',
  '::8.8.8.8',
  '::808:808',
  '64:ff9b::7f00:1',
  '64:ff9b::a00:1',
  '64:ff9b::a9fe:a9fe',
  '64:ff9b:1::a00:1',
  '64:ff9b:1::5db8:d822',
  '2002:7f00:1::1',
  '2002:a00:1::1',
  '2002:a9fe:a9fe::1',
  '2002:c000:201::1',
  '2001:0:4136:e378:8000:63bf:3fff:fdd2',
  '2001:0:5db8:d822::1',
  '::ffff:7f00:1',
  '::ffff:127.0.0.1',
  '::ffff:192.168.1.1',
  '::ffff:0:7f00:1',
];
// One or two addresses of every range the hand-written table held, and neighbours ipaddr.js names.
const RANGES_INSIDE = [
  '0.0.0.0',
  '0.1.2.3',
  '10.0.0.7',
  '10.255.0.1',
  '100.64.0.1',
  '100.127.255.255',
  '127.0.0.1',
  '127.255.255.254',
  '169.254.169.254',
  '172.16.0.1',
  '172.31.255.254',
  '192.0.0.8',
  '192.0.2.1',
  '192.168.0.1',
  '198.18.0.1',
  '198.19.255.254',
  '198.51.100.7',
  '203.0.113.9',
  '224.0.0.1',
  '239.255.255.250',
  '240.0.0.1',
  '255.255.255.255',
  '::',
  '::1',
  '100::1',
  '100:0:0:1::1',
  '2001:db8::1',
  '3fff::1',
  'fc00::1',
  'fdff::1',
  'fe80::1',
  'febf::1',
  'fec0::1',
  'ff02::1',
  '4000::1',
];
const INSIDE = [...EMBEDDED_INSIDE, ...RANGES_INSIDE];
const PUBLIC = [
  '93.184.216.34',
  '8.8.8.8',
  '172.15.255.255',
  '172.32.0.0',
  '100.63.255.255',
  '100.128.0.0',
  '2606:2800:220:1::1',
  '2606:4700:4700::1111',
  '64:ff9b::5db8:d822',
  '64:ff9b::93.184.216.34',
  '2002:5db8:d822::1',
  '::ffff:5db8:d822',
  '::ffff:8.8.8.8',
];

const literalUrl = (address: string) => (isIP(address) === 6 ? `https://[${address}]/hook` : `https://${address}/hook`);

async function refusal(promise: Promise<void>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    assert.ok(error instanceof AppError);
    return error;
  }
  assert.fail('the URL was accepted');
}

/** Makes `dns.lookup` (which the connect-time check calls) answer these addresses for any name. */
function dnsAnswers(t: TestContext, ...addresses: string[]): void {
  const answer: LookupAddress[] = addresses.map((address) => ({ address, family: isIP(address) }));
  t.mock.method(dns, 'lookup', (_host: string, _options: object, callback: (error: null, found: LookupAddress[]) => void) => {
    process.nextTick(callback, null, answer);
  });
}

function lookup(hostname: string, all: boolean): Promise<{ error: NodeJS.ErrnoException | null; found: unknown }> {
  return new Promise((resolve) => {
    publicOnlyLookup(hostname, { all }, (error: NodeJS.ErrnoException | null, found: unknown) => resolve({ error, found }));
  });
}

describe('public address classification', () => {
  it('refuses loopback, private, link-local, reserved and IPv4 carried inside IPv6', () => {
    for (const address of [...INSIDE, 'not-an-ip', '127.1', '2130706433', '']) {
      assert.equal(isPublicAddress(address), false, address);
    }
  });

  it('accepts public addresses, and public IPv4 behind NAT64, 6to4 or mapped', () => {
    for (const address of PUBLIC) assert.equal(isPublicAddress(address), true, address);
  });
});

describe('webhook URL rule for IP literals', () => {
  it('refuses the addresses of the issue as URLs', async () => {
    const urls = [
      'https://[::127.0.0.1]/',
      'https://[64:ff9b::7f00:1]/',
      'https://[64:ff9b::a00:1]/',
      'https://[2002:7f00:1::1]/',
      'https://[2002:a00:1::1]/',
      'https://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/',
      'https://[::ffff:7f00:1]/',
      'https://[::ffff:127.0.0.1]/',
      'https://[64:ff9b::127.0.0.1]/',
      'https://[2002:7f00:1::1]:8443/x?y=1',
    ];
    for (const url of urls) {
      const error = await refusal(checkWebhookUrl(url, strict, resolvesTo()));
      assert.equal(error.code, 'invalid_value', url);
      assert.equal(error.errors[0]?.pointer, '/url', url);
    }
  });

  it('refuses every non-public address written as a literal', async () => {
    for (const address of INSIDE) await refusal(checkWebhookUrl(literalUrl(address), strict, resolvesTo()));
  });

  it('judges IPv4 shorthand after the URL parser normalises it', async () => {
    // WHATWG URL spells every IPv4 form dotted and every IPv6 in hex: this is what the rule sees.
    assert.equal(new URL('https://0x7f.1/').hostname, '127.0.0.1');
    assert.equal(new URL('https://[::127.0.0.1]/').hostname, '[::7f00:1]');
    assert.equal(new URL('https://[::ffff:127.0.0.1]/').hostname, '[::ffff:7f00:1]');
    for (const url of [
      'https://0x7f.1/',
      'https://127.1/',
      'https://2130706433/',
      'https://0177.0.0.1/',
      'https://0x7f.0.0.1./',
      'https://0xa9.254.0xa9.254/',
      'https://0300.0250.1/',
    ]) {
      await refusal(checkWebhookUrl(url, strict, resolvesTo()));
    }
  });

  it('accepts public literals without resolving anything', async () => {
    const never: Resolver = async () => assert.fail('resolver called');
    for (const address of PUBLIC) await checkWebhookUrl(literalUrl(address), strict, never);
  });
});

describe('webhook URL rule for host names', () => {
  it('accepts a name whose every address is public', async () => {
    await checkWebhookUrl('https://hooks.example.com/in', strict, resolvesTo('93.184.216.34', '2606:2800:220:1::1'));
    await checkWebhookUrl('https://nat64.example.com/in', strict, resolvesTo('64:ff9b::5db8:d822', '2002:5db8:d822::1'));
  });

  it('refuses a name with any private address (DNS pointing inside the network)', async () => {
    const error = await refusal(checkWebhookUrl('https://hooks.example.com/in', strict, resolvesTo('93.184.216.34', '10.0.0.7')));
    assert.equal(error.code, 'invalid_value');
    assert.equal(error.errors[0]?.pointer, '/url');
    assert.match(error.message, /10\.0\.0\.7/);
    await refusal(checkWebhookUrl('https://rebind.example.com/', strict, resolvesTo('::ffff:127.0.0.1')));
  });

  it('refuses a name resolving to any non-public address, beside a public one', async () => {
    for (const address of INSIDE) {
      const error = await refusal(checkWebhookUrl('https://hooks.example.com/in', strict, resolvesTo('93.184.216.34', address)));
      assert.ok(error.message.includes(address), address);
    }
  });

  it('refuses a name that does not resolve', async () => {
    const failing: Resolver = async () => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
    };
    const error = await refusal(checkWebhookUrl('https://gone.example.com/', strict, failing));
    assert.match(error.message, /does not resolve/);
    await refusal(checkWebhookUrl('https://empty.example.com/', strict, resolvesTo()));
  });

  it('resolves nothing when private receivers are allowed', async () => {
    const never: Resolver = async () => assert.fail('resolver called');
    await checkWebhookUrl('http://receiver.internal:8080/hook', { allowPrivate: true }, never);
  });
});

describe('connect-time check (publicOnlyLookup over a stubbed dns.lookup)', () => {
  it('refuses a name that now resolves to any non-public address', async (t) => {
    for (const address of INSIDE) {
      dnsAnswers(t, '93.184.216.34', address);
      const { error } = await lookup('rebind.example.com', true);
      assert.equal(error?.code, 'EPRIVATEADDRESS', address);
      assert.ok(error.message.includes(address), address);
      t.mock.restoreAll();
    }
  });

  it('passes public answers on, all of them or the first', async (t) => {
    dnsAnswers(t, '64:ff9b::5db8:d822', '93.184.216.34');
    assert.deepEqual(await lookup('hooks.example.com', true), {
      error: null,
      found: [
        { address: '64:ff9b::5db8:d822', family: 6 },
        { address: '93.184.216.34', family: 4 },
      ],
    });
    const first = await new Promise<unknown[]>((resolve) => {
      publicOnlyLookup('hooks.example.com', {}, (...args: unknown[]) => resolve(args));
    });
    assert.deepEqual(first, [null, '64:ff9b::5db8:d822', 6]);
  });

  it('stops a delivery before it connects', async (t) => {
    const options = { timeoutMs: 2000, allowPrivate: false };
    dnsAnswers(t, '64:ff9b::7f00:1');
    const byName = await postWebhook('https://rebind.example.com/hook', {}, '{}', options);
    assert.equal(byName.ok, false);
    assert.match(byName.error ?? '', /rebind\.example\.com resolves to 64:ff9b::7f00:1/);
    for (const url of ['https://[64:ff9b::a00:1]/hook', 'https://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/', 'https://[::127.0.0.1]/']) {
      const outcome = await postWebhook(url, {}, '{}', options);
      assert.match(outcome.error ?? '', /loopback, private or reserved/, url);
    }
  });
});
