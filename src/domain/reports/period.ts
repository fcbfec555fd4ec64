import type { Db } from '../../db/connect.ts';
import { AppError } from '../../errors.ts';
import { resolvePathRef } from '../shared/refs.ts';
import { lastLocalDays, timeZoneNamed, type LocalDay } from './local-days.ts';

/** What a report covers: the last days in a time zone, and one warehouse or all. */
export type ReportPeriod = {
  days: LocalDay[];
  warehouseId: number | undefined;
  /** The period as answers state it. */
  head: { days: number; tz: string; from: string; to: string; warehouse: string | null };
};

/**
 * The period a report's query names (`days`, `tz`, `warehouse`; docs/admin-api.md "Reports"). An unknown
 * time zone is a 400 `validation_failed` like any bad query parameter; an unknown warehouse a 404.
 */
export async function reportPeriod(db: Db, query: { days?: number; tz?: string; warehouse?: string }, now = new Date()): Promise<ReportPeriod> {
  const tz = timeZoneNamed(query.tz ?? 'UTC');
  if (tz === null) {
    const message = `query parameter tz "${query.tz}" is not a known IANA time zone (Europe/Paris, America/New_York, UTC)`;
    throw new AppError('validation_failed', message, [{ code: 'invalid_value', message, pointer: null }]);
  }
  const days = lastLocalDays(query.days ?? 30, tz, now);
  const warehouseId = query.warehouse === undefined ? undefined : await resolvePathRef(db, 'warehouses', query.warehouse);
  const warehouse =
    warehouseId === undefined ? null : (await db.selectFrom('warehouses').select('code').where('id', '=', warehouseId).executeTakeFirstOrThrow()).code;
  return { days, warehouseId, head: { days: days.length, tz, from: days[0]!.date, to: days.at(-1)!.date, warehouse } };
}
