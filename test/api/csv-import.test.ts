import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ADJUSTMENT_LAYOUT, adjustmentSteps, adjustmentUnits } from '../../src/api/csv/adjustment-rows.ts';
import { connect } from '../../src/db/connect.ts';
import { insertApiKey } from '../../src/domain/partners/api-keys.repo.ts';
import { AppError } from '../../src/errors.ts';
import { readCsv } from '../../src/http/csv.ts';
import { runImport } from '../../src/http/csv-import.ts';
import { createContext, call, type Reply, type TestContext } from '../helpers/context.ts';
import { importCsv } from '../helpers/csv.ts';
import { assertLedgerInvariant } from '../helpers/ledger.ts';
import { stockOf } from '../helpers/tpl-fixture.ts';

/** The problems of a refused file as `line column code` strings, in order. */
function problems(res: Reply): string[] {
  assert.equal(res.status, 422, JSON.stringify(res.body));
  assert.equal(res.body.code, 'import_rejected');
  return res.body.errors.map((e: any) => `${e.line} ${e.column ?? '-'} ${e.code}`);
}

async function count(ctx: TestContext, table: 'products' | 'sales_orders' | 'stock_moves' | 'events'): Promise<number> {
  const row = await ctx.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const csv = (...lines: string[]) => `${lines.join('\n')}\n`;

describe('CSV import: products', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await createContext();
    assert.equal((await call(ctx, 'POST', '/api/v1/warehouses', { body: { code: 'EAST', name: 'East DC' } })).status, 201);
  });
  after(async () => {
    await ctx.close();
  });

  it('creates products, bundles of products from earlier rows, with a BOM, CRLF, quoted fields and blank lines', async () => {
    const file =
      '\uFEFFcode,name,upc,consumable,lot_tracked,components,return_warehouse,unit_price,unit_customs_value\r\n' +
      'MUG,"Mug, blue",036000291452,false,no,,EAST,12.50,8\r\n' +
      'TEE,"The ""classic"" tee",,,yes,,,20,\r\n' +
      '\r\n' +
      'GIFT,"Gift set\r\n(mug and two tees)",,,,MUG:1;TEE:2,,29.90,\r\n' +
      'BOX,Shipping box,,TRUE,,,,,\r\n' +
      '\r\n\r\n';
    const res = await importCsv(ctx, 'products', file);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.deepEqual(res.body, { kind: 'products', dry_run: false, rows: 4, created: 4, updated: 0, unchanged: 0 });
    const mug = (await call(ctx, 'GET', '/api/v1/products/MUG')).body;
    assert.equal(mug.name, 'Mug, blue');
    assert.equal(mug.upc, '036000291452');
    assert.equal(mug.return_warehouse, 'EAST');
    assert.equal(mug.unit_price, '12.50');
    assert.equal((await call(ctx, 'GET', '/api/v1/products/TEE')).body.name, 'The "classic" tee');
    assert.equal((await call(ctx, 'GET', '/api/v1/products/TEE')).body.lot_tracked, true);
    const gift = (await call(ctx, 'GET', '/api/v1/products/GIFT')).body;
    assert.equal(gift.name, 'Gift set\n(mug and two tees)');
    assert.deepEqual(gift.components, [
      { product_code: 'MUG', quantity: 1 },
      { product_code: 'TEE', quantity: 2 },
    ]);
    assert.equal((await call(ctx, 'GET', '/api/v1/products/BOX')).body.consumable, true);
  });

  it('upserts by code: changes only what differs, leaves out columns untouched, and reports unchanged rows without writing them', async () => {
    const before = (await call(ctx, 'GET', '/api/v1/products/MUG')).body;
    const res = await importCsv(ctx, 'products', csv('code,name,unit_price', 'MUG,"Mug, blue",12.50', 'TEE,Classic tee,22.00', 'CAP,Cap,9'));
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.deepEqual(res.body, { kind: 'products', dry_run: false, rows: 3, created: 1, updated: 1, unchanged: 1 });
    const after = (await call(ctx, 'GET', '/api/v1/products/MUG')).body;
    assert.equal(after.updated_at, before.updated_at, 'an unchanged product is not written');
    const tee = (await call(ctx, 'GET', '/api/v1/products/TEE')).body;
    assert.deepEqual([tee.name, tee.unit_price, tee.lot_tracked], ['Classic tee', '22.00', true], 'lot_tracked was not in the file: kept');
  });

  it('refuses a file with bad rows, listing each by line and column, and applies none of its good rows', async () => {
    const products = await count(ctx, 'products');
    const res = await importCsv(
      ctx,
      'products',
      csv(
        'code,name,upc,consumable,components,return_warehouse,unit_price',
        'NEW-1,Fine,,,,,1.00',
        'NEW-2,,,,,,',
        'NEW-3,Bad GTIN,036000291453,,,,',
        'NEW-4,Bad flag,,maybe,,,',
        'NEW-5,Bad bundle,,,NOPE:1,,',
        'NEW-6,Bad warehouse,,,,NOWHERE,',
        'NEW-7,Bad price,,,,,12;50',
        'NEW-1,Twice,,,,,',
        'MUG,Mug,,,MUG:1,,',
      ),
    );
    assert.deepEqual(problems(res), [
      '3 name too_short',
      '4 upc invalid_value',
      '5 consumable invalid_type',
      '6 components unknown_reference',
      '7 return_warehouse unknown_reference',
      '8 unit_price invalid_format',
      '9 code duplicate_row',
      '10 components bundle_cycle',
    ]);
    assert.match(res.body.detail, /8 problems on 8 lines; nothing was applied/);
    const messages = res.body.errors.map((e: any) => e.message);
    assert.equal(messages[0], 'name must NOT have fewer than 1 characters');
    assert.match(messages[3], /product "NOPE" does not exist/);
    assert.equal(await count(ctx, 'products'), products, 'nothing of the file was applied');
    assert.equal((await call(ctx, 'GET', '/api/v1/products/NEW-1')).status, 404);
  });

  it('refuses a row with fewer fields than the header, whose missing cells would have cleared the product', async () => {
    const header = 'code,name,components,return_warehouse,unit_price';
    assert.equal((await importCsv(ctx, 'products', csv(header, 'SET,Gift set,MUG:1;TEE:2,EAST,29.90'))).status, 200);
    const before = (await call(ctx, 'GET', '/api/v1/products/SET')).body;
    const res = await importCsv(ctx, 'products', csv(header, 'SET,Gift set', 'SOLO,Solo,,,', 'HALF,Half,,EAST'));
    assert.deepEqual(problems(res), ['2 - field_count', '4 - field_count']);
    assert.match(res.body.errors[0].message, /^the row has 2 fields where the header names 5 columns: write every cell/);
    assert.deepEqual((await call(ctx, 'GET', '/api/v1/products/SET')).body, before, 'components, return warehouse and price kept');
    assert.equal((await call(ctx, 'GET', '/api/v1/products/SOLO')).status, 404);
  });

  it('dry_run=true answers what the file would do and applies nothing; a bad file is refused the same way', async () => {
    const products = await count(ctx, 'products');
    const file = csv('code,name', 'DRY-1,One', 'MUG,Mug renamed', 'CAP,Cap');
    const res = await importCsv(ctx, 'products', file, { query: '?dry_run=true' });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.deepEqual(res.body, { kind: 'products', dry_run: true, rows: 3, created: 1, updated: 1, unchanged: 1 });
    assert.equal(await count(ctx, 'products'), products);
    assert.equal((await call(ctx, 'GET', '/api/v1/products/MUG')).body.name, 'Mug, blue');
    assert.deepEqual(problems(await importCsv(ctx, 'products', csv('code,name', 'DRY-2,'), { query: '?dry_run=true' })), ['2 name too_short']);
  });

  it('refuses unknown, missing and repeated columns, a semicolon file, malformed quotes and text that is not UTF-8, naming the line', async () => {
    assert.deepEqual(problems(await importCsv(ctx, 'products', csv('code,name,colour,name', 'X,Y,red,Z'))), [
      '1 colour unknown_column',
      '1 name duplicate_column',
    ]);
    assert.match((await importCsv(ctx, 'products', csv('code,colour', 'X,red'))).body.errors[0].message, /the columns are code, name, upc/);
    assert.deepEqual(problems(await importCsv(ctx, 'products', csv('name,upc', 'Y,'))), ['1 code missing_column']);
    assert.deepEqual(problems(await importCsv(ctx, 'products', csv('code;name', 'X;Y'))), ['1 - malformed_csv']);
    assert.deepEqual(problems(await importCsv(ctx, 'products', csv('code,name', 'A,fine', 'B,"never closed', 'C,x'))), ['3 - malformed_csv']);
    assert.deepEqual(problems(await importCsv(ctx, 'products', csv('code,name', 'A,fine', 'B,a "quote" inside'))), ['3 - malformed_csv']);
    assert.deepEqual(problems(await importCsv(ctx, 'products', csv('code,name', 'A,one,two'))), ['2 - field_count']);
    const latin1 = Buffer.concat([Buffer.from('code,name\nA,fine\nB,caf'), Buffer.from([0xe9]), Buffer.from('\n')]);
    assert.deepEqual(problems(await importCsv(ctx, 'products', latin1)), ['3 - malformed_csv']);
    assert.deepEqual(problems(await importCsv(ctx, 'products', '')), ['1 - missing_column']);
  });

  it('refuses other content types (JSON included) and other charsets with 415', async () => {
    for (const type of ['application/json', 'text/plain', 'application/x-www-form-urlencoded', 'text/csv; charset=windows-1252']) {
      const res = await importCsv(ctx, 'products', type === 'application/json' ? '{"code":"X"}' : 'code,name\nX,Y\n', { headers: { 'content-type': type } });
      assert.equal(res.status, 415, `${type}: ${JSON.stringify(res.body)}`);
      assert.equal(res.body.code, 'unsupported_media_type');
    }
    const bare = await ctx.app.inject({ method: 'POST', url: '/api/v1/imports/products', headers: { authorization: `Bearer ${ctx.staffKey}` } });
    assert.equal(bare.statusCode, 415, 'no file at all');
    assert.match(JSON.parse(bare.body).detail, /the request has no Content-Type/);
    const ok = await importCsv(ctx, 'products', csv('code,name', 'UTF8,Ünïcödé'), { headers: { 'content-type': 'text/csv; charset=UTF-8' } });
    assert.equal(ok.status, 200, JSON.stringify(ok.body));
  });

  it('takes at most 10,000 rows (413) and lists at most 1,000 problems', async () => {
    const tooMany = ['code,name', ...Array.from({ length: 10_001 }, (_, i) => `P${i},x`)].join('\n');
    const res = await importCsv(ctx, 'products', tooMany);
    assert.equal(res.status, 413, JSON.stringify(res.body));
    assert.equal(res.body.code, 'payload_too_large');
    assert.match(res.body.detail, /10001 rows; at most 10000/);
    const allBad = ['code,name', ...Array.from({ length: 1500 }, (_, i) => `BAD-${i},`)].join('\n');
    const refused = await importCsv(ctx, 'products', allBad);
    assert.equal(refused.body.errors.length, 1000);
    assert.match(refused.body.detail, /first 1000 problems/);
  });

  it('imports a few thousand products in one transaction', async () => {
    const rows = Array.from({ length: 2000 }, (_, i) => `BULK-${String(i).padStart(4, '0')},Bulk product ${i},,${i % 7 === 0},${(i % 100) + 0.5}`);
    const started = Date.now();
    const res = await importCsv(ctx, 'products', ['code,name,upc,consumable,unit_price', ...rows].join('\r\n'));
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.created, 2000);
    assert.ok(Date.now() - started < 60_000);
    assert.equal((await call(ctx, 'GET', '/api/v1/products/BULK-1999')).body.unit_price, '99.5');
  });

  it('replays an answer under the same Idempotency-Key, and refuses the key with another file', async () => {
    const file = csv('code,name', 'IDEM-1,Once');
    const first = await importCsv(ctx, 'products', file, { headers: { 'idempotency-key': 'csv-import-1' } });
    assert.equal(first.status, 200, JSON.stringify(first.body));
    assert.equal(first.body.created, 1);
    const again = await importCsv(ctx, 'products', file, { headers: { 'idempotency-key': 'csv-import-1' } });
    assert.equal(again.status, 200);
    assert.equal(again.headers['idempotent-replayed'], 'true');
    assert.deepEqual(again.body, first.body, 'the stored answer: created 1, not unchanged 1');
    const other = await importCsv(ctx, 'products', csv('code,name', 'IDEM-2,Other'), { headers: { 'idempotency-key': 'csv-import-1' } });
    assert.equal(other.status, 422);
    assert.equal(other.body.code, 'idempotency_key_reused');
  });

  it('refuses viewers (403): they export, they do not import', async () => {
    const viewer = await insertApiKey(ctx.db, { role: 'viewer', partnerId: null, name: 'viewer' });
    const res = await importCsv(ctx, 'products', csv('code,name', 'VIEW,Viewer'), { key: viewer.key });
    assert.equal(res.status, 403);
    assert.equal(res.body.code, 'forbidden');
    assert.equal((await call(ctx, 'GET', '/api/v1/products/VIEW')).status, 404);
  });
});

describe('CSV import: stock adjustments', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await createContext();
    for (const body of [
      { code: 'EAST', name: 'East DC' },
      { code: 'WEST', name: 'West DC' },
    ])
      await call(ctx, 'POST', '/api/v1/warehouses', { body });
    await call(ctx, 'POST', '/api/v1/warehouses/EAST/locations', { body: { code: 'A-01' } });
    await importCsv(ctx, 'products', csv('code,name,lot_tracked,components', 'MUG,Mug,,', 'SERUM,Serum,true,', 'KIT,Kit,,MUG:2'));
  });
  after(async () => {
    await ctx.close();
  });

  it('applies each row as a ledger adjustment, in file order, with locations, lots and reasons', async () => {
    const res = await importCsv(
      ctx,
      'stock-adjustments',
      csv(
        'warehouse,location,product_code,quantity,lot,reason',
        'EAST,,MUG,10,,count',
        'EAST,A-01,MUG,5,,count',
        'EAST,A-01,MUG,-2,,damaged',
        'WEST,,SERUM,7.5,L-42,received',
      ),
    );
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.deepEqual(res.body, { kind: 'stock-adjustments', dry_run: false, rows: 4, created: 4, updated: 0, unchanged: 0 });
    const mug = await stockOf(ctx, 'EAST', 'MUG');
    assert.equal(mug.on_hand, 13);
    assert.deepEqual(mug.locations.map((l) => `${l.location}:${l.quantity}`).sort(), ['A-01:3', 'storage:10']);
    assert.deepEqual((await stockOf(ctx, 'WEST', 'SERUM')).locations, [{ location: 'storage', lot: 'L-42', quantity: 7.5 }]);
    const moves = (await call(ctx, 'GET', '/api/v1/inventory/moves?product_code=MUG')).body;
    assert.deepEqual(
      moves.map((m: any) => m.reference),
      ['count', 'count', 'damaged'],
    );
    await assertLedgerInvariant(ctx.db);
  });

  it('refuses rows the JSON route refuses, with their lines, and moves no stock', async () => {
    const moves = await count(ctx, 'stock_moves');
    const events = await count(ctx, 'events');
    const res = await importCsv(
      ctx,
      'stock-adjustments',
      csv(
        'warehouse,location,product_code,quantity,lot',
        'EAST,,MUG,1,',
        'EAST,,MUG,-500,',
        'EAST,,KIT,1,',
        'EAST,,MUG,1,L-1',
        'EAST,NOWHERE,MUG,1,',
        'MOON,,MUG,1,',
        'EAST,,MUG,lots,',
        'EAST,,MUG,0,',
        'EAST,,MUG,0.0001,',
      ),
    );
    assert.deepEqual(problems(res), [
      '3 quantity invalid_value',
      '4 product_code invalid_value',
      '5 lot invalid_value',
      '6 location unknown_reference',
      '7 warehouse unknown_reference',
      '8 quantity invalid_type',
      '9 quantity invalid_value',
      '10 quantity invalid_value',
    ]);
    assert.match(res.body.errors[0].message, /cannot take it below zero/);
    assert.equal(await count(ctx, 'stock_moves'), moves);
    assert.equal(await count(ctx, 'events'), events);
    assert.deepEqual(problems(await importCsv(ctx, 'stock-adjustments', csv('warehouse,product_code', 'EAST,MUG'))), ['1 quantity missing_column']);
    assert.deepEqual(problems(await importCsv(ctx, 'stock-adjustments', csv('warehouse,product_code,quantity,reason', 'EAST,MUG,1'))), ['2 - field_count']);
  });

  it('dry_run=true counts the adjustments and moves nothing', async () => {
    const before = await stockOf(ctx, 'EAST', 'MUG');
    const res = await importCsv(ctx, 'stock-adjustments', csv('warehouse,product_code,quantity', 'EAST,MUG,3', 'EAST,MUG,-1'), { query: '?dry_run=true' });
    assert.deepEqual(res.body, { kind: 'stock-adjustments', dry_run: true, rows: 2, created: 2, updated: 0, unchanged: 0 });
    assert.deepEqual(await stockOf(ctx, 'EAST', 'MUG'), before);
  });
});

describe('CSV import: orders', () => {
  let ctx: TestContext;
  const header =
    'number,reference,channel,customer_code,customer_name,customer_email,shipping_address_name,shipping_address_city,shipping_address_country_code,warehouse,product_code,quantity,unit_price';
  before(async () => {
    ctx = await createContext();
    for (const body of [
      { code: 'EAST', name: 'East DC' },
      { code: 'WEST', name: 'West DC' },
    ])
      await call(ctx, 'POST', '/api/v1/warehouses', { body });
    await call(ctx, 'POST', '/api/v1/channels', { body: { code: 'shop', name: 'Web shop', kind: 'storefront' } });
    await importCsv(ctx, 'products', csv('code,name', 'MUG,Mug', 'TEE,Tee'));
    await importCsv(ctx, 'stock-adjustments', csv('warehouse,product_code,quantity', 'EAST,MUG,10', 'EAST,TEE,10'));
  });
  after(async () => {
    await ctx.close();
  });

  it('makes one order of the rows with the same number (order fields given once or repeated) and its shipments per warehouse', async () => {
    const res = await importCsv(
      ctx,
      'orders',
      csv(
        header,
        'SO-1,R-1,shop,C-1,Ada Lovelace,ada@example.com,Ada Lovelace,London,GB,EAST,MUG,2,12.50',
        'SO-1,,,,,,,,,EAST,TEE,1,20.00',
        'SO-2,R-2,shop,C-2,Grace Hopper,,Grace Hopper,Arlington,US,EAST,MUG,1,12.50',
        'SO-1,R-1,shop,C-1,Ada Lovelace,ada@example.com,Ada Lovelace,London,GB,WEST,MUG,1,12.50',
      ),
    );
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.deepEqual(res.body, {
      kind: 'orders',
      dry_run: false,
      rows: 4,
      created: 2,
      updated: 0,
      unchanged: 0,
      order_lines: 4,
      customer_shipments: { released: 2, waiting: 1 },
    });
    const order = (await call(ctx, 'GET', '/api/v1/orders/SO-1')).body;
    assert.deepEqual(
      order.lines.map((l: any) => `${l.warehouse}:${l.product_code}:${l.quantity}:${l.unit_price}`),
      ['EAST:MUG:2:12.50', 'EAST:TEE:1:20.00', 'WEST:MUG:1:12.50'],
    );
    assert.deepEqual(
      [order.customer.name, order.customer.email, order.shipping_address.city, order.reference],
      ['Ada Lovelace', 'ada@example.com', 'London', 'R-1'],
    );
    assert.deepEqual(
      order.customer_shipments.map((s: any) => `${s.warehouse}:${s.state}`),
      ['EAST:pending', 'WEST:waiting'],
    );
    await assertLedgerInvariant(ctx.db);
  });

  it('places each problem on the row it comes from and creates no order', async () => {
    const orders = await count(ctx, 'sales_orders');
    const res = await importCsv(
      ctx,
      'orders',
      csv(
        header,
        'SO-10,,shop,C-1,Ada,,,,,EAST,MUG,1,1.00',
        'SO-10,,shop,C-1,Ada Lovelace,,,,,EAST,NOPE,1,1.00',
        'SO-11,,nochannel,C-3,Alan,,,,,EAST,MUG,1,1.00',
        'SO-12,,shop,C-4,,,,,USA,EAST,MUG,x,1.00',
        'SO-1,,shop,C-1,Ada,,,,,EAST,MUG,1,1.00',
        ',,shop,C-5,Joan,,,,,EAST,MUG,1,1.00',
        'SO-13,,shop,C-6,Kat,,,,,MOON,MUG,1,1.00',
      ),
    );
    assert.deepEqual(problems(res), [
      '3 customer_name conflicting_value',
      '4 channel unknown_reference',
      '5 quantity invalid_type',
      '6 number already_exists',
      '7 number required',
      '8 warehouse unknown_reference',
    ]);
    assert.match(res.body.errors[0].message, /"Ada Lovelace" differs from "Ada" on line 2 of the same order/);
    assert.equal(await count(ctx, 'sales_orders'), orders);
    // As POST /orders checks the body's form before the records it names: the form first, per order.
    const fixed = await importCsv(
      ctx,
      'orders',
      csv(header, 'SO-10,,shop,C-1,Ada,,,,,EAST,NOPE,1,1.00', 'SO-10,,shop,C-1,Ada,,,,,EAST,MUG,1.5,', 'SO-11,,shop,C-1,Ada,,,,,EAST,NOPE,1,1.00'),
    );
    assert.deepEqual(problems(fixed), ['3 unit_price required', '4 product_code unknown_reference']);
    const schema = await importCsv(ctx, 'orders', csv(header, 'SO-20,,shop,C-1,Ada,,,,usa,EAST,MUG,1,1.00'));
    assert.deepEqual(problems(schema), ['2 shipping_address_country_code invalid_format']);
    assert.equal(schema.body.errors[0].message.startsWith('shipping_address_country_code must match pattern'), true);
    assert.deepEqual(problems(await importCsv(ctx, 'orders', csv(header, 'SO-30,,shop,C-1,Ada,,,,,EAST,MUG,1'))), ['2 - field_count']);
  });

  it('takes an orders export back (its read-only columns skipped), and a dry run says what would be released', async () => {
    const exported = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/exports/orders.csv?number=SO-2',
      headers: { authorization: `Bearer ${ctx.staffKey}` },
    });
    const renumbered = exported.body.replaceAll('SO-2,', 'SO-2B,');
    const dry = await importCsv(ctx, 'orders', renumbered, { query: '?dry_run=true' });
    assert.equal(dry.status, 200, JSON.stringify(dry.body));
    assert.deepEqual(dry.body.customer_shipments, { released: 1, waiting: 0 });
    assert.equal((await call(ctx, 'GET', '/api/v1/orders/SO-2B')).status, 404);
  });
});

describe('CSV import: one run for a good file', () => {
  let ctx: TestContext;
  before(async () => {
    // A file, not memory, for SQLite: the import below runs over a connection of its own that logs its statements.
    ctx = await createContext({ file: true });
    await call(ctx, 'POST', '/api/v1/warehouses', { body: { code: 'EAST', name: 'East DC' } });
    await importCsv(ctx, 'products', csv('code,name', 'MUG,Mug'));
  });
  after(async () => {
    await ctx.close();
  });

  it('applies a good file without savepoints; runs a refused one again, under a savepoint per row from the refused row on, to list every problem', async () => {
    const statements: string[] = [];
    const db = connect(ctx.databaseUrl, {
      schema: ctx.schema,
      log: (event) => {
        statements.push(event.query.sql);
      },
    });
    const savepoints = () => statements.filter((statement) => /^savepoint /i.test(statement)).length;
    const run = (file: string) => runImport(db, adjustmentUnits(readCsv(file, ADJUSTMENT_LAYOUT)), false, adjustmentSteps);
    try {
      assert.deepEqual(await run(csv('warehouse,product_code,quantity', 'EAST,MUG,5', 'EAST,MUG,-2', 'EAST,MUG,1')), ['created', 'created', 'created']);
      assert.equal(savepoints(), 0, 'a subtransaction per row only where a row is refused');
      statements.length = 0;
      await assert.rejects(run(csv('warehouse,product_code,quantity', 'EAST,MUG,1', 'EAST,NOPE,1', 'EAST,MUG,-500', 'EAST,MUG,1')), (error: unknown) => {
        assert.ok(error instanceof AppError && error.code === 'import_rejected');
        assert.deepEqual(
          error.errors.map((e) => `${e.line} ${e.column} ${e.code}`),
          ['3 product_code unknown_reference', '4 quantity invalid_value'],
        );
        return true;
      });
      assert.equal(savepoints(), 3, 'the second run: line 2 plainly, then one savepoint for each of lines 3 to 5');
    } finally {
      await db.destroy();
    }
    assert.equal(
      (await call(ctx, 'GET', '/api/v1/inventory?warehouse=EAST&product_code=MUG')).body[0].on_hand,
      4,
      'the good file applied, the refused one not',
    );
    await assertLedgerInvariant(ctx.db);
  });
});
