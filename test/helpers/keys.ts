import type { Db } from '../../src/db/connect.ts';
import { insertApiKey } from '../../src/domain/partners/api-keys.repo.ts';
import { createWarehouse } from '../../src/domain/warehouses/warehouses.repo.ts';
import { nowIso } from '../../src/domain/shared/time.ts';

/**
 * A 3PL partner that runs one new warehouse, and a warehouse key of that partner, written straight
 * into the database (tests of cross-cutting behaviour need a key, not the partner admin API).
 */
export async function createWarehouseKey(db: Db, code: string): Promise<{ key: string; keyId: number; partnerId: number; warehouseId: number }> {
  const now = nowIso();
  const warehouseId = await db.transaction().execute((trx) => createWarehouse(trx, { code, name: `Warehouse ${code}` }));
  const partner = await db
    .insertInto('partners')
    .values({ code: `P-${code}`, name: `Partner ${code}`, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('partner_warehouses').values({ partner_id: partner.id, warehouse_id: warehouseId }).execute();
  const created = await insertApiKey(db, { role: 'warehouse', partnerId: partner.id, name: `3PL ${code}` });
  return { key: created.key, keyId: created.id, partnerId: partner.id, warehouseId };
}
