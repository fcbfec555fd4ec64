import type { Config } from '../config.ts';
import type { Db } from '../db/connect.ts';
import { AppError } from '../errors.ts';
import { createProduct } from '../domain/catalog/save-product.ts';
import { createChannel } from '../domain/channels/channels.repo.ts';
import { adjustInventory } from '../actions/adjust-inventory.ts';
import { confirmPurchaseOrder } from '../actions/confirm-purchase-order.ts';
import { createOrder } from '../actions/create-order.ts';
import { resolvePurchaseOrder } from '../domain/inbound/purchase-order-input.ts';
import { insertPurchaseOrder } from '../domain/inbound/purchase-orders.repo.ts';
import { createSupplier } from '../domain/inbound/suppliers.repo.ts';
import { loadOrders, type OrderView } from '../domain/orders/orders.repo.ts';
import { insertApiKey } from '../domain/partners/api-keys.repo.ts';
import { createPartner } from '../domain/partners/partners.repo.ts';
import { updateSettings } from '../domain/settings/settings.repo.ts';
import { first } from '../domain/shared/invariants.ts';
import { addLocation, createWarehouse } from '../domain/warehouses/warehouses.repo.ts';
import {
  ACKNOWLEDGE_ORDER,
  DEMO_CHANNELS,
  DEMO_GS1_PREFIX,
  DEMO_ORDERS,
  DEMO_PARTNER,
  DEMO_PRODUCTS,
  DEMO_SETTINGS,
  DEMO_STOCK,
  DEMO_SUPPLIER,
  DEMO_WAREHOUSES,
  demoPurchaseOrder,
  SHIP_ORDER,
} from './demo-data.ts';

type Loaded = { orderIds: number[]; staffKey: string; warehouseKey: string };

/**
 * `dockside demo`: loads the demo merchant of demo-data.ts through the domain actions, in one
 * transaction (a failed run leaves nothing behind), then prints a staff key, a warehouse key, three
 * curl commands for the 3PL interface and the `dockside simulate` line that lets the reference warehouse
 * do the rest. The demo needs a database without its records: run twice, the second run changes nothing
 * and exits 1 with a message.
 */
export async function demoCommand(db: Db, config: Config): Promise<number> {
  let loaded: Loaded;
  try {
    loaded = await db.transaction().execute(loadDemo);
  } catch (error) {
    if (!(error instanceof AppError && error.code === 'already_exists')) throw error;
    process.stderr.write(
      `dockside demo: this database already holds records the demo would create (${error.message}); nothing was changed.\n` +
        'The demo loads into a database without them: point DATABASE_URL at a new one, ' +
        'or create fresh keys with "dockside keys create --role warehouse --partner harbor".\n',
    );
    return 1;
  }
  const orders = await loadOrders(db, loaded.orderIds);
  process.stdout.write(report(orders, loaded, `http://localhost:${config.port}`));
  return 0;
}

async function loadDemo(trx: Db): Promise<Loaded> {
  await updateSettings(trx, DEMO_SETTINGS);
  for (const { bins, ...warehouse } of DEMO_WAREHOUSES) {
    const id = await createWarehouse(trx, warehouse);
    for (const bin of bins) await addLocation(trx, id, bin);
  }
  for (const channel of DEMO_CHANNELS) await createChannel(trx, channel);
  for (const product of DEMO_PRODUCTS) await createProduct(trx, product);
  // Stock before orders, so that orders find it allocated; the one without stock waits.
  for (const adjustment of DEMO_STOCK) await adjustInventory(trx, adjustment);
  const partnerId = await createPartner(trx, DEMO_PARTNER);
  const orderIds: number[] = [];
  for (const order of DEMO_ORDERS) orderIds.push((await createOrder(trx, order)).id);
  await createSupplier(trx, DEMO_SUPPLIER);
  const purchase = demoPurchaseOrder();
  await confirmPurchaseOrder(trx, await insertPurchaseOrder(trx, await resolvePurchaseOrder(trx, purchase.order)), purchase.confirm);
  const staff = await insertApiKey(trx, { role: 'staff', partnerId: null, name: 'demo staff key' });
  const warehouse = await insertApiKey(trx, { role: 'warehouse', partnerId, name: `demo warehouse key (${DEMO_PARTNER.code})` });
  return { orderIds, staffKey: staff.key, warehouseKey: warehouse.key };
}

/** A word for a POSIX shell: single-quoted, with single quotes inside closed, escaped and reopened. */
function shellWord(text: string): string {
  return `'${text.replaceAll("'", `'\\''`)}'`;
}

function curl(key: string, url: string, body?: unknown): string {
  const auth = `-H ${shellWord(`Authorization: Bearer ${key}`)}`;
  if (body === undefined) return `curl -s ${auth} ${url}`;
  return `curl -s -X PUT ${auth} -H 'Content-Type: application/json' -d ${shellWord(JSON.stringify(body))} ${url}`;
}

/** The one shipment of a demo order (both printed commands name single-warehouse orders). */
function shipmentOf(orders: OrderView[], number: string): { order: OrderView; shipment: OrderView['customer_shipments'][number] } {
  const order = orders.find((o) => o.number === number)!;
  return { order, shipment: first(order.customer_shipments, `the shipment of demo order ${number}`) };
}

/**
 * The three 3PL calls (fetch pending, acknowledge one shipment, confirm another as shipped in one
 * package), then the reference warehouse doing the rest with the demo's item master: its consumables,
 * its lot-tracked products and its bins.
 */
function commands(orders: OrderView[], key: string, baseUrl: string): string {
  const api = `${baseUrl}/services/3pl/v1`;
  const ack = shipmentOf(orders, ACKNOWLEDGE_ORDER);
  const ship = shipmentOf(orders, SHIP_ORDER);
  const tracking = '1Z999AA10123456784';
  const confirmation = {
    shipments: [
      {
        id: ship.shipment.id,
        carrier_identifier: 'ups',
        carrier_service: 'Ground',
        tracking_number: tracking,
        packages: [
          {
            reference: `${ship.shipment.number}-1`,
            medium: 'BOX',
            weight: 2.4,
            weight_uom: 'lb',
            tracking_number: tracking,
            items: ship.order.lines.map((l) => ({ product_code: l.product_code, quantity: l.quantity })),
            consumables: [{ product_code: 'BOX-SMALL', quantity: 1 }],
          },
        ],
      },
    ],
  };
  const items = ship.order.lines.map((l) => `${l.quantity} x ${l.product_code}`).join(', ');
  return [
    '# 1. As the warehouse: fetch the customer shipments released for packing (state pending)',
    curl(key, `${api}/customer-shipments.json`),
    '',
    `# 2. Acknowledge ${ack.shipment.number} (order ${ack.order.number}, ${ack.shipment.warehouse}): pending -> open`,
    curl(key, `${api}/customer-shipments/acknowledge.json`, { shipments: [{ id: ack.shipment.id, tpl_reference: 'WMS-10001' }] }),
    '',
    `# 3. Confirm ${ship.shipment.number} (order ${ship.order.number}: ${items}) as shipped by UPS in one small box`,
    curl(key, `${api}/customer-shipments/ship.json`, confirmation),
    '',
    '# 4. The stock on its way to EAST: the supplier shipments (advance shipping notices) announced to the warehouse',
    curl(key, `${api}/supplier-shipments.json`),
    '',
    '# 5. Let dockside simulate, the reference warehouse, do the rest: it acknowledges, packs and ships every pending shipment,',
    '#    receives pending returns and both arrivals of the purchase order to EAST, and prints what it did (docs/simulator.md)',
    simulateLine(key, baseUrl),
    '',
    '# 6. Later, a pass where the floor drifts and the warehouse counts: units lost, found, damaged or expired, most reported',
    '#    as adjustments and some not; the count (a complete snapshot of each warehouse) finds the rest and reconciles',
    "#    Dockside's books with the shelves (inventory.adjusted, inventory.reconciled; docs/simulator.md section 12)",
    `${simulateLine(key, baseUrl)} --drift --count --warehouses ${DEMO_WAREHOUSES.map((w) => w.code).join(',')}`,
    '',
  ].join('\n');
}

/**
 * `dockside simulate --once` as the demo partner, from the Dockside checkout, knowing the demo's items
 * as a warehouse knows its item master: the packaging, the lots on each warehouse's shelves, the bins.
 */
function simulateLine(key: string, baseUrl: string): string {
  const consumables = DEMO_PRODUCTS.filter((p) => p.consumable)
    .map((p) => p.code)
    .join(',');
  const bins = [...new Set(DEMO_WAREHOUSES.flatMap((w) => w.bins.map((b) => b.code)))].join(',');
  const lots = new Map<string, string[]>();
  for (const entry of DEMO_STOCK) {
    if (!entry.lot) continue;
    const key = `${entry.warehouse}/${entry.product_code}`;
    lots.set(key, [...(lots.get(key) ?? []), entry.lot.number]);
  }
  const lotFlags = [...lots].map(([where, numbers]) => `--lots ${where}=${numbers.join(',')}`).join(' ');
  return `node bin/dockside.js simulate --url ${baseUrl} --key ${key} --once --consumables ${consumables} ${lotFlags} --bins ${bins}`;
}

function summary(orders: OrderView[]): string {
  const shipments = orders.flatMap((o) => o.customer_shipments.map((s) => ({ ...s, order: o.number })));
  const waiting = shipments.filter((s) => s.state === 'waiting');
  const pending = shipments.filter((s) => s.state === 'pending').length;
  const bundles = DEMO_PRODUCTS.filter((p) => p.components?.length).map(
    (p) => `${p.code} (bundle: ${p.components!.map((c) => `${c.quantity} x ${c.product_code}`).join(', ')})`,
  );
  const flagged = DEMO_PRODUCTS.filter((p) => p.consumable || p.lot_tracked).map((p) => `${p.code} (${p.consumable ? 'consumable' : 'lot-tracked'})`);
  return [
    'Demo merchant loaded:',
    `  settings    currency ${DEMO_SETTINGS.currency}, GS1 company prefix ${DEMO_GS1_PREFIX}`,
    `  warehouses  ${DEMO_WAREHOUSES.map((w) => `${w.code} "${w.name}" (bins ${w.bins.map((b) => b.code).join(', ')})`).join(', ')}`,
    `  channels    ${DEMO_CHANNELS.map((c) => `${c.code} (${c.kind})`).join(', ')}`,
    `  products    ${DEMO_PRODUCTS.length}, among them ${[...bundles, ...flagged].join(', ')}`,
    `  partner     ${DEMO_PARTNER.code} "${DEMO_PARTNER.name}" runs ${DEMO_PARTNER.warehouses.join(' and ')}`,
    `  orders      ${orders.length} (${orders[0]!.number} to ${orders.at(-1)!.number}) with ${shipments.length} customer shipments: ` +
      `${pending} pending, ${waiting.length} waiting for stock (${waiting.map((s) => `${s.number} of ${s.order} at ${s.warehouse}`).join(', ')})`,
    `  inbound     supplier ${DEMO_SUPPLIER.code} "${DEMO_SUPPLIER.name}", a purchase order to ${demoPurchaseOrder().order.warehouse} confirmed into two arrivals (by air next week, by sea later)`,
    '',
  ].join('\n');
}

function report(orders: OrderView[], loaded: Loaded, baseUrl: string): string {
  return [
    summary(orders),
    'API keys, shown only this once:',
    `  staff      ${loaded.staffKey}`,
    `  warehouse  ${loaded.warehouseKey}   (partner ${DEMO_PARTNER.code}: ${DEMO_PARTNER.warehouses.join(', ')})`,
    '',
    `Start the service (npm start) in another terminal; it listens on ${baseUrl}.`,
    `The staff key works on the admin API, e.g. curl -s -H "Authorization: Bearer <staff key>" ${baseUrl}/api/v1/orders`,
    '',
    commands(orders, loaded.warehouseKey, baseUrl),
  ].join('\n');
}
