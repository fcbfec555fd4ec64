import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { AppError } from '../../src/errors.ts';
import { checkWebhookUrl, isPublicAddress, type Resolver } from '../../src/domain/webhooks/url-rule.ts';

// The HTTP tests use IP literals (this machine has no outside DNS); host names go through a fake resolver.
const resolvesTo = (...addresses: string[]): Resolver => async () => addresses;
const strict = { allowPrivate: false };

async function refusal(promise: Promise<void>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    assert.ok(error instanceof AppError);
    return error;
  }
  assert.fail('the URL was accepted');
}

describe('webhook URL rule for host names', () => {
  it('accepts a name whose every address is public', async () => {
    await checkWebhookUrl('https://hooks.example.com/in', strict, resolvesTo('93.184.216.34', '2606:2800:220:1::1'));
  });

  it('refuses a name with any private address (DNS pointing inside the network)', async () => {
    const error = await refusal(checkWebhookUrl('https://hooks.example.com/in', strict, resolvesTo('93.184.216.34', '10.0.0.7')));
    assert.equal(error.code, 'invalid_value');
    assert.equal(error.errors[0].pointer, '/url');
    assert.match(error.message, /10\.0\.0\.7/);
    await refusal(checkWebhookUrl('https://rebind.example.com/', strict, resolvesTo('::ffff:127.0.0.1')));
  });

  it('refuses a name that does not resolve', async () => {
    const failing: Resolver = async () => { throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' }); };
    const error = await refusal(checkWebhookUrl('https://gone.example.com/', strict, failing));
    assert.match(error.message, /does not resolve/);
    await refusal(checkWebhookUrl('https://empty.example.com/', strict, resolvesTo()));
  });

  it('resolves nothing when private receivers are allowed', async () => {
    const never: Resolver = async () => assert.fail('resolver called');
    await checkWebhookUrl('http://receiver.internal:8080/hook', { allowPrivate: true }, never);
  });
});

describe('public address classification', () => {
  it('knows the private, loopback, link-local and reserved ranges', () => {
    for (const address of ['127.0.0.1', '10.255.0.1', '172.16.0.1', '172.31.1.1', '192.168.0.1', '169.254.169.254', '100.64.0.1', '100.127.255.255', '0.0.0.0', '224.0.0.1', '255.255.255.255', '::1', '::', 'fc00::1', 'fdff::1', 'fe80::1', 'febf::1', 'fec0::1', '::ffff:192.168.1.1', 'not-an-ip']) {
      assert.equal(isPublicAddress(address), false, address);
    }
    for (const address of ['93.184.216.34', '8.8.8.8', '172.15.255.255', '172.32.0.0', '100.63.255.255', '100.128.0.0', '2606:4700:4700::1111', '::ffff:8.8.8.8']) {
      assert.equal(isPublicAddress(address), true, address);
    }
  });
});
