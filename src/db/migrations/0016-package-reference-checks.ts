import type { Kysely } from 'kysely';
import { dbKind } from '../connect.ts';
import { defineKeepRule, LEDGER_NAMES_THEM, replaceForeignKeys, restoreForeignKeys, type CheckedReferences } from './0015-ledger-reference-checks.ts';

/**
 * On PostgreSQL, the two other kinds of row a confirmation writes by the dozen, packages and the search
 * terms of their tracking numbers, check their references once per statement too, as migration 0015 made
 * the ledger do (the reasons are there). These were the last foreign keys checked row by row in a ship.json
 * batch of 50: ~100 packages naming their shipment, ~100 terms naming their shipment and order, ~300
 * checks. Replaced, PostgreSQL's processor time a batch fell by ~5 % against the server's in every pair
 * (~2 ms of its ~40-50; -1 to 12 ms in three throwaway pairs that dropped the keys; 2 cores, 2026-11-27;
 * measured: docs/performance-journal.md#2026-11-27-the-last-foreign-keys-of-a-confirmation-and-the-nul-check).
 *
 * The shipments they name are kept already (0015); sales orders are kept from now on (Dockside never
 * deletes an order nor changes its id: a cancelled order stays, with its history).
 *
 * SQLite keeps its foreign keys, as in 0015.
 */

const CHECKED: CheckedReferences = [
  { table: 'packages', references: [['shipment_id', 'customer_shipments']] },
  {
    table: 'shipment_search_terms',
    references: [
      ['shipment_id', 'customer_shipments'],
      ['order_id', 'sales_orders'],
    ],
  },
];

const KEPT = ['sales_orders'];

export async function up(db: Kysely<any>): Promise<void> {
  if (dbKind(db) !== 'postgres') return;
  await replaceForeignKeys(db, CHECKED, KEPT, 'create or replace function', 'rows of other tables name them without a foreign key');
}

export async function down(db: Kysely<any>): Promise<void> {
  if (dbKind(db) !== 'postgres') return;
  await restoreForeignKeys(db, CHECKED, KEPT);
  await defineKeepRule(db, 'create or replace function', LEDGER_NAMES_THEM);
}
