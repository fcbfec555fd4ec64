import type { Db } from '../../db/connect.ts';
import type { NewEvent } from '../events/outbox.ts';
import type { ReturnShipmentRef, ShipmentRef, WarehouseRef } from '../../wire/references.ts';
import type { SupplierShipmentRef } from '../../wire/inbound.ts';
import { fromStored } from '../shared/quantity.ts';
import type { AdjustmentResult } from './adjust.ts';

/**
 * What changed the stock, as stock events name it: the shipment that left, the CRS or the supplier
 * shipment that arrived, or the adjustment (its stock move). `shipment_id` and `crs_id` repeat the
 * reference's id, as they did before the references were added.
 */
export type StockCause =
  | ShipmentCause
  | { crs_id: number; crs: ReturnShipmentRef }
  | SupplierShipmentCause
  | { adjustment_id: number }
  | { snapshot_id: number };
/** A shipment as the cause of a stock event. */
export type ShipmentCause = { shipment_id: number; shipment: ShipmentRef };
/** A supplier shipment as the cause of a stock event: its receipt. */
export type SupplierShipmentCause = { supplier_shipment_id: number; supplier_shipment: SupplierShipmentRef };

/** A product's figures at a warehouse, as a channel needs them (stored thousandths). */
type PositionFigures = { productId: number; productCode: string; warehouse: WarehouseRef; onHand: number; allocated: number };

/** `inventory.updated`: on hand in the primary storage tree, allocated, available; `cause` names the change. */
export function inventoryUpdatedEvent(p: PositionFigures, cause: StockCause): NewEvent {
  return {
    type: 'inventory.updated',
    resourceType: 'product',
    resourceId: p.productId,
    warehouseId: p.warehouse.id,
    data: {
      product_id: p.productId,
      product_code: p.productCode,
      warehouse_id: p.warehouse.id,
      warehouse: p.warehouse,
      on_hand: fromStored(p.onHand),
      allocated: fromStored(p.allocated),
      available: fromStored(p.onHand - p.allocated),
      ...cause,
    },
  };
}

/** A stock level named for a discrepancy event: below zero, or where a surplus landed (quantity in stored thousandths). */
type NegativeLevel = {
  productId: number;
  productCode: string;
  warehouse: WarehouseRef;
  location: string;
  lot: string | null;
  quantity: number;
};

/**
 * `inventory.discrepancy`: a change left a stock level below zero, the warehouse reported shipping stock
 * the ledger did not have there (docs/3pl-api.md section 7, "Stock the books did not have"). The
 * change is not refused.
 */
export function discrepancyEvent(level: NegativeLevel, cause: ShipmentCause): NewEvent {
  return {
    type: 'inventory.discrepancy',
    resourceType: 'product',
    resourceId: level.productId,
    warehouseId: level.warehouse.id,
    data: discrepancyData(level, cause),
  };
}

/** What every `inventory.discrepancy` carries: the stock level and what changed it. */
function discrepancyData(level: NegativeLevel, cause: ShipmentCause | SupplierShipmentCause) {
  return {
    product_id: level.productId,
    product_code: level.productCode,
    warehouse_id: level.warehouse.id,
    warehouse: level.warehouse,
    location: level.location,
    lot: level.lot,
    quantity: fromStored(level.quantity),
    ...cause,
  };
}

/** Units a supplier shipment receipt counted above what its line announced (stored thousandths). */
type Surplus = { expected: number; received: number };

/**
 * `inventory.discrepancy` for a surplus: a supplier shipment brought more of a product than it
 * announced (docs/3pl-api.md section 14). The count is the truth and was received; the event names the
 * level it landed in (`quantity`, after the receipt), what the line still expected, what arrived and the
 * difference.
 */
export function surplusEvent(level: NegativeLevel, { expected, received }: Surplus, cause: SupplierShipmentCause): NewEvent {
  return {
    type: 'inventory.discrepancy',
    resourceType: 'product',
    resourceId: level.productId,
    warehouseId: level.warehouse.id,
    data: {
      ...discrepancyData(level, cause),
      expected: fromStored(expected),
      received: fromStored(received),
      surplus: fromStored(received - expected),
    },
  };
}

/**
 * `inventory.updated` for each product whose sellable stock at a warehouse changed, with the figures
 * a channel needs as they stand now (on hand in primary storage, allocated, available). `cause` names the
 * change, the same for every product or its own per product.
 */
export async function inventoryChangeEvents(
  trx: Db,
  warehouseId: number,
  productIds: number[],
  cause: StockCause | ((productId: number) => StockCause),
): Promise<NewEvent[]> {
  const causeOf = typeof cause === 'function' ? cause : () => cause;
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return [];
  const rows = await trx
    .selectFrom('inventory_positions as i')
    .innerJoin('products as p', 'p.id', 'i.product_id')
    .innerJoin('warehouses as w', 'w.id', 'i.warehouse_id')
    .select(['i.product_id', 'p.code as product_code', 'w.code as warehouse_code', 'w.name as warehouse_name', 'i.on_hand', 'i.allocated'])
    .where('i.warehouse_id', '=', warehouseId)
    .where('i.product_id', 'in', ids)
    .orderBy('i.product_id')
    .execute();
  return rows.map((row) =>
    inventoryUpdatedEvent(
      {
        productId: row.product_id,
        productCode: row.product_code,
        warehouse: { id: warehouseId, code: row.warehouse_code, name: row.warehouse_name },
        onHand: row.on_hand,
        allocated: row.allocated,
      },
      causeOf(row.product_id),
    ),
  );
}

/** Who reported an adjustment and why, as `inventory.adjusted` names it. */
export type AdjustmentReport = { reason: string | null; reference: string | null; occurredAt: string | null; source: 'warehouse' | 'staff' };

/** What `inventory.adjusted` names an adjustment's warehouse, location, product and lot by. */
export type AdjustedNames = { warehouse: WarehouseRef; location: string; productCode: string; lot: string | null };

/** The names of what one adjustment changed, read (a warehouse's batch has them at hand already). */
export async function adjustedNames(trx: Db, applied: AdjustmentResult): Promise<AdjustedNames> {
  const names = await trx
    .selectFrom('warehouses as w')
    .innerJoin('locations as l', 'l.warehouse_id', 'w.id')
    .innerJoin('products as p', (join) => join.on('p.id', '=', applied.productId))
    .leftJoin('lots', (join) => join.on('lots.id', '=', applied.lotId))
    .select(['w.code as warehouse_code', 'w.name as warehouse_name', 'l.code as location', 'p.code as product_code', 'lots.number as lot'])
    .where('w.id', '=', applied.warehouseId)
    .where('l.id', '=', applied.locationId)
    .executeTakeFirstOrThrow();
  return {
    warehouse: { id: applied.warehouseId, code: names.warehouse_code, name: names.warehouse_name },
    location: names.location,
    productCode: names.product_code,
    lot: names.lot,
  };
}

/**
 * `inventory.adjusted`: a warehouse or staff corrected the stock of a product and lot at a location;
 * the levels before and after are those of that location.
 */
export function inventoryAdjustedEvent(applied: AdjustmentResult, names: AdjustedNames, report: AdjustmentReport): NewEvent {
  return {
    type: 'inventory.adjusted',
    resourceType: 'product',
    resourceId: applied.productId,
    warehouseId: applied.warehouseId,
    data: {
      product_id: applied.productId,
      product_code: names.productCode,
      warehouse_id: applied.warehouseId,
      warehouse: names.warehouse,
      product: { id: applied.productId, code: names.productCode },
      adjustment_id: applied.moveId,
      location: names.location,
      lot: names.lot,
      quantity: fromStored(applied.quantity),
      previous_on_hand: fromStored(applied.previousLevel),
      on_hand: fromStored(applied.level),
      reason: report.reason,
      reference: report.reference,
      occurred_at: report.occurredAt,
      source: report.source,
    },
  };
}
