import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { MAX_ATTEMPTS } from '../../src/db/transactions.ts';
import { writeTransaction } from '../../src/http/write-transaction.ts';
import { BACKEND, call, createContext, type TestContext } from '../helpers/context.ts';
import { addStock, createChannel, createProduct, createWarehouses, orderBody } from '../helpers/factories.ts';
import { assertLedgerInvariant } from '../helpers/ledger.ts';

// Writes that meet other writes on the same records: every route's transaction runs again when the
// database refuses it because of another one (src/db/transactions.ts), and what is still refused after
// MAX_ATTEMPTS answers 503 database_busy, never 500.

/** Resolves once `count` callers have called `arrive`: two transactions meet at the point each holds its first lock. */
function barrier(count: number): () => Promise<void> {
  let arrived = 0;
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return () => {
    arrived += 1;
    if (arrived === count) open();
    return opened;
  };
}

describe('contention: retried, then 503 database_busy, never 500', () => {
  let ctx: TestContext;
  let attempts = 0;
  let meet = barrier(2);

  before(async () => {
    ctx = await createContext({
      poolSize: 6,
      beforeReady: (app) => {
        // Two writers locking the same two warehouses in opposite orders: on PostgreSQL one of them is
        // refused as a deadlock (40P01) and must be run again, not answered 500.
        app.post('/test/lock-in-order', { config: { auth: 'public' }, schema: { hide: true } }, async (request, reply) => {
          const [first, second] = (request.body as { ids: number[] }).ids;
          let round = 0;
          return writeTransaction(ctx.db, reply, async (trx) => {
            round += 1;
            await sql`update warehouses set name = name where id = ${first}`.execute(trx);
            if (round === 1) await meet();
            await sql`update warehouses set name = name where id = ${second}`.execute(trx);
            return { rounds: round };
          });
        });
        // A transaction the database refuses every time (a serialization failure).
        app.post('/test/always-refused', { config: { auth: 'public' }, schema: { hide: true } }, async (_request, reply) =>
          writeTransaction(ctx.db, reply, async () => {
            attempts += 1;
            throw Object.assign(new Error('could not serialize access due to concurrent update'), { code: '40001' });
          }),
        );
      },
    });
    await createWarehouses(ctx, 'EAST', 'WEST');
  });
  after(() => ctx.close());

  it('two writers that deadlock both succeed: the one refused runs again', {
    skip: BACKEND === 'sqlite' && 'SQLite runs one writer at a time in the process: no deadlock to meet',
  }, async () => {
    meet = barrier(2);
    const ids = (await ctx.db.selectFrom('warehouses').select('id').orderBy('id').execute()).map((w) => w.id);
    const send = (order: number[]) => ctx.app.inject({ method: 'POST', url: '/test/lock-in-order', payload: { ids: order } });
    const [a, b] = await Promise.all([send(ids), send([...ids].reverse())]);
    assert.deepEqual([a.statusCode, b.statusCode], [200, 200], `${a.body} ${b.body}`);
    const rounds = [a.json().rounds, b.json().rounds].sort();
    assert.deepEqual(rounds, [1, 2], 'one writer ran once, the one refused as a deadlock ran twice');
  });

  it('a transaction refused on every attempt answers 503 database_busy with Retry-After, after MAX_ATTEMPTS runs', async () => {
    attempts = 0;
    const res = await ctx.app.inject({ method: 'POST', url: '/test/always-refused', payload: {} });
    assert.equal(res.statusCode, 503, res.body);
    assert.equal(res.json().code, 'database_busy');
    assert.equal(res.headers['retry-after'], '1');
    assert.equal(attempts, MAX_ATTEMPTS);
  });

  it('parallel writers on the same stock: orders, adjustments and cancellations never answer 5xx', { timeout: 120_000 }, async () => {
    await createChannel(ctx, 'shop');
    await createProduct(ctx.db, 'HOT');
    await createProduct(ctx.db, 'COLD');
    await addStock(ctx.db, 'EAST', 'HOT', 30);
    await addStock(ctx.db, 'WEST', 'COLD', 30);
    const order = (i: number) =>
      call(ctx, 'POST', '/api/v1/orders', {
        body: orderBody(
          [
            { product_code: i % 2 ? 'HOT' : 'COLD', quantity: 1, unit_price: '2.00' },
            { product_code: i % 2 ? 'COLD' : 'HOT', quantity: 1, unit_price: '2.00' },
          ],
          { number: `SO-HOT-${i}`, warehouse: i % 3 ? 'EAST' : 'WEST' },
        ),
      });
    const adjust = (i: number) =>
      call(ctx, 'POST', '/api/v1/inventory/adjustments', {
        body: { warehouse: i % 2 ? 'EAST' : 'WEST', product_code: i % 2 ? 'COLD' : 'HOT', quantity: i % 4 ? 2 : -1 },
      });
    const first = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 4 === 3 ? adjust(i) : order(i))));
    const cancels = first
      .filter((r) => r.body?.number)
      .slice(0, 10)
      .map((r) => call(ctx, 'POST', `/api/v1/orders/${r.body.id}/cancel`));
    const second = await Promise.all([...cancels, ...Array.from({ length: 20 }, (_, i) => order(100 + i)), ...Array.from({ length: 10 }, (_, i) => adjust(i))]);
    const statuses = [...first, ...second].map((r) => r.status);
    assert.deepEqual(
      statuses.filter((s) => s >= 500),
      [],
      `answers: ${statuses.join(' ')}`,
    );
    assert.ok(statuses.filter((s) => s < 300).length >= 60, `most writes went through: ${statuses.join(' ')}`);
    await assertLedgerInvariant(ctx.db);
  });
});
