import type { Db } from '../../db/connect.ts';
import { isGtin, toGtin14 } from '../shared/gs1.ts';

export type ProductRef = { id: number; code: string; isBundle: boolean; consumable: boolean; lotTracked: boolean };

/**
 * Resolves product codes as warehouses send them (docs/3pl-api.md section 7, "Product codes and
 * GTINs"): a product code first, else a GTIN-8/12/13/14 with a valid check digit compared as GTIN-14
 * against the product's UPC/EAN/GTIN. Confirmations, receipts, adjustments and counts all name products this way.
 */
export async function resolveProductCodes(db: Db, codes: string[]): Promise<Map<string, ProductRef>> {
  const unique = [...new Set(codes)];
  const gtins = unique.filter(isGtin).map(toGtin14);
  if (unique.length === 0) return new Map();
  const rows = await db
    .selectFrom('products')
    .select(['id', 'code', 'gtin14', 'is_bundle', 'consumable', 'lot_tracked'])
    .where((eb) => (gtins.length > 0 ? eb.or([eb('code', 'in', unique), eb('gtin14', 'in', gtins)]) : eb('code', 'in', unique)))
    .execute();
  const byCode = new Map(rows.map((r) => [r.code, r]));
  const byGtin = new Map(rows.filter((r) => r.gtin14).map((r) => [r.gtin14!, r]));
  const resolved = new Map<string, ProductRef>();
  for (const code of unique) {
    const row = byCode.get(code) ?? (isGtin(code) ? byGtin.get(toGtin14(code)) : undefined);
    if (row)
      resolved.set(code, { id: row.id, code: row.code, isBundle: row.is_bundle === 1, consumable: row.consumable === 1, lotTracked: row.lot_tracked === 1 });
  }
  return resolved;
}
