import type { Db } from '../db/connect.ts';
import type { Principal } from '../domain/partners/api-keys.repo.ts';
import { applyWarehouseAdjustment } from '../domain/inventory/warehouse-adjustments.ts';
import type { AdjustmentElementResult, WarehouseAdjustment } from '../wire/inventory.ts';
import { announceAdjustment } from './adjust-inventory.ts';

/**
 * POST /inventory/adjustments.json, per element (docs/3pl-api.md section 15): inventory checks the
 * element, claims its reference and moves the stock (a reference applied before answers its stored
 * result, and nothing else happens) → the adjustment is announced, shipments waiting for the stock are
 * released and their orders settle, channels hear the sellable figures (announceAdjustment).
 */
export async function adjustWarehouseInventory(trx: Db, principal: Principal, input: WarehouseAdjustment, pointer: string): Promise<AdjustmentElementResult> {
  const outcome = await applyWarehouseAdjustment(trx, principal, input, pointer);
  if (outcome.replayed) return outcome.answer;
  await announceAdjustment(trx, outcome.applied, {
    reason: input.reason,
    reference: input.reference ?? null,
    occurredAt: input.occurred_at === undefined ? null : new Date(input.occurred_at).toISOString(),
    source: 'warehouse',
  });
  return outcome.answer;
}
