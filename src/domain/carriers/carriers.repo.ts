import { sql, type Selectable } from 'kysely';
import type { Db } from '../../db/connect.ts';
import type { CarriersTable } from '../../db/schema.ts';
import { alreadyExists, invalidValue, notFound } from '../../errors.ts';
import { isUniqueViolation } from '../shared/refs.ts';
import { nowIso } from '../shared/time.ts';

export type Carrier = Selectable<CarriersTable>;

type CarrierInput = {
  code: string;
  name: string;
  tracking_url_template?: string | null;
  scac?: string | null;
};

type CarrierPatch = Partial<Omit<CarrierInput, 'code'>>;

type CarrierFilter = {
  code?: string | undefined;
  q?: string | undefined;
  updatedAtMin?: string | undefined;
  updatedAtMax?: string | undefined;
  limit: number;
  offset: number;
};

const PLACEHOLDER = '{tracking_number}';

/**
 * A template must be an https URL with the `{tracking_number}` placeholder that still parses once filled
 * in: it is exported to marketplaces and shown to shoppers, so a broken link is worse than none.
 */
function checkTrackingTemplate(template: string, pointer: string): void {
  if (!template.startsWith('https://')) {
    throw invalidValue(pointer, 'tracking_url_template must start with https://');
  }
  if (!template.includes(PLACEHOLDER)) {
    throw invalidValue(pointer, `tracking_url_template must contain ${PLACEHOLDER}`);
  }
  if (!URL.canParse(trackingUrl(template, '1Z999AA10123456784'))) {
    throw invalidValue(pointer, 'tracking_url_template is not a valid URL once the tracking number is filled in');
  }
}

/**
 * The public tracking page of a parcel (docs/3pl-api.md section 7, "Carriers, tracking and custom
 * carriers"): the carrier's template with the tracking number URL-encoded.
 */
export function trackingUrl(template: string, trackingNumber: string): string {
  return template.replaceAll(PLACEHOLDER, encodeURIComponent(trackingNumber));
}

/** Every carrier, in code order. */
export async function allCarriers(db: Db): Promise<Carrier[]> {
  return db.selectFrom('carriers').selectAll().orderBy('code').execute();
}

/** Every carrier code with its tracking URL template (null when it has none), in one query. */
export async function carrierTemplates(db: Db): Promise<Map<string, string | null>> {
  const rows = await db.selectFrom('carriers').select(['code', 'tracking_url_template']).execute();
  return new Map(rows.map((c) => [c.code, c.tracking_url_template]));
}

/** Adds a carrier; a taken code answers 409 already_exists at /code. */
export async function createCarrier(trx: Db, input: CarrierInput): Promise<number> {
  if (input.tracking_url_template) checkTrackingTemplate(input.tracking_url_template, '/tracking_url_template');
  const now = nowIso();
  try {
    const row = await trx
      .insertInto('carriers')
      .values({
        code: input.code,
        name: input.name,
        tracking_url_template: input.tracking_url_template ?? null,
        scac: input.scac ?? null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyExists('/code', `carrier code "${input.code}" is taken`);
    throw error;
  }
}

/** Changes a carrier's name, tracking URL template or SCAC (null clears the last two). */
export async function updateCarrier(trx: Db, id: number, patch: CarrierPatch): Promise<void> {
  if (patch.tracking_url_template) checkTrackingTemplate(patch.tracking_url_template, '/tracking_url_template');
  const set: Partial<Carrier> = { updated_at: nowIso() };
  if (patch.name !== undefined) set.name = patch.name;
  if (patch.tracking_url_template !== undefined) set.tracking_url_template = patch.tracking_url_template;
  if (patch.scac !== undefined) set.scac = patch.scac;
  const result = await trx.updateTable('carriers').set(set).where('id', '=', id).executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw notFound('carrier');
}

/** One carrier by id, or a 404. */
export async function getCarrier(db: Db, id: number): Promise<Carrier> {
  const row = await db.selectFrom('carriers').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('carrier');
  return row;
}

/** Carriers matching the filter, by updated_at then id; `q` matches the name case-insensitively. */
export async function listCarriers(db: Db, filter: CarrierFilter): Promise<Carrier[]> {
  let query = db.selectFrom('carriers').selectAll().orderBy('updated_at').orderBy('id').limit(filter.limit).offset(filter.offset);
  if (filter.code) query = query.where('code', '=', filter.code);
  if (filter.q) {
    // lower() on both sides: SQLite's LIKE folds ASCII only and PostgreSQL's LIKE not at all.
    const needle = `%${escapeLike(filter.q.toLowerCase())}%`;
    query = query.where(sql<boolean>`lower(name) like ${needle} escape '\\'`);
  }
  if (filter.updatedAtMin) query = query.where('updated_at', '>=', filter.updatedAtMin);
  if (filter.updatedAtMax) query = query.where('updated_at', '<=', filter.updatedAtMax);
  return query.execute();
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
