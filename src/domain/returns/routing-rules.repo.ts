import type { Db } from '../../db/connect.ts';
import { notFound } from '../../errors.ts';
import { resolveRef } from '../shared/refs.ts';
import { nowIso } from '../shared/time.ts';

type Ref = string | number;

type RoutingRuleInput = {
  priority: number;
  channel?: Ref | null;
  country_code?: string | null;
  product_code?: string | null;
  warehouse: Ref;
};

type RoutingRulePatch = Partial<RoutingRuleInput>;

/**
 * A return routing rule (docs/admin-api.md "Return routing rules"): a returned line whose order channel, destination country and
 * product match every condition that is set goes to `warehouseId`. No condition set: a catch-all.
 */
export type RoutingRule = {
  id: number;
  priority: number;
  channelId: number | null;
  channelCode: string | null;
  countryCode: string | null;
  productId: number | null;
  productCode: string | null;
  warehouseId: number;
  warehouseCode: string;
  createdAt: string;
  updatedAt: string;
};

/** A rule as the admin API answers it (docs/admin-api.md "Return routing rules"): channel, product and warehouse by code. */
export function routingRuleRecord(rule: RoutingRule) {
  return {
    id: rule.id,
    priority: rule.priority,
    channel: rule.channelCode,
    country_code: rule.countryCode,
    product_code: rule.productCode,
    warehouse: rule.warehouseCode,
    created_at: rule.createdAt,
    updated_at: rule.updatedAt,
  };
}

type RuleColumns = {
  priority?: number;
  channel_id?: number | null;
  country_code?: string | null;
  product_id?: number | null;
  warehouse_id?: number;
};

/** Stores a rule after resolving its references. */
export async function createRoutingRule(trx: Db, input: RoutingRuleInput): Promise<number> {
  const columns = await resolveColumns(trx, input);
  const now = nowIso();
  const row = await trx
    .insertInto('return_routing_rules')
    .values({
      priority: input.priority,
      channel_id: columns.channel_id ?? null,
      country_code: columns.country_code ?? null,
      product_id: columns.product_id ?? null,
      warehouse_id: columns.warehouse_id as number, // always resolved: warehouse is required on creation
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Changes the fields given; null removes a condition. */
export async function updateRoutingRule(trx: Db, id: number, patch: RoutingRulePatch): Promise<void> {
  // A missing rule answers 404 before any reference in the body is looked at.
  const exists = await trx.selectFrom('return_routing_rules').select('id').where('id', '=', id).executeTakeFirst();
  if (!exists) throw notFound('return routing rule');
  const columns = await resolveColumns(trx, patch);
  const result = await trx
    .updateTable('return_routing_rules')
    .set({ ...columns, updated_at: nowIso() })
    .where('id', '=', id)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw notFound('return routing rule');
}

/** Deletes a rule, or a 404. */
export async function deleteRoutingRule(trx: Db, id: number): Promise<void> {
  const result = await trx.deleteFrom('return_routing_rules').where('id', '=', id).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw notFound('return routing rule');
}

async function resolveColumns(trx: Db, input: RoutingRulePatch): Promise<RuleColumns> {
  const columns: RuleColumns = {};
  if (input.priority !== undefined) columns.priority = input.priority;
  if (input.country_code !== undefined) columns.country_code = input.country_code;
  if (input.channel !== undefined) {
    columns.channel_id = input.channel === null ? null : await resolveRef(trx, 'channels', input.channel, '/channel');
  }
  if (input.product_code !== undefined) {
    columns.product_id = input.product_code === null ? null : await resolveRef(trx, 'products', input.product_code, '/product_code');
  }
  if (input.warehouse !== undefined) columns.warehouse_id = await resolveRef(trx, 'warehouses', input.warehouse, '/warehouse');
  return columns;
}

/** One rule, or a 404. */
export async function getRoutingRule(db: Db, id: number): Promise<RoutingRule> {
  const row = await ruleQuery(db).where('r.id', '=', id).executeTakeFirst();
  if (!row) throw notFound('return routing rule');
  return row;
}

type RuleFilter = { warehouseId?: number | undefined; limit?: number; offset?: number };

/** The rules in the order they are tried: priority, then id (the older rule wins a tie). */
export async function listRoutingRules(db: Db, filter: RuleFilter = {}): Promise<RoutingRule[]> {
  let query = ruleQuery(db).orderBy('r.priority').orderBy('r.id');
  if (filter.warehouseId !== undefined) query = query.where('r.warehouse_id', '=', filter.warehouseId);
  if (filter.limit !== undefined) query = query.limit(filter.limit).offset(filter.offset ?? 0);
  return query.execute();
}

function ruleQuery(db: Db) {
  return db
    .selectFrom('return_routing_rules as r')
    .innerJoin('warehouses as w', 'w.id', 'r.warehouse_id')
    .leftJoin('channels as c', 'c.id', 'r.channel_id')
    .leftJoin('products as p', 'p.id', 'r.product_id')
    .select([
      'r.id',
      'r.priority',
      'r.channel_id as channelId',
      'c.code as channelCode',
      'r.country_code as countryCode',
      'r.product_id as productId',
      'p.code as productCode',
      'r.warehouse_id as warehouseId',
      'w.code as warehouseCode',
      'r.created_at as createdAt',
      'r.updated_at as updatedAt',
    ]);
}
