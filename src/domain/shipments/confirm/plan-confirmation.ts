import type { Db } from '../../../db/connect.ts';
import type { ErrorDetail } from '../../../errors.ts';
import { resolveProductCodes, type ProductRef } from '../../catalog/resolve-product-codes.ts';
import type { Principal } from '../../partners/api-keys.repo.ts';
import { toStored } from '../../shared/quantity.ts';
import { isConsumed, type Consumption } from './consumables.ts';
import { fillLines, type Fill, type ResolvedItem } from './fill-lines.ts';
import { fillLinesOf, type LoadedShipment } from './load-shipment.ts';
import { loadLotBook, type LotBook } from '../../inventory/lot-book.ts';
import type { ShipmentConfirmation } from '../../../wire/tpl-shipments.ts';
import { heldSsccs } from './sscc.ts';
import { validateConfirmation, type ConfirmationHeader } from './validate-confirmation.ts';

/** What every confirmation of a request shares: who asks and the merchant's settings. */
export type ConfirmContext = {
  principal: Principal;
  currency: string;
  gs1CompanyPrefix: string | null;
  multiWarehouseShipping: boolean;
  /** Every known carrier code with its tracking URL template (null when it has none). */
  carriers: Map<string, string | null>;
};

/** One element of ship.json with its JSON Pointer (`/shipments/3`). */
export type ConfirmElement = { input: ShipmentConfirmation; pointer: string };

/** A confirmation still to be judged: its shipment is known, visible to the key, and shippable. */
export type Candidate = { index: number; element: ConfirmElement; loaded: LoadedShipment; hash: string };

/** A confirmation that passed every check, ready to be claimed and written. */
export type ConfirmationPlan = Candidate & {
  header: ConfirmationHeader;
  warehouseId: number;
  fills: Fill[];
  consumptions: Consumption[];
};

type PlannedRound = {
  plans: ConfirmationPlan[];
  /** Every problem of each refused candidate, by candidate index. */
  refusals: Map<number, ErrorDetail[]>;
  /** Codes of every product and numbers of every lot the plans name, for their answers. */
  productCodes: Map<number, string>;
  lotNumbers: Map<number, string>;
};

/**
 * Judges a round of confirmations (docs/3pl-api.md section 7) with a constant number of queries: products,
 * lots and SSCC overrides are looked up once for all of them, then each is checked on its own and
 * every problem it has is collected. Lots of unknown numbers are created only for plans that passed.
 */
export async function planConfirmations(trx: Db, ctx: ConfirmContext, candidates: Candidate[]): Promise<PlannedRound> {
  const checked = candidates.map((candidate) => {
    const errors: ErrorDetail[] = [];
    const { input, pointer } = candidate.element;
    const header = validateConfirmation(input, { pointer, knownCarriers: ctx.carriers, defaultCurrency: ctx.currency }, errors);
    return { candidate, header, errors, warehouseId: targetWarehouse(candidate, ctx, errors) };
  });
  const products = await resolveProductCodes(
    trx,
    checked.flatMap(({ header }) => codesOf(header)),
  );
  const lots = await loadLotBook(
    trx,
    checked.flatMap(({ header }) => lotsOf(header, products)),
  );
  const held = await heldSsccs(
    trx,
    checked.flatMap(({ header }) => overridesOf(header)),
  );
  const productsById = new Map([...products.values()].map((p) => [p.id, p]));
  const plans: ConfirmationPlan[] = [];
  const refusals = new Map<number, ErrorDetail[]>();
  for (const { candidate, header, errors, warehouseId } of checked) {
    const { fills, consumptions } = matchItems(candidate.loaded, header, products, productsById, lots, errors);
    checkOverridesFree(header, held, errors);
    if (errors.length > 0) {
      refusals.set(candidate.index, errors);
      continue;
    }
    // An SSCC this confirmation takes is held for the ones after it, as if it had been written already.
    for (const sscc of overridesOf(header)) held.add(sscc);
    plans.push({ ...candidate, header, warehouseId, fills, consumptions });
  }
  const lotNumbers = await lots.createUsed(
    trx,
    plans.flatMap((p) => p.fills),
  );
  const productCodes = await codesOfProducts(trx, products, plans);
  return { plans, refusals, productCodes, lotNumbers };
}

/** The warehouse that ships (docs/3pl-api.md section 7, "Shipping from another of your warehouses"): another of the key's warehouses only when the merchant allows it. */
function targetWarehouse({ element, loaded }: Candidate, ctx: ConfirmContext, errors: ErrorDetail[]): number {
  const { input, pointer } = element;
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

function codesOf(header: ConfirmationHeader): string[] {
  return header.packages.flatMap((p) => [...p.items.map((i) => i.input.product_code), ...p.consumables.map((c) => c.productCode)]);
}

/** The lots a confirmation names (docs/3pl-api.md section 7, "Lots"): per item, for products that are not bundles. */
function lotsOf(header: ConfirmationHeader, products: Map<string, ProductRef>): { productId: number; number: string }[] {
  return header.packages.flatMap((p) =>
    p.items.flatMap(({ input }) => {
      const product = products.get(input.product_code);
      return input.lot && product && !product.isBundle ? [{ productId: product.id, number: input.lot.number }] : [];
    }),
  );
}

function overridesOf(header: ConfirmationHeader): string[] {
  return header.packages.flatMap((p) => (p.overrideSscc === null ? [] : [p.overrideSscc]));
}

/** Resolves items and consumables to products and lots, fills the lines, and finds the packaging consumed. */
function matchItems(
  loaded: LoadedShipment,
  header: ConfirmationHeader,
  products: Map<string, ProductRef>,
  productsById: Map<number, ProductRef>,
  lots: LotBook,
  errors: ErrorDetail[],
): { fills: Fill[]; consumptions: Consumption[] } {
  const items: ResolvedItem[] = [];
  const consumptions: Consumption[] = [];
  for (const [packageIndex, pkg] of header.packages.entries()) {
    for (const { input, pointer } of pkg.items) {
      const product = products.get(input.product_code);
      const quantity = storedQuantity(input.quantity, `${pointer}/quantity`, errors);
      if (!product) {
        errors.push({
          code: 'unknown_product',
          message: `"${input.product_code}" is neither a product code nor the GTIN of a product`,
          pointer: `${pointer}/product_code`,
        });
        continue;
      }
      if (quantity === null) continue;
      const lotId = input.lot && !product.isBundle ? lots.idOf(product.id, input.lot.number) : 0;
      items.push({ packageIndex, productId: product.id, quantity, lotId, pointer });
    }
    for (const c of pkg.consumables) {
      const product = products.get(c.productCode);
      const quantity = storedQuantity(c.quantity, `${c.pointer}/quantity`, errors);
      if (!product) {
        errors.push({
          code: 'unknown_product',
          message: `"${c.productCode}" is neither a product code nor the GTIN of a product`,
          pointer: `${c.pointer}/product_code`,
        });
        continue;
      }
      if (isConsumed(product, 'consumables', c.pointer, errors) && quantity !== null) {
        consumptions.push({ packageIndex, productId: product.id, quantity });
      }
    }
  }
  if (errors.length > 0) return { fills: [], consumptions: [] };
  const filled = fillLines(fillLinesOf(loaded.lines), items);
  if (!filled.ok) {
    errors.push({ code: filled.code, message: filled.message, pointer: filled.pointer });
    return { fills: [], consumptions: [] };
  }
  checkLotsNamed(loaded, filled.fills, errors);
  for (const item of filled.unmatched) {
    if (isConsumed(productsById.get(item.productId)!, 'item', item.pointer, errors)) {
      consumptions.push({ packageIndex: item.packageIndex, productId: item.productId, quantity: item.quantity });
    }
  }
  return { fills: filled.fills, consumptions };
}

/**
 * A lot-tracked product ships only with its lot (docs/3pl-api.md section 7, "Lots"): an item that
 * leaves it out is `lot_required`, and so is a bundle shipped by its own code when one of its
 * components is lot-tracked (whole bundles carry no lot: ship such a bundle by its components' codes).
 */
function checkLotsNamed(loaded: LoadedShipment, fills: Fill[], errors: ErrorDetail[]): void {
  const lotTracked = new Map(loaded.lines.filter((l) => l.lot_tracked === 1).map((l) => [l.id, l]));
  const reported = new Set<string>();
  for (const fill of fills) {
    if (fill.lotId !== 0 || !lotTracked.has(fill.lineId) || reported.has(fill.pointer)) continue;
    reported.add(fill.pointer);
    errors.push(
      fill.wholeBundle
        ? {
            code: 'lot_required',
            message: 'this bundle holds a lot-tracked component: ship its components by their own codes, each with its lot',
            pointer: `${fill.pointer}/product_code`,
          }
        : { code: 'lot_required', message: 'the product is lot-tracked: name its lot', pointer: `${fill.pointer}/lot` },
    );
  }
}

/**
 * An `override_sscc` must not name an SSCC another package carries: one already written, one an
 * earlier confirmation of this request takes, or another package of this same confirmation.
 */
function checkOverridesFree(header: ConfirmationHeader, held: Set<string>, errors: ErrorDetail[]): void {
  const overrides = header.packages.filter((p) => p.overrideSscc !== null);
  const all = overrides.map((p) => p.overrideSscc!);
  for (const p of overrides) {
    if (held.has(p.overrideSscc!) || all.indexOf(p.overrideSscc!) !== all.lastIndexOf(p.overrideSscc!)) {
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

/** Codes of the products the plans ship, bundle components shipped whole included (one query at most). */
async function codesOfProducts(trx: Db, products: Map<string, ProductRef>, plans: ConfirmationPlan[]): Promise<Map<number, string>> {
  const codes = new Map([...products.values()].map((p) => [p.id, p.code]));
  const missing = [...new Set(plans.flatMap((p) => p.fills.map((f) => f.productId)).filter((id) => !codes.has(id)))];
  if (missing.length > 0) {
    for (const row of await trx.selectFrom('products').select(['id', 'code']).where('id', 'in', missing).execute()) codes.set(row.id, row.code);
  }
  return codes;
}
