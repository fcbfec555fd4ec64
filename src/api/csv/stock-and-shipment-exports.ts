import type { InboundFigures } from '../../domain/inbound/incoming.ts';
import type { InventoryRow } from '../../domain/inventory/inventory.repo.ts';
import { ADDRESS_FIELDS } from '../../domain/shared/address.ts';
import { fromStored } from '../../domain/shared/quantity.ts';
import type { loadShipmentRecords } from '../../domain/shipments/shipment-view.ts';
import type { CsvColumn } from '../../http/csv.ts';

/*
 * The columns of the customer shipments and inventory exports (docs/admin-api.md "CSV import and
 * export"), which nothing imports back: reports for people and spreadsheets.
 */

/** A shipment as staff see it (GET /customer-shipments/{id}): the admin record, loadShipmentRecords' last overload. */
export type ShipmentExportRecord = Awaited<ReturnType<typeof loadShipmentRecords>>[number];

/** One row per customer shipment, with its tracking numbers and what it holds and shipped. */
export const SHIPMENT_EXPORT: CsvColumn<ShipmentExportRecord>[] = [
  { name: 'number', value: (s) => s.number },
  { name: 'state', value: (s) => s.state },
  { name: 'warehouse', value: (s) => s.warehouse.code },
  { name: 'order_number', value: (s) => s.order.number },
  { name: 'order_reference', value: (s) => s.order.reference },
  { name: 'channel', value: (s) => s.order.channel.code },
  { name: 'customer_code', value: (s) => s.customer.code },
  { name: 'customer_name', value: (s) => s.customer.name },
  { name: 'customer_email', value: (s) => s.customer.email },
  ...ADDRESS_FIELDS.map((f): CsvColumn<ShipmentExportRecord> => ({ name: `delivery_address_${f}`, value: (s) => s.delivery_address[f] })),
  // What the shipment holds and what shipped of it: `MUG:2;TEE:1`, bundles as sold.
  { name: 'items', value: (s) => s.lines.map((l) => `${l.product.code}:${l.quantity}`).join(';') },
  {
    name: 'shipped_items',
    value: (s) =>
      s.lines
        .filter((l) => l.shipped_quantity > 0)
        .map((l) => `${l.product.code}:${l.shipped_quantity}`)
        .join(';'),
  },
  { name: 'carrier_identifier', value: (s) => s.carrier_identifier },
  { name: 'carrier_service', value: (s) => s.carrier_service },
  { name: 'tracking_number', value: (s) => s.tracking_number },
  {
    name: 'package_tracking_numbers',
    value: (s) => [...new Set(s.packages.flatMap((p) => (p.tracking_number ? [p.tracking_number] : [])))].join(';'),
  },
  { name: 'packages', value: (s) => s.packages.length },
  { name: 'tracking_url', value: (s) => s.tracking_url },
  { name: 'cost', value: (s) => s.cost },
  { name: 'cost_currency_code', value: (s) => s.cost_currency_code },
  { name: 'tpl_reference', value: (s) => s.tpl_reference },
  { name: 'backorder_of', value: (s) => s.backorder_of?.number ?? null },
  { name: 'planned_date', value: (s) => s.planned_date },
  { name: 'created_at', value: (s) => s.created_at },
  { name: 'released_at', value: (s) => s.released_at },
  { name: 'acknowledged_at', value: (s) => s.acknowledged_at },
  { name: 'shipped_at', value: (s) => s.shipped_at },
  { name: 'cancelled_at', value: (s) => s.cancelled_at },
  { name: 'updated_at', value: (s) => s.updated_at },
];

/**
 * One stock level: a product's quantity at a location (and lot) of a warehouse, with the product's totals
 * there and the stock on its way to it (zeros when none).
 */
export type StockLevelRecord = { row: InventoryRow; level: InventoryRow['locations'][number] | null; inbound: InboundFigures | undefined };

/**
 * The inventory rows as stock levels; a product with no level at the warehouse (only allocations, or
 * stock on its way) as one row without a location.
 */
export function stockLevels(row: InventoryRow, inbound: InboundFigures | undefined): StockLevelRecord[] {
  return row.locations.length > 0 ? row.locations.map((level) => ({ row, level, inbound })) : [{ row, level: null, inbound }];
}

/** One row per warehouse, product, location and lot. */
export const INVENTORY_EXPORT: CsvColumn<StockLevelRecord>[] = [
  { name: 'warehouse', value: ({ row }) => row.warehouse },
  { name: 'product_code', value: ({ row }) => row.productCode },
  { name: 'location', value: ({ level }) => level?.location ?? null },
  { name: 'lot', value: ({ level }) => level?.lot ?? null },
  { name: 'quantity', value: ({ level }) => fromStored(level?.quantity ?? 0) },
  { name: 'on_hand', value: ({ row }) => fromStored(row.onHand) },
  { name: 'allocated', value: ({ row }) => fromStored(row.allocated) },
  { name: 'available', value: ({ row }) => fromStored(row.onHand - row.allocated) },
  { name: 'incoming', value: ({ inbound }) => fromStored(inbound?.incoming ?? 0) },
  { name: 'in_transit', value: ({ inbound }) => fromStored(inbound?.inTransit ?? 0) },
];
