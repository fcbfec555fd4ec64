/**
 * bench/ship: confirms 5,000 customer shipments (3 lines, 1-3 packages, some with lots and consumables)
 * in batches of 50 over HTTP against a database of 100,000+ shipments, then fetches pages of 250
 * pending shipments. Prints one JSON line. `npm run bench:ship` (DATABASE_URL=postgres://... for PostgreSQL).
 */
import { createWarehouse } from '../src/domain/warehouses/warehouses.repo.ts';
import { moveStock } from '../src/domain/inventory/ledger.ts';
import { findLocation, virtualLocation } from '../src/domain/warehouses/warehouses.repo.ts';
import { insertApiKey } from '../src/domain/partners/api-keys.repo.ts';
import { buildSscc } from '../src/domain/shared/gs1.ts';
import {
  benchDatabase,
  benchServer,
  cpuPerBatch,
  currentSyncToken,
  insertBenchProducts,
  insertChunked,
  measureDeepPages,
  measurePolls,
  measureSync,
  percentile,
  readCpu,
  settle,
} from './support.ts';

const SHIPMENTS = Number(process.env.BENCH_SHIPMENTS ?? 100_000);
/** Shipments already shipped before the run, with packages, contents and moves: a database in use has them. */
const HISTORY = Number(process.env.BENCH_HISTORY ?? 20_000);
const CONFIRM = Number(process.env.BENCH_CONFIRM ?? 5_000);
const BATCH = 50;
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 4);
const PRODUCTS = 60;

const { db, backend, url, drop } = await benchDatabase('bench_ship');
const seedStart = performance.now();
const now = new Date().toISOString();
await db.updateTable('settings').set({ gs1_company_prefix: '0614141' }).execute();
const warehouseId = await db.transaction().execute((trx) => createWarehouse(trx, { code: 'EAST', name: 'East' }));
const productIds = await insertBenchProducts(db, PRODUCTS, now, { lotTracked: (i) => i % 10 === 0 });
await insertChunked(db, 'products', [{ code: 'BOX', name: 'Box', uom: 'u', consumable: 1, lot_tracked: 0, is_bundle: 0, created_at: now, updated_at: now }]);
const storage = (await findLocation(db, warehouseId, 'storage'))!;
const consumables = (await findLocation(db, warehouseId, 'consumables'))!;
const adjustment = await virtualLocation(db, 'adjustment');
const boxId = (await db.selectFrom('products').select('id').where('code', '=', 'BOX').executeTakeFirstOrThrow()).id;
await db.transaction().execute(async (trx) => {
  for (const productId of productIds) {
    await moveStock(trx, { productId, lotId: 0, quantity: 1_000_000_000, from: adjustment, to: storage, cause: 'adjustment' });
  }
  await moveStock(trx, { productId: boxId, lotId: 0, quantity: 1_000_000_000, from: adjustment, to: consumables, cause: 'adjustment' });
});
const [channelId] = await insertChunked(db, 'channels', [{ code: 'shop', name: 'Shop', kind: 'storefront', created_at: now, updated_at: now }]);
const [customerId] = await insertChunked(db, 'customers', [{ code: 'C1', name: 'Customer', created_at: now, updated_at: now }]);
const [addressId] = await insertChunked(db, 'addresses', [
  { name: 'Customer', street: '1 Main St', city: 'Town', zip: '12345', country_code: 'US', created_at: now },
]);

const lineProducts = (i: number) => [productIds[i % PRODUCTS]!, productIds[(i + 7) % PRODUCTS]!, productIds[(i + 13) % PRODUCTS]!];
await db.transaction().execute(async (trx) => {
  for (let start = 0; start < SHIPMENTS; start += 2_000) {
    const count = Math.min(2_000, SHIPMENTS - start);
    const stamp = new Date(Date.parse(now) - (SHIPMENTS - start) * 1000).toISOString();
    const orderIds = await insertChunked(
      trx,
      'sales_orders',
      Array.from({ length: count }, (_, k) => ({
        number: `SO-${start + k + 1}`,
        reference: null,
        channel_id: channelId,
        customer_id: customerId,
        shipping_address_id: addressId,
        currency: 'USD',
        state: 'open',
        created_at: stamp,
        updated_at: stamp,
      })),
    );
    const orderLineIds = await insertChunked(
      trx,
      'sales_order_lines',
      orderIds.flatMap((orderId, k) =>
        lineProducts(start + k).map((productId, position) => ({
          order_id: orderId,
          position,
          product_id: productId,
          quantity: 2000,
          unit_price: '9.99',
          warehouse_id: warehouseId,
        })),
      ),
    );
    const shipmentIds = await insertChunked(
      trx,
      'customer_shipments',
      orderIds.map((orderId, k) => ({
        number: `CS-${String(start + k + 1).padStart(6, '0')}`,
        order_id: orderId,
        warehouse_id: warehouseId,
        state: 'pending',
        released_at: stamp,
        created_at: stamp,
        updated_at: stamp,
      })),
    );
    await insertChunked(
      trx,
      'customer_shipment_lines',
      shipmentIds.flatMap((shipmentId, k) =>
        lineProducts(start + k).map((productId, position) => ({
          shipment_id: shipmentId,
          order_line_id: orderLineIds[k * 3 + position],
          parent_line_id: null,
          position,
          product_id: productId,
          quantity: 2000,
          shipped_quantity: 0,
          allocated_quantity: 2000,
          uom: 'u',
        })),
      ),
    );
  }
  // The allocation the seeded shipments hold, per product, as order creation would have recorded it.
  const allocated = await trx
    .selectFrom('customer_shipment_lines')
    .select(['product_id'])
    .select((eb) => eb.fn.sum<number>('allocated_quantity').as('total'))
    .groupBy('product_id')
    .execute();
  for (const row of allocated) {
    await trx
      .updateTable('inventory_positions')
      .set({ allocated: Number(row.total) })
      .where('warehouse_id', '=', warehouseId)
      .where('product_id', '=', row.product_id)
      .execute();
  }
});
await seedHistory();
const key = (await insertApiKey(db, { role: 'staff', partnerId: null })).key;
await settle(db, backend);
const seedSeconds = (performance.now() - seedStart) / 1000;

await db.destroy();
const server = await benchServer(url);
const { base } = server;
const rssStarted = server.peak();
const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };

/** 3 lines over 1-3 packages; lot-tracked products (every 10th) with their lot, every 3rd with a consumable box. */
function confirmation(id: number, i: number) {
  const products = lineProducts(id - 1).map((productId) => `P${productIds.indexOf(productId)}`);
  const lot = (code: string) => (Number(code.slice(1)) % 10 === 0 ? { lot: { number: `LOT-${i % 50}` } } : {});
  const packageCount = 1 + (i % 3);
  const packages = Array.from({ length: packageCount }, (_, p) => ({
    tracking_number: `T${id}-${p}`,
    medium: 'BOX',
    weight: 1.5,
    weight_uom: 'lb',
    dimensions: { length: 10, width: 8, height: 4, uom: 'in' },
    items: [] as { product_code: string; quantity: number; lot?: { number: string } }[],
    consumables: i % 3 === 0 ? [{ product_code: 'BOX', quantity: 1 }] : [],
  }));
  products.forEach((code, line) => {
    // Each line of 2 units: split across two packages when there are several.
    if (packageCount > 1) {
      packages[line % packageCount]!.items.push({ product_code: code, quantity: 1, ...lot(code) });
      packages[(line + 1) % packageCount]!.items.push({ product_code: code, quantity: 1, ...lot(code) });
    } else {
      packages[0]!.items.push({ product_code: code, quantity: 2, ...lot(code) });
    }
  });
  return { id, carrier_identifier: 'ups', tracking_number: `M${id}`, cost: '7.25', packages: packages.filter((p) => p.items.length > 0) };
}

// Where a warehouse's sync of shipped shipments stands before the confirmations: afterwards it reads them all.
const doneList = `${base}/services/3pl/v1/customer-shipments.json?status=done&per_page=250`;
const syncToken = await currentSyncToken(doneList, headers);

const ids = Array.from({ length: CONFIRM }, (_, i) => i + 1);
const batches: number[][] = [];
for (let i = 0; i < ids.length; i += BATCH) batches.push(ids.slice(i, i + BATCH));
const shipLatencies: number[] = [];
let failures = 0;
const cpuBefore = readCpu(server, backend);
const shipStart = performance.now();
let next = 0;
await Promise.all(
  Array.from({ length: CLIENTS }, async () => {
    while (next < batches.length) {
      const batch = batches[next++]!;
      const body = JSON.stringify({ shipments: batch.map((id) => confirmation(id, id)) });
      const t = performance.now();
      const res = await fetch(`${base}/services/3pl/v1/customer-shipments/ship.json`, { method: 'PUT', headers, body });
      await res.arrayBuffer();
      shipLatencies.push(performance.now() - t);
      if (res.status !== 200) failures++;
    }
  }),
);
const shipSeconds = (performance.now() - shipStart) / 1000;
const shipCpu = cpuPerBatch(cpuBefore, readCpu(server, backend), batches.length);
const rssConfirmed = server.peak();

const polls = await measurePolls((page) => `${base}/services/3pl/v1/customer-shipments.json?per_page=250&page=${page}`, headers);
failures += polls.failures;
const deep = await measureDeepPages(`${base}/services/3pl/v1/customer-shipments.json?per_page=250`, SHIPMENTS - CONFIRM, headers);
const synced = await measureSync(doneList, syncToken, headers);
failures += deep.failures + synced.failures;

const peakRss = await server.stop();
if (!process.env.BENCH_KEEP) await drop();
process.stdout.write(
  `${JSON.stringify({
    bench: 'ship',
    backend,
    shipments_in_db: SHIPMENTS + HISTORY,
    shipped_history: HISTORY,
    confirmed: CONFIRM,
    batch: BATCH,
    clients: CLIENTS,
    seed_s: Math.round(seedSeconds * 10) / 10,
    shipments_per_s: Math.round(CONFIRM / shipSeconds),
    ship_p50_ms: percentile(shipLatencies, 50),
    ship_p99_ms: percentile(shipLatencies, 99),
    server_cpu_ms_per_batch: shipCpu.server,
    postgres_cpu_ms_per_batch: shipCpu.postgres,
    ...polls.figures,
    ...deep.figures,
    ...synced.figures,
    failures,
    server_start_ms: server.startMs,
    server_peak_rss_mib: peakRss,
    server_peak_rss_started_mib: rssStarted,
    server_peak_rss_confirmed_mib: rssConfirmed,
  })}\n`,
);

/**
 * HISTORY shipments shipped before the run (one package of three lines each), recorded as a
 * confirmation would: lines shipped, packages with SSCCs, contents and storage -> customer moves, and
 * the levels and positions lowered by what left. Without a history the planner's statistics describe
 * empty packages and moves tables, which no database in use has.
 */
async function seedHistory(): Promise<void> {
  const customer = await virtualLocation(db, 'customer');
  const shippedPerProduct = new Map<number, number>();
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < HISTORY; start += 2_000) {
      const count = Math.min(2_000, HISTORY - start);
      const stamp = new Date(Date.parse(now) - (SHIPMENTS + HISTORY - start) * 1000).toISOString();
      const orderIds = await insertChunked(
        trx,
        'sales_orders',
        Array.from({ length: count }, (_, k) => ({
          number: `SO-H${start + k + 1}`,
          reference: null,
          channel_id: channelId,
          customer_id: customerId,
          shipping_address_id: addressId,
          currency: 'USD',
          state: 'done',
          created_at: stamp,
          updated_at: stamp,
        })),
      );
      const orderLineIds = await insertChunked(
        trx,
        'sales_order_lines',
        orderIds.flatMap((orderId, k) =>
          lineProducts(start + k).map((productId, position) => ({
            order_id: orderId,
            position,
            product_id: productId,
            quantity: 2000,
            unit_price: '9.99',
            warehouse_id: warehouseId,
          })),
        ),
      );
      const shipmentIds = await insertChunked(
        trx,
        'customer_shipments',
        orderIds.map((orderId, k) => ({
          number: `CS-H${String(start + k + 1).padStart(6, '0')}`,
          order_id: orderId,
          warehouse_id: warehouseId,
          state: 'done',
          released_at: stamp,
          shipped_at: stamp,
          carrier_identifier: 'ups',
          tracking_number: `H${start + k}`,
          created_at: stamp,
          updated_at: stamp,
        })),
      );
      const lineIds = await insertChunked(
        trx,
        'customer_shipment_lines',
        shipmentIds.flatMap((shipmentId, k) =>
          lineProducts(start + k).map((productId, position) => ({
            shipment_id: shipmentId,
            order_line_id: orderLineIds[k * 3 + position],
            parent_line_id: null,
            position,
            product_id: productId,
            quantity: 2000,
            shipped_quantity: 2000,
            allocated_quantity: 0,
            uom: 'u',
          })),
        ),
      );
      const packageIds = await insertChunked(
        trx,
        'packages',
        shipmentIds.map((shipmentId, k) => ({
          shipment_id: shipmentId,
          position: 0,
          sscc: buildSscc(0, '0614141', 500_000_000 + start + k),
          tracking_number: `H${start + k}`,
          carrier_identifier: 'ups',
          created_at: stamp,
        })),
      );
      await insertChunked(
        trx,
        'package_contents',
        packageIds.flatMap((packageId, k) =>
          lineProducts(start + k).map((productId, position) => ({
            package_id: packageId,
            kind: 'item',
            shipment_line_id: lineIds[k * 3 + position],
            product_id: productId,
            lot_id: null,
            quantity: 2000,
          })),
        ),
      );
      await insertChunked(
        trx,
        'stock_moves',
        packageIds.flatMap((packageId, k) =>
          lineProducts(start + k).map((productId) => {
            shippedPerProduct.set(productId, (shippedPerProduct.get(productId) ?? 0) + 2000);
            return {
              product_id: productId,
              lot_id: 0,
              quantity: 2000,
              from_location_id: storage.id,
              to_location_id: customer.id,
              cause: 'shipment',
              shipment_id: shipmentIds[k],
              package_id: packageId,
              crs_id: null,
              reference: null,
              created_at: stamp,
            };
          }),
        ),
      );
    }
    for (const [productId, shipped] of shippedPerProduct) {
      await trx
        .updateTable('stock_levels')
        .set((eb) => ({ quantity: eb('quantity', '-', shipped) }))
        .where('location_id', '=', storage.id)
        .where('product_id', '=', productId)
        .where('lot_id', '=', 0)
        .execute();
      await trx
        .updateTable('inventory_positions')
        .set((eb) => ({ on_hand: eb('on_hand', '-', shipped) }))
        .where('warehouse_id', '=', warehouseId)
        .where('product_id', '=', productId)
        .execute();
    }
  });
}
