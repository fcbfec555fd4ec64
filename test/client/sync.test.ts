import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { InvalidSyncTokenError, type CustomerShipment, type SyncFeed } from '@dockside/client';
import { exactly } from '../helpers/lists.ts';
import { placeOrder, setupMerchant } from '../helpers/tpl-fixture.ts';
import { clientFor, recordingFetch, serve, type ServedContext } from './support.ts';

const SHIPMENTS = '/services/3pl/v1/customer-shipments.json';

/**
 * Polls a feed (each pass continues from its token, as a poller does) until `wanted` ids arrived: on
 * PostgreSQL a change arrives once every older transaction has ended, and other test files share the
 * database with this one.
 */
async function pollUntil(feed: SyncFeed<typeof SHIPMENTS>, wanted: number[]): Promise<CustomerShipment[]> {
  const seen: CustomerShipment[] = [];
  const deadline = Date.now() + 30_000;
  while (!wanted.every((id) => seen.some((s) => s.id === id)) && Date.now() < deadline) {
    for await (const shipment of feed.records()) seen.push(shipment);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return seen;
}

describe('@dockside/client: incremental sync (docs/3pl-api.md section 5)', () => {
  let ctx: ServedContext;
  let key: string;
  before(async () => {
    ctx = await serve();
    ({ key } = await setupMerchant(ctx));
  });
  after(async () => {
    await ctx.close();
  });

  it('follows Link rel="next" over several pages, then resumes from the stored token with every change since', async () => {
    const placing: { id: number }[] = [];
    for (let i = 0; i < 5; i++) placing.push(await placeOrder(ctx, [{ product_code: 'WIDGET', quantity: 1 }]));
    const placed = exactly(placing, 5);
    const { sent, fetch } = recordingFetch();
    const client = clientFor(ctx, key, { fetch });

    const feed = client.sync(SHIPMENTS, { filters: { status: 'pending', per_page: 2 } });
    const pages: number[][] = [];
    for await (const page of feed) {
      pages.push(page.records.map((s) => s.id));
      assert.equal(page.hasNext, pages.length < 3);
    }
    assert.deepEqual(pages, [[placed[0].id, placed[1].id], [placed[2].id, placed[3].id], [placed[4].id]]);
    assert.equal(sent.length, 3);
    assert.ok(
      sent.slice(1).every((s) => new URL(s.url).searchParams.has('cursor')),
      'pages 2 and 3 come from the Link URLs',
    );
    const stored = feed.syncToken;
    assert.ok(stored, 'a token to store after the last page');

    // Changes after the token: one shipment acknowledged (it leaves `pending`), two new ones released.
    await client.acknowledgeShipments([{ id: placed[0].id }]);
    const later = [await placeOrder(ctx, [{ product_code: 'GADGET', quantity: 1 }]), await placeOrder(ctx, [{ product_code: 'GADGET', quantity: 2 }])] as const;

    // The token belongs to the filters; the page size may differ: one record per page here.
    const resumed = client.sync(SHIPMENTS, { filters: { status: 'pending', per_page: 1 }, syncToken: stored });
    const records = await pollUntil(
      resumed,
      later.map((s) => s.id),
    );
    assert.deepEqual(
      records.find((s) => s.id === later[1].id)?.lines.map((l) => [l.product.code, l.quantity]),
      [['GADGET', 2]],
    );
    const changes = records.map((s) => s.id);
    const newOnes = changes.filter((id) => later.some((s) => s.id === id));
    assert.deepEqual(
      newOnes,
      later.map((s) => s.id),
      'every change since the token, in the order of the changes',
    );
    // A record whose change committed around the moment the token was given may come once more
    // (docs/3pl-api.md "Incremental sync"; on PostgreSQL, while other transactions run): never another.
    const repeats = changes.filter((id) => !newOnes.includes(id));
    assert.ok(
      repeats.every((id) => placed.slice(1).some((s) => s.id === id)),
      `repeats ${repeats} are pending shipments read before`,
    );
    const synced = sent.map((s) => new URL(s.url).searchParams.get('sync_token')).filter((token) => token !== null);
    assert.equal(synced[0], stored, 'the stored token was sent as sync_token');
    assert.ok(
      synced.slice(1).some((token) => token !== stored),
      'later pages came from Link rel="next", with the next token',
    );
    assert.notEqual(resumed.syncToken, stored, 'a newer token to store');
  });

  it('keeps the token of the last page a loop finished: a page whose import failed is read again', async () => {
    const shipment = await placeOrder(ctx, [{ product_code: 'CASE', quantity: 1 }]);
    const client = clientFor(ctx, key);
    const filters = { status: 'open', ids: String(shipment.id) } as const;
    const listing = client.sync(SHIPMENTS, { filters });
    for await (const page of listing) assert.deepEqual(page.records, []);
    await client.acknowledgeShipments([{ id: shipment.id, tpl_reference: 'WMS-1' }]);

    const feed = client.sync(SHIPMENTS, { filters, syncToken: listing.syncToken });
    const failed = await failOnFirstRecord(feed);
    assert.equal(feed.syncToken, failed.tokenBefore, 'the page the importer failed on does not move the token');
    const again = await pollUntil(feed, [shipment.id]);
    assert.deepEqual(
      again.map((s) => [s.id, s.state, s.tpl_reference]),
      [[shipment.id, 'open', 'WMS-1']],
    );
  });

  it('throws InvalidSyncTokenError for a damaged token and for a token of other filters', async () => {
    const client = clientFor(ctx, key);
    const pending = client.sync(SHIPMENTS, { filters: { status: 'pending' } });
    for await (const page of pending) assert.ok(Array.isArray(page.records));
    const token = pending.syncToken!;

    const otherFilters = client.sync(SHIPMENTS, { filters: { status: 'cancelled' }, syncToken: token });
    const error = await firstPageError(otherFilters);
    assert.ok(error instanceof InvalidSyncTokenError, String(error));
    assert.equal(error.status, 400);
    assert.equal(error.code, 'invalid_sync_token');
    assert.match(error.detail, /another list or other filters/);
    assert.match(error.requestId ?? '', /^[0-9a-f-]{36}$/);

    const damaged = client.sync(SHIPMENTS, { filters: { status: 'pending' }, syncToken: 'bm90LWEtdG9rZW4' });
    assert.ok((await firstPageError(damaged)) instanceof InvalidSyncTokenError);
  });
});

/** Polls a feed until a page brings a record, and throws from the loop there, as a failing importer would. */
async function failOnFirstRecord(feed: SyncFeed<typeof SHIPMENTS>): Promise<{ tokenBefore: string | null }> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const tokenBefore = feed.syncToken;
    try {
      for await (const page of feed) if (page.records.length > 0) throw new Error('the importer failed');
    } catch (error) {
      assert.match(String(error), /the importer failed/);
      return { tokenBefore };
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return assert.fail('no record arrived');
}

async function firstPageError(feed: SyncFeed<typeof SHIPMENTS>): Promise<unknown> {
  try {
    for await (const page of feed) assert.fail(`no error, a page of ${page.records.length}`);
  } catch (error) {
    return error;
  }
  return assert.fail('the feed ended without an error');
}
