import type { Db } from '../../../db/connect.ts';
import { updateRows } from '../../../db/bulk-statements.ts';
import type { NewEvent } from '../../events/outbox.ts';
import type { WarehouseRef } from '../../../wire/references.ts';
import type { AllocationChange } from '../../inventory/ledger.ts';
import { addNewShipmentTerms } from '../shipment-search.ts';
import { isPhysicalLine, type LoadedShipment, type ShipmentLineRow } from './load-shipment.ts';

export type Backorder = { id: number; number: string };

/** A confirmed shipment: where it shipped from and each line's shipped quantity after this confirmation. */
type ConfirmedShipment = { loaded: LoadedShipment; warehouse: WarehouseRef; shippedAfter: Map<number, number> };

export type CreatedBackorder = {
  backorder: Backorder;
  /** The confirmed shipment's allocation for what it did not ship, carried over to the backorder. */
  allocations: AllocationChange[];
  /** `customer_shipment.released`, for the caller to write in its place among the batch's events. */
  released: NewEvent;
};

/**
 * docs/3pl-api.md section 8: what was ordered and not shipped becomes a new shipment at the warehouse that
 * shipped, holding the remaining quantities (bundle components included) and the allocation the
 * confirmed shipment still held for them, and its search terms. It is released at once: the warehouse
 * already holds (or has shipped past) the stock for it. A constant number of statements for any number
 * of shipments; answers by confirmed shipment id, for those that left something open.
 */
export async function createBackorders(trx: Db, confirmed: ConfirmedShipment[], now: string): Promise<Map<number, CreatedBackorder>> {
  const open = confirmed
    .map((c) => ({ ...c, openLines: c.loaded.lines.filter((l) => l.quantity - c.shippedAfter.get(l.id)! > 0) }))
    .filter((c) => c.openLines.length > 0);
  const created = new Map<number, CreatedBackorder>();
  if (open.length === 0) return created;
  const inserted = await trx
    .insertInto('customer_shipments')
    .values(
      open.map(({ loaded: { shipment }, warehouse }) => ({
        number: null,
        order_id: shipment.order_id,
        warehouse_id: warehouse.id,
        state: 'pending' as const,
        planned_date: shipment.planned_date,
        released_at: now,
        acknowledged_at: null,
        tpl_reference: null,
        shipped_at: null,
        cancelled_at: null,
        carrier_identifier: shipment.carrier_identifier,
        carrier_service: shipment.carrier_service,
        shipping_instructions: shipment.shipping_instructions,
        tracking_number: null,
        tracking_url: null,
        cost: null,
        cost_currency_code: null,
        override_sscc: null,
        override_scac: null,
        backorder_of_id: shipment.id,
        // A transfer's backorder still carries the transfer: it ships to the same destination.
        transfer_id: shipment.transfer_id,
        confirmation_hash: null,
        confirmation_result: null,
        created_at: now,
        updated_at: now,
      })),
    )
    .returning(['id', 'backorder_of_id'])
    .execute();
  const backorderOf = new Map(inserted.map((row) => [row.backorder_of_id!, { id: row.id, number: `CS-${String(row.id).padStart(6, '0')}` }]));
  await updateRows(
    trx,
    'customer_shipments',
    [{ name: 'number', type: 'text' }],
    [...backorderOf.values()].map((b) => ({ id: b.id, values: [b.number] })),
  );
  const lines = open.flatMap((c) => c.openLines.map((line) => ({ c, line, backorderId: backorderOf.get(c.loaded.shipment.id)!.id })));
  await insertLines(trx, lines);
  await addNewShipmentTerms(
    trx,
    open.map((c) => {
      const { id, number } = backorderOf.get(c.loaded.shipment.id)!;
      return { id, orderId: c.loaded.shipment.order_id, number, productIds: c.openLines.map((l) => l.product_id) };
    }),
  );
  for (const c of open) {
    const backorder = backorderOf.get(c.loaded.shipment.id)!;
    const allocations = c.openLines
      .filter((line) => isPhysicalLine(line, c.loaded.lines))
      .map((line) => ({ warehouseId: c.warehouse.id, productId: line.product_id, delta: carriedAllocation(line, c.shippedAfter) }))
      .filter((a) => a.delta > 0);
    created.set(c.loaded.shipment.id, { backorder, allocations, released: releasedEvent(c, backorder) });
  }
  return created;
}

type OpenLine = { c: ConfirmedShipment; line: ShipmentLineRow; backorderId: number };

/** Copies the open lines: bundle lines first, so that sublines can point at their bundle line's copy. */
async function insertLines(trx: Db, lines: OpenLine[]): Promise<void> {
  const row = ({ c, line, backorderId }: OpenLine, parentId: number | null) => ({
    shipment_id: backorderId,
    order_line_id: line.order_line_id,
    parent_line_id: parentId,
    position: line.position,
    product_id: line.product_id,
    quantity: line.quantity - c.shippedAfter.get(line.id)!,
    shipped_quantity: 0,
    allocated_quantity: isPhysicalLine(line, c.loaded.lines) ? carriedAllocation(line, c.shippedAfter) : 0,
    uom: line.uom,
  });
  const parents = lines.filter((l) => l.line.parent_line_id === null);
  const copies = new Map<string, number>();
  if (parents.length > 0) {
    const inserted = await trx
      .insertInto('customer_shipment_lines')
      .values(parents.map((p) => row(p, null)))
      .returning(['id', 'shipment_id', 'position'])
      .execute();
    for (const r of inserted) copies.set(`${r.shipment_id}:${r.position}`, r.id);
  }
  // A subline with something left always has its bundle line open too: the bundle counts only whole
  // shipped bundles.
  const sublines = lines
    .filter((l) => l.line.parent_line_id !== null)
    .map((l) => {
      const parent = l.c.loaded.lines.find((p) => p.id === l.line.parent_line_id)!;
      return row(l, copies.get(`${l.backorderId}:${parent.position}`)!);
    });
  if (sublines.length > 0) await trx.insertInto('customer_shipment_lines').values(sublines).execute();
}

/** What the confirmed shipment still held for a line beyond what shipped, at most what remains. */
function carriedAllocation(line: ShipmentLineRow, shippedAfter: Map<number, number>): number {
  const shipped = shippedAfter.get(line.id)!;
  return Math.min(line.quantity - shipped, Math.max(0, line.allocated_quantity - shipped));
}

/** The backorder's `customer_shipment.released`, shaped as every release (src/domain/shipments/shipment-events.ts). */
function releasedEvent(c: ConfirmedShipment, backorder: Backorder): NewEvent {
  const { shipment, order, channelId } = c.loaded;
  return {
    type: 'customer_shipment.released',
    resourceType: 'customer_shipment',
    resourceId: backorder.id,
    channelId,
    warehouseId: c.warehouse.id,
    data: {
      id: backorder.id,
      number: backorder.number,
      state: 'pending',
      warehouse: c.warehouse,
      order,
      backorder_of: { id: shipment.id, number: shipment.number ?? '' },
    },
  };
}
