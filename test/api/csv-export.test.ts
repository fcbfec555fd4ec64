import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import { insertApiKey } from '../../src/domain/partners/api-keys.repo.ts';
import { createContext, call, type TestContext } from '../helpers/context.ts';
import { downloadCsv as download, downloadCsvWhile, importCsv } from '../helpers/csv.ts';
import { exactly } from '../helpers/lists.ts';
import { placeOrder, setupMerchant } from '../helpers/tpl-fixture.ts';

describe('CSV export', () => {
  let ctx: TestContext;
  let key: string;
  before(async () => {
    ctx = await createContext();
    ({ key } = await setupMerchant(ctx));
  });
  after(async () => {
    await ctx.close();
  });

  it('streams orders as a CSV attachment, one row per order line, with the columns the orders import reads', async () => {
    const shipment = await placeOrder(ctx, [
      { product_code: 'WIDGET', quantity: 2 },
      { product_code: 'KIT', quantity: 1 },
    ]);
    const order = (await call(ctx, 'GET', `/api/v1/customer-shipments/${shipment.id}`)).body.order.number;
    const file = await download(ctx, `orders.csv?number=${order}`);
    assert.equal(file.status, 200, file.text);
    assert.equal(file.headers['content-type'], 'text/csv; charset=utf-8');
    assert.match(String(file.headers['content-disposition']), /^attachment; filename="dockside-orders-\d{8}-\d{6}\.csv"$/);
    assert.equal(file.headers['content-length'], undefined, 'streamed, not buffered');
    assert.ok(file.text.startsWith('number,reference,channel,currency,customer_code,'), 'no byte order mark unless asked');
    assert.ok(file.text.includes('\r\n'), 'CRLF line ends');
    assert.deepEqual(
      file.rows.map((r) => [r.number, r.product_code, r.quantity, r.unit_price, r.warehouse, r.state]),
      [
        [order, 'WIDGET', '2', '10.00', 'EAST', 'open'],
        [order, 'KIT', '1', '10.00', 'EAST', 'open'],
      ],
    );
    const [first] = exactly(file.rows, 2);
    assert.deepEqual(
      [first.customer_name, first.customer_email, first.shipping_address_city, first.shipping_address_country_code, first.currency],
      ['Ada Lovelace', 'ada@example.com', 'Springfield', 'US', 'USD'],
    );
    assert.equal(first.customer_shipments, `${shipment.number}:pending`);
  });

  it('takes the orders list filters: state, channel, search', async () => {
    await call(ctx, 'POST', '/api/v1/channels', { body: { code: 'market', name: 'Marketplace', kind: 'marketplace' } });
    const imported = await importCsv(
      ctx,
      'orders',
      [
        'number,channel,customer_code,customer_name,customer_email,warehouse,product_code,quantity,unit_price',
        'MK-1,market,C-77,Zoë Ångström,zoe@example.com,WEST,GADGET,1,20.00',
        'MK-2,market,C-78,Bob Stone,,WEST,GADGET,1,20.00',
      ].join('\n'),
    );
    assert.equal(imported.status, 200, JSON.stringify(imported.body));
    assert.equal((await call(ctx, 'POST', '/api/v1/orders/MK-2/cancel')).status, 200);
    assert.deepEqual(
      (await download(ctx, 'orders.csv?channel=market')).rows.map((r) => r.number),
      ['MK-1', 'MK-2'],
    );
    assert.deepEqual(
      (await download(ctx, 'orders.csv?channel=market&state=cancelled')).rows.map((r) => r.number),
      ['MK-2'],
    );
    assert.deepEqual(
      (await download(ctx, 'orders.csv?q=zoe%20angstrom')).rows.map((r) => r.customer_name),
      ['Zoë Ångström'],
    );
    assert.deepEqual((await download(ctx, 'orders.csv?channel=nowhere')).rows, []);
    const badSearch = await download(ctx, 'orders.csv?q=%20%20');
    assert.equal(badSearch.status, 400);
  });

  it('exports customer shipments with their tracking numbers, filtered by state and warehouse', async () => {
    const shipment = await placeOrder(ctx, [{ product_code: 'WIDGET', quantity: 2 }], 'WEST');
    const shipped = await call(ctx, 'PUT', '/services/3pl/v1/customer-shipments/ship.json', {
      key,
      body: {
        shipments: [
          {
            id: shipment.id,
            carrier_identifier: 'ups',
            carrier_service: 'Ground',
            tracking_number: '1Z999AA10123456784',
            packages: [
              { tracking_number: '1Z999AA10123456784', items: [{ product_code: 'WIDGET', quantity: 1 }] },
              { tracking_number: '1Z999AA10123456793', items: [{ product_code: 'WIDGET', quantity: 1 }] },
            ],
          },
        ],
      },
    });
    assert.equal(shipped.status, 200, JSON.stringify(shipped.body));
    const file = await download(ctx, 'customer-shipments.csv?state=done&warehouse=WEST');
    assert.equal(file.status, 200, file.text);
    assert.match(String(file.headers['content-disposition']), /dockside-customer-shipments-/);
    const [row] = exactly(file.rows, 1);
    assert.deepEqual(
      [row.number, row.state, row.warehouse, row.carrier_identifier, row.tracking_number, row.package_tracking_numbers, row.packages],
      [shipment.number, 'done', 'WEST', 'ups', '1Z999AA10123456784', '1Z999AA10123456784;1Z999AA10123456793', '2'],
    );
    assert.deepEqual([row.items, row.shipped_items, row.delivery_address_city], ['WIDGET:2', 'WIDGET:2', 'Springfield']);
    assert.match(row.tracking_url ?? '', /1Z999AA10123456784/);
    assert.match(row.shipped_at ?? '', /^\d{4}-\d\d-\d\dT/);
    assert.ok((await download(ctx, 'customer-shipments.csv?state=pending')).rows.every((r) => r.state === 'pending' && r.tracking_number === ''));
  });

  it('exports stock per warehouse, product, location and lot with the product totals, filtered; bom=true for spreadsheets', async () => {
    await importCsv(ctx, 'stock-adjustments', ['warehouse,location,product_code,quantity,lot', 'EAST,A-01,SERUM,4,L-1', 'EAST,,SERUM,2,L-2'].join('\n'));
    const file = await download(ctx, 'inventory.csv?warehouse=EAST&product_code=SERUM&bom=true');
    assert.equal(file.status, 200, file.text);
    assert.ok(file.text.startsWith('\uFEFFwarehouse,product_code,location,lot,quantity,on_hand,allocated,available,incoming,in_transit\r\n'));
    assert.deepEqual(
      file.rows.map((r) => `${r.location}|${r.lot}|${r.quantity}|${r.on_hand}|${r.available}`),
      ['storage||50|56|56', 'storage|L-2|2|56|56', 'A-01|L-1|4|56|56'],
    );
    const all = await download(ctx, 'inventory.csv');
    assert.deepEqual([...new Set(all.rows.map((r) => r.warehouse))], ['EAST', 'NORTH', 'WEST']);
    assert.ok(all.rows.some((r) => r.product_code === 'BOX-S' && r.location === 'consumables' && r.on_hand === '0'));
    assert.deepEqual((await download(ctx, 'inventory.csv?warehouse=MOON')).rows, []);
  });

  it('exports the stock on its way as GET /inventory answers it: incoming from purchase orders, in_transit from transfers', async () => {
    const ok = async (method: string, url: string, body?: unknown, as?: string) => {
      const res = await call(ctx, method, url, { body, ...(as ? { key: as } : {}) });
      assert.ok(res.status < 300, `${method} ${url}: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body;
    };
    await ok('POST', '/api/v1/suppliers', { code: 'CSV-SUP', name: 'CSV supplier' });
    await ok('POST', '/api/v1/products', { code: 'ON-ITS-WAY', name: 'Never held' });
    const po = await ok('POST', '/api/v1/purchase-orders', {
      supplier: 'CSV-SUP',
      warehouse: 'WEST',
      lines: [
        { product_code: 'ON-ITS-WAY', quantity: 7 },
        { product_code: 'CASE', quantity: 3 },
      ],
    });
    await ok('POST', `/api/v1/purchase-orders/${po.id}/confirm`);
    const transfer = await ok('POST', '/api/v1/transfers', { from_warehouse: 'EAST', to_warehouse: 'WEST', lines: [{ product_code: 'CASE', quantity: 2 }] });
    await ok(
      'PUT',
      '/services/3pl/v1/customer-shipments/ship.json',
      { shipments: [{ id: transfer.customer_shipments[0].id, lines: [{ product_code: 'CASE', quantity: 2 }] }] },
      key,
    );
    const file = await download(ctx, 'inventory.csv?warehouse=WEST');
    assert.equal(file.status, 200, file.text);
    const figures = (rows: Record<string, unknown>[]) => [...new Set(rows.map((r) => `${r.product_code} ${r.incoming} ${r.in_transit}`))].sort();
    const listed = (await call(ctx, 'GET', '/api/v1/inventory?warehouse=WEST&per_page=250')).body;
    assert.deepEqual(figures(file.rows), figures(listed), 'the same figures as the list, per product');
    assert.ok(figures(file.rows).includes('CASE 3 2'));
    const newcomer = file.rows.filter((r) => r.product_code === 'ON-ITS-WAY');
    assert.deepEqual(
      newcomer.map((r) => [r.location, r.quantity, r.on_hand, r.incoming, r.in_transit]),
      [['', '0', '0', '7', '0']],
      'a product the warehouse never held shows what is coming',
    );
    const one = await download(ctx, 'inventory.csv?warehouse=WEST&product_code=ON-ITS-WAY');
    assert.deepEqual(
      one.rows.map((r) => r.incoming),
      ['7'],
    );
  });

  it('escapes cells a spreadsheet would run as formulas, and reads them back unescaped', async () => {
    const names = [
      '=HYPERLINK("http://evil.example","click")',
      '+1 555 0100',
      '-minus',
      '@SUM(A1)',
      '\tTabbed',
      "'=already quoted",
      "It's fine",
      '＝fullwidth',
    ];
    for (const [i, name] of names.entries()) assert.equal((await call(ctx, 'POST', '/api/v1/products', { body: { code: `FORMULA-${i}`, name } })).status, 201);
    const exported = await download(ctx, `products.csv?codes=${names.map((_, i) => `FORMULA-${i}`).join(',')}`);
    assert.deepEqual(
      exported.rows.map((r) => r.name),
      ['\'=HYPERLINK("http://evil.example","click")', "'+1 555 0100", "'-minus", "'@SUM(A1)", "'\tTabbed", "''=already quoted", "It's fine", "'＝fullwidth"],
    );
    assert.ok(exported.text.includes('FORMULA-0,"\'=HYPERLINK(""http://evil.example"",""click"")"'));
    const again = await importCsv(ctx, 'products', exported.text);
    assert.deepEqual(again.body, { kind: 'products', dry_run: false, rows: names.length, created: 0, updated: 0, unchanged: names.length });
    for (const [i, name] of names.entries()) assert.equal((await call(ctx, 'GET', `/api/v1/products/FORMULA-${i}`)).body.name, name);
    const numbers = await download(ctx, 'inventory.csv?product_code=WIDGET&warehouse=EAST');
    assert.ok(!numbers.text.includes(",'"), 'numbers are not escaped');
  });

  it('declares the attachment headers of every export in the OpenAPI document', async () => {
    const doc = (await call(ctx, 'GET', '/openapi.json', { key: null })).body;
    for (const kind of ['orders', 'customer-shipments', 'inventory', 'products']) {
      const headers = doc.paths[`/api/v1/exports/${kind}.csv`].get.responses['200'].headers;
      assert.equal(headers['Content-Disposition']?.required, true, kind);
      assert.deepEqual(headers['Cache-Control']?.schema, { type: 'string', enum: ['no-store'] }, kind);
    }
  });

  it('lets viewers export, and refuses warehouse keys', async () => {
    const viewer = await insertApiKey(ctx.db, { role: 'viewer', partnerId: null, name: 'viewer' });
    assert.equal((await download(ctx, 'inventory.csv', viewer.key)).status, 200);
    assert.equal((await download(ctx, 'orders.csv', key)).status, 403);
  });

  it('reads large exports a page at a time: every order once, in creation order', async () => {
    const rows = Array.from({ length: 520 }, (_, i) => `BIG-${String(i).padStart(4, '0')},shop,C-BIG,Big buyer,NORTH,GADGET,1,1.00`);
    const imported = await importCsv(
      ctx,
      'orders',
      ['number,channel,customer_code,customer_name,warehouse,product_code,quantity,unit_price', ...rows].join('\n'),
    );
    assert.equal(imported.status, 200, JSON.stringify(imported.body));
    assert.equal(imported.body.created, 520);
    assert.deepEqual(imported.body.customer_shipments, { released: 100, waiting: 420 }, 'NORTH holds 100 gadgets');
    const file = await download(ctx, 'orders.csv?q=big%20buyer');
    const numbers = file.rows.map((r) => r.number);
    assert.equal(numbers.length, 520, 'two pages of the database: 500 and 20');
    assert.deepEqual(numbers, [...numbers].sort());
    assert.equal(new Set(numbers).size, 520);
    const shipments = await download(ctx, 'customer-shipments.csv?warehouse=NORTH&q=big');
    assert.equal(shipments.rows.length, 520);
  });

  it('round-trips products: an export imports back unchanged, whatever the texts (property)', async () => {
    let run = 0;
    const text = fc
      .string({
        unit: fc.oneof(
          fc.constantFrom('=', '+', '-', '@', '\t', '\n', '\r', '"', ',', ';', "'", ' ', 'é', '😀', '＝'),
          fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
        ),
        minLength: 1,
        maxLength: 40,
      })
      .filter((s) => s.isWellFormed() && !s.includes('\u0000') && !s.includes('\r\n'));
    const money = fc.option(
      fc
        .tuple(fc.integer({ min: 0, max: 99999 }), fc.option(fc.integer({ min: 0, max: 99 })))
        .map(([a, b]) => (b === null ? `${a}` : `${a}.${String(b).padStart(2, '0')}`)),
    );
    const product = fc.record({
      name: text,
      consumable: fc.boolean(),
      lot_tracked: fc.boolean(),
      unit_price: money,
      unit_customs_value: money,
      bundle: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(product, { minLength: 1, maxLength: 8 }), async (products) => {
        run += 1;
        const codes = products.map((_, i) => `RT${run}-${i}`);
        const quote = (value: string) => `"${value.replaceAll('"', '""')}"`;
        const lines = products.map((p, i) => {
          const components = p.bundle && i > 0 && !p.consumable ? `${codes[0]}:1.5` : '';
          const cells = [codes[i], quote(p.name), p.consumable, p.lot_tracked, components, p.unit_price ?? '', p.unit_customs_value ?? ''];
          return cells.join(',');
        });
        // A name is written as people type it; the import takes off one ' in front of a formula-like text, as the export adds one.
        const file = ['code,name,consumable,lot_tracked,components,unit_price,unit_customs_value', ...lines].join('\r\n');
        const created = await importCsv(ctx, 'products', file);
        assert.equal(created.status, 200, JSON.stringify(created.body));
        const exported = await download(ctx, `products.csv?codes=${codes.join(',')}`);
        assert.equal(exported.rows.length, products.length);
        const again = await importCsv(ctx, 'products', exported.text);
        assert.deepEqual(again.body, { kind: 'products', dry_run: false, rows: products.length, created: 0, updated: 0, unchanged: products.length });
        const stored = await Promise.all(codes.map(async (code) => (await call(ctx, 'GET', `/api/v1/products/${code}`)).body.name));
        const typed = products.map((p) => (p.name.startsWith("'") && /^'+[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/.test(p.name) ? p.name.slice(1) : p.name));
        assert.deepEqual(stored, typed);
      }),
      { numRuns: 25 },
    );
  });
});

describe('CSV export while records change', () => {
  let ctx: TestContext;
  // Long codes and names, and four pages of 500 records: the answer's buffers (some 130 kB) fill before
  // the last pages are read, and the export waits for the client there.
  const code = (i: number) => `P${String(i).padStart(4, '0')}-${'x'.repeat(58)}`;
  const bin = `BIN-${'b'.repeat(60)}`;
  const codes = Array.from({ length: 1600 }, (_, i) => code(i));
  before(async () => {
    ctx = await createContext();
    assert.equal((await call(ctx, 'POST', '/api/v1/warehouses', { body: { code: 'EAST', name: 'East DC' } })).status, 201);
    assert.equal((await call(ctx, 'POST', '/api/v1/warehouses/EAST/locations', { body: { code: bin } })).status, 201);
    assert.equal((await importCsv(ctx, 'products', ['code,name', ...codes.map((c) => `${c},${'A long product name '.repeat(10)}`)].join('\n'))).status, 200);
    assert.equal(
      (await importCsv(ctx, 'stock-adjustments', ['warehouse,location,product_code,quantity', ...codes.map((c) => `EAST,${bin},${c},1`)].join('\n'))).status,
      200,
    );
  });
  after(async () => {
    await ctx.close();
  });

  it('writes every product once when one leaves the filter while the file streams', async () => {
    const file = await downloadCsvWhile(ctx, 'products.csv?consumable=false', async () => {
      assert.equal((await call(ctx, 'PATCH', `/api/v1/products/${code(0)}`, { body: { consumable: true } })).status, 200);
    });
    assert.deepEqual(
      file.rows.map((r) => r.code),
      codes,
      'the changed product as its page read it, and no other skipped',
    );
  });

  it('writes every stock level once when a product sorting first gets stock while the file streams', async () => {
    const file = await downloadCsvWhile(ctx, 'inventory.csv', async () => {
      assert.equal((await importCsv(ctx, 'products', 'code,name\nA-FIRST,First\n')).status, 200);
      assert.equal((await importCsv(ctx, 'stock-adjustments', 'warehouse,product_code,quantity\nEAST,A-FIRST,1\n')).status, 200);
    });
    assert.deepEqual(
      file.rows.map((r) => r.product_code),
      codes,
      'no level twice; the new one sorts before the pages read',
    );
    assert.ok(file.rows.every((r) => r.location === bin && r.quantity === '1'));
  });
});
