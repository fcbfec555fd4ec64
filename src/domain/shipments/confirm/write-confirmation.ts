import type { Db } from '../../../db/connect.ts';
import type { LedgerLocation, Move } from '../../inventory/ledger.ts';
import { moveStockMany } from '../../inventory/ledger.ts';
import { freeAllocation } from '../allocation.ts';
import { recordDiscrepancies, recordInventoryChanges, type TouchedLevel } from '../../inventory/inventory-events.ts';
import { recordEvents } from '../../events/outbox.ts';
import { settleOrderState } from '../../orders/settle-order-state.ts';
import { fromStored } from '../../shared/quantity.ts';
import { nowIso } from '../../shared/time.ts';
import { createBackorder, type Backorder } from './backorder.ts';
import type { Fill } from './fill-lines.ts';
import type { LoadedShipment, ShipmentLineRow } from './load-shipment.ts';
import { generateSsccs } from './sscc.ts';
import { storagePicker } from './stock-picking.ts';
import type { ConfirmationHeader } from './validate-confirmation.ts';

export type Consumption = { packageIndex: number; productId: number; quantity: number };

export type ShipResult = {
  id: number;
  state: 'done';
  errors: null;
  replayed?: true;
  shipped_at: string;
  packages: {
    id: number; reference: string | null; sscc: string; tracking_number: string | null; carrier_identifier: string | null;
    items: { product_code: string; quantity: number; lot: string | null }[];
  }[];
  consumables: { product_code: string; quantity: number }[];
  backorder: Backorder | null;
};

export type ConfirmationWrite = {
  loaded: LoadedShipment;
  header: ConfirmationHeader;
  warehouseId: number;
  fills: Fill[];
  consumptions: Consumption[];
  hash: string;
  gs1CompanyPrefix: string | null;
  /** Product codes and lot numbers by id, as resolved from the report. */
  productCodes: Map<number, string>;
  lotNumbers: Map<number, string>;
  /** Tracking URL templates by carrier code. */
  trackingTemplates: Map<string, string>;
};

type Places = { warehouseCode: string; storage: LedgerLocation; consumables: LedgerLocation; customer: LedgerLocation; consumption: LedgerLocation };

/** Writes a validated, claimed confirmation: packages, moves, line quantities, backorder, events. */
export async function writeConfirmation(trx: Db, w: ConfirmationWrite): Promise<ShipResult> {
  const shippedAt = nowIso();
  const places = await placesOf(trx, w.warehouseId);
  const packages = await insertPackages(trx, w, shippedAt);
  const touched = await moveShippedStock(trx, w, places, packages.map((p) => p.id));
  await markLinesShipped(trx, w.loaded.lines, w.fills);
  const backorder = await settleAllocation(trx, w);
  const result = buildResult(w, packages, shippedAt, backorder);
  const trackingUrl = w.header.trackingUrl ?? trackingUrlFor(w, w.header.carrierIdentifier, w.header.trackingNumber);
  await trx.updateTable('customer_shipments')
    .set({
      warehouse_id: w.warehouseId,
      shipped_at: shippedAt,
      carrier_identifier: w.header.carrierIdentifier,
      carrier_service: w.header.carrierService,
      tracking_number: w.header.trackingNumber,
      tracking_url: trackingUrl,
      cost: w.header.cost,
      cost_currency_code: w.header.currency,
      override_sscc: w.header.overrideSscc,
      override_scac: w.header.overrideScac,
      confirmation_hash: w.hash,
      confirmation_result: JSON.stringify(result),
      updated_at: shippedAt,
    })
    .where('id', '=', w.loaded.shipment.id)
    .execute();
  await recordShipped(trx, w, places, result, trackingUrl);
  await settleOrderState(trx, w.loaded.shipment.order_id);
  const cause = { shipment_id: w.loaded.shipment.id };
  await recordInventoryChanges(trx, w.warehouseId, touched.map((t) => t.productId), cause);
  await recordDiscrepancies(trx, w.warehouseId, touched, cause);
  return result;
}

/** The warehouse's storage and consumables locations and the virtual ones, in one query. */
async function placesOf(trx: Db, warehouseId: number): Promise<Places> {
  const rows = await trx.selectFrom('locations')
    .leftJoin('warehouses', 'warehouses.id', 'locations.warehouse_id')
    .select(['locations.id', 'locations.warehouse_id', 'locations.in_storage_tree', 'locations.kind', 'warehouses.code as warehouse_code'])
    .where((eb) => eb.or([
      eb.and([eb('locations.warehouse_id', '=', warehouseId), eb('locations.kind', 'in', ['storage', 'consumables'])]),
      eb.and([eb('locations.warehouse_id', 'is', null), eb('locations.kind', 'in', ['customer', 'consumption'])]),
    ]))
    .execute();
  const byKind = new Map(rows.map((r) => [r.kind, r]));
  return {
    warehouseCode: byKind.get('storage')!.warehouse_code!,
    storage: byKind.get('storage')!,
    consumables: byKind.get('consumables')!,
    customer: byKind.get('customer')!,
    consumption: byKind.get('consumption')!,
  };
}

type WrittenPackage = { id: number; sscc: string };

async function insertPackages(trx: Db, w: ConfirmationWrite, now: string): Promise<WrittenPackage[]> {
  const needed = w.header.packages.filter((p) => !p.overrideSscc).length;
  const generated = needed > 0 ? await generateSsccs(trx, w.gs1CompanyPrefix, needed) : [];
  const rows = w.header.packages.map((p, position) => ({
    shipment_id: w.loaded.shipment.id,
    position,
    reference: p.reference,
    sscc: p.overrideSscc ?? generated.shift()!,
    tracking_number: p.trackingNumber ?? w.header.trackingNumber,
    carrier_identifier: p.carrierIdentifier ?? w.header.carrierIdentifier,
    medium: p.medium,
    material: p.material,
    weight: p.weight,
    weight_uom: p.weightUom,
    length: p.length,
    width: p.width,
    height: p.height,
    dimension_uom: p.dimensionUom,
    override_scac: p.overrideScac ?? w.header.overrideScac,
    load_number: p.loadNumber,
    bill_of_lading: p.billOfLading,
    seal_number: p.sealNumber,
    created_at: now,
  }));
  return trx.insertInto('packages').values(rows).returning(['id', 'sscc']).execute();
}

/**
 * Package contents and stock moves: one move per package and line (and per location it is picked
 * from), storage -> customer; packaging used, consumables -> consumption (seed 4.1 rules 2 and 4).
 */
async function moveShippedStock(trx: Db, w: ConfirmationWrite, places: Places, packageIds: number[]): Promise<TouchedLevel[]> {
  const shipmentId = w.loaded.shipment.id;
  const contents = [
    ...w.fills.map((f) => ({ package_id: packageIds[f.packageIndex], kind: 'item' as const, shipment_line_id: f.lineId, product_id: f.productId, lot_id: f.lotId || null, quantity: f.quantity })),
    ...w.consumptions.map((c) => ({ package_id: packageIds[c.packageIndex], kind: 'consumable' as const, shipment_line_id: null, product_id: c.productId, lot_id: null, quantity: c.quantity })),
  ];
  if (contents.length > 0) await trx.insertInto('package_contents').values(contents).execute();
  const pick = await storagePicker(trx, places.storage, w.fills);
  const moves: Move[] = [];
  const touched: TouchedLevel[] = [];
  for (const fill of w.fills) {
    for (const p of pick(fill.productId, fill.lotId, fill.quantity)) {
      moves.push({ productId: fill.productId, lotId: fill.lotId, quantity: p.quantity, from: p.location, to: places.customer, cause: 'shipment', shipmentId, packageId: packageIds[fill.packageIndex] });
      touched.push({ locationId: p.location.id, productId: fill.productId, lotId: fill.lotId });
    }
  }
  for (const c of w.consumptions) {
    moves.push({ productId: c.productId, lotId: 0, quantity: c.quantity, from: places.consumables, to: places.consumption, cause: 'consumption', shipmentId, packageId: packageIds[c.packageIndex] });
  }
  await moveStockMany(trx, moves);
  return touched;
}

/** Adds what each line shipped; a bundle line counts the whole bundles whose components all shipped. */
async function markLinesShipped(trx: Db, lines: ShipmentLineRow[], fills: Fill[]): Promise<void> {
  const shipped = new Map<number, number>();
  for (const fill of fills) shipped.set(fill.lineId, (shipped.get(fill.lineId) ?? 0) + fill.quantity);
  const bundleDeltas = new Map<number, number>();
  for (const line of lines) {
    const sublines = lines.filter((l) => l.parent_line_id === line.id);
    if (sublines.length > 0) bundleDeltas.set(line.id, completeBundles(line, sublines, shipped) - line.shipped_quantity);
  }
  for (const line of lines) {
    const delta = bundleDeltas.get(line.id) ?? shipped.get(line.id) ?? 0;
    if (delta === 0) continue;
    line.shipped_quantity += delta;
    await trx.updateTable('customer_shipment_lines')
      .set((eb) => ({ shipped_quantity: eb('shipped_quantity', '+', delta) }))
      .where('id', '=', line.id)
      .execute();
  }
}

function completeBundles(bundle: ShipmentLineRow, sublines: ShipmentLineRow[], shipped: Map<number, number>): number {
  const whole = Math.min(...sublines.map((s) => {
    const perBundle = (s.quantity * 1000) / bundle.quantity;
    return Math.floor((s.shipped_quantity + (shipped.get(s.id) ?? 0)) / perBundle);
  }));
  return whole * 1000;
}

/** Frees the shipment's allocation and hands what still remains to a backorder (rule 6). */
async function settleAllocation(trx: Db, w: ConfirmationWrite): Promise<Backorder | null> {
  const { shipment, lines } = w.loaded;
  const physical = lines
    .filter((line) => !lines.some((l) => l.parent_line_id === line.id))
    .map((l) => ({ id: l.id, shipmentId: shipment.id, productId: l.product_id, quantity: l.quantity, allocatedQuantity: l.allocated_quantity }));
  await freeAllocation(trx, shipment.warehouse_id, physical);
  return createBackorder(trx, w.loaded, w.warehouseId);
}

function trackingUrlFor(w: ConfirmationWrite, carrier: string | null, trackingNumber: string | null): string | null {
  const template = carrier ? w.trackingTemplates.get(carrier) : undefined;
  if (!template || !trackingNumber) return null;
  return template.replaceAll('{tracking_number}', encodeURIComponent(trackingNumber));
}

function buildResult(w: ConfirmationWrite, packages: WrittenPackage[], shippedAt: string, backorder: Backorder | null): ShipResult {
  return {
    id: w.loaded.shipment.id,
    state: 'done',
    errors: null,
    shipped_at: shippedAt,
    packages: w.header.packages.map((p, index) => ({
      id: packages[index].id,
      reference: p.reference,
      sscc: packages[index].sscc,
      tracking_number: p.trackingNumber ?? w.header.trackingNumber,
      carrier_identifier: p.carrierIdentifier ?? w.header.carrierIdentifier,
      items: w.fills.filter((f) => f.packageIndex === index).map((f) => ({
        product_code: w.productCodes.get(f.productId)!, quantity: fromStored(f.quantity), lot: f.lotId ? w.lotNumbers.get(f.lotId)! : null,
      })),
    })),
    consumables: w.consumptions.map((c) => ({ product_code: w.productCodes.get(c.productId)!, quantity: fromStored(c.quantity) })),
    backorder,
  };
}

/** `customer_shipment.shipped`: tracking for the order's channel (seed 3.1 "tracking info exported"). */
async function recordShipped(trx: Db, w: ConfirmationWrite, places: Places, result: ShipResult, trackingUrl: string | null): Promise<void> {
  const packages = result.packages.map((p) => ({
    id: p.id, sscc: p.sscc, tracking_number: p.tracking_number, carrier_identifier: p.carrier_identifier,
    tracking_url: trackingUrlFor(w, p.carrier_identifier, p.tracking_number) ?? trackingUrl, items: p.items,
  }));
  await recordEvents(trx, [{
    type: 'customer_shipment.shipped',
    resourceType: 'customer_shipment',
    resourceId: w.loaded.shipment.id,
    channelId: w.loaded.channelId,
    warehouseId: w.warehouseId,
    data: {
      id: w.loaded.shipment.id,
      number: w.loaded.shipment.number,
      state: 'done',
      order: w.loaded.order,
      warehouse: { id: w.warehouseId, code: places.warehouseCode },
      shipped_at: result.shipped_at,
      carrier_identifier: w.header.carrierIdentifier,
      carrier_service: w.header.carrierService,
      tracking_number: w.header.trackingNumber,
      tracking_url: trackingUrl,
      cost: w.header.cost,
      cost_currency_code: w.header.currency,
      packages,
      consumables: result.consumables,
      backorder: result.backorder,
    },
  }]);
}
