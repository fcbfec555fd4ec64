import { createServer, type Server } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { type DocksideEvent, verifyWebhook, WebhookVerificationError } from '../../clients/typescript/src/index.ts';
import { describeSummary } from './summary.ts';
import { ReferenceWarehouse, type WarehouseOptions } from './warehouse.ts';

export const SIMULATE_USAGE = `usage: dockside simulate --url URL --key WAREHOUSE_KEY [options]

Acts as a 3PL warehouse through the public 3PL API (docs/simulator.md): ships customer shipments, receives
customer return shipments and supplier shipments (purchase orders, transfers from another warehouse).
  --once                 one pass over everything waiting, then exit (0 when the service took all of it)
  --duration S           run for S seconds (default 60 without --once), a pass every --interval;
                         SIGINT or SIGTERM ends the run after the pass under way, summary printed
  --interval S           seconds between passes (default 5)
  --rate N               confirm at most N shipments per second
  --seed N               the seed of every choice (default 1): the same seed gives the same run
  --faults               misbehave as real integrations do: lost answers, duplicate sends, keyless repeats, reordered batches;
                         with a count, counts sent late, out of order and cut short (refused: snapshot_would_zero)
  --drift                the floor drifts: each pass loses, finds, damages or expires a few units; most are reported
                         as adjustments, some are not (silent drift, which a count finds)
  --count                count the stock of every warehouse seen at the end of the run and send the counts
                         (complete snapshots); the summary shows what the service found
  --count-every S        count the stock every S seconds of the run as well (a nightly count, sped up)
  --warehouses CODES     comma-separated warehouses whose stock is kept and counted (default: those of the records
                         the run sees)
  --push                 wait for the partner's webhooks (customer_shipment.released, customer_return_shipment.created,
                         supplier_shipment.created, transfer.shipped) instead of polling: listens on --listen,
                         verifies with --secret
  --listen PORT          port of the webhook listener (default 8787; 0: any free port, printed)
  --secret WHSEC         the webhook endpoint's signing secret (whsec_...)
  --lots [WH/]CODE=LOTS  a lot-tracked product and the lots on the shelves (comma-separated), at one warehouse
                         (WH/, its code) or any; repeat for each product (and warehouse)
  --lot-tracked CODES    comma-separated lot-tracked products whose lots are not known: the warehouse names
                         lots itself, which the merchant's books lack (inventory.discrepancy); products
                         missing from both are learnt from lot_required
  --consumables CODES    comma-separated packaging products the warehouse consumes (boxes, mailers)
  --bins CODES           comma-separated bins good returned and received units are put away to (default: primary storage)
  --batch N              shipments per ship.json request, return and supplier shipments per receive.json request (default 50;
                         acknowledgements go 250 a request)
  --json                 print the summary as one JSON line
`;

type Flags = {
  url: string;
  key: string;
  once: boolean;
  duration: number;
  interval: number;
  rate: number | null;
  seed: number;
  faults: boolean;
  push: boolean;
  listen: number;
  secret: string | null;
  json: boolean;
  batch: number;
  drift: boolean;
  count: boolean;
  countEvery: number | null;
  warehouses: string[];
  lotTracked: string[];
  lots: Map<string, string[]>;
  consumables: string[];
  bins: string[];
};

/** `dockside simulate`: 0 when every write was taken, 1 when the service refused elements, 2 on a usage error. */
export async function simulateCommand(args: string[]): Promise<number> {
  const flags = parseFlags(args);
  if (typeof flags === 'string') {
    process.stderr.write(`${flags}\n\n${SIMULATE_USAGE}`);
    return 2;
  }
  const warehouse = new ReferenceWarehouse(warehouseOptions(flags));
  // SIGINT or SIGTERM ends the run after the pass under way, with the summary printed as usual.
  const stop = new AbortController();
  const onSignal = () => stop.abort();
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    if (flags.push) await runOnWebhooks(warehouse, flags, stop.signal);
    else await runPolling(warehouse, flags, stop.signal);
    if (flags.count) await warehouse.count();
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
  process.stdout.write(flags.json ? `${JSON.stringify(warehouse.summary)}\n` : describeSummary(warehouse.summary));
  const { errors, faults, stock } = warehouse.summary;
  return Object.keys(errors).length > 0 ||
    (faults?.keyless_repeats_not_replayed ?? 0) > 0 ||
    (stock?.unexpected_differences ?? 0) + (stock?.repeats_not_replayed ?? 0) > 0
    ? 1
    : 0;
}

function warehouseOptions(flags: Flags): WarehouseOptions {
  return {
    url: flags.url,
    key: flags.key,
    seed: flags.seed,
    faults: flags.faults,
    rate: flags.rate,
    batchSize: flags.batch,
    items: {
      lotTracked: new Set([...flags.lotTracked, ...[...flags.lots.keys()].map((key) => key.slice(key.indexOf('/') + 1))]),
      lots: flags.lots,
      consumables: flags.consumables,
    },
    dock: { bins: flags.bins },
    stock:
      flags.drift || flags.count || flags.countEvery !== null || flags.warehouses.length > 0
        ? { drift: flags.drift, countEvery: flags.countEvery, warehouses: flags.warehouses }
        : null,
  };
}

async function runPolling(warehouse: ReferenceWarehouse, flags: Flags, stopped: AbortSignal): Promise<void> {
  const until = Date.now() + flags.duration * 1000;
  do {
    await warehouse.pass();
    if (flags.once) return;
    await pause(Math.min(flags.interval * 1000, until - Date.now()), stopped);
  } while (Date.now() < until && !stopped.aborted);
}

/** Waits `ms` (at least 0), or less when `stopped` fires. */
async function pause(ms: number, stopped: AbortSignal): Promise<void> {
  await sleep(Math.max(0, ms), undefined, { signal: stopped }).catch(() => {});
}

/**
 * Push: a pass at start (what waited before the listener), then a pass after each verified
 * `customer_shipment.released`, `customer_return_shipment.created`, `supplier_shipment.created` or
 * `transfer.shipped` delivery (again a second later while
 * the announced record has not shown in the sync yet), and a slow safety-net pass every minute (a delivery
 * may be late or lost: docs/3pl-api.md section 5), passes never overlapping.
 * The webhook is the nudge; the records still come from the API with the sync token, so a lost or
 * repeated delivery changes nothing. Ends after --duration, on SIGINT or SIGTERM, or with --once after the
 * first pass a delivery set off.
 */
async function runOnWebhooks(warehouse: ReferenceWarehouse, flags: Flags, stopped: AbortSignal): Promise<void> {
  let wanted = false;
  let running: Promise<void> | null = null;
  let nudged = 0;
  // Records a delivery announced that no sync has answered yet: a sync token reads only what every
  // earlier transaction has finished with (on PostgreSQL, any transaction of the database holds it back:
  // docs/operations.md), so the announced record may show a moment later; the warehouse asks again.
  // (A record some other client took meanwhile never shows: it is given up after a minute.)
  const awaited = new Map<string, number>();
  let retryAt = Infinity;
  const run = async (): Promise<void> => {
    while (wanted) {
      wanted = false;
      await warehouse.pass();
      for (const [record, since] of awaited) if (warehouse.hasSeen(record) || Date.now() - since > SAFETY_NET_MS) awaited.delete(record);
      retryAt = awaited.size > 0 ? Date.now() + AWAITED_RETRY_MS : Infinity;
    }
    running = null;
  };
  const nudge = () => {
    wanted = true;
    running ??= run();
  };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      try {
        const event = verifyWebhook(flags.secret!, request.headers, Buffer.concat(chunks));
        response.writeHead(204).end();
        const record = announcedRecord(event);
        if (record !== null) {
          awaited.set(record, Date.now());
          nudged++;
          nudge();
        }
      } catch (error) {
        response.writeHead(error instanceof WebhookVerificationError ? 401 : 400).end();
      }
    });
  });
  await listen(server, flags.listen);
  const { port } = server.address() as { port: number };
  process.stderr.write(`dockside simulate: listening for webhooks on port ${port}\n`);
  try {
    nudge();
    const until = Date.now() + flags.duration * 1000;
    let safetyNet = Date.now() + SAFETY_NET_MS;
    while (Date.now() < until && !stopped.aborted && !(flags.once && nudged > 0 && running === null && awaited.size === 0)) {
      await pause(100, stopped);
      if (Date.now() >= safetyNet || (running === null && Date.now() >= retryAt)) {
        if (Date.now() >= safetyNet) safetyNet = Date.now() + SAFETY_NET_MS;
        retryAt = Infinity;
        nudge();
      }
    }
    await (running ?? Promise.resolve());
  } finally {
    server.close();
  }
}

/**
 * The record a delivery announces as the warehouse names what its syncs answered (`shipment:ID`,
 * `crs:ID`, `ss:ID`): a shipment released, a return shipment created, a supplier shipment created by a
 * purchase order or on its way from another warehouse (a transfer shipped); null for any other event.
 */
function announcedRecord(event: DocksideEvent): string | null {
  switch (event.type) {
    case 'customer_shipment.released':
      return `shipment:${event.data.id}`;
    case 'customer_return_shipment.created':
      return `crs:${event.data.id}`;
    case 'supplier_shipment.created':
      return `ss:${event.data.id}`;
    case 'transfer.shipped':
      return `ss:${event.data.supplier_shipment.id}`;
    default:
      return null;
  }
}

/** How often a push-mode warehouse polls anyway. */
const SAFETY_NET_MS = 60_000;
/** How soon a push-mode warehouse asks again for a record a delivery announced that its sync did not answer yet. */
const AWAITED_RETRY_MS = 1_000;

function listen(server: Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => resolve());
  });
}

const FLAG_OPTIONS = {
  url: { type: 'string' },
  key: { type: 'string' },
  once: { type: 'boolean' },
  duration: { type: 'string' },
  interval: { type: 'string' },
  rate: { type: 'string' },
  seed: { type: 'string' },
  faults: { type: 'boolean' },
  push: { type: 'boolean' },
  listen: { type: 'string' },
  secret: { type: 'string' },
  json: { type: 'boolean' },
  batch: { type: 'string' },
  drift: { type: 'boolean' },
  count: { type: 'boolean' },
  'count-every': { type: 'string' },
  warehouses: { type: 'string' },
  'lot-tracked': { type: 'string' },
  lots: { type: 'string', multiple: true },
  consumables: { type: 'string' },
  bins: { type: 'string' },
} as const;

function parseFlags(args: string[]): Flags | string {
  let values: ReturnType<typeof parseArgs<{ args: string[]; strict: true; options: typeof FLAG_OPTIONS }>>['values'];
  try {
    ({ values } = parseArgs({ args, strict: true, options: FLAG_OPTIONS }));
  } catch (error) {
    return (error as Error).message;
  }
  if (!values.url || !/^https?:\/\//.test(values.url)) return "--url must be the service's http(s) address, e.g. http://localhost:8080";
  if (!values.key) return '--key must be a warehouse key (dockside keys create --role warehouse --partner CODE)';
  if (values.push && !values.secret?.startsWith('whsec_')) return "--push needs --secret, the webhook endpoint's signing secret (whsec_...)";
  // Each integer flag's default, replaced by the value given.
  const numbers = { duration: 60, interval: 5, rate: 0, seed: 1, listen: 8787, batch: 50, 'count-every': 0 };
  for (const [name, text, min, max] of [
    ['duration', values.duration, 1, 86_400],
    ['interval', values.interval, 0, 3_600],
    ['rate', values.rate, 1, 100_000],
    ['seed', values.seed, 0, 2 ** 31 - 1],
    ['listen', values.listen, 0, 65_535],
    ['batch', values.batch, 1, 250],
    ['count-every', values['count-every'], 1, 86_400],
  ] as const) {
    if (text === undefined) continue;
    const value = Number(text);
    if (!/^\d+$/.test(text) || value < min || value > max) return `--${name} must be an integer from ${min} to ${max}, got "${text}"`;
    numbers[name] = value;
  }
  const list = (text: string | undefined) =>
    (text ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  const lots = new Map<string, string[]>();
  for (const entry of values.lots ?? []) {
    const match = /^(?:([^/=\s]+)\/)?([^/=\s]+)=(.+)$/.exec(entry.trim());
    if (!match || list(match[3]).length === 0) return `--lots must read [WAREHOUSE/]PRODUCT=LOT,LOT..., got "${entry}"`;
    const key = `${match[1] ?? '*'}/${match[2]}`;
    lots.set(key, [...new Set([...(lots.get(key) ?? []), ...list(match[3])])]);
  }
  return {
    url: values.url.replace(/\/+$/, ''),
    key: values.key,
    once: values.once ?? false,
    duration: numbers.duration,
    interval: numbers.interval,
    rate: values.rate === undefined ? null : numbers.rate,
    seed: numbers.seed,
    faults: values.faults ?? false,
    push: values.push ?? false,
    listen: numbers.listen,
    secret: values.secret ?? null,
    json: values.json ?? false,
    batch: numbers.batch,
    drift: values.drift ?? false,
    count: values.count ?? false,
    countEvery: values['count-every'] === undefined ? null : numbers['count-every'],
    warehouses: list(values.warehouses),
    lotTracked: list(values['lot-tracked']),
    lots,
    consumables: list(values.consumables),
    bins: list(values.bins),
  };
}
