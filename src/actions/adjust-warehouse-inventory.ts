import type { Db } from '../db/connect.ts';
import type { Verdict } from '../errors.ts';
import type { Principal } from '../domain/partners/api-keys.repo.ts';
import { applyWarehouseAdjustments, type AdjustmentElement } from '../domain/inventory/warehouse-adjustments.ts';
import type { AdjustmentElementResult } from '../wire/inventory.ts';
import { announceAdjustments } from './adjust-inventory.ts';

/**
 * POST /inventory/adjustments.json, a batch at once (docs/3pl-api.md section 15): inventory checks the
 * elements, claims their references and moves the stock (a reference applied before answers its stored
 * result, and nothing else happens) → the adjustments are announced, shipments waiting for the stock are
 * released and their orders settle, channels hear the sellable figures (announceAdjustments).
 */
export async function adjustWarehouseInventory(trx: Db, principal: Principal, elements: AdjustmentElement[]): Promise<Verdict<AdjustmentElementResult>[]> {
  const { verdicts, applied } = await applyWarehouseAdjustments(trx, principal, elements);
  await announceAdjustments(trx, applied);
  return verdicts;
}
