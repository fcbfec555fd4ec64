import type { Db } from '../../db/connect.ts';
import { AppError, type ErrorDetail } from '../../errors.ts';
import { moneyText } from '../catalog/product-rules.ts';
import { productsByRef, refKey, warehouseIds, type ProductRow, type RefInput } from '../orders/order-input.ts';
import { isCurrencyCode } from '../shared/currencies.ts';
import { toStored } from '../shared/quantity.ts';
import { getSettings } from '../settings/settings.repo.ts';

/** A purchase order as staff send it (docs/admin-api.md "Purchase orders and suppliers"). */
export type PurchaseOrderInput = {
  number?: string | null;
  supplier: RefInput;
  warehouse: RefInput;
  reference?: string | null;
  currency?: string;
  expected_date?: string | null;
  lines: PurchaseOrderLineInput[];
};

export type PurchaseOrderLineInput = { product_code: RefInput; quantity: number; unit_cost?: string | null };

/** A line in ids and stored thousandths. */
export type ResolvedPurchaseOrderLine = { productId: number; quantity: number; unitCost: string | null };

export type ResolvedPurchaseOrder = {
  number: string | null;
  supplierId: number;
  warehouseId: number;
  reference: string | null;
  currency: string;
  expectedDate: string | null;
  lines: ResolvedPurchaseOrderLine[];
};

/**
 * The numbers the service gives purchase orders from their ids (`PO-000001`): a number of that form
 * given by staff could collide with the number of a later order, so it is refused.
 */
const SERVICE_NUMBER = /^PO-\d{6,}$/;

/**
 * Checks a purchase order against the records it names and turns it into ids and stored quantities.
 * Every problem is collected with its pointer and answered at once as a 422: an unknown supplier,
 * warehouse or product (`unknown_reference`), a currency not in ISO 4217 (`invalid_currency`), a bundle
 * (bundles have no stock of their own), a quantity that is not exact in thousandths, or a number of
 * the service's own form (`invalid_value`).
 */
export async function resolvePurchaseOrder(db: Db, input: PurchaseOrderInput): Promise<ResolvedPurchaseOrder> {
  const problems: ErrorDetail[] = [];
  if (input.number && SERVICE_NUMBER.test(input.number)) {
    problems.push(invalid('/number', `"${input.number}" has the form of the numbers the service gives (PO-000001); choose another or leave it out`));
  }
  const fields = await resolveFields(db, input, problems);
  if (problems.length > 0) throw purchaseOrderProblems(problems);
  return {
    number: input.number ?? null,
    supplierId: fields.supplierId!,
    warehouseId: fields.warehouseId!,
    reference: input.reference ?? null,
    currency: input.currency ?? (await getSettings(db)).currency,
    expectedDate: input.expected_date ?? null,
    lines: fields.lines!,
  };
}

/** What PATCH /purchase-orders/{id} may change of a draft: every field but its number; `lines` replaces them all. */
export type PurchaseOrderPatchInput = Partial<Omit<PurchaseOrderInput, 'number'>>;

/** A patch in ids and stored thousandths; absent fields stay as they are. */
export type ResolvedPurchaseOrderPatch = Partial<Omit<ResolvedPurchaseOrder, 'number'>>;

/**
 * Checks the fields a patch of a draft sends as resolvePurchaseOrder checks them, every problem answered
 * at once as a 422 with its pointer.
 */
export async function resolvePurchaseOrderPatch(db: Db, patch: PurchaseOrderPatchInput): Promise<ResolvedPurchaseOrderPatch> {
  const problems: ErrorDetail[] = [];
  const fields = await resolveFields(db, patch, problems);
  if (problems.length > 0) throw purchaseOrderProblems(problems);
  return {
    ...fields,
    ...(patch.reference === undefined ? {} : { reference: patch.reference }),
    ...(patch.currency === undefined ? {} : { currency: patch.currency }),
    ...(patch.expected_date === undefined ? {} : { expectedDate: patch.expected_date }),
  };
}

/** The fields that name records or need checking, those present only, their problems recorded under their pointers. */
async function resolveFields(
  db: Db,
  input: PurchaseOrderPatchInput,
  problems: ErrorDetail[],
): Promise<Pick<ResolvedPurchaseOrderPatch, 'supplierId' | 'warehouseId' | 'lines'>> {
  const fields: Pick<ResolvedPurchaseOrderPatch, 'supplierId' | 'warehouseId' | 'lines'> = {};
  if (input.supplier !== undefined) {
    const supplierId = await supplierIdByRef(db, input.supplier);
    if (supplierId === null) problems.push(unknown('/supplier', `supplier ${JSON.stringify(input.supplier)} does not exist`));
    else fields.supplierId = supplierId;
  }
  if (input.warehouse !== undefined) {
    const warehouseId = (await warehouseIds(db, [input.warehouse])).get(refKey(input.warehouse));
    if (warehouseId === undefined) problems.push(unknown('/warehouse', `warehouse ${JSON.stringify(input.warehouse)} does not exist`));
    else fields.warehouseId = warehouseId;
  }
  if (input.currency !== undefined && !isCurrencyCode(input.currency)) {
    problems.push(invalid('/currency', `"${input.currency}" is not an ISO 4217 currency code`, 'invalid_currency'));
  }
  if (input.lines !== undefined) fields.lines = await resolvePurchaseOrderLines(db, input.lines, '/lines', problems);
  return fields;
}

/**
 * Purchase order lines in ids and stored thousandths, the problems of each recorded under `at`/index
 * (also what a CSV import of lines checks, one row at a time).
 */
export async function resolvePurchaseOrderLines(
  db: Db,
  lines: PurchaseOrderLineInput[],
  at: string,
  problems: ErrorDetail[],
): Promise<ResolvedPurchaseOrderLine[]> {
  const products = await productsByRef(
    db,
    lines.map((l) => l.product_code),
  );
  return lines.flatMap((line, index) => resolveLine(line, `${at}/${index}`, products, problems) ?? []);
}

/** One purchase order line in ids and stored thousandths, or a 422 whose pointers name its fields (`/quantity`). */
export async function resolvePurchaseOrderLine(db: Db, line: PurchaseOrderLineInput): Promise<ResolvedPurchaseOrderLine> {
  const problems: ErrorDetail[] = [];
  const products = await productsByRef(db, [line.product_code]);
  const resolved = resolveLine(line, '', products, problems);
  if (!resolved) throw purchaseOrderProblems(problems);
  return resolved;
}

function resolveLine(line: PurchaseOrderLineInput, at: string, products: Map<string, ProductRow>, problems: ErrorDetail[]): ResolvedPurchaseOrderLine | null {
  const product = products.get(refKey(line.product_code));
  if (!product) problems.push(unknown(`${at}/product_code`, `product ${JSON.stringify(line.product_code)} does not exist`));
  else if (product.is_bundle === 1) {
    problems.push(invalid(`${at}/product_code`, `"${product.code}" is a bundle; bundles have no stock of their own, order their components`));
  }
  const quantity = toStored(line.quantity);
  if (quantity === null) problems.push(invalid(`${at}/quantity`, 'quantity has more than three decimals'));
  else if (quantity <= 0) problems.push(invalid(`${at}/quantity`, 'quantity must be above zero'));
  if (!product || product.is_bundle === 1 || quantity === null || quantity <= 0) return null;
  return { productId: product.id, quantity, unitCost: moneyText(line.unit_cost ?? null) };
}

async function supplierIdByRef(db: Db, ref: RefInput): Promise<number | null> {
  const query = db.selectFrom('suppliers').select('id');
  const row = typeof ref === 'number' ? await query.where('id', '=', ref).executeTakeFirst() : await query.where('code', '=', ref).executeTakeFirst();
  return row?.id ?? null;
}

function unknown(pointer: string, message: string): ErrorDetail {
  return { code: 'unknown_reference', message, pointer };
}

function invalid(pointer: string, message: string, code: ErrorDetail['code'] = 'invalid_value'): ErrorDetail {
  return { code, message, pointer };
}

/** One 422 listing every problem; `unknown_reference` when all are unknown records. */
export function purchaseOrderProblems(problems: ErrorDetail[]): AppError {
  const code = problems.every((p) => p.code === 'unknown_reference') ? 'unknown_reference' : 'invalid_value';
  const detail = problems.length === 1 ? problems[0]!.message : `${problems.length} problems in the purchase order`;
  return new AppError(code, detail, problems);
}
