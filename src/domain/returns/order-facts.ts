import type { Db } from '../../db/connect.ts';
import { unitsPerBundle } from '../catalog/bundles.ts';

/** A bundle component as the order line shipped it: stored thousandths per bundle and in total. */
export type ComponentFacts = {
  productId: number;
  /** Component units per one bundle (stored thousandths), as the order's shipment lines carry it. */
  perBundle: number;
  /** Component units shipped for this order line (sublines of done shipments). */
  shipped: number;
  /** Component units returned on their own (not as part of a whole bundle). */
  returnedAlone: number;
  /** Shipped units per warehouse. */
  shippedFrom: Map<number, number>;
};

/**
 * What a return needs to know about one sales order line. For a plain line `shipped` and `returned`
 * count units; for a bundle line they count whole bundles, and `components` holds its parts.
 */
export type OrderLineFacts = {
  id: number;
  position: number;
  productId: number;
  uom: string;
  /** What the order line asked for (stored thousandths): units, or bundles for a bundle line. */
  ordered: number;
  shipped: number;
  returned: number;
  shippedFrom: Map<number, number>;
  /** Empty for a plain line. */
  components: Map<number, ComponentFacts>;
};

export type OrderFacts = {
  order: {
    id: number;
    number: string;
    reference: string | null;
    channelId: number;
    customerId: number;
    shippingAddressId: number;
    countryCode: string | null;
  };
  lines: OrderLineFacts[];
};

/**
 * Loads an order with what each of its lines shipped (done shipments, per warehouse) and what earlier
 * returns already took back, in four queries. Null when there is no such order.
 */
export async function loadOrderFacts(db: Db, orderId: number): Promise<OrderFacts | null> {
  const order = await db
    .selectFrom('sales_orders as o')
    .innerJoin('addresses as a', 'a.id', 'o.shipping_address_id')
    .select(['o.id', 'o.number', 'o.reference', 'o.channel_id', 'o.customer_id', 'o.shipping_address_id', 'a.country_code'])
    .where('o.id', '=', orderId)
    .executeTakeFirst();
  if (!order) return null;
  const orderLines = await db
    .selectFrom('sales_order_lines as l')
    .innerJoin('products as p', 'p.id', 'l.product_id')
    .select(['l.id', 'l.position', 'l.product_id', 'l.quantity', 'p.uom'])
    .where('l.order_id', '=', orderId)
    .orderBy('l.position')
    .orderBy('l.id')
    .execute();
  const lines = new Map(
    orderLines.map((l): [number, OrderLineFacts] => [
      l.id,
      {
        id: l.id,
        position: l.position,
        productId: l.product_id,
        uom: l.uom,
        ordered: l.quantity,
        shipped: 0,
        returned: 0,
        shippedFrom: new Map(),
        components: new Map(),
      },
    ]),
  );
  await addShipped(db, orderId, lines);
  await addReturned(db, orderId, lines);
  return {
    order: {
      id: order.id,
      number: order.number,
      reference: order.reference,
      channelId: order.channel_id,
      customerId: order.customer_id,
      shippingAddressId: order.shipping_address_id,
      countryCode: order.country_code,
    },
    lines: [...lines.values()],
  };
}

/**
 * Shipped quantities from the order's shipment lines: a line's own shipped_quantity (whole bundles for
 * a bundle line), and per component what its sublines shipped. The quantity per bundle comes from the
 * first shipment line of the order line, so later catalog changes never alter an old order.
 */
async function addShipped(db: Db, orderId: number, lines: Map<number, OrderLineFacts>): Promise<void> {
  const rows = await db
    .selectFrom('customer_shipment_lines as l')
    .innerJoin('customer_shipments as s', 's.id', 'l.shipment_id')
    .select(['l.id', 'l.order_line_id', 'l.parent_line_id', 'l.product_id', 'l.quantity', 'l.shipped_quantity', 's.warehouse_id'])
    .where('s.order_id', '=', orderId)
    .orderBy('l.shipment_id')
    .orderBy('l.id')
    .execute();
  const topLines = new Map(rows.filter((r) => r.parent_line_id === null).map((r) => [r.id, r]));
  const ratioFrom = new Map<number, number>();
  for (const row of rows) {
    const line = lines.get(row.order_line_id);
    if (!line) continue;
    if (row.parent_line_id === null) {
      line.shipped += row.shipped_quantity;
      addTo(line.shippedFrom, row.warehouse_id, row.shipped_quantity);
      continue;
    }
    const parent = topLines.get(row.parent_line_id)!;
    if (!ratioFrom.has(line.id)) ratioFrom.set(line.id, parent.id);
    const component = line.components.get(row.product_id) ?? {
      productId: row.product_id,
      perBundle: 0,
      shipped: 0,
      returnedAlone: 0,
      shippedFrom: new Map<number, number>(),
    };
    // Nested bundles are flattened, so one component may appear on several sublines of a bundle line.
    if (ratioFrom.get(line.id) === parent.id) component.perBundle += unitsPerBundle(row.quantity, parent.quantity);
    component.shipped += row.shipped_quantity;
    addTo(component.shippedFrom, row.warehouse_id, row.shipped_quantity);
    line.components.set(row.product_id, component);
  }
}

/** What earlier returns of the order took back: whole bundles or units, and components on their own. */
async function addReturned(db: Db, orderId: number, lines: Map<number, OrderLineFacts>): Promise<void> {
  const rows = await db
    .selectFrom('return_order_lines as rl')
    .innerJoin('return_orders as r', 'r.id', 'rl.return_order_id')
    .select(['rl.order_line_id', 'rl.product_id', 'rl.quantity'])
    .where('r.order_id', '=', orderId)
    .execute();
  for (const row of rows) {
    const line = lines.get(row.order_line_id);
    if (!line) continue;
    if (row.product_id === line.productId) line.returned += row.quantity;
    else {
      const component = line.components.get(row.product_id);
      if (component) component.returnedAlone += row.quantity;
    }
  }
}

function addTo(map: Map<number, number>, key: number, delta: number): void {
  if (delta !== 0) map.set(key, (map.get(key) ?? 0) + delta);
}
