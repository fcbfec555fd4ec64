import type { Db } from '../../../db/connect.ts';
import { insertRows, updateRows } from '../../../db/bulk-statements.ts';
import { syncStamp } from '../../../db/sync-stamp.ts';
import { trackingUrl } from '../../carriers/carriers.repo.ts';
import { completeBundles, unitsPerBundle } from '../../catalog/bundles.ts';
import type { WarehouseRef } from '../../../wire/references.ts';
import { balanceChanges, type AllocationChange, type LedgerLocation, type LevelFigure, type Move, type PositionFigure } from '../../inventory/ledger.ts';
import { paired, present } from '../../shared/invariants.ts';
import { fromStored } from '../../shared/quantity.ts';
import { nowIso } from '../../shared/time.ts';
import { addTrackingTerms } from '../shipment-search.ts';
import { createBackorders, type Backorder, type CreatedBackorder } from './backorder.ts';
import { isPhysicalLine } from './load-shipment.ts';
import type { ConfirmationPlan } from './plan-confirmation.ts';
import { generateSsccs } from './sscc.ts';
import { storagePicker } from './stock-picking.ts';

export type ShipResult = {
  id: number;
  state: 'done';
  errors: null;
  replayed?: true;
  shipped_at: string;
  packages: {
    id: number;
    reference: string | null;
    sscc: string;
    tracking_number: string | null;
    carrier_identifier: string | null;
    items: { product_code: string; quantity: number; lot: string | null }[];
  }[];
  consumables: { product_code: string; quantity: number }[];
  backorder: Backorder | null;
};

/** What the plans of a round share for their answers and events. */
export type WriteContext = {
  gs1CompanyPrefix: string | null;
  /** Tracking URL templates by carrier code. */
  trackingTemplates: Map<string, string>;
  productCodes: Map<number, string>;
  lotNumbers: Map<number, string>;
};

/** A shipping warehouse as events name it, with its storage and consumables locations. */
export type Places = { warehouse: WarehouseRef; storage: LedgerLocation; consumables: LedgerLocation };
type Virtual = { customer: LedgerLocation; consumption: LedgerLocation; transit: LedgerLocation };
type WrittenPackage = { id: number; sscc: string };

/** Per plan, what its stock moves and allocation changes did, to give each event the figures after it. */
export type PlanEffects = {
  positions: Map<string, PositionFigure>;
  levels: Map<string, LevelFigure>;
  /** Storage levels the plan's picks took from: location, product, lot. */
  touched: { locationId: number; productId: number; lotId: number }[];
};

/**
 * A round written: the answers, and what the rest of the story needs: the stock moves and allocation
 * changes for the ledger, the orders to settle, and what the events are made of.
 */
export type WrittenRound = {
  plans: ConfirmationPlan[];
  ctx: WriteContext;
  results: ShipResult[];
  moves: Move[];
  allocations: AllocationChange[];
  orderIds: number[];
  places: Map<number, Places>;
  backorders: Map<number, CreatedBackorder>;
  effects: PlanEffects[];
  /** Per plan, each line's shipped quantity after this confirmation (by shipment line id). */
  shippedAfter: Map<number, number>[];
};

/**
 * Writes a round of validated, claimed confirmations with a constant number of statements, whatever
 * the number of shipments: packages and their contents, backorders (docs/3pl-api.md section 8), each
 * line's shipped quantity, the shipments' own fields and the tracking numbers staff search by. Decides
 * the stock moves (storage -> customer, consumables -> consumption) and the allocation freed or carried
 * to backorders, for the caller to record in the ledger. Answers per plan, in order.
 */
export async function writeConfirmations(trx: Db, plans: ConfirmationPlan[], ctx: WriteContext): Promise<WrittenRound> {
  const shippedAt = nowIso();
  const { places, virtual } = await placesOf(trx, [...new Set(plans.map((p) => p.warehouseId))]);
  for (const plan of plans) {
    // What the confirmation leaves out, the order said: its carrier and service (a tracking URL needs one).
    plan.header.carrierIdentifier ??= plan.loaded.shipment.carrier_identifier;
    plan.header.carrierService ??= plan.loaded.shipment.carrier_service;
  }
  const packages = await insertPackages(trx, plans, ctx, shippedAt);
  await insertContents(trx, plans, packages);
  const shippedAfter = plans.map((plan) => shippedQuantities(plan));
  const backorders = await createBackorders(
    trx,
    paired(plans, shippedAfter, 'shipped quantities').map(([plan, shipped]) => ({
      loaded: plan.loaded,
      warehouse: places.get(plan.warehouseId)!.warehouse,
      shippedAfter: shipped,
    })),
    shippedAt,
  );
  const picker = await storagePicker(
    trx,
    [...places.values()].map((p) => p.storage),
    plans.flatMap((p) => p.fills.map((f) => f.productId)),
  );
  const moves: Move[] = [];
  const allocations: AllocationChange[] = [];
  const effects: PlanEffects[] = [];
  const packed = paired(plans, packages, 'the packages of each confirmation');
  for (const [plan, planPackages] of packed) {
    const planMoves = movesOf(plan, places.get(plan.warehouseId)!, virtual, planPackages, picker);
    const planAllocations = allocationChangesOf(plan, backorders.get(plan.loaded.shipment.id));
    moves.push(...planMoves);
    allocations.push(...planAllocations);
    effects.push(effectsOf(planMoves, planAllocations));
  }
  await markLines(trx, plans, shippedAfter);
  const results = packed.map(([plan, planPackages]) =>
    buildResult(plan, ctx, planPackages, shippedAt, backorders.get(plan.loaded.shipment.id)?.backorder ?? null),
  );
  await updateShipments(trx, plans, ctx, results, shippedAt);
  await addTrackingTerms(
    trx,
    paired(plans, results, 'confirmation results').map(([plan, result]) => ({
      id: plan.loaded.shipment.id,
      orderId: plan.loaded.shipment.order_id,
      trackingNumbers: [plan.header.trackingNumber, ...result.packages.map((p) => p.tracking_number)],
    })),
  );
  const orderIds = plans.map((p) => p.loaded.shipment.order_id);
  return { plans, ctx, results, moves, allocations, orderIds, places, backorders, effects, shippedAfter };
}

/** Storage and consumables of the shipping warehouses, and the virtual customer, consumption and transit locations. */
async function placesOf(trx: Db, warehouseIds: number[]): Promise<{ places: Map<number, Places>; virtual: Virtual }> {
  const rows = await trx
    .selectFrom('locations')
    .leftJoin('warehouses', 'warehouses.id', 'locations.warehouse_id')
    .select([
      'locations.id',
      'locations.warehouse_id',
      'locations.in_storage_tree',
      'locations.kind',
      'warehouses.code as warehouse_code',
      'warehouses.name as warehouse_name',
    ])
    .where((eb) =>
      eb.or([
        eb.and([eb('locations.warehouse_id', 'in', warehouseIds), eb('locations.kind', 'in', ['storage', 'consumables'])]),
        eb.and([eb('locations.warehouse_id', 'is', null), eb('locations.kind', 'in', ['customer', 'consumption', 'transit'])]),
      ]),
    )
    .execute();
  const find = (warehouseId: number | null, kind: string) => rows.find((r) => r.warehouse_id === warehouseId && r.kind === kind)!;
  const places = new Map(
    warehouseIds.map((id) => {
      const storage = find(id, 'storage');
      return [id, { warehouse: { id, code: storage.warehouse_code!, name: storage.warehouse_name! }, storage, consumables: find(id, 'consumables') }];
    }),
  );
  return { places, virtual: { customer: find(null, 'customer'), consumption: find(null, 'consumption'), transit: find(null, 'transit') } };
}

/** Every package of every plan in one insert; SSCCs generated for those without an override (docs/3pl-api.md section 7, "SSCC"). */
async function insertPackages(trx: Db, plans: ConfirmationPlan[], ctx: WriteContext, now: string): Promise<WrittenPackage[][]> {
  const all = plans.flatMap((plan) => plan.header.packages.map((p, position) => ({ plan, p, position })));
  const overrides = new Set(all.flatMap(({ p }) => (p.overrideSscc === null ? [] : [p.overrideSscc])));
  const needed = all.length - all.filter(({ p }) => p.overrideSscc !== null).length;
  const generated = needed > 0 ? await generateSsccs(trx, ctx.gs1CompanyPrefix, needed, overrides) : [];
  const rows = all.map(({ plan, p, position }) => ({
    shipment_id: plan.loaded.shipment.id,
    position,
    reference: p.reference,
    sscc: p.overrideSscc ?? generated.shift()!,
    tracking_number: p.trackingNumber ?? plan.header.trackingNumber,
    carrier_identifier: p.carrierIdentifier ?? plan.header.carrierIdentifier,
    medium: p.medium,
    material: p.material,
    weight: p.weight,
    weight_uom: p.weightUom,
    length: p.length,
    width: p.width,
    height: p.height,
    dimension_uom: p.dimensionUom,
    override_scac: p.overrideScac ?? plan.header.overrideScac,
    load_number: p.loadNumber,
    bill_of_lading: p.billOfLading,
    seal_number: p.sealNumber,
    created_at: now,
  }));
  const written = new Map<string, WrittenPackage>();
  for (const row of await insertRows(trx, 'packages', rows, ['id', 'sscc', 'shipment_id', 'position'])) {
    written.set(`${row.shipment_id}:${row.position}`, { id: row.id, sscc: row.sscc });
  }
  return plans.map((plan) => plan.header.packages.map((_, position) => written.get(`${plan.loaded.shipment.id}:${position}`)!));
}

/** What each package holds: the line items and the packaging consumed. */
async function insertContents(trx: Db, plans: ConfirmationPlan[], packages: WrittenPackage[][]): Promise<void> {
  const rows = paired(plans, packages, 'the packages of each confirmation').flatMap(([plan, planPackages]) => [
    ...plan.fills.map((f) => ({
      package_id: packageAt(planPackages, f.packageIndex).id,
      kind: 'item' as const,
      shipment_line_id: f.lineId,
      product_id: f.productId,
      lot_id: f.lotId || null,
      quantity: f.quantity,
    })),
    ...plan.consumptions.map((c) => ({
      package_id: packageAt(planPackages, c.packageIndex).id,
      kind: 'consumable' as const,
      shipment_line_id: null,
      product_id: c.productId,
      lot_id: null,
      quantity: c.quantity,
    })),
  ]);
  await insertRows(trx, 'package_contents', rows);
}

/** The package a fill or a consumption names by its position in the confirmation, written with the others. */
function packageAt(packages: WrittenPackage[], index: number): WrittenPackage {
  return present(packages[index], `package ${index} of a confirmation`);
}

/** Each line's shipped quantity after this confirmation; a bundle line counts the whole bundles shipped. */
function shippedQuantities(plan: ConfirmationPlan): Map<number, number> {
  const { lines } = plan.loaded;
  const added = new Map<number, number>();
  for (const fill of plan.fills) added.set(fill.lineId, (added.get(fill.lineId) ?? 0) + fill.quantity);
  const after = new Map(lines.map((line) => [line.id, line.shipped_quantity + (added.get(line.id) ?? 0)]));
  for (const line of lines) {
    const sublines = lines.filter((l) => l.parent_line_id === line.id);
    if (sublines.length > 0) {
      after.set(line.id, completeBundles(sublines.map((s) => ({ units: after.get(s.id)!, perBundle: unitsPerBundle(s.quantity, line.quantity) }))));
    }
  }
  return after;
}

/**
 * Picks from the storage tree go to the customer, one move per package and location; a transfer's go to
 * transit instead, where they stay until the destination receives them (docs/admin-api.md "Transfers").
 * Packaging is consumed.
 */
function movesOf(
  plan: ConfirmationPlan,
  places: Places,
  virtual: Virtual,
  packages: WrittenPackage[],
  pick: Awaited<ReturnType<typeof storagePicker>>,
): Move[] {
  const shipmentId = plan.loaded.shipment.id;
  const to = plan.loaded.shipment.transfer_id === null ? virtual.customer : virtual.transit;
  const moves: Move[] = [];
  for (const fill of plan.fills) {
    for (const p of pick(places.storage, fill.productId, fill.lotId, fill.quantity)) {
      moves.push({
        productId: fill.productId,
        lotId: fill.lotId,
        quantity: p.quantity,
        from: p.location,
        to,
        cause: 'shipment',
        shipmentId,
        packageId: packageAt(packages, fill.packageIndex).id,
      });
    }
  }
  for (const c of plan.consumptions) {
    moves.push({
      productId: c.productId,
      lotId: 0,
      quantity: c.quantity,
      from: places.consumables,
      to: virtual.consumption,
      cause: 'consumption',
      shipmentId,
      packageId: packageAt(packages, c.packageIndex).id,
    });
  }
  return moves;
}

/** The shipment's allocation is freed where it was held; what the backorder still needs is carried to it. */
function allocationChangesOf(plan: ConfirmationPlan, backorder: CreatedBackorder | undefined): AllocationChange[] {
  const { shipment, lines } = plan.loaded;
  const freed = lines
    .filter((line) => line.allocated_quantity !== 0 && isPhysicalLine(line, lines))
    .map((line) => ({ warehouseId: shipment.warehouse_id, productId: line.product_id, delta: -line.allocated_quantity }));
  return [...freed, ...(backorder?.allocations ?? [])];
}

function effectsOf(moves: Move[], allocations: AllocationChange[]): PlanEffects {
  const touched = moves.filter((m) => m.cause === 'shipment').map((m) => ({ locationId: m.from.id, productId: m.productId, lotId: m.lotId }));
  return { ...balanceChanges(moves, allocations), touched };
}

/** Adds what each line shipped (atomically) and clears the allocation the physical lines held. */
async function markLines(trx: Db, plans: ConfirmationPlan[], shippedAfter: Map<number, number>[]): Promise<void> {
  const rows = paired(plans, shippedAfter, 'shipped quantities').flatMap(([plan, shipped]) =>
    plan.loaded.lines
      .map((line) => ({ line, delta: shipped.get(line.id)! - line.shipped_quantity }))
      .filter(({ line, delta }) => delta !== 0 || line.allocated_quantity !== 0)
      .map(({ line, delta }) => ({ id: line.id, values: [delta, 0] })),
  );
  await updateRows(
    trx,
    'customer_shipment_lines',
    [
      { name: 'shipped_quantity', type: 'bigint', mode: 'add' },
      { name: 'allocated_quantity', type: 'bigint' },
    ],
    rows,
  );
}

/** A tracking URL from the carrier's template (docs/3pl-api.md section 7, "Carriers, tracking and custom carriers"). */
export function trackingUrlFor(ctx: WriteContext, carrier: string | null, trackingNumber: string | null): string | null {
  const template = carrier ? ctx.trackingTemplates.get(carrier) : undefined;
  if (!template || !trackingNumber) return null;
  return trackingUrl(template, trackingNumber);
}

export function shipmentTrackingUrl(plan: ConfirmationPlan, ctx: WriteContext): string | null {
  return plan.header.trackingUrl ?? trackingUrlFor(ctx, plan.header.carrierIdentifier, plan.header.trackingNumber);
}

function buildResult(plan: ConfirmationPlan, ctx: WriteContext, packages: WrittenPackage[], shippedAt: string, backorder: Backorder | null): ShipResult {
  return {
    id: plan.loaded.shipment.id,
    state: 'done',
    errors: null,
    shipped_at: shippedAt,
    packages: paired(plan.header.packages, packages, 'the packages of a confirmation').map(([p, written], index) => ({
      id: written.id,
      reference: p.reference,
      sscc: written.sscc,
      tracking_number: p.trackingNumber ?? plan.header.trackingNumber,
      carrier_identifier: p.carrierIdentifier ?? plan.header.carrierIdentifier,
      items: plan.fills
        .filter((f) => f.packageIndex === index)
        .map((f) => ({
          product_code: ctx.productCodes.get(f.productId)!,
          quantity: fromStored(f.quantity),
          lot: f.lotId ? ctx.lotNumbers.get(f.lotId)! : null,
        })),
    })),
    consumables: plan.consumptions.map((c) => ({ product_code: ctx.productCodes.get(c.productId)!, quantity: fromStored(c.quantity) })),
    backorder,
  };
}

/** The shipments' own fields: their state (claimed by claimRound), where and when they shipped, carrier, tracking, cost, the stored answer. */
async function updateShipments(trx: Db, plans: ConfirmationPlan[], ctx: WriteContext, results: ShipResult[], shippedAt: string): Promise<void> {
  const text = (name: string) => ({ name, type: 'text' as const });
  await updateRows(
    trx,
    'customer_shipments',
    [
      text('state'),
      { name: 'warehouse_id', type: 'integer' },
      text('shipped_at'),
      text('carrier_identifier'),
      text('carrier_service'),
      text('tracking_number'),
      text('tracking_url'),
      text('cost'),
      text('cost_currency_code'),
      text('override_sscc'),
      text('override_scac'),
      text('confirmation_hash'),
      text('confirmation_result'),
      text('updated_at'),
    ],
    plans.map((plan, i) => ({
      id: plan.loaded.shipment.id,
      values: [
        'done',
        plan.warehouseId,
        shippedAt,
        plan.header.carrierIdentifier,
        plan.header.carrierService,
        plan.header.trackingNumber,
        shipmentTrackingUrl(plan, ctx),
        plan.header.cost,
        plan.header.currency,
        plan.header.overrideSscc,
        plan.header.overrideScac,
        plan.hash,
        JSON.stringify(results[i]),
        shippedAt,
      ],
    })),
    await syncStamp(trx),
  );
}
