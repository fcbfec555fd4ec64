import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { parse } from 'csv-parse/sync';
import type { Page } from 'playwright-core';
import { skipWithoutBrowser } from '../helpers/browser.ts';
import { seriousViolations, SHOTS, signInWithKeyboard, startConsoleFixture, type ConsoleFixture } from '../helpers/console.ts';

/**
 * CSV import and export in the console (docs/console.md "Import and export"): a file with a bad row is
 * checked (the row's line shown, nothing applied, as the admin API says), corrected and imported; an
 * inventory export downloads the stock the API answers; a viewer gets the exports only.
 */
describe('the import / export page of the console', { timeout: 180_000, skip: skipWithoutBrowser() }, () => {
  let fixture: ConsoleFixture;

  before(async () => {
    fixture = await startConsoleFixture();
  });

  after(async () => {
    await fixture?.close();
  });

  async function signedInOn(key: string): Promise<Page> {
    const context = await fixture.browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true, acceptDownloads: true });
    const page = await context.newPage();
    await signInWithKeyboard(page, fixture.server.url, key);
    await page.getByRole('link', { name: 'Import / export', exact: true }).click();
    await page.getByRole('heading', { name: 'Import / export', level: 1 }).waitFor();
    return page;
  }

  const chooseFile = (page: Page, name: string, text: string) =>
    page.getByLabel('CSV file (UTF-8, comma-separated)').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });

  it('checks a products file, shows its bad row by line with nothing applied, then imports the corrected file', async () => {
    const page = await signedInOn(fixture.staffKey);
    const form = page.getByRole('form', { name: 'Import' });
    assert.equal(await form.getByLabel('The file holds').inputValue(), 'products');

    await chooseFile(
      page,
      'new-products.csv',
      'code,name,unit_price,components\nLANTERN,Camp lantern,39.00,\nBAD-PRICE,Broken price,12;50,\nCAMP-SET,Camp set,49.00,MUG:1;LANTERN:1;GHOST:2\n',
    );
    await form.getByRole('button', { name: 'Check file' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: /The file was refused: 2 problems on 2 lines; nothing was applied/ })
      .waitFor();
    const refused = page.getByRole('table', { name: 'Rows refused' });
    assert.deepEqual(await refused.locator('tbody tr td').allInnerTexts(), [
      '3',
      'unit_price',
      'unit_price must match pattern "^\\d{1,12}(\\.\\d{1,6})?$"',
      '4',
      'components',
      'product "GHOST" does not exist',
    ]);
    assert.equal(await form.getByRole('button', { name: /^Import / }).count(), 0, 'no import of a refused file');
    assert.equal((await fixture.api('GET', '/api/v1/products/LANTERN')).status, 404, 'a dry run applies nothing');
    assert.deepEqual(await seriousViolations(page), [], 'refused file');
    await page.screenshot({ path: join(SHOTS, 'console-csv.png'), fullPage: true });

    await chooseFile(
      page,
      'new-products.csv',
      'code,name,unit_price,components\nLANTERN,Camp lantern,39.00,\nMUG,Enamel camp mug,14.00,\nCAMP-SET,Camp set,49.00,MUG:1;LANTERN:1\n',
    );
    await form.getByRole('button', { name: 'Check file' }).press('Enter');
    await page
      .getByRole('status')
      .filter({ hasText: 'Checked new-products.csv, nothing applied yet: 3 rows read; would create 2 products, would update 0, would leave 1 unchanged.' })
      .waitFor();
    assert.equal((await fixture.api('GET', '/api/v1/products/LANTERN')).status, 404);
    assert.deepEqual(await seriousViolations(page), [], 'checked file');

    await form.getByRole('button', { name: 'Import 3 rows' }).click();
    await page.getByRole('status').filter({ hasText: 'Imported new-products.csv: 3 rows read; created 2 products, updated 0, left 1 unchanged.' }).waitFor();
    const kit = await fixture.api('GET', '/api/v1/products/CAMP-SET');
    assert.equal(kit.status, 200);
    assert.deepEqual(kit.body.components, [
      { product_code: 'MUG', quantity: 1 },
      { product_code: 'LANTERN', quantity: 1 },
    ]);
    assert.equal((await fixture.api('GET', '/api/v1/products/LANTERN')).body.unit_price, '39.00');
    await page.context().close();
  });

  it('imports stock adjustments, and downloads the inventory export of a warehouse with the stock the API answers', async () => {
    const page = await signedInOn(fixture.staffKey);
    const form = page.getByRole('form', { name: 'Import' });
    await form.getByLabel('The file holds').selectOption('stock-adjustments');
    await chooseFile(page, 'count.csv', 'warehouse,location,product_code,quantity,reason\nEAST,A-01,LANTERN,12,first delivery\n');
    // No answer (the network fails on every attempt): the form says so, and is ready to try again.
    await page.route('**/api/v1/imports/**', (route) => route.abort());
    await form.getByRole('button', { name: 'Check file' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: /^Dockside could not be reached/ })
      .waitFor();
    await page.unroute('**/api/v1/imports/**');
    const check = form.getByRole('button', { name: 'Check file' });
    assert.ok((await check.isEnabled()) && (await check.getAttribute('aria-disabled')) === null, 'not left busy');
    await check.click();
    await form.getByRole('button', { name: 'Import 1 row' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /^Imported count\.csv: 1 row read; created 1 stock adjustment\.$/ })
      .waitFor();

    const exports = page.getByRole('region', { name: 'Export' });
    await exports.getByLabel('Warehouse').nth(1).fill('EAST');
    const link = exports.getByRole('link', { name: 'Download inventory CSV' });
    assert.equal(await link.getAttribute('href'), '/api/v1/exports/inventory.csv?warehouse=EAST&bom=true');
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    assert.match(download.suggestedFilename(), /^dockside-inventory-\d{8}-\d{6}\.csv$/);
    const text = await readFile((await download.path())!, 'utf8');
    assert.ok(text.startsWith('\uFEFFwarehouse,product_code,location,lot,quantity,on_hand,allocated,available,incoming,in_transit\r\n'));
    const rows = parse(text, { columns: true, bom: true }) as Record<string, string>[];
    assert.ok(rows.length > 0 && rows.every((r) => r.warehouse === 'EAST'));
    assert.deepEqual(
      rows.filter((r) => r.product_code === 'LANTERN').map((r) => `${r.location}:${r.quantity}:${r.on_hand}`),
      ['A-01:12:12'],
    );
    const mug = (await fixture.api('GET', '/api/v1/inventory?warehouse=EAST&product_code=MUG')).body[0];
    const mugRows = rows.filter((r) => r.product_code === 'MUG');
    assert.deepEqual(
      mugRows.map((r) => `${r.location}:${r.lot}:${r.quantity}`),
      mug.locations.map((l: any) => `${l.location}:${l.lot ?? ''}:${l.quantity}`),
    );
    assert.ok(mugRows.every((r) => Number(r.on_hand) === mug.on_hand && Number(r.available) === mug.available));
    await page.context().close();
  });

  it('gives a viewer the exports and no import', async () => {
    const created = await fixture.api('POST', '/api/v1/api-keys', { role: 'viewer', name: 'csv viewer' });
    assert.equal(created.status, 201);
    const page = await signedInOn(created.body.key);
    await page.getByText(/^Read only: importing needs a staff key\./).waitFor();
    assert.equal(await page.getByRole('form', { name: 'Import' }).count(), 0);
    assert.equal(await page.locator('input[type=file]').count(), 0);
    const link = page.getByRole('link', { name: 'Download orders CSV' });
    await page.getByLabel('State').first().selectOption('open');
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    const rows = parse(await readFile((await download.path())!, 'utf8'), { columns: true, bom: true }) as Record<string, string>[];
    assert.ok(rows.length > 0 && rows.every((r) => r.state === 'open'));
    assert.deepEqual(await seriousViolations(page), [], 'viewer');
    await page.context().close();
  });
});
