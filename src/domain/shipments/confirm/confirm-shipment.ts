import { createHash } from 'node:crypto';
import type { Db } from '../../../db/connect.ts';
import type { ShipmentState } from '../../../db/schema.ts';
import type { ErrorDetail } from '../../../errors.ts';
import { ElementError } from '../../batch/run-batch.ts';
import type { Principal } from '../../partners/api-keys.repo.ts';
import { canTransition, shipmentTransitions } from '../shipment.states.ts';
import { toStored } from '../../shared/quantity.ts';
import { fillLines, type Fill, type ResolvedItem } from './fill-lines.ts';
import { fillLinesOf, loadShipment, type LoadedShipment } from './load-shipment.ts';
import { ssccsInUse } from './sscc.ts';
import { lotIdFor } from '../../inventory/lots.ts';
import { resolveProductCodes, type ProductRef } from './resolve-products.ts';
import type { ShipmentConfirmation } from './ship-input.ts';
import { validateConfirmation, type ConfirmationHeader } from './validate-confirmation.ts';
import { writeConfirmation, type Consumption, type ShipResult } from './write-confirmation.ts';

export type { ShipResult } from './write-confirmation.ts';

/** The states a confirmation is accepted from, read off the state machine (pending and open). */
const SHIPPABLE_STATES = (Object.keys(shipmentTransitions) as ShipmentState[]).filter((s) => canTransition(s, 'done'));

/** What a confirmation needs besides the transaction: who asks and the merchant's settings. */
export type ConfirmContext = {
  principal: Principal;
  currency: string;
  gs1CompanyPrefix: string | null;
  multiWarehouseShipping: boolean;
  /** Every known carrier code with its tracking URL template (null when it has none). */
  carriers: Map<string, string | null>;
};

/** Canonical JSON (sorted keys) of a confirmation, hashed to recognise a repeat of the same report. */
export function confirmationHash(input: unknown): string {
  const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(canonical);
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.keys(value).sort().map((k) => [k, canonical((value as Record<string, unknown>)[k])]));
    }
    return value;
  };
  return createHash('sha256').update(JSON.stringify(canonical(input))).digest('hex');
}

/**
 * Confirms one customer shipment as shipped (seed 4.1, CONTRACT 5): validates the whole report, claims
 * the shipment with a guarded state change, then writes packages, stock moves, consumption, the
 * backorder and the events, all in the caller's transaction. Throws ElementError for a bad element.
 */
export async function confirmShipment(trx: Db, ctx: ConfirmContext, input: ShipmentConfirmation, pointer: string): Promise<ShipResult> {
  const loaded = await loadShipment(trx, input.id);
  if (!loaded || !visibleTo(ctx.principal, loaded.shipment.warehouse_id)) {
    throw new ElementError('not_found', `customer shipment ${input.id} does not exist`, `${pointer}/id`);
  }
  const hash = confirmationHash(input);
  const settled = settledAnswer(loaded, hash, pointer);
  if (settled) return settled;

  const errors: ErrorDetail[] = [];
  const header = validateConfirmation(input, { pointer, knownCarriers: ctx.carriers, defaultCurrency: ctx.currency }, errors);
  const warehouseId = targetWarehouse(input, loaded, ctx, pointer, errors);
  const { fills, consumptions, productCodes, lotNumbers } = await matchItems(trx, loaded, header, errors);
  await checkOverridesFree(trx, header, errors);
  if (errors.length > 0) throw ElementError.many(errors);

  const claimed = await trx.updateTable('customer_shipments')
    .set({ state: 'done' })
    .where('id', '=', input.id)
    .where('state', 'in', SHIPPABLE_STATES)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) === 0) {
    // Another confirmation or a cancel got there first; answer as that outcome dictates.
    const now = await loadShipment(trx, input.id);
    const answer = now && settledAnswer(now, hash, pointer);
    if (answer) return answer;
    throw new ElementError('concurrent_update', 'the shipment changed while this confirmation ran; retry', `${pointer}/id`);
  }
  // What the confirmation leaves out, the order said: its carrier and service (rule 7's URL needs one).
  header.carrierIdentifier ??= loaded.shipment.carrier_identifier;
  header.carrierService ??= loaded.shipment.carrier_service;
  const trackingTemplates = new Map([...ctx.carriers].filter((c): c is [string, string] => c[1] !== null));
  return writeConfirmation(trx, {
    loaded, header, warehouseId, fills, consumptions, hash, gs1CompanyPrefix: ctx.gs1CompanyPrefix,
    productCodes, lotNumbers, trackingTemplates,
  });
}

function visibleTo(principal: Principal, warehouseId: number): boolean {
  return principal.warehouseIds === null || principal.warehouseIds.includes(warehouseId);
}

/** The answer for a shipment that can no longer be confirmed: a replay, or the error that explains why. */
function settledAnswer(loaded: LoadedShipment, hash: string, pointer: string): ShipResult | null {
  const { shipment } = loaded;
  if (shipment.state === 'done') {
    if (shipment.confirmation_hash === hash && shipment.confirmation_result) {
      return { ...(JSON.parse(shipment.confirmation_result) as ShipResult), replayed: true };
    }
    throw new ElementError('already_shipped', `customer shipment ${shipment.id} was already confirmed with a different report`, `${pointer}/id`);
  }
  if (shipment.state === 'cancelled') {
    throw new ElementError('shipment_cancelled', `customer shipment ${shipment.id} was cancelled`, `${pointer}/id`);
  }
  if (shipment.state === 'waiting') {
    throw new ElementError('shipment_not_released', `customer shipment ${shipment.id} is not released to the warehouse yet`, `${pointer}/id`);
  }
  return null;
}

/** Rule 10: the warehouse that ships; another of the key's warehouses only when the merchant allows it. */
function targetWarehouse(input: ShipmentConfirmation, loaded: LoadedShipment, ctx: ConfirmContext, pointer: string, errors: ErrorDetail[]): number {
  const current = loaded.shipment.warehouse_id;
  if (input.warehouse === undefined || input.warehouse === current) return current;
  const allowedToKey = ctx.principal.warehouseIds === null || ctx.principal.warehouseIds.includes(input.warehouse);
  if (!allowedToKey || !ctx.multiWarehouseShipping) {
    errors.push({
      code: 'warehouse_mismatch',
      message: allowedToKey
        ? `the shipment belongs to warehouse ${current} and the merchant does not allow shipping it from another`
        : `warehouse ${input.warehouse} is not one of this key's warehouses`,
      pointer: `${pointer}/warehouse`,
    });
    return current;
  }
  return input.warehouse;
}

type Matched = { fills: Fill[]; consumptions: Consumption[]; productCodes: Map<number, string>; lotNumbers: Map<number, string> };

/** Resolves items and consumables to products and lots and fills the lines (rules 2-5, 9). */
async function matchItems(trx: Db, loaded: LoadedShipment, header: ConfirmationHeader, errors: ErrorDetail[]): Promise<Matched> {
  const codes = header.packages.flatMap((p) => [...p.items.map((i) => i.input.product_code), ...p.consumables.map((c) => c.productCode)]);
  const products = await resolveProductCodes(trx, codes);
  const productCodes = new Map([...products.values()].map((p) => [p.id, p.code]));
  const lotNumbers = new Map<number, string>();
  const nothing: Matched = { fills: [], consumptions: [], productCodes, lotNumbers };
  const items: ResolvedItem[] = [];
  const consumptions: Consumption[] = [];
  for (const [packageIndex, pkg] of header.packages.entries()) {
    for (const { input, pointer } of pkg.items) {
      const product = products.get(input.product_code);
      const quantity = storedQuantity(input.quantity, `${pointer}/quantity`, errors);
      if (!product) {
        errors.push({ code: 'unknown_product', message: `"${input.product_code}" is neither a product code nor the GTIN of a product`, pointer: `${pointer}/product_code` });
        continue;
      }
      if (quantity === null) continue;
      const lotId = input.lot && !product.isBundle ? await lotIdFor(trx, product.id, input.lot.number) : 0;
      if (lotId) lotNumbers.set(lotId, input.lot!.number);
      items.push({ packageIndex, productId: product.id, quantity, lotId, pointer });
    }
    for (const c of pkg.consumables) {
      const product = products.get(c.productCode);
      const quantity = storedQuantity(c.quantity, `${c.pointer}/quantity`, errors);
      if (!product) {
        errors.push({ code: 'unknown_product', message: `"${c.productCode}" is neither a product code nor the GTIN of a product`, pointer: `${c.pointer}/product_code` });
      } else if (!product.consumable) {
        errors.push({ code: 'not_a_consumable', message: `product ${product.code} is not configured as a consumable`, pointer: `${c.pointer}/product_code` });
      } else if (quantity !== null) {
        consumptions.push({ packageIndex, productId: product.id, quantity });
      }
    }
  }
  if (errors.length > 0) return nothing;
  const filled = fillLines(fillLinesOf(loaded.lines), items);
  if (!filled.ok) {
    errors.push({ code: filled.code, message: filled.message, pointer: filled.pointer });
    return nothing;
  }
  consumeUnmatched(filled.unmatched, products, consumptions, errors);
  // Bundle components shipped whole are named by the bundle; their own codes are needed for the answer.
  const missing = filled.fills.map((f) => f.productId).filter((id) => !productCodes.has(id));
  if (missing.length > 0) {
    for (const row of await trx.selectFrom('products').select(['id', 'code']).where('id', 'in', [...new Set(missing)]).execute()) productCodes.set(row.id, row.code);
  }
  return { fills: filled.fills, consumptions, productCodes, lotNumbers };
}

/** Rule 5: an item not on the shipment is packaging if its product is a consumable, else an error. */
function consumeUnmatched(unmatched: ResolvedItem[], products: Map<string, ProductRef>, consumptions: Consumption[], errors: ErrorDetail[]): void {
  const byId = new Map([...products.values()].map((p) => [p.id, p]));
  for (const item of unmatched) {
    const product = byId.get(item.productId)!;
    if (product.consumable) {
      consumptions.push({ packageIndex: item.packageIndex, productId: item.productId, quantity: item.quantity });
    } else {
      errors.push({ code: 'product_not_on_shipment', message: `product ${product.code} is not on this shipment and is not a consumable`, pointer: `${item.pointer}/product_code` });
    }
  }
}

/** An `override_sscc` must not name an SSCC another package already carries. */
async function checkOverridesFree(trx: Db, header: ConfirmationHeader, errors: ErrorDetail[]): Promise<void> {
  const overrides = header.packages.filter((p) => p.overrideSscc !== null);
  const inUse = await ssccsInUse(trx, overrides.map((p) => p.overrideSscc!));
  for (const p of overrides) {
    if (inUse.has(p.overrideSscc!)) {
      // The lines form's package points at the element itself, where its override_sscc is too.
      errors.push({ code: 'sscc_in_use', message: `SSCC ${p.overrideSscc} is already on another package`, pointer: `${p.pointer}/override_sscc` });
    }
  }
}

function storedQuantity(quantity: number, pointer: string, errors: ErrorDetail[]): number | null {
  const stored = toStored(quantity);
  if (stored === null || stored <= 0) {
    errors.push({ code: 'invalid_quantity', message: 'quantity must be positive with at most three decimals', pointer });
    return null;
  }
  return stored;
}

