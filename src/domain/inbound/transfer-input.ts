import type { Db } from '../../db/connect.ts';
import { AppError, type ErrorDetail } from '../../errors.ts';
import { storedAddress, type AddressRecord } from '../shared/address.ts';
import { toStored } from '../shared/quantity.ts';

/** POST /transfers (docs/admin-api.md "Transfers"): warehouses and products by code, or integer id. */
export type TransferInput = {
  from_warehouse: string | number;
  to_warehouse: string | number;
  lines: { product_code: string | number; quantity: number; lot?: string | null }[];
};

/** A warehouse a transfer names, with the address its internal order ships to. */
export type TransferWarehouse = { id: number; code: string; name: string; address: AddressRecord | null };

/** A transfer line in ids and stored thousandths. */
export type ResolvedTransferLine = { productId: number; productCode: string; uom: string; quantity: number; lotNumber: string | null };

export type ResolvedTransfer = { from: TransferWarehouse; to: TransferWarehouse; lines: ResolvedTransferLine[] };

type ProductRow = { id: number; code: string; uom: string; is_bundle: number };

/**
 * Checks a transfer against the records it names: both warehouses exist and differ, every product
 * exists and is a physical one (a bundle is sold, not stocked), every quantity is positive and exact in
 * thousandths. Every problem is answered at once as a 422 with its pointer; nothing is written.
 */
export async function resolveTransfer(db: Db, input: TransferInput): Promise<ResolvedTransfer> {
  const problems: ErrorDetail[] = [];
  const from = await warehouseByRef(db, input.from_warehouse);
  const to = await warehouseByRef(db, input.to_warehouse);
  if (!from) problems.push(unknown('/from_warehouse', `warehouse ${JSON.stringify(input.from_warehouse)} does not exist`));
  if (!to) problems.push(unknown('/to_warehouse', `warehouse ${JSON.stringify(input.to_warehouse)} does not exist`));
  if (from && to && from.id === to.id) problems.push(invalid('/to_warehouse', `a transfer goes to another warehouse than ${from.code}`));
  const products = await productsByRef(
    db,
    input.lines.map((l) => l.product_code),
  );
  const lines = input.lines.flatMap((line, index) => resolveLine(line, index, products, problems) ?? []);
  if (problems.length > 0 || !from || !to) throw AppError.many(problems);
  return { from, to, lines };
}

function resolveLine(line: TransferInput['lines'][number], index: number, products: ProductRow[], problems: ErrorDetail[]): ResolvedTransferLine | null {
  const at = `/lines/${index}`;
  const product = products.find((p) => (typeof line.product_code === 'number' ? p.id === line.product_code : p.code === line.product_code));
  if (!product) problems.push(unknown(`${at}/product_code`, `product ${JSON.stringify(line.product_code)} does not exist`));
  else if (product.is_bundle === 1) problems.push(invalid(`${at}/product_code`, `product "${product.code}" is a bundle: transfer its components`));
  const quantity = toStored(line.quantity);
  if (quantity === null || quantity <= 0) problems.push(invalid(`${at}/quantity`, 'quantity must be positive with at most three decimals'));
  if (!product || product.is_bundle === 1 || quantity === null || quantity <= 0) return null;
  return { productId: product.id, productCode: product.code, uom: product.uom, quantity, lotNumber: line.lot ?? null };
}

async function warehouseByRef(db: Db, ref: string | number): Promise<TransferWarehouse | null> {
  const query = db.selectFrom('warehouses').select(['id', 'code', 'name', 'address']);
  const row = await (typeof ref === 'number' ? query.where('id', '=', ref) : query.where('code', '=', ref)).executeTakeFirst();
  return row ? { id: row.id, code: row.code, name: row.name, address: storedAddress(row.address) } : null;
}

async function productsByRef(db: Db, refs: (string | number)[]): Promise<ProductRow[]> {
  const codes = refs.filter((r): r is string => typeof r === 'string');
  const ids = refs.filter((r): r is number => typeof r === 'number');
  return db
    .selectFrom('products')
    .select(['id', 'code', 'uom', 'is_bundle'])
    .where((eb) => eb.or([eb('code', 'in', codes.length > 0 ? codes : ['']), eb('id', 'in', ids.length > 0 ? ids : [0])]))
    .execute();
}

function unknown(pointer: string, message: string): ErrorDetail {
  return { code: 'unknown_reference', message, pointer };
}

function invalid(pointer: string, message: string): ErrorDetail {
  return { code: 'invalid_value', message, pointer };
}
