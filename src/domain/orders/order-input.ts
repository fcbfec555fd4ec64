import type { Db } from '../../db/connect.ts';
import { AppError, type ErrorDetail } from '../../errors.ts';
import { moneyText } from '../catalog/product-rules.ts';
import { isCurrencyCode } from '../shared/currencies.ts';
import { toStored } from '../shared/quantity.ts';
import { explodeBundle, loadBundleTree, type BundleTree, type ExplodedComponent } from '../catalog/bundles.ts';

/** A reference in an admin body: a code (or order number), or an integer id (docs/admin-api.md "References by code or id"). */
export type RefInput = string | number;
export type AddressInput = Record<string, string | null | undefined>;

export type OrderLineInput = {
  product_code: RefInput;
  quantity: number;
  unit_price: string;
  unit_customs_value?: string | null;
  warehouse?: RefInput;
};

export type OrderInput = {
  number: string;
  reference?: string | null;
  channel: RefInput;
  currency?: string;
  customer: { code: string; name: string; email?: string | null; phone?: string | null };
  shipping_address: AddressInput;
  warehouse?: RefInput;
  shipping_instructions?: string | null;
  carrier_identifier?: string | null;
  carrier_service?: string | null;
  planned_date?: string | null;
  lines: OrderLineInput[];
};

export type ResolvedLine = {
  position: number;
  productId: number;
  uom: string;
  /** Stored thousandths. */
  quantity: number;
  unitPrice: string;
  unitCustomsValue: string | null;
  warehouseId: number;
  /** The physical components of a bundle line; empty for a plain line. */
  sublines: ExplodedComponent[];
};

export type ResolvedOrder = { channelId: number; currency: string; lines: ResolvedLine[] };

/** A product as a body's line names it: what a line needs to know of it. */
export type ProductRow = { id: number; code: string; uom: string; is_bundle: number };

/**
 * Checks an order against the records it names and turns it into ids and stored quantities. Every
 * problem is collected (pointer per field) and answered at once as a 422: unknown channel, carrier,
 * warehouse or product (`unknown_reference`), a currency not in ISO 4217, a line without warehouse,
 * or a quantity that is not exact in thousandths, for the line or for a bundle component
 * (`invalid_value`).
 */
export async function resolveOrder(db: Db, input: OrderInput, forTransfer = false): Promise<ResolvedOrder> {
  const problems: ErrorDetail[] = [];
  const channelId = await channelIdOf(db, input.channel, forTransfer);
  if (channelId === null) problems.push(unknown('/channel', `channel ${JSON.stringify(input.channel)} does not exist`));
  if (input.carrier_identifier && (await idByCode(db, 'carriers', input.carrier_identifier)) === null) {
    problems.push(unknown('/carrier_identifier', `carrier "${input.carrier_identifier}" is not a known carrier code`));
  }
  if (input.currency !== undefined && !isCurrencyCode(input.currency)) {
    problems.push(invalid('/currency', `"${input.currency}" is not an ISO 4217 currency code`, 'invalid_currency'));
  }
  const warehouses = await warehouseIds(db, [input.warehouse, ...input.lines.map((l) => l.warehouse)]);
  if (input.warehouse !== undefined && !warehouses.has(refKey(input.warehouse))) {
    problems.push(unknown('/warehouse', `warehouse ${JSON.stringify(input.warehouse)} does not exist`));
  }
  const products = await productsByRef(
    db,
    input.lines.map((l) => l.product_code),
  );
  const tree = await loadBundleTree(
    db,
    [...products.values()].filter((p) => p.is_bundle === 1).map((p) => p.id),
  );

  const lookups: Lookups = { products, warehouses, tree, orderWarehouse: input.warehouse };
  const lines = input.lines.flatMap((line, index) => resolveLine(line, index, lookups, problems) ?? []);
  if (problems.length > 0) throw orderProblems(problems);
  return { channelId: channelId!, currency: input.currency ?? (await merchantCurrency(db)), lines };
}

type Lookups = {
  products: Map<string, ProductRow>;
  warehouses: Map<string, number>;
  tree: BundleTree;
  orderWarehouse: RefInput | undefined;
};

/** One order line in ids and stored quantities, or null after recording its problems. */
function resolveLine(line: OrderLineInput, index: number, lookups: Lookups, problems: ErrorDetail[]): ResolvedLine | null {
  const at = `/lines/${index}`;
  const product = lookups.products.get(refKey(line.product_code));
  if (!product) problems.push(unknown(`${at}/product_code`, `product ${JSON.stringify(line.product_code)} does not exist`));
  const warehouseRef = line.warehouse ?? lookups.orderWarehouse;
  const warehouseId = warehouseRef === undefined ? undefined : lookups.warehouses.get(refKey(warehouseRef));
  if (warehouseRef === undefined) {
    problems.push(invalid(`${at}/warehouse`, 'needs a warehouse: give one on the line or on the order', 'warehouse_required'));
  } else if (line.warehouse !== undefined && warehouseId === undefined) {
    problems.push(unknown(`${at}/warehouse`, `warehouse ${JSON.stringify(line.warehouse)} does not exist`));
  }
  const quantity = toStored(line.quantity);
  if (quantity === null) problems.push(invalid(`${at}/quantity`, 'quantity has more than three decimals'));
  if (!product || warehouseId === undefined || quantity === null) return null;
  const sublines = explodeBundle(lookups.tree, product.id, quantity);
  if (sublines === null) {
    problems.push(invalid(`${at}/quantity`, `component quantities of bundle "${product.code}" for this quantity are not exact to three decimals`));
    return null;
  }
  return {
    position: index + 1,
    productId: product.id,
    uom: product.uom,
    quantity,
    unitPrice: moneyText(line.unit_price)!,
    unitCustomsValue: moneyText(line.unit_customs_value ?? null),
    warehouseId,
    sublines,
  };
}

function unknown(pointer: string, message: string): ErrorDetail {
  return { code: 'unknown_reference', message, pointer };
}

function invalid(pointer: string, message: string, code: ErrorDetail['code'] = 'invalid_value'): ErrorDetail {
  return { code, message, pointer };
}

/** One 422 listing every problem; `unknown_reference` when all are unknown records. */
function orderProblems(problems: ErrorDetail[]): AppError {
  const code = problems.every((p) => p.code === 'unknown_reference') ? 'unknown_reference' : 'invalid_value';
  const detail = problems.length === 1 ? problems[0]!.message : `${problems.length} problems in the order`;
  return new AppError(code, detail, problems);
}

async function merchantCurrency(db: Db): Promise<string> {
  const row = await db.selectFrom('settings').select('currency').where('id', '=', 1).executeTakeFirstOrThrow();
  return row.currency;
}

/**
 * A channel's id by code or id; the built-in channel of transfers' internal orders (migration 0018) only
 * for a transfer's order: the merchant's orders cannot name it.
 */
async function channelIdOf(db: Db, ref: RefInput, forTransfer: boolean): Promise<number | null> {
  const query = db
    .selectFrom('channels')
    .select('id')
    .where('built_in', '=', forTransfer ? 1 : 0);
  const row = typeof ref === 'number' ? await query.where('id', '=', ref).executeTakeFirst() : await query.where('code', '=', ref).executeTakeFirst();
  return row?.id ?? null;
}

async function idByCode(db: Db, table: 'channels' | 'carriers', ref: RefInput): Promise<number | null> {
  const query = db.selectFrom(table).select('id');
  const row = typeof ref === 'number' ? await query.where('id', '=', ref).executeTakeFirst() : await query.where('code', '=', ref).executeTakeFirst();
  return row?.id ?? null;
}

/** The key a reference is looked up by: ids and codes apart, so code "5" is not id 5. */
export function refKey(ref: RefInput): string {
  return typeof ref === 'number' ? `#${ref}` : `=${ref}`;
}

/** Warehouse ids keyed by refKey, in one query. */
export async function warehouseIds(db: Db, refs: (RefInput | undefined)[]): Promise<Map<string, number>> {
  const { codes, ids } = splitRefs(refs);
  if (codes.length === 0 && ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('warehouses')
    .select(['id', 'code'])
    .where((eb) => eb.or([eb('code', 'in', codes.length > 0 ? codes : ['']), eb('id', 'in', ids.length > 0 ? ids : [0])]))
    .execute();
  return keyed(rows, codes, ids, (r) => r.id);
}

/** Products keyed by refKey, in one query. */
export async function productsByRef(db: Db, refs: RefInput[]): Promise<Map<string, ProductRow>> {
  const { codes, ids } = splitRefs(refs);
  const rows = await db
    .selectFrom('products')
    .select(['id', 'code', 'uom', 'is_bundle'])
    .where((eb) => eb.or([eb('code', 'in', codes.length > 0 ? codes : ['']), eb('id', 'in', ids.length > 0 ? ids : [0])]))
    .execute();
  return keyed(rows, codes, ids, (r) => r);
}

function keyed<R extends { id: number; code: string }, V>(rows: R[], codes: string[], ids: number[], value: (row: R) => V): Map<string, V> {
  const byRef = new Map<string, V>();
  for (const row of rows) {
    if (codes.includes(row.code)) byRef.set(refKey(row.code), value(row));
    if (ids.includes(row.id)) byRef.set(refKey(row.id), value(row));
  }
  return byRef;
}

function splitRefs(refs: (RefInput | undefined)[]): { codes: string[]; ids: number[] } {
  const codes = new Set<string>();
  const ids = new Set<number>();
  for (const ref of refs) {
    if (typeof ref === 'number') ids.add(ref);
    else if (typeof ref === 'string') codes.add(ref);
  }
  return { codes: [...codes], ids: [...ids] };
}
