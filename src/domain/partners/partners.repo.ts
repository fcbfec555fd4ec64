import type { Db } from '../../db/connect.ts';
import { dbKind } from '../../db/connect.ts';
import { AppError, alreadyExists, invalidValue, notFound } from '../../errors.ts';
import { isUniqueViolation, resolveRef } from '../shared/refs.ts';
import { nowIso } from '../shared/time.ts';

export type PartnerInput = {
  name: string;
  code?: string | null;
  warehouses: (string | number)[];
};

type PartnerPatch = Partial<PartnerInput>;

/** A partner as answered: its warehouses by code. */
type PartnerView = {
  id: number;
  code: string | null;
  name: string;
  warehouses: string[];
  created_at: string;
  updated_at: string;
};

type PartnerFilter = { code?: string | undefined; updatedAtMin?: string | undefined; updatedAtMax?: string | undefined; limit: number; offset: number };

/** Creates a 3PL partner and gives it its warehouses. */
export async function createPartner(trx: Db, input: PartnerInput): Promise<number> {
  const warehouseIds = await resolveWarehouses(trx, input.warehouses);
  const now = nowIso();
  let id: number;
  try {
    const row = await trx
      .insertInto('partners')
      .values({ code: input.code ?? null, name: input.name, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    id = row.id;
  } catch (error) {
    throw codeTaken(error, input.code);
  }
  await claimWarehouses(trx, id, warehouseIds);
  return id;
}

/** Changes a partner; `warehouses`, when given, replaces the whole list. */
export async function updatePartner(trx: Db, id: number, patch: PartnerPatch): Promise<void> {
  const warehouseIds = patch.warehouses === undefined ? undefined : await resolveWarehouses(trx, patch.warehouses);
  const set: { updated_at: string; name?: string; code?: string | null } = { updated_at: nowIso() };
  if (patch.name !== undefined) set.name = patch.name;
  if (patch.code !== undefined) set.code = patch.code;
  try {
    const result = await trx.updateTable('partners').set(set).where('id', '=', id).executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw notFound('partner');
  } catch (error) {
    throw codeTaken(error, patch.code);
  }
  if (warehouseIds === undefined) return;
  await trx.deleteFrom('partner_warehouses').where('partner_id', '=', id).execute();
  await claimWarehouses(trx, id, warehouseIds);
}

function codeTaken(error: unknown, code: string | null | undefined): unknown {
  return isUniqueViolation(error) ? alreadyExists('/code', `partner code "${code}" is taken`) : error;
}

/** Warehouse ids of the references, in order; an unknown or repeated one is a 422 at /warehouses/N. */
async function resolveWarehouses(trx: Db, refs: (string | number)[]): Promise<number[]> {
  const ids: number[] = [];
  for (const [index, ref] of refs.entries()) {
    const id = await resolveRef(trx, 'warehouses', ref, `/warehouses/${index}`);
    if (ids.includes(id)) throw invalidValue(`/warehouses/${index}`, `warehouse ${JSON.stringify(ref)} is listed twice`);
    ids.push(id);
  }
  return ids;
}

/**
 * Links the warehouses to the partner. A 3PL warehouse is run by one 3PL: a warehouse of another partner
 * answers 409 already_exists naming that partner. On PostgreSQL the warehouse rows are locked first so
 * that two partners cannot claim the same warehouse at once; SQLite runs one writer at a time anyway.
 */
async function claimWarehouses(trx: Db, partnerId: number, warehouseIds: number[]): Promise<void> {
  if (warehouseIds.length === 0) return;
  await trx
    .selectFrom('warehouses')
    .select('id')
    .where('id', 'in', warehouseIds)
    .$if(dbKind(trx) === 'postgres', (q) => q.forUpdate())
    .execute();
  const owned = await trx
    .selectFrom('partner_warehouses')
    .innerJoin('partners', 'partners.id', 'partner_warehouses.partner_id')
    .innerJoin('warehouses', 'warehouses.id', 'partner_warehouses.warehouse_id')
    .select(['partner_warehouses.warehouse_id', 'partners.id as partner_id', 'partners.name', 'partners.code', 'warehouses.code as warehouse_code'])
    .where('partner_warehouses.warehouse_id', 'in', warehouseIds)
    .where('partner_warehouses.partner_id', '<>', partnerId)
    .execute();
  if (owned.length > 0) {
    const errors = owned.map((o) => {
      const message = `warehouse "${o.warehouse_code}" already belongs to partner ${o.code ?? o.partner_id} (${o.name})`;
      return { code: 'already_exists' as const, message, pointer: `/warehouses/${warehouseIds.indexOf(o.warehouse_id)}` };
    });
    throw AppError.many(errors);
  }
  await trx
    .insertInto('partner_warehouses')
    .values(warehouseIds.map((warehouse_id) => ({ partner_id: partnerId, warehouse_id })))
    .execute();
}

/** One partner with its warehouse codes, or a 404. */
export async function getPartner(db: Db, id: number): Promise<PartnerView> {
  const [view] = await partnerViews(db, db.selectFrom('partners').selectAll().where('id', '=', id));
  if (!view) throw notFound('partner');
  return view;
}

/** Partners matching the filter, by updated_at then id. */
export async function listPartners(db: Db, filter: PartnerFilter): Promise<PartnerView[]> {
  let query = db.selectFrom('partners').selectAll().orderBy('updated_at').orderBy('id').limit(filter.limit).offset(filter.offset);
  if (filter.code) query = query.where('code', '=', filter.code);
  if (filter.updatedAtMin) query = query.where('updated_at', '>=', filter.updatedAtMin);
  if (filter.updatedAtMax) query = query.where('updated_at', '<=', filter.updatedAtMax);
  return partnerViews(db, query);
}

type PartnerRow = Omit<PartnerView, 'warehouses'>;

async function partnerViews(db: Db, query: { execute(): Promise<PartnerRow[]> }): Promise<PartnerView[]> {
  const rows = await query.execute();
  if (rows.length === 0) return [];
  const links = await db
    .selectFrom('partner_warehouses')
    .innerJoin('warehouses', 'warehouses.id', 'partner_warehouses.warehouse_id')
    .select(['partner_warehouses.partner_id', 'warehouses.code'])
    .where(
      'partner_warehouses.partner_id',
      'in',
      rows.map((r) => r.id),
    )
    .orderBy('warehouses.code')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    code: r.code,
    name: r.name,
    warehouses: links.filter((l) => l.partner_id === r.id).map((l) => l.code),
    created_at: r.created_at,
    updated_at: r.updated_at,
  }));
}
