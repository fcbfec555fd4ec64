import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { call, createContext, type TestContext } from '../helpers/context.ts';
import { importCsv } from '../helpers/csv.ts';
import { confirmPurchaseOrder, createPurchaseOrder, createSupplier } from '../helpers/inbound-fixture.ts';
import { setupMerchant } from '../helpers/tpl-fixture.ts';

const csv = (...lines: string[]) => `${lines.join('\n')}\n`;

describe('CSV import: lines of a draft purchase order', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await createContext();
    await setupMerchant(ctx);
    await createSupplier(ctx);
  });
  after(async () => {
    await ctx.close();
  });

  it('adds every row as a line of the draft, a dry run adding nothing', async () => {
    const po = await createPurchaseOrder(ctx, [{ product_code: 'WIDGET', quantity: 1 }]);
    const file = csv('product_code,quantity,unit_cost', 'GADGET,12,3.10', 'CASE,2.5,', 'STRAP,100,0.05');
    const dry = await importCsv(ctx, 'purchase-order-lines', file, { query: `?purchase_order=${po.number}&dry_run=true` });
    assert.equal(dry.status, 200, JSON.stringify(dry.body));
    assert.deepEqual(dry.body, { kind: 'purchase-order-lines', dry_run: true, rows: 3, created: 3, updated: 0, unchanged: 0 });
    assert.equal((await call(ctx, 'GET', `/api/v1/purchase-orders/${po.id}`)).body.lines.length, 1);

    const res = await importCsv(ctx, 'purchase-order-lines', file, { query: `?purchase_order=${po.id}` });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.created, 3);
    const lines = (await call(ctx, 'GET', `/api/v1/purchase-orders/${po.id}`)).body.lines;
    assert.deepEqual(
      lines.map((l: Record<string, unknown>) => [l.product_code, l.quantity, l.unit_cost, l.remaining_quantity]),
      [
        ['WIDGET', 1, null, 1],
        ['GADGET', 12, '3.10', 12],
        ['CASE', 2.5, null, 2.5],
        ['STRAP', 100, '0.05', 100],
      ],
    );
  });

  it('refuses the whole file with every bad row by line and column, adding nothing', async () => {
    const po = await createPurchaseOrder(ctx, [{ product_code: 'WIDGET', quantity: 1 }]);
    const file = csv('product_code,quantity,unit_cost', 'GADGET,2,', 'NOPE,1,', 'CASE,many,', 'KIT,1,', 'STRAP,0,', 'WIDGET,1,-4');
    const res = await importCsv(ctx, 'purchase-order-lines', file, { query: `?purchase_order=${po.number}` });
    assert.equal(res.status, 422);
    assert.equal(res.body.code, 'import_rejected');
    assert.deepEqual(
      res.body.errors.map((e: { line: number; column: string | null; code: string }) => `${e.line} ${e.column} ${e.code}`),
      ['3 product_code unknown_reference', '4 quantity invalid_type', '5 product_code invalid_value', '6 quantity too_small', '7 unit_cost invalid_format'],
    );
    assert.equal((await call(ctx, 'GET', `/api/v1/purchase-orders/${po.id}`)).body.lines.length, 1);
  });

  it('answers 404 for an unknown purchase order and 409 invalid_state for one that is no draft', async () => {
    const file = csv('product_code,quantity', 'GADGET,2');
    assert.equal((await importCsv(ctx, 'purchase-order-lines', file, { query: '?purchase_order=PO-424242' })).status, 404);
    const po = await createPurchaseOrder(ctx, [{ product_code: 'WIDGET', quantity: 1 }]);
    await confirmPurchaseOrder(ctx, po.id);
    const res = await importCsv(ctx, 'purchase-order-lines', file, { query: `?purchase_order=${po.id}` });
    assert.equal(res.status, 409);
    assert.equal(res.body.code, 'invalid_state');
    assert.equal((await importCsv(ctx, 'purchase-order-lines', file)).status, 400, 'purchase_order is required');
  });
});
