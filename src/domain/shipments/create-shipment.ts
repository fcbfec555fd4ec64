import type { Db } from '../../db/connect.ts';
import type { ShipmentState } from '../../db/schema.ts';
import type { NewEvent } from '../events/outbox.ts';
import { nowIso } from '../shared/time.ts';
import { markAllocated, physicalLines, reserveAll } from './allocation.ts';
import { tryMarkReleased } from './release-shipment.ts';
import { addNewShipmentTerms } from './shipment-search.ts';
import { getShipmentHead } from './shipments.repo.ts';

/** A bundle component as a subline: quantity already multiplied by the bundle line's quantity. */
type NewSubline = { productId: number; quantity: number; uom: string };

type NewShipmentLine = {
  orderLineId: number;
  position: number;
  productId: number;
  /** Stored thousandths. */
  quantity: number;
  uom: string;
  /** Empty for a plain line; the components for a bundle line. */
  sublines: NewSubline[];
};

type NewShipment = {
  orderId: number;
  warehouseId: number;
  plannedDate: string | null;
  carrierIdentifier: string | null;
  carrierService: string | null;
  shippingInstructions: string | null;
  lines: NewShipmentLine[];
  /** The shipment whose unshipped remainder this one carries (a backorder). */
  backorderOfId?: number | null;
  /** The transfer this shipment carries to another warehouse (docs/admin-api.md "Transfers"). */
  transferId?: number | null;
};

/** A new shipment, with the events its creation causes (`customer_shipment.released` when released). */
type CreatedShipment = { id: number; number: string; state: ShipmentState; events: NewEvent[] };

// Rows per multi-row insert: keeps bound parameters well under SQLite's and PostgreSQL's limits.
const INSERT_CHUNK = 500;

/**
 * Creates a customer shipment with its lines and bundle sublines and its search terms, then allocates
 * its physical lines all or none: fully allocated, it is released (`pending`, event
 * `customer_shipment.released`); otherwise it stays `waiting` and holds no stock.
 */
export async function createShipment(trx: Db, input: NewShipment): Promise<CreatedShipment> {
  const { id, number } = await insertShipment(trx, input);
  await insertLines(trx, id, input.lines);
  const productIds = input.lines.flatMap((l) => [l.productId, ...l.sublines.map((s) => s.productId)]);
  await addNewShipmentTerms(trx, [{ id, orderId: input.orderId, number, productIds }]);
  const lines = await physicalLines(trx, [id]);
  if (!(await reserveAll(trx, input.warehouseId, lines))) return { id, number, state: 'waiting', events: [] };
  await markAllocated(trx, lines);
  const released = await tryMarkReleased(trx, await getShipmentHead(trx, id));
  return { id, number, state: 'pending', events: released ? [released] : [] };
}

/** Inserts the shipment as `waiting` without lines, then numbers it from its id (`CS-000001`). */
async function insertShipment(trx: Db, input: Omit<NewShipment, 'lines'>): Promise<{ id: number; number: string }> {
  const now = nowIso();
  const row = await trx
    .insertInto('customer_shipments')
    .values({
      number: null,
      order_id: input.orderId,
      warehouse_id: input.warehouseId,
      state: 'waiting',
      planned_date: input.plannedDate,
      released_at: null,
      acknowledged_at: null,
      tpl_reference: null,
      shipped_at: null,
      cancelled_at: null,
      carrier_identifier: input.carrierIdentifier,
      carrier_service: input.carrierService,
      shipping_instructions: input.shippingInstructions,
      tracking_number: null,
      tracking_url: null,
      cost: null,
      cost_currency_code: null,
      override_sscc: null,
      override_scac: null,
      backorder_of_id: input.backorderOfId ?? null,
      transfer_id: input.transferId ?? null,
      confirmation_hash: null,
      confirmation_result: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const number = `CS-${String(row.id).padStart(6, '0')}`;
  await trx.updateTable('customer_shipments').set({ number }).where('id', '=', row.id).execute();
  return { id: row.id, number };
}

/** Inserts the lines, then the sublines pointing at their bundle line (matched by position). */
async function insertLines(trx: Db, shipmentId: number, lines: NewShipmentLine[]): Promise<void> {
  const lineIds = new Map<number, number>();
  for (let i = 0; i < lines.length; i += INSERT_CHUNK) {
    const rows = await trx
      .insertInto('customer_shipment_lines')
      .values(
        lines.slice(i, i + INSERT_CHUNK).map((l) => ({
          shipment_id: shipmentId,
          order_line_id: l.orderLineId,
          parent_line_id: null,
          position: l.position,
          product_id: l.productId,
          quantity: l.quantity,
          uom: l.uom,
        })),
      )
      .returning(['id', 'position'])
      .execute();
    for (const row of rows) lineIds.set(row.position, row.id);
  }
  const sublines = lines.flatMap((l) =>
    l.sublines.map((s, index) => ({
      shipment_id: shipmentId,
      order_line_id: l.orderLineId,
      parent_line_id: lineIds.get(l.position)!,
      position: index + 1,
      product_id: s.productId,
      quantity: s.quantity,
      uom: s.uom,
    })),
  );
  for (let i = 0; i < sublines.length; i += INSERT_CHUNK) {
    await trx
      .insertInto('customer_shipment_lines')
      .values(sublines.slice(i, i + INSERT_CHUNK))
      .execute();
  }
}
