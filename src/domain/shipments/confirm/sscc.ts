import { sql } from 'kysely';
import { dbKind, type Db } from '../../../db/connect.ts';
import { advanceCounter } from '../../shared/counters.ts';
import { buildSscc } from '../../shared/gs1.ts';
import { refusal } from '../../../errors.ts';

/**
 * The GS1 company prefix used when the merchant has not configured one (settings.gs1_company_prefix).
 * SSCCs built on it are well-formed and unique in this database but not registered with GS1.
 */
const FALLBACK_COMPANY_PREFIX = '0000000';

/** Takes `count` fresh serial references: a sequence on PostgreSQL, the counters row on SQLite. */
async function nextSerials(trx: Db, count: number): Promise<number[]> {
  if (dbKind(trx) === 'postgres') {
    const { rows } = await sql<{ value: number }>`select nextval('sscc_serial')::int8 as value from generate_series(1, ${count})`.execute(trx);
    return rows.map((r) => Number(r.value));
  }
  const last = await advanceCounter(trx, 'sscc_serial', count);
  return Array.from({ length: count }, (_, i) => last - count + 1 + i);
}

/**
 * SSCC-18s for new packages (docs/3pl-api.md section 7, "SSCC"). A company prefix leaves 16 - length digits of serial
 * reference (4 for a 12-digit prefix): serials wrap around that capacity, as GS1 lets a company reuse
 * them, and any SSCC still held by a package (or an override) is skipped, so every package SSCC stays
 * unique across the database; `reserved` are SSCCs about to be written (overrides of the same batch).
 * Throws `sscc_capacity_exhausted` when no free one is left.
 */
export async function generateSsccs(trx: Db, companyPrefix: string | null, count: number, reserved: ReadonlySet<string> = new Set()): Promise<string[]> {
  const prefix = companyPrefix ?? FALLBACK_COMPANY_PREFIX;
  const capacity = 10 ** (16 - prefix.length);
  const result: string[] = [];
  let drawn = 0;
  let recheckAt = 2 * count + 16;
  while (result.length < count) {
    const wanted = count - result.length;
    drawn += wanted;
    const candidates = (await nextSerials(trx, wanted)).map((serial) => buildSscc(0, prefix, serial % capacity));
    const taken = await heldSsccs(trx, candidates);
    result.push(...candidates.filter((c) => !taken.has(c) && !reserved.has(c) && !result.includes(c)));
    // Collisions only happen once the serials wrapped around; when they keep happening, count what is
    // left rather than drawing through the whole capacity one taken serial after another.
    if (result.length < count && drawn >= recheckAt) {
      const reservedHere = [...reserved].filter((sscc) => sscc.startsWith(`0${prefix}`)).length;
      if (capacity - (await countHeld(trx, prefix)) - reservedHere - result.length < count - result.length) {
        throw refusal('sscc_capacity_exhausted', `every serial reference of GS1 company prefix ${prefix} is in use by a package`, null);
      }
      recheckAt *= 2;
    }
  }
  return result;
}

/** How many package SSCCs use this company prefix with extension digit 0 (a range of the unique index). */
async function countHeld(trx: Db, prefix: string): Promise<number> {
  const serialDigits = 16 - prefix.length;
  const row = await trx
    .selectFrom('packages')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('sscc', '>=', `0${prefix}${'0'.repeat(serialDigits + 1)}`)
    .where('sscc', '<=', `0${prefix}${'9'.repeat(serialDigits + 1)}`)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Those of these SSCCs that a package already carries, with one query. */
export async function heldSsccs(trx: Db, ssccs: string[]): Promise<Set<string>> {
  if (ssccs.length === 0) return new Set();
  const rows = await trx
    .selectFrom('packages')
    .select('sscc')
    .where('sscc', 'in', [...new Set(ssccs)])
    .execute();
  return new Set(rows.map((r) => r.sscc));
}
