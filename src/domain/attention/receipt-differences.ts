import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import type { ReceiptDifferenceItem } from '../../wire/attention.ts';
import type { SupplierReceiveResult } from '../inbound/receive/write-receipts.ts';
import { loadSupplierShipmentRecords } from '../inbound/supplier-shipment-record.ts';
import { present } from '../shared/invariants.ts';
import { fromStored, toStored } from '../shared/quantity.ts';
import { countOf, type Listed } from './attention.repo.ts';

/*
 * Receipt differences (docs/admin-api.md "What needs attention", ReceiptDifferenceItem): supplier
 * shipments whose receipt, recorded within the window, counted something other than what was announced:
 * units short, units over (a surplus), units damaged. They are read from the answer each receipt stored
 * on the shipment that holds it (`receipt_result`, what a replay answers), which is the one place that
 * keeps what was announced, whatever the strategy did with the rest afterwards: `finalize_and_start_new`
 * shrinks the received lines and moves the remainder to a new shipment, `split_and_keep_open` moves the
 * received part away. Nothing marks a difference settled, so the window alone retires it.
 *
 * The database picks the receipts that differ by the text of their stored answer (JSON.stringify's, in
 * write-receipts.ts): an entry in `not_received` or `surplus`, or a unit received damaged. So the count
 * and the page cost one pass over the window's receipts in the database, and only the listed answers are
 * parsed here. 10,000 receipts in the window, one in ten differing: the whole attention answer takes
 * 20-32 ms on SQLite and 24-26 ms on PostgreSQL, against 80-160 ms on SQLite when the service read and
 * parsed every answer of the window (2 cores, 2026-11-28).
 */

/** Text only a stored receipt answer that differs from its announcement holds. */
const DIFFERS = ['%"not_received":[{%', '%"surplus":[{%', '%"condition":"damaged"%'];

type Difference = Omit<ReceiptDifferenceItem['lines'][number], 'product'>;
type Receipt = { id: number; recordedAt: string; result: SupplierReceiveResult; lines: Difference[] };

/** The receipts recorded at or after `recordedSince` (up to `asOf`) that differ from what was announced: how many, and the oldest `limit`. */
export async function receiptDifferences(db: Db, recordedSince: string, asOf: string, limit: number): Promise<Listed<ReceiptDifferenceItem>> {
  const differing = db
    .selectFrom('supplier_shipments')
    // The (state, updated_at, id) index: a received shipment is not written again after its receipt.
    .where('state', '=', sql.lit('done'))
    .where('updated_at', '>=', recordedSince)
    .where('updated_at', '<=', asOf)
    .where((eb) => eb.or(DIFFERS.map((text) => eb('receipt_result', 'like', text))));
  const [count, rows] = await Promise.all([
    countOf(differing),
    differing.select(['id', 'updated_at', 'receipt_result']).orderBy('updated_at').orderBy('id').limit(limit).execute(),
  ]);
  const listed = rows.map((row): Receipt => {
    const result = JSON.parse(row.receipt_result!) as SupplierReceiveResult;
    return { id: row.id, recordedAt: row.updated_at, result, lines: differencesOf(result) };
  });
  return { count, oldest: await describe(db, listed) };
}

/** The lines of a stored receipt answer whose counts differ from what they announced, in line order. */
function differencesOf(result: SupplierReceiveResult): Difference[] {
  const sum = (entries: { id: number; quantity: number }[]) => {
    const byLine = new Map<number, number>();
    for (const e of entries) byLine.set(e.id, (byLine.get(e.id) ?? 0) + (toStored(e.quantity) ?? 0));
    return byLine;
  };
  const received = sum(result.lines);
  const damaged = sum(result.lines.filter((l) => l.condition === 'damaged'));
  const surplus = sum(result.surplus);
  const short = sum(result.not_received);
  const ids = [...new Set([...received.keys(), ...short.keys()])].sort((a, b) => a - b);
  return ids.flatMap((id) => {
    const [got, broken, over, missing] = [received, damaged, surplus, short].map((m) => m.get(id) ?? 0) as [number, number, number, number];
    if (broken === 0 && over === 0 && missing === 0) return [];
    return [
      {
        id,
        expected: fromStored(got - over + missing),
        received: fromStored(got),
        damaged: fromStored(broken),
        surplus: fromStored(over),
        not_received: fromStored(missing),
      },
    ];
  });
}

/** The listed receipts with their shipment's warehouse, supplier, purchase order or transfer, and each line's product. */
async function describe(db: Db, receipts: Receipt[]): Promise<ReceiptDifferenceItem[]> {
  if (receipts.length === 0) return [];
  const lineIds = [...new Set(receipts.flatMap((r) => r.lines.map((l) => l.id)))];
  const [records, products] = await Promise.all([
    loadSupplierShipmentRecords(
      db,
      receipts.map((r) => r.id),
    ),
    // A line the strategy moved to another shipment keeps its id: it is read by id, wherever it is now.
    db
      .selectFrom('supplier_shipment_lines as l')
      .innerJoin('products as p', 'p.id', 'l.product_id')
      .select(['l.id', 'p.id as product_id', 'p.code', 'p.name'])
      .where('l.id', 'in', lineIds)
      .execute(),
  ]);
  const recordOf = new Map(records.map((r) => [r.id, r]));
  const productOf = new Map(products.map((p) => [p.id, { id: p.product_id, code: p.code, name: p.name }]));
  return receipts.flatMap(({ id, recordedAt, result, lines }) => {
    const record = recordOf.get(id);
    if (!record) return [];
    return [
      {
        id,
        number: record.number,
        source: record.source,
        warehouse: record.warehouse,
        supplier: record.supplier,
        purchase_order: record.purchase_order,
        transfer: record.transfer,
        received_at: result.received_at ?? recordedAt,
        recorded_at: recordedAt,
        tpl_reference: result.tpl_reference,
        receiving_strategy: result.receiving_strategy,
        remainder: result.remainder,
        // Lines are never deleted: each named in a stored receipt still exists.
        lines: lines.map((l) => ({ ...l, product: present(productOf.get(l.id), `the product of supplier shipment line ${l.id}`) })),
      },
    ];
  });
}
