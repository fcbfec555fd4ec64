import type { Kysely } from 'kysely';
import { CARRIERS } from '../carriers-seed.ts';

/**
 * Brings a database seeded by 0002 up to the current carrier list (docs/3pl-api.md section 7, "Carriers,
 * tracking and custom carriers"): adds the carriers it lacks, and fills in tracking URL templates and SCACs
 * only where the database still has none, so a template or SCAC a merchant set is never overwritten.
 * On a fresh database 0002 has just seeded the whole list and this finds nothing to do. Safe to run twice.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const now = new Date().toISOString();
  const present = new Set((await db.selectFrom('carriers').select('code').execute()).map((r) => r.code as string));
  const rows = CARRIERS.filter((c) => !present.has(c.code)).map((c) => ({
    code: c.code,
    name: c.name,
    tracking_url_template: c.trackingUrlTemplate ?? null,
    scac: c.scac ?? null,
    created_at: now,
    updated_at: now,
  }));
  for (let i = 0; i < rows.length; i += 50) {
    await db
      .insertInto('carriers')
      .values(rows.slice(i, i + 50))
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
  }

  for (const carrier of CARRIERS) {
    if (carrier.trackingUrlTemplate !== undefined) {
      await db
        .updateTable('carriers')
        .set({ tracking_url_template: carrier.trackingUrlTemplate, updated_at: now })
        .where('code', '=', carrier.code)
        .where('tracking_url_template', 'is', null)
        .execute();
    }
    if (carrier.scac !== undefined) {
      await db.updateTable('carriers').set({ scac: carrier.scac, updated_at: now }).where('code', '=', carrier.code).where('scac', 'is', null).execute();
    }
  }
}

export async function down(): Promise<void> {
  throw new Error('the carrier list update cannot be reverted');
}
