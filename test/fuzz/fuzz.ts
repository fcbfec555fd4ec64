import fc from 'fast-check';
import { createContext, type TestContext } from '../helpers/context.ts';
import { assertLedgerInvariant } from '../helpers/ledger.ts';
import { placeOrder, setupMerchant } from '../helpers/tpl-fixture.ts';
import { confirmPurchaseOrder, createPurchaseOrder, createSupplier } from '../helpers/inbound-fixture.ts';
import { operationsOf, requestArbitrary, type FuzzRequest, type World } from './requests.ts';

/** One answer as the fuzzer saw it. */
export type Answer = { status: number; contentType: string; body: string };

const PROBLEM_FIELDS = ['code', 'detail', 'errors', 'request_id', 'status', 'title', 'type'];

/**
 * Text that must never reach a client: stack frames, source paths, SQL and driver messages
 * (docs/admin-api.md "Problem details": a 500 carries the request id only).
 */
const LEAKS =
  /\bat [\w.<>]+ \(|\.ts:\d+|node_modules|SQLITE_|sqlite3?|\bselect\b.+\bfrom\b|\binsert into\b|\bupdate\b.+\bset\b|violates|duplicate key|relation "|syntax error|pg_|kysely|TypeError|ReferenceError|RangeError|undefined is not|Cannot read prop/gi;

/**
 * What an answer breaks of the service's promises; empty when it keeps them all. `sent` is what the
 * client wrote (URLs and payloads): a record that answers back what the client wrote (a carrier code
 * `ab_pg_x`) leaks nothing. `batch`: the answer of a batch write (a write to a `.json` route of the 3PL
 * interface), whose `shipments` (`adjustments` for stock adjustments) are per-element results, each with its
 * `errors`, also in a 422 of an atomic batch; another answer may list `shipments` of its own shape (what an
 * order's hold did to each).
 */
export function answerViolations(answer: Answer, sent = '', batch = false): string[] {
  const problems: string[] = [];
  if (answer.status >= 500) problems.push(`status ${answer.status}`);
  const echoed = sent.toLowerCase();
  const leak = [...answer.body.matchAll(LEAKS)].find((match) => !echoed.includes(match[0].toLowerCase()));
  if (leak) problems.push(`leaks internals: ${leak[0]}`);
  // A CSV export answers its file (docs/admin-api.md "CSV import and export"); its refusals are problems like any other.
  if (answer.status < 300 && /^text\/csv/.test(answer.contentType)) return problems;
  let json: unknown;
  try {
    json = answer.body ? JSON.parse(answer.body) : null;
  } catch {
    if (answer.status !== 204) problems.push('body is not JSON');
    return problems;
  }
  const body = json !== null && typeof json === 'object' ? fieldsOf(json) : null;
  const elements = body === null ? null : [body.shipments, body.adjustments].find((list) => Array.isArray(list));
  const shipments: unknown[] | null = batch && Array.isArray(elements) ? elements : null;
  if (answer.status >= 400 && shipments === null) {
    if (!/^application\/problem\+json/.test(answer.contentType)) problems.push(`error as ${answer.contentType}, not problem+json`);
    if (body === null || Object.keys(body).sort().join() !== PROBLEM_FIELDS.join()) {
      problems.push(`problem fields: ${json === null ? 'none' : Object.keys(Object(json)).sort().join()}`);
    } else {
      if (body.status !== answer.status) problems.push(`problem status ${body.status} on a ${answer.status}`);
      problems.push(...errorListViolations(body.errors));
    }
  }
  for (const element of shipments ?? []) {
    const { errors } = fieldsOf(element);
    if (errors !== null) problems.push(...errorListViolations(errors));
  }
  return problems;
}

/** Whether a request is one of the batch writes (docs/3pl-api.md section 4): a PUT or POST of a `.json` route of the 3PL interface. */
function isBatchWrite(request: Pick<FuzzRequest, 'method' | 'url'>): boolean {
  return (request.method === 'PUT' || request.method === 'POST') && request.url.startsWith('/services/3pl/') && /\.json(\?|$)/.test(request.url);
}

/** The fields of a JSON value: an object's own, none for anything else. */
function fieldsOf(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
}

function errorListViolations(errors: unknown): string[] {
  if (!Array.isArray(errors)) return ['errors is not a list'];
  return (errors as unknown[]).flatMap((e) => {
    const { code, message, pointer } = fieldsOf(e);
    if (typeof code !== 'string' || typeof message !== 'string') return [`error entry ${JSON.stringify(e)}`];
    if (pointer !== null && (typeof pointer !== 'string' || !/^(\/([^~/]|~[01])*)*$/.test(pointer)))
      return [`pointer ${JSON.stringify(pointer)} is not a JSON Pointer`];
    return [];
  });
}

/**
 * A merchant with warehouses, products, stock, orders and shipments, a supplier and draft purchase orders,
 * and one confirmed, whose supplier shipments the warehouse routes (poll, acknowledge, receive) aim at.
 */
async function seedWorld(ctx: TestContext): Promise<{ world: World; keys: Record<'staff' | 'warehouse', string> }> {
  const merchant = await setupMerchant(ctx);
  const shipments = [];
  for (let i = 0; i < 6; i++) shipments.push(await placeOrder(ctx, [{ product_code: i % 2 ? 'WIDGET' : 'KIT', quantity: 2 }]));
  await createSupplier(ctx, 'ACME');
  const purchaseOrders = [];
  for (let i = 0; i < 3; i++)
    purchaseOrders.push(
      await createPurchaseOrder(ctx, [
        { product_code: 'WIDGET', quantity: 10 },
        { product_code: 'SERUM', quantity: 4 },
      ]),
    );
  const confirmed = await confirmPurchaseOrder(ctx, purchaseOrders[2].id);
  const supplierShipments: { id: number; number: string }[] = confirmed.supplier_shipments;
  const world: World = {
    codes: ['EAST', 'WEST', 'NORTH', 'A-01', 'storage', 'lost_and_found', 'shop', 'ups', 'WIDGET', 'KIT', 'SERUM', 'BOX-S', 'ACME'],
    productCodes: ['WIDGET', 'GADGET', 'CASE', 'STRAP', 'BOX-S', 'SERUM', 'KIT'],
    ids: [1, 2, 3, 4, 5, 6, ...shipments.map((s: { id: number }) => s.id), ...supplierShipments.map((s) => s.id)],
    numbers: [
      ...shipments.map((s: { number: string }) => s.number),
      ...purchaseOrders.map((p: { number: string }) => p.number),
      ...supplierShipments.map((s) => s.number),
    ],
  };
  return { world, keys: { staff: ctx.staffKey, warehouse: merchant.key } };
}

export type FuzzRun = {
  cases: number;
  seed: number;
  operations: number;
  statuses: Record<string, number>;
  /** Each failure with the request that met it; none for a ledger problem found at the end after no failing request. */
  failures: { request: FuzzRequest | undefined; answer: Answer; problems: string[] }[];
};

/**
 * Sends `cases` generated and mutated requests through the app (docs/reliability.md), checks every
 * answer, and the stock ledger every 1,000 cases and at the end. Stops at the first failing case and
 * reports it with fast-check's shrunk counterexample.
 */
export async function fuzz(cases: number, seed: number): Promise<FuzzRun> {
  const ctx = await createContext();
  try {
    const { world, keys } = await seedWorld(ctx);
    const operations = operationsOf(ctx.app.swagger() as never);
    const statuses: Record<string, number> = {};
    const failures: FuzzRun['failures'] = [];
    let sent = 0;
    let written = '';
    const outcome = await fc.check(
      fc.asyncProperty(requestArbitrary(operations, world), async (request) => {
        sent++;
        const answer = await send(ctx, request, keys);
        const group = `${String(answer.status)[0]}xx`;
        statuses[group] = (statuses[group] ?? 0) + 1;
        // What the client wrote, in this request or an earlier one (a record it created, listed later).
        written += `\n${decodeURIComponentSafely(request.url)}\n${request.payload ?? ''}`;
        const problems = answerViolations(answer, written, isBatchWrite(request));
        if (sent % 1000 === 0) problems.push(...(await ledgerProblems(ctx)));
        if (problems.length > 0) failures.push({ request, answer, problems });
        return problems.length === 0;
      }),
      { numRuns: cases, seed, endOnFailure: true },
    );
    // An exception inside the property (the app threw instead of answering) is a failure too.
    if (outcome.failed && failures.length === 0) {
      failures.push({ request: outcome.counterexample![0], answer: { status: 0, contentType: '', body: String(outcome.errorInstance) }, problems: ['threw'] });
    }
    for (const problem of await ledgerProblems(ctx))
      failures.push({ request: failures[0]?.request, answer: { status: 0, contentType: '', body: '' }, problems: [problem] });
    return { cases: sent, seed, operations: operations.length, statuses, failures };
  } finally {
    await ctx.close();
  }
}

function decodeURIComponentSafely(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

async function ledgerProblems(ctx: TestContext): Promise<string[]> {
  try {
    await assertLedgerInvariant(ctx.db);
    return [];
  } catch (error) {
    return [(error as Error).message];
  }
}

async function send(ctx: TestContext, request: FuzzRequest, keys: Record<'staff' | 'warehouse', string>): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (request.auth !== 'none') headers.authorization = `Bearer ${keys[request.auth]}`;
  if (request.contentType !== null) headers['content-type'] = request.contentType;
  if (request.idempotencyKey !== null) headers['idempotency-key'] = request.idempotencyKey;
  const res = await ctx.app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers,
    ...(request.payload === null ? {} : { payload: request.payload }),
  });
  return { status: res.statusCode, contentType: String(res.headers['content-type'] ?? ''), body: res.body };
}
