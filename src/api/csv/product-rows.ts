import type { Db } from '../../db/connect.ts';
import { productChanges } from '../../domain/catalog/product-changes.ts';
import { findProductByCode, loadProducts, type ProductDetails } from '../../domain/catalog/products.repo.ts';
import { createProduct, updateProduct, type ProductInput } from '../../domain/catalog/save-product.ts';
import { first } from '../../domain/shared/invariants.ts';
import { fromStored } from '../../domain/shared/quantity.ts';
import type { ErrorDetail } from '../../errors.ts';
import { booleanCell, csvProblem, numberCell, type CsvColumn, type CsvLayout, type CsvRow } from '../../http/csv.ts';
import { rowPlace, type ImportSteps } from '../../http/csv-import.ts';
import { assertBody, bodyCheck } from '../../http/validation.ts';
import { ProductBody, ProductPatch } from '../admin/products.ts';

/*
 * The products CSV (docs/admin-api.md "CSV import and export"): one row per product, the fields of
 * POST /products as columns, `components` written `MUG:2;TEE:1`. The export writes exactly the columns
 * the import reads, so an exported file edited in a spreadsheet imports back.
 */

export const PRODUCT_COLUMNS = [
  'code',
  'name',
  'upc',
  'uom',
  'consumable',
  'lot_tracked',
  'components',
  'return_warehouse',
  'unit_price',
  'unit_customs_value',
] as const;

export const PRODUCT_LAYOUT: CsvLayout = { required: ['code'], optional: PRODUCT_COLUMNS.slice(1) };

/** What a products import did with a row: created the product, changed it, or found it as the row says. */
export type ProductOutcome = 'created' | 'updated' | 'unchanged';

type ProductUnit = { line: number; fields: Record<string, unknown>; problems: ErrorDetail[] };

const NULLABLE = new Set(['upc', 'return_warehouse', 'unit_price', 'unit_customs_value']);

/** The rows as product bodies: the columns present, typed; a code on an earlier row refuses the later one. */
export function productUnits(rows: CsvRow[]): ProductUnit[] {
  const lineOf = new Map<string, number>();
  return rows.map((row) => {
    const unit = productUnit(row);
    const code = row.cells.get('code') ?? '';
    const earlier = lineOf.get(code);
    if (earlier !== undefined) {
      unit.problems.push(csvProblem('duplicate_row', `product "${code}" is on line ${earlier} already; give each product one row`, row.line, 'code'));
    } else if (code !== '') lineOf.set(code, row.line);
    return unit;
  });
}

/**
 * A row as the body of POST (or PATCH) /products. A column left out of the file leaves the field as it
 * is; an empty cell clears it (null), or sets its default for a field that cannot be null (`uom` u,
 * flags false, no components).
 */
function productUnit(row: CsvRow): ProductUnit {
  const fields: Record<string, unknown> = {};
  const problems: ErrorDetail[] = [];
  for (const [column, text] of row.cells) {
    if (column === 'consumable' || column === 'lot_tracked') {
      const flag = booleanCell(text);
      if (flag === null) problems.push(csvProblem('invalid_type', `"${text}" is not true or false`, row.line, column));
      else fields[column] = flag;
    } else if (column === 'components') {
      const components = componentsCell(text);
      if (typeof components === 'string') problems.push(csvProblem('invalid_format', components, row.line, column));
      else fields.components = components;
    } else if (column === 'uom') {
      if (text !== '') fields.uom = text;
    } else fields[column] = NULLABLE.has(column) && text === '' ? null : text;
  }
  return { line: row.line, fields, problems };
}

/** `MUG:2;TEE:1` as components (a code alone counts one), or what is wrong with it. */
function componentsCell(text: string): { product_code: string; quantity: number }[] | string {
  const components = [];
  for (const entry of text
    .split(';')
    .map((e) => e.trim())
    .filter((e) => e !== '')) {
    const colon = entry.indexOf(':');
    const code = (colon < 0 ? entry : entry.slice(0, colon)).trim();
    const quantity = colon < 0 ? 1 : numberCell(entry.slice(colon + 1));
    if (code === '' || quantity === null) return `"${entry}" is not PRODUCT_CODE:QUANTITY; write components as MUG:2;TEE:1`;
    components.push({ product_code: code, quantity });
  }
  return components;
}

const checkNew = bodyCheck(ProductBody);
const checkChange = bodyCheck(ProductPatch);

/** Upserts each product by code: the create path checks the row as POST /products does, the update path as PATCH. */
export const productSteps: ImportSteps<ProductUnit, ProductOutcome> = {
  problemsOf: (unit) => unit.problems,
  apply: upsertProduct,
  place: rowPlace,
};

async function upsertProduct(trx: Db, { fields }: ProductUnit): Promise<ProductOutcome> {
  const code = typeof fields.code === 'string' ? fields.code : '';
  const existing = code === '' ? undefined : await findProductByCode(trx, code);
  if (!existing) {
    assertBody(checkNew, fields);
    await createProduct(trx, fields as ProductInput);
    return 'created';
  }
  const { code: _code, ...wanted } = fields;
  assertBody(checkChange, wanted);
  const current = first(await loadProducts(trx, [existing.id]), 'the product just found by its code');
  const changes = productChanges(current, wanted);
  if (Object.keys(changes).length === 0) return 'unchanged';
  await updateProduct(trx, existing.id, changes);
  return 'updated';
}

/** The export's columns: the import's, each as the product's record holds it. */
export const PRODUCT_EXPORT: CsvColumn<ProductDetails>[] = [
  { name: 'code', value: ({ product }) => product.code },
  { name: 'name', value: ({ product }) => product.name },
  { name: 'upc', value: ({ product }) => product.upc },
  { name: 'uom', value: ({ product }) => product.uom },
  { name: 'consumable', value: ({ product }) => product.consumable === 1 },
  { name: 'lot_tracked', value: ({ product }) => product.lot_tracked === 1 },
  { name: 'components', value: ({ components }) => components.map((c) => `${c.productCode}:${fromStored(c.quantity)}`).join(';') },
  { name: 'return_warehouse', value: ({ returnWarehouse }) => returnWarehouse },
  { name: 'unit_price', value: ({ product }) => product.unit_price },
  { name: 'unit_customs_value', value: ({ product }) => product.unit_customs_value },
];
