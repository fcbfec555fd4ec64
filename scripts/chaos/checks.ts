import type { Db } from '../../src/db/connect.ts';
import { fansOutTo } from '../../src/domain/webhooks/audience.ts';
import { routable, routableEndpoint, warehousesOfPartners } from '../../src/domain/webhooks/fan-out.ts';
import { webhookId } from '../../src/domain/webhooks/signing.ts';
import { assertLedgerInvariant } from '../../test/helpers/ledger.ts';
import type { LoadRecord, Units } from './load.ts';
import type { SyncPoller, Version } from './pollers.ts';
import type { Receiver } from './receiver.ts';

/** Stored quantities are thousandths of a unit. */
const STORED = 1000;
/** Examples kept per kind of problem, so that a failing run says what it found without flooding the output. */
const EXAMPLES = 5;

/**
 * What the checks found. `duplicates`: writes applied more than once; `missed`: writes answered 2xx that
 * are not in the database, webhooks never received, shipment versions a poller never saw;
 * `refusedAfterCommit`: writes that are in the database although the final answer to their key was a
 * refusal (the retry ran the write again instead of getting the stored answer, CONTRACT 4); `ledger`:
 * totals of the whole database that disagree (moves against answers, packages, shipped and received
 * quantities), which a write applied twice shows again and a write nobody saw answered shows alone.
 */
export type Findings = {
  duplicates: Record<string, number>;
  missed: Record<string, number>;
  refusedAfterCommit: Record<string, number>;
  ledger: Record<string, number>;
  problems: string[];
};

/** No findings yet. */
export function emptyFindings(): Findings {
  return { duplicates: {}, missed: {}, refusedAfterCommit: {}, ledger: {}, problems: [] };
}

type Group = keyof Omit<Findings, 'problems'>;
const GROUP_NAMES: Record<Group, string> = { duplicates: 'applied twice', missed: 'missed', refusedAfterCommit: 'refused after commit', ledger: 'ledger' };

/** Counts `count` findings of one kind, and names them with a few examples among the problems. */
function note(findings: Findings, group: Group, name: string, count: number, examples: string[]): void {
  findings[group][name] = (findings[group][name] ?? 0) + count;
  if (count > 0) findings.problems.push(`${GROUP_NAMES[group]}: ${name}: ${count}${examples.length ? ` (${examples.slice(0, EXAMPLES).join('; ')})` : ''}`);
}

/** Counts per key of a list of rows. */
function countBy<T>(rows: T[], key: (row: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(key(row), (counts.get(key(row)) ?? 0) + 1);
  return counts;
}

type Keyed = { key: string; status: number | null; code: string | null };

/**
 * Holds each keyed write against the number of records it left (`stored`, by key): at most one per key,
 * one for every 2xx answer, none for a refusal.
 */
function checkKeyed(findings: Findings, what: string, attempts: Keyed[], stored: Map<string, number>): void {
  const twice = attempts.filter((a) => (stored.get(a.key) ?? 0) > 1);
  const lost = attempts.filter((a) => a.status !== null && a.status < 300 && (stored.get(a.key) ?? 0) === 0);
  const refused = attempts.filter((a) => a.status !== null && a.status >= 300 && (stored.get(a.key) ?? 0) > 0);
  note(
    findings,
    'duplicates',
    what,
    twice.reduce((sum, a) => sum + stored.get(a.key)! - 1, 0),
    twice.map((a) => `${a.key} x${stored.get(a.key)}`),
  );
  note(
    findings,
    'missed',
    what,
    lost.length,
    lost.map((a) => `${a.key} answered ${a.status}`),
  );
  note(
    findings,
    'refusedAfterCommit',
    what,
    refused.length,
    refused.map((a) => `${a.key} answered ${a.status} ${a.code ?? ''}`.trim()),
  );
}

/** Orders: one per Idempotency-Key (its order number), the one the 201 answered. */
export async function checkOrders(db: Db, record: LoadRecord, findings: Findings): Promise<void> {
  const rows = await db.selectFrom('sales_orders').select(['id', 'number']).execute();
  const byNumber = countBy(rows, (r) => r.number);
  const ids = new Map(rows.map((r) => [r.number, r.id]));
  checkKeyed(
    findings,
    'orders',
    record.orders.map((o) => ({ ...o, key: o.number })),
    byNumber,
  );
  const wrong = record.orders.filter((o) => o.id !== null && ids.get(o.number) !== undefined && ids.get(o.number) !== o.id);
  note(
    findings,
    'missed',
    'order ids answered',
    wrong.length,
    wrong.map((o) => `${o.number}: answered id ${o.id}, stored ${ids.get(o.number)}`),
  );
}

/** Returns: one return order per Idempotency-Key (its tracking number). */
export async function checkReturns(db: Db, record: LoadRecord, findings: Findings): Promise<void> {
  const rows = await db.selectFrom('return_orders').select(['tracking_number']).execute();
  checkKeyed(
    findings,
    'returns',
    record.returns,
    countBy(rows, (r) => r.tracking_number ?? ''),
  );
}

/**
 * Keyed adjustments: one stock move per key (the key is the adjustment's reason, kept as the move's
 * reference); the moves of the run add up to the deltas answered 201, per warehouse and product; and the
 * ledger invariant holds over the whole database (stock levels and on hand equal the sum of the moves).
 */
export async function checkAdjustments(db: Db, record: LoadRecord, findings: Findings): Promise<void> {
  const keys = new Set(record.adjustments.map((a) => a.key));
  const warehouses = new Map((await db.selectFrom('warehouses').select(['id', 'code']).execute()).map((w) => [w.id, w.code]));
  const moves = (
    await db
      .selectFrom('stock_moves as m')
      .innerJoin('locations as f', 'f.id', 'm.from_location_id')
      .innerJoin('locations as t', 't.id', 'm.to_location_id')
      .innerJoin('products as p', 'p.id', 'm.product_id')
      .select(['m.reference', 'm.quantity', 'f.warehouse_id as from_warehouse', 't.warehouse_id as to_warehouse', 'p.code as product'])
      .where('m.cause', '=', 'adjustment')
      .execute()
  ).filter((m) => keys.has(m.reference ?? ''));
  checkKeyed(
    findings,
    'adjustments',
    record.adjustments,
    countBy(moves, (m) => m.reference!),
  );
  const stored: Units = {};
  for (const m of moves) {
    // An adjustment moves between the virtual adjustment location (no warehouse) and a warehouse's location.
    const place = `${warehouses.get((m.from_warehouse ?? m.to_warehouse)!)} ${m.product}`;
    stored[place] = (stored[place] ?? 0) + (m.from_warehouse === null ? m.quantity : -m.quantity) / STORED;
  }
  const answered: Units = {};
  for (const a of record.adjustments.filter((x) => x.status === 201))
    answered[`${a.warehouse} ${a.product}`] = (answered[`${a.warehouse} ${a.product}`] ?? 0) + a.delta;
  const differ = [...new Set([...Object.keys(stored), ...Object.keys(answered)])].filter((k) => (stored[k] ?? 0) !== (answered[k] ?? 0));
  note(
    findings,
    'ledger',
    'adjustment moves against the 201 answers',
    differ.length,
    differ.map((k) => `${k}: moves ${stored[k] ?? 0}, answered 201 ${answered[k] ?? 0}`),
  );
  note(findings, 'ledger', 'stock levels against moves', ...(await ledgerInvariantProblems(db)));
}

/** The stock levels and on-hand figures that differ from the sum of their moves: how many, and which. */
async function ledgerInvariantProblems(db: Db): Promise<[number, string[]]> {
  try {
    await assertLedgerInvariant(db);
    return [0, []];
  } catch (error) {
    // The assertion names one broken level per line after its first; any other failure is one problem.
    const message = (error as Error).message;
    const lines = message
      .split('\n')
      .slice(1)
      .filter((line) => line !== '');
    return lines.length > 0 ? [lines.length, lines] : [1, [message]];
  }
}

/** Sums of stored quantities by `owner product` key, in units. */
function unitsBy(rows: { owner: number | null; product: string; quantity: number | string | null }[]): Map<number, Units> {
  const byOwner = new Map<number, Units>();
  for (const row of rows) {
    const units = byOwner.get(row.owner!) ?? {};
    units[row.product] = (units[row.product] ?? 0) + Number(row.quantity) / STORED;
    byOwner.set(row.owner!, units);
  }
  return byOwner;
}

function sameUnits(a: Units | undefined, b: Units | undefined): boolean {
  const keys = new Set([...Object.keys(a ?? {}), ...Object.keys(b ?? {})]);
  return [...keys].every((k) => (a?.[k] ?? 0) === (b?.[k] ?? 0));
}

/**
 * Confirmations: every shipment whose element was answered without errors is `done`, with the packages
 * sent and stock moves adding up to what it shipped, once; and every shipment of the database has moves
 * adding up to its lines' shipped quantities (a double move of a confirmation whose answer was lost
 * shows there too).
 */
export async function checkConfirmations(db: Db, record: LoadRecord, findings: Findings): Promise<void> {
  const states = new Map((await db.selectFrom('customer_shipments').select(['id', 'state']).execute()).map((s) => [s.id, s.state]));
  const moved = unitsBy(
    await db
      .selectFrom('stock_moves as m')
      .innerJoin('products as p', 'p.id', 'm.product_id')
      .select(['m.shipment_id as owner', 'p.code as product', 'm.quantity'])
      .where('m.cause', '=', 'shipment')
      .execute(),
  );
  const shipped = unitsBy(
    await db
      .selectFrom('customer_shipment_lines as l')
      .innerJoin('products as p', 'p.id', 'l.product_id')
      .select(['l.shipment_id as owner', 'p.code as product', 'l.shipped_quantity as quantity'])
      .execute(),
  );
  const packages = countBy(await db.selectFrom('packages').select('shipment_id').execute(), (p) => String(p.shipment_id));
  const notDone = record.confirmations.filter((c) => states.get(c.shipmentId) !== 'done');
  note(
    findings,
    'missed',
    'confirmations',
    notDone.length,
    notDone.map((c) => `shipment ${c.shipmentId} is ${states.get(c.shipmentId)}`),
  );
  const movedWrong = record.confirmations.filter((c) => !sameUnits(moved.get(c.shipmentId), c.shipped));
  note(
    findings,
    'duplicates',
    'shipment moves',
    movedWrong.length,
    movedWrong.map((c) => `shipment ${c.shipmentId}: shipped ${JSON.stringify(c.shipped)}, moved ${JSON.stringify(moved.get(c.shipmentId) ?? {})}`),
  );
  const packedWrong = record.confirmations.filter((c) => (packages.get(String(c.shipmentId)) ?? 0) !== c.packages);
  note(
    findings,
    'ledger',
    'packages against confirmations',
    packedWrong.length,
    packedWrong.map((c) => `shipment ${c.shipmentId}: ${c.packages} sent, ${packages.get(String(c.shipmentId)) ?? 0} stored`),
  );
  const ledger = [...states.keys()].filter((id) => !sameUnits(moved.get(id), shipped.get(id)));
  note(
    findings,
    'ledger',
    'shipment moves against shipped quantities',
    ledger.length,
    ledger.map((id) => `shipment ${id}: lines ${JSON.stringify(shipped.get(id) ?? {})}, moved ${JSON.stringify(moved.get(id) ?? {})}`),
  );
}

/**
 * Receipts: every CRS whose element was answered without errors is `done`, its return moves adding up
 * to what was received, once; and every CRS of the database has return moves adding up to its lines'
 * received quantities.
 */
export async function checkReceipts(db: Db, record: LoadRecord, findings: Findings): Promise<void> {
  const states = new Map((await db.selectFrom('customer_return_shipments').select(['id', 'state']).execute()).map((s) => [s.id, s.state]));
  const moved = unitsBy(
    await db
      .selectFrom('stock_moves as m')
      .innerJoin('products as p', 'p.id', 'm.product_id')
      .select(['m.crs_id as owner', 'p.code as product', 'm.quantity'])
      .where('m.cause', '=', 'return')
      .execute(),
  );
  const received = unitsBy(
    await db
      .selectFrom('customer_return_shipment_lines as l')
      .innerJoin('products as p', 'p.id', 'l.product_id')
      .select(['l.crs_id as owner', 'p.code as product', 'l.received_quantity as quantity'])
      .execute(),
  );
  const notDone = record.receipts.filter((r) => states.get(r.crsId) !== 'done');
  note(
    findings,
    'missed',
    'receipts',
    notDone.length,
    notDone.map((r) => `CRS ${r.crsId} is ${states.get(r.crsId)}`),
  );
  const movedWrong = record.receipts.filter((r) => !sameUnits(moved.get(r.crsId), r.received));
  note(
    findings,
    'duplicates',
    'return moves',
    movedWrong.length,
    movedWrong.map((r) => `CRS ${r.crsId}: received ${JSON.stringify(r.received)}, moved ${JSON.stringify(moved.get(r.crsId) ?? {})}`),
  );
  const ledger = [...states.keys()].filter((id) => !sameUnits(moved.get(id), received.get(id)));
  note(
    findings,
    'ledger',
    'return moves against received quantities',
    ledger.length,
    ledger.map((id) => `CRS ${id}: lines ${JSON.stringify(received.get(id) ?? {})}, moved ${JSON.stringify(moved.get(id) ?? {})}`),
  );
}

/** What the outbox owes the receiver: per endpoint path, the webhook-ids of the events fan-out gives it. */
export type WebhookBalance = { events: number; expected: number; received: number; requests: number; badSignatures: number; missing: string[] };

/**
 * Holds the receiver's inboxes against the outbox: every event of the database that concerns an
 * endpoint (the fan-out's own rule, src/domain/webhooks/audience.ts) must have reached that endpoint's
 * path at least once, signed with its secret.
 */
export async function webhookBalance(db: Db, receiver: Receiver, endpointPaths: Map<number, string>): Promise<WebhookBalance> {
  const events = await db.selectFrom('events').select(['id', 'type', 'channel_id', 'warehouse_id', 'created_at']).execute();
  const endpoints = (await db.selectFrom('webhook_endpoints').select(['id', 'events', 'channel_id', 'partner_id', 'created_at']).execute()).map(
    routableEndpoint,
  );
  const partnerWarehouses = await warehousesOfPartners(db, endpoints);
  const balance: WebhookBalance = { events: events.length, expected: 0, received: 0, requests: 0, badSignatures: 0, missing: [] };
  for (const endpoint of endpoints) {
    const inbox = receiver.inbox(endpointPaths.get(endpoint.id)!);
    const owed = events.filter((e) => fansOutTo(routable(e), endpoint, partnerWarehouses)).map((e) => webhookId(e.id));
    balance.expected += owed.length;
    balance.received += inbox.ids.size;
    balance.requests += inbox.requests;
    balance.badSignatures += inbox.badSignatures;
    balance.missing.push(...owed.filter((id) => !inbox.ids.has(id)).map((id) => `${endpointPaths.get(endpoint.id)} ${id}`));
  }
  return balance;
}

/** Webhooks: nothing owed is missing, and every request verified. */
export function checkWebhooks(balance: WebhookBalance, findings: Findings): void {
  note(findings, 'missed', 'webhooks', balance.missing.length, balance.missing);
  if (balance.badSignatures > 0) findings.problems.push(`webhooks with a signature that did not verify: ${balance.badSignatures}`);
}

/**
 * Sync: every poller saw the final version of every shipment; and the final listing holds every
 * shipment of the database a warehouse can see, as the database holds it.
 */
export async function checkSync(db: Db, pollers: SyncPoller[], finals: Set<Version>, findings: Findings): Promise<void> {
  pollers.forEach((poller, i) => {
    const missing = poller.missing(finals);
    note(findings, 'missed', `sync versions (poller ${i + 1})`, missing.length, missing);
  });
  const visible = await db.selectFrom('customer_shipments').select(['id', 'state']).where('state', 'in', ['pending', 'open', 'done', 'cancelled']).execute();
  const listed = new Map([...finals].map((v) => v.split('|')).map(([id, state]) => [Number(id), state]));
  const unlisted = visible.filter((s) => listed.get(s.id) !== s.state);
  note(
    findings,
    'missed',
    'shipments in the final listing',
    unlisted.length,
    unlisted.map((s) => `shipment ${s.id} (${s.state}) listed as ${listed.get(s.id) ?? 'nothing'}`),
  );
}
