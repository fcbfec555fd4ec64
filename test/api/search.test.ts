import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import * as searchMigration from '../../src/db/migrations/0011-search-terms.ts';
import { call, createContext, nextQuery, type Reply, type TestContext } from '../helpers/context.ts';
import { exactly } from '../helpers/lists.ts';
import { setupMerchant } from '../helpers/tpl-fixture.ts';

const SHIP = '/services/3pl/v1/customer-shipments/ship.json';

type Shipment = { id: number; number: string; warehouse: string };
type Order = { id: number; number: string; customer_shipments: Shipment[] };

describe('admin: search across orders and shipments (q)', () => {
  let ctx: TestContext;
  let key: string;
  let alpha: Order;
  let beta: Order;
  let gamma: Order;

  const get = (path: string, params: Record<string, string>) => call(ctx, 'GET', `${path}?${new URLSearchParams(params)}`);
  const listed = async (path: string, params: Record<string, string>) => {
    const res = await get(path, params);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return (res.body as { number: string }[]).map((r) => r.number).sort();
  };
  const orders = (q: string, filters: Record<string, string> = {}) => listed('/api/v1/orders', { q, ...filters });
  const shipments = (q: string, filters: Record<string, string> = {}) => listed('/api/v1/customer-shipments', { q, ...filters });

  let seq = 0;
  const order = async (customer: Record<string, unknown>, lines: Record<string, unknown>[], extra: Record<string, unknown> = {}): Promise<Order> => {
    seq += 1;
    const res = await call(ctx, 'POST', '/api/v1/orders', {
      body: {
        number: `SO-SEARCH-${seq}`,
        channel: 'shop',
        customer,
        warehouse: 'EAST',
        shipping_address: { name: 'Someone', street: '1 Road', city: 'Town', zip: '12345', country_code: 'US' },
        lines: lines.map((l) => ({ unit_price: '10.00', ...l })),
        ...extra,
      },
    });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    return res.body;
  };
  const shipmentAt = (o: Order, warehouse: string) => o.customer_shipments.find((s) => s.warehouse === warehouse)!;
  /** The one shipment of an order of one warehouse. */
  const onlyShipment = (o: Order) => exactly(o.customer_shipments, 1)[0];

  before(async () => {
    ctx = await createContext();
    let ok: Awaited<ReturnType<typeof setupMerchant>>['ok'];
    ({ key, ok } = await setupMerchant(ctx));
    await ok('POST', '/api/v1/products', { code: 'TEAPOT-XL', name: 'Teapot' });
    await ok('POST', '/api/v1/inventory/adjustments', { warehouse: 'WEST', product_code: 'TEAPOT-XL', quantity: 10 });
    alpha = await order(
      { code: 'CUST-A', name: 'Zoë Ångström', email: 'Zoe.Angstrom@Example.org' },
      [
        { product_code: 'WIDGET', quantity: 2 },
        { product_code: 'TEAPOT-XL', quantity: 1, warehouse: 'WEST' },
      ],
      { number: 'SO-ALPHA-1001', reference: 'Amazon 113-5550' },
    );
    beta = await order(
      { code: 'CUST-B', name: 'Bob Builder', email: 'bob@builder.test' },
      [
        { product_code: 'GADGET', quantity: 2 },
        { product_code: 'STRAP', quantity: 1 },
      ],
      { number: 'SO-BETA-2002' },
    );
    gamma = await order({ code: 'CUST-C', name: 'Carla Zoeller', email: 'carla@example.org' }, [{ product_code: 'KIT', quantity: 1 }], {
      number: 'SO-GAMMA-3003',
      reference: null,
    });
  });
  after(async () => {
    await ctx.close();
  });

  it('finds an order by its number and reference words, from their start only', async () => {
    assert.deepEqual(await orders('SO-ALPHA-1001'), ['SO-ALPHA-1001']);
    assert.deepEqual(await orders('so-alpha'), ['SO-ALPHA-1001'], 'a prefix, case-insensitive');
    assert.deepEqual(await orders('so-'), ['SO-ALPHA-1001', 'SO-BETA-2002', 'SO-GAMMA-3003']);
    assert.deepEqual(await orders('alpha'), [], 'not a word in the middle of a term');
    assert.deepEqual(await orders('1001'), []);
    assert.deepEqual(await orders('amazon'), ['SO-ALPHA-1001'], 'each word of the reference');
    assert.deepEqual(await orders('113-55'), ['SO-ALPHA-1001']);
    assert.deepEqual(
      await shipments('so-alpha'),
      [shipmentAt(alpha, 'EAST').number, shipmentAt(alpha, 'WEST').number].sort(),
      'a shipment is found by its order number',
    );
  });

  it("finds by a shipment's number: the order, and that shipment alone", async () => {
    const east = shipmentAt(alpha, 'EAST');
    assert.deepEqual(await orders(east.number), ['SO-ALPHA-1001']);
    assert.deepEqual(await orders(east.number.toLowerCase()), ['SO-ALPHA-1001']);
    assert.deepEqual(await shipments(east.number), [east.number], "not the order's other shipment");
  });

  it("finds by the customer's name words and email, case and accents folded", async () => {
    assert.deepEqual(await orders('zoë'), ['SO-ALPHA-1001', 'SO-GAMMA-3003'], 'Zoë, and Zoeller starting with zoe');
    assert.deepEqual(await orders('ZOE'), ['SO-ALPHA-1001', 'SO-GAMMA-3003']);
    assert.deepEqual(await orders('angstrom'), ['SO-ALPHA-1001']);
    assert.deepEqual(await orders('Ångström'), ['SO-ALPHA-1001']);
    assert.deepEqual(await orders('zoe.angstrom@example.org'), ['SO-ALPHA-1001'], 'the whole email');
    assert.deepEqual(await orders('zoe.ang'), ['SO-ALPHA-1001'], 'the start of the email');
    assert.deepEqual(await orders('bob@'), ['SO-BETA-2002']);
    assert.deepEqual(await orders('example.org'), [], "the email's domain is inside a term");
    assert.deepEqual(await orders('ström'), []);
    assert.deepEqual(await shipments('builder'), [onlyShipment(beta).number]);
  });

  it('finds by the product codes on the lines, bundle components included; a shipment by its own lines', async () => {
    assert.deepEqual(await orders('teapot'), ['SO-ALPHA-1001']);
    assert.deepEqual(await shipments('teapot-x'), [shipmentAt(alpha, 'WEST').number]);
    assert.deepEqual(await orders('widget'), ['SO-ALPHA-1001', 'SO-GAMMA-3003'], 'WIDGET is a component of the KIT on SO-GAMMA-3003');
    assert.deepEqual(await orders('kit'), ['SO-GAMMA-3003']);
    assert.deepEqual(await shipments('widget'), [shipmentAt(alpha, 'EAST').number, onlyShipment(gamma).number].sort());
  });

  it('needs every word (AND), each a prefix of some term', async () => {
    assert.deepEqual(await orders('zoe teapot'), ['SO-ALPHA-1001']);
    assert.deepEqual(await orders('teapot zoe'), ['SO-ALPHA-1001']);
    assert.deepEqual(await orders('  Carla   KIT '), ['SO-GAMMA-3003'], 'white space of any length');
    assert.deepEqual(await orders('bob teapot'), []);
    assert.deepEqual(await orders('zoe zzz'), []);
    assert.deepEqual(await shipments('zoe widget'), [shipmentAt(alpha, 'EAST').number, onlyShipment(gamma).number].sort());
    assert.deepEqual(await shipments('zoe teapot'), [shipmentAt(alpha, 'WEST').number]);
  });

  it('matches nothing that is not a term', async () => {
    assert.deepEqual(await orders('nothing-like-this'), []);
    assert.deepEqual(await shipments('nothing-like-this'), []);
    assert.deepEqual(await orders('ada'), [], 'no customer is called Ada');
    assert.deepEqual(await orders('shop'), [], 'the channel is not a term');
  });

  it('finds tracking numbers of a ship.json confirmation (shipment and package) and a backorder by its number', async () => {
    const shipment = onlyShipment(beta);
    const res = await call(ctx, 'PUT', SHIP, {
      key,
      body: {
        shipments: [
          {
            id: shipment.id,
            carrier_identifier: 'ups',
            tracking_number: 'MASTER-77',
            packages: [
              { tracking_number: '1Z999PKG0001', items: [{ product_code: 'GADGET', quantity: 1 }] },
              { items: [{ product_code: 'STRAP', quantity: 1 }] },
            ],
          },
        ],
      },
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const backorder = res.body.shipments[0].backorder as { id: number; number: string };
    assert.ok(backorder, 'one GADGET is left for a backorder');

    assert.deepEqual(await orders('1z999pkg'), ['SO-BETA-2002'], "a package's tracking number");
    assert.deepEqual(await shipments('1Z999PKG0001'), [shipment.number]);
    assert.deepEqual(await orders('master-77'), ['SO-BETA-2002'], "the shipment's master tracking number");
    assert.deepEqual(await shipments('master'), [shipment.number], 'not the backorder: it has no tracking yet');
    assert.deepEqual(await orders(backorder.number), ['SO-BETA-2002'], "the backorder's number finds its order");
    assert.deepEqual(await shipments(backorder.number), [backorder.number]);
    assert.deepEqual(await shipments('gadget bob'), [backorder.number, shipment.number].sort(), 'the backorder carries the GADGET left');
    assert.deepEqual(await shipments('strap bob'), [shipment.number], 'STRAP shipped in full: not on the backorder');
    assert.deepEqual(await shipments('so-beta'), [backorder.number, shipment.number].sort(), "the backorder has its order's terms");
  });

  it('finds every order of a customer renamed by a later order by the new name and email, no longer by the old', async () => {
    const first = await order({ code: 'CUST-E', name: 'Eve Early', email: 'eve@old.test' }, [{ product_code: 'WIDGET', quantity: 1 }]);
    assert.deepEqual(await orders('early'), [first.number]);
    const second = await order({ code: 'CUST-E', name: 'Eve Later' }, [{ product_code: 'GADGET', quantity: 1 }]);
    assert.deepEqual(await orders('later'), [first.number, second.number].sort());
    assert.deepEqual(await orders('early'), []);
    assert.deepEqual(await orders('eve@old'), [first.number, second.number].sort(), 'the email an order leaves out is kept');
    assert.deepEqual(await shipments('eve later'), [onlyShipment(first).number, onlyShipment(second).number].sort());
    const third = await order({ code: 'CUST-E', name: 'Eve Later', email: 'eve@new.test' }, [{ product_code: 'WIDGET', quantity: 1 }]);
    assert.deepEqual(await orders('eve@old'), []);
    assert.deepEqual(await orders('eve@new'), [first.number, second.number, third.number].sort());
    assert.deepEqual(await orders('eve'), [first.number, second.number, third.number].sort(), 'the local part of the email, and the name');
  });

  it('combines with the other filters', async () => {
    assert.deepEqual(await orders('zoe', { number: 'SO-GAMMA-3003' }), ['SO-GAMMA-3003']);
    assert.deepEqual(await orders('zoe', { state: 'cancelled' }), []);
    assert.deepEqual(await orders('zoe', { channel: 'shop' }), ['SO-ALPHA-1001', 'SO-GAMMA-3003']);
    assert.deepEqual(await shipments('zoe', { warehouse: 'WEST' }), [shipmentAt(alpha, 'WEST').number]);
    assert.deepEqual(await shipments('zoe', { order: 'SO-GAMMA-3003' }), [onlyShipment(gamma).number]);
    assert.deepEqual(await shipments('bob', { state: 'done' }), [onlyShipment(beta).number]);
    const updatedAtMin = new Date(Date.now() + 60_000).toISOString();
    assert.deepEqual(await orders('zoe', { updated_at_min: updatedAtMin }), []);
  });

  it('pages a search by cursor, without a Sync-Token; a cursor of another search is refused', async () => {
    const placed: string[] = [];
    for (let i = 0; i < 5; i++) placed.push((await order({ code: `PAGER-${i}`, name: `Pat Pager${i}` }, [{ product_code: 'WIDGET', quantity: 1 }])).number);
    for (const path of ['/api/v1/orders', '/api/v1/customer-shipments']) {
      const seen: number[] = [];
      let res: Reply = await get(path, { q: 'pager', per_page: '2' });
      for (;;) {
        assert.equal(res.status, 200, JSON.stringify(res.body));
        assert.equal(res.headers['sync-token'], undefined, 'a search is not synced');
        seen.push(...res.body.map((r: { id: number }) => r.id));
        if (!res.headers.link) break;
        const next = nextQuery(res);
        assert.match(next, /cursor=/);
        assert.match(next, /q=pager/);
        res = await call(ctx, 'GET', `${path}${next}`);
      }
      assert.equal(seen.length, 5, path);
      assert.equal(new Set(seen).size, 5);
      const all = await get(path, { q: 'pager' });
      assert.deepEqual(
        all.body.map((r: { id: number }) => r.id),
        seen,
        'pages follow the list order: updated_at, then id',
      );
    }
    assert.deepEqual(await orders('pat pager3'), [placed[3]]);
    const first = await get('/api/v1/orders', { q: 'pager', per_page: '2' });
    const cursor = new URLSearchParams(nextQuery(first)).get('cursor')!;
    const other = await get('/api/v1/orders', { q: 'pat', per_page: '2', cursor });
    assert.equal(other.status, 400);
    assert.equal(other.body.code, 'invalid_sync_token', 'a cursor belongs to its search');
  });

  it('refuses q with sync_token (400), while the list without q syncs as before', async () => {
    for (const path of ['/api/v1/orders', '/api/v1/customer-shipments']) {
      const plain = await get(path, { per_page: '1' });
      const token = String(plain.headers['sync-token']);
      assert.ok(token.length > 0, 'the list without q answers a Sync-Token');
      const res = await get(path, { q: 'zoe', sync_token: token });
      assert.equal(res.status, 400);
      assert.equal(res.body.code, 'validation_failed');
      assert.match(res.body.detail, /q and sync_token cannot be combined/);
      assert.deepEqual(
        res.body.errors.map((e: { pointer: unknown }) => e.pointer),
        [null],
      );
      const synced = await get(path, { sync_token: token });
      assert.equal(synced.status, 200);
    }
  });

  it('refuses an empty, wordless, too long or too wordy q with a clear 400', async () => {
    const cases: [string, string, RegExp][] = [
      ['', 'too_short', /q must NOT have fewer than 1 characters/],
      ['x'.repeat(201), 'too_long', /q must NOT have more than 200 characters/],
      ['  -- !! ', 'too_short', /q holds no word/],
      ['a b c d e f g h i', 'too_many_items', /q holds 9 words; at most 8/],
      [`${'y'.repeat(101)} z`, 'too_long', /a word of 101 characters; at most 100/],
    ];
    for (const path of ['/api/v1/orders', '/api/v1/customer-shipments']) {
      for (const [q, code, message] of cases) {
        const res = await get(path, { q });
        assert.equal(res.status, 400, `${path} q=${JSON.stringify(q)}`);
        assert.equal(res.body.code, 'validation_failed');
        assert.equal(res.body.errors[0].code, code, JSON.stringify(res.body));
        assert.match(res.body.errors[0].message, message);
      }
    }
  });

  it('fills in migration 0011 the same terms the writes keep', async () => {
    const terms = async () =>
      [
        ...(await ctx.db.selectFrom('customer_search_terms').selectAll().execute()).map((t) => JSON.stringify(['customer', t.customer_id, t.term])),
        ...(await ctx.db.selectFrom('order_search_terms').selectAll().execute()).map((t) => JSON.stringify(['order', t.order_id, t.term])),
        ...(await ctx.db.selectFrom('shipment_search_terms').selectAll().execute()).map((t) => JSON.stringify(['shipment', t.shipment_id, t.order_id, t.term])),
      ].sort();
    const kept = await terms();
    assert.ok(kept.length > 50);
    assert.equal(new Set(kept).size, kept.length, 'no term stored twice for one owner');
    await searchMigration.down(ctx.db);
    await searchMigration.up(ctx.db);
    assert.deepEqual(await terms(), kept);
    assert.deepEqual(await orders('master-77 bob'), ['SO-BETA-2002']);
  });
});
