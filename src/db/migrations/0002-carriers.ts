import type { Kysely } from 'kysely';
import { CARRIERS } from '../carriers-seed.ts';

/** Seeds the carrier list (codes are lowercase snake_case, docs/3pl-api.md section 7, "Carriers, tracking and custom carriers"). */
export async function up(db: Kysely<any>): Promise<void> {
  const now = new Date().toISOString();
  const rows = CARRIERS.map((c) => ({
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
      .execute();
  }
}

export async function down(): Promise<void> {
  throw new Error('the carrier seed cannot be reverted');
}
