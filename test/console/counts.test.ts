import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { skipWithoutBrowser } from '../helpers/browser.ts';
import { seriousViolations, SHOTS, signInWithKeyboard, startConsoleFixture, type ConsoleFixture } from '../helpers/console.ts';

const SNAPSHOT = '/services/3pl/v1/inventory/snapshot.json';

/**
 * Counts and drift in the console (docs/console.md "Counts and inventory drift"): the demo's warehouse
 * counts part of EAST through the 3PL API, first as a dry run, then applied (3 mugs missing, 3 candles
 * found); the warehouse page leads to its counts, a count to its differences and to the drift report,
 * which links its CSV; with a drift alert of 5 units the attention page lists EAST.
 */
describe('counts, their differences and inventory drift in the console', { timeout: 240_000, skip: skipWithoutBrowser() }, () => {
  let fixture: ConsoleFixture;
  let applied: any;
  let books: Record<string, number>;
  const ok = async (method: string, path: string, body?: unknown, key?: string) => {
    const answer = await fixture.api(method, path, body, key);
    assert.ok(answer.status < 300, `${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body;
  };
  const cellsOf = async (row: import('playwright-core').Locator) => (await row.locator('td').allInnerTexts()).map((c) => c.replace(/\s+/g, ' ').trim());
  const today = () => new Date().toISOString().slice(0, 10);

  before(async () => {
    fixture = await startConsoleFixture();
    await ok('PATCH', '/api/v1/settings', { drift_alert_units: 5 });
    const countedAt = new Date().toISOString();
    const stock = (await ok('GET', '/api/v1/inventory?warehouse=EAST')) as any[];
    const inStorage = (code: string) => stock.find((r) => r.product_code === code).locations.find((l: any) => l.location === 'storage' && !l.lot).quantity;
    books = { MUG: inStorage('MUG'), CANDLE: inStorage('CANDLE'), SPOON: inStorage('SPOON') };
    const items = [
      { product_code: 'MUG', quantity: books.MUG! - 3 },
      { product_code: 'CANDLE', quantity: books.CANDLE! + 3 },
      { product_code: 'SPOON', quantity: books.SPOON },
    ];
    const count = { warehouse: 'EAST', counted_at: countedAt, complete: false, reference: 'CYCLE-A', items };
    const dry = await ok('PUT', SNAPSHOT, { ...count, dry_run: true }, fixture.warehouseKey);
    assert.equal(dry.state, 'dry_run');
    applied = await ok('PUT', SNAPSHOT, count, fixture.warehouseKey);
    assert.equal(applied.state, 'applied');
    assert.deepEqual([applied.counted, applied.matched, applied.adjusted, applied.zeroed], [3, 1, 2, 0]);
  });
  after(async () => {
    await fixture?.close();
  });

  it("lists a warehouse's counts from its page, newest first, applied and dry run, and opens one with its differences", async () => {
    const context = await fixture.browser.newContext({ viewport: { width: 1360, height: 900 }, bypassCSP: true });
    const page = await context.newPage();
    await signInWithKeyboard(page, fixture.server.url, fixture.staffKey);
    await page.goto(`${fixture.server.url}/console/#/warehouses/EAST`);
    await page.getByRole('link', { name: 'Counts at EAST' }).click();
    await page.getByRole('heading', { name: 'Counts at EAST' }).waitFor();
    assert.equal(new URL(page.url()).hash, '#counts?warehouse=EAST');
    assert.equal(await page.getByRole('link', { name: 'Counts', exact: true }).getAttribute('aria-current'), 'page', 'in the navigation near Inventory');
    const rows = page.locator('tbody tr');
    await rows.nth(1).waitFor();
    assert.equal(await rows.count(), 2);
    const [newest, older] = [await cellsOf(rows.nth(0)), await cellsOf(rows.nth(1))];
    assert.deepEqual(newest.slice(1), ['EAST', 'applied', '3', '1', '2', '0', 'CYCLE-A']);
    assert.deepEqual(older.slice(1), ['EAST', 'dry run', '3', '1', '2', '0', 'CYCLE-A']);
    assert.deepEqual(await seriousViolations(page), [], 'counts page');
    await page.screenshot({ path: join(SHOTS, 'console-counts.png'), fullPage: true });

    await rows.nth(0).getByRole('link').click();
    await page.getByRole('heading', { name: 'Count at EAST applied' }).waitFor();
    assert.equal(new URL(page.url()).hash, `#/counts/${applied.id}`);
    const differences = page.locator('tbody tr');
    await differences.first().waitFor();
    assert.deepEqual([await cellsOf(differences.nth(0)), await cellsOf(differences.nth(1))].sort(), [
      ['CANDLE', 'storage', '—', String(books.CANDLE), String(books.CANDLE! + 3), '+3'],
      ['MUG', 'storage', '—', String(books.MUG), String(books.MUG! - 3), '-3'],
    ]);
    await page.getByText('Net difference: 0 units over 2 stock levels.').waitFor();
    assert.deepEqual(await seriousViolations(page), [], 'count page');
    await page.screenshot({ path: join(SHOTS, 'console-count.png'), fullPage: true });

    await page.getByRole('link', { name: /^Drift of \d{4}-\d{2}-\d{2} at EAST/ }).click();
    await page.getByRole('heading', { name: 'Inventory drift' }).waitFor();
    const day = applied.counted_at.slice(0, 10);
    assert.equal(new URL(page.url()).hash, `#drift?warehouse=EAST&from=${day}&to=${day}`);
    await context.close();
  });

  it('reports drift per product at unit cost, as the API does, with the CSV of the same filters', async () => {
    const report = await ok('GET', '/api/v1/reports/inventory-drift?warehouse=EAST');
    const context = await fixture.browser.newContext({ viewport: { width: 1360, height: 900 }, bypassCSP: true });
    const page = await context.newPage();
    await signInWithKeyboard(page, fixture.server.url, fixture.staffKey);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Inventory drift', exact: true }).click();
    await page.getByRole('heading', { name: 'Inventory drift' }).waitFor();
    await page.getByLabel('Warehouse', { exact: true }).fill('EAST');
    await page.getByRole('button', { name: 'Show' }).click();
    await page.getByRole('status').filter({ hasText: 'At EAST' }).waitFor();
    assert.equal(new URL(page.url()).hash, '#drift?warehouse=EAST');
    const rows = page.locator('tbody tr');
    assert.equal(await rows.count(), report.products.length);
    for (const [i, p] of report.products.entries()) {
      const money = (amount: string | null) => (amount === null ? '—' : `${amount} ${p.currency_code}`);
      const signed = (n: number) => (n > 0 ? `+${n}` : String(n));
      assert.deepEqual(await cellsOf(rows.nth(i)), [
        p.product_code,
        String(p.differences),
        signed(p.units_over),
        String(p.units_under),
        signed(p.units),
        money(p.unit_cost),
        money(p.value),
      ]);
    }
    assert.deepEqual(report.products.map((p: any) => [p.product_code, p.units]).sort(), [
      ['CANDLE', 3],
      ['MUG', -3],
    ]);
    const csv = page.getByRole('link', { name: 'Download CSV' });
    const href = await csv.getAttribute('href');
    assert.equal(href, '/api/v1/exports/inventory-drift.csv?warehouse=EAST');
    const file = await ok('GET', href!);
    assert.match(String(file), /^product_code,differences,units_over,units_under,units,unit_cost,currency_code,value/);
    assert.match(String(file), /\nMUG,1,0,-3,-3,/);
    assert.deepEqual(await seriousViolations(page), [], 'drift page');
    await page.screenshot({ path: join(SHOTS, 'console-inventory-drift.png'), fullPage: true });

    // A period with no count: nothing drifted.
    await page.getByLabel('From', { exact: true }).fill('2020-01-01');
    await page.getByLabel('To', { exact: true }).fill('2020-01-31');
    await page.getByRole('button', { name: 'Show' }).click();
    await page.getByRole('status').filter({ hasText: 'counted 2020-01-01 to 2020-01-31: no difference.' }).waitFor();
    assert.equal(await rows.count(), 0);
    await context.close();
  });

  it('lists EAST on the attention page once its drift passes the alert, linked to its drift and its counts', async () => {
    const api = (await ok('GET', '/api/v1/attention')).drifting_warehouses;
    assert.equal(api.count, 1);
    const context = await fixture.browser.newContext({ viewport: { width: 1360, height: 900 }, bypassCSP: true });
    const page = await context.newPage();
    await signInWithKeyboard(page, fixture.server.url, fixture.staffKey);
    const region = page.getByRole('region', { name: /^Warehouses drifting/ });
    const rows = region.locator('tbody tr');
    await rows.first().waitFor();
    assert.equal(await region.locator('h2 .count').innerText(), '1');
    assert.match(await region.locator('.about').innerText(), /at least 5 units different/);
    const cells = await cellsOf(rows.first());
    assert.deepEqual(cells.slice(0, 5), ['EAST East Coast DC', '6', '0', '2', '1']);
    assert.deepEqual(await seriousViolations(page), [], 'attention page with a drifting warehouse');
    await region.screenshot({ path: join(SHOTS, 'console-drift-attention.png') });

    await region.getByRole('link', { name: 'EAST' }).click();
    await page.getByRole('heading', { name: 'Inventory drift' }).waitFor();
    const hash = new URL(page.url()).hash;
    assert.match(hash, new RegExp(`^#drift\\?warehouse=EAST&from=\\d{4}-\\d{2}-\\d{2}&to=${today()}$`));
    await page.locator('tbody tr').nth(1).waitFor();
    await page.goBack();
    await region.getByRole('link', { name: '1', exact: true }).click();
    await page.getByRole('heading', { name: 'Counts at EAST' }).waitFor();

    // Raised above the drift, the alert lists nothing.
    await ok('PATCH', '/api/v1/settings', { drift_alert_units: 7 });
    await page.goto(`${fixture.server.url}/console/#attention`);
    await region.getByText('No warehouse drifted past the alert.').waitFor();
    await context.close();
  });
});
