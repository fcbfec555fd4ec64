import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { skipWithoutBrowser } from '../helpers/browser.ts';
import { seriousViolations, SHOTS, signInWithKeyboard, startConsoleFixture, type ConsoleFixture } from '../helpers/console.ts';

/**
 * What is coming in, in the console (docs/console.md "Inbound shipments" and "What needs attention"): the
 * demo's purchase order to EAST (two arrivals), the sea arrival received short, over and with a damaged
 * unit through the warehouse's receive.json, and a transfer to WEST waiting for its source to ship. The
 * warehouse page leads to its inbound list, which filters by state and links each arrival to its purchase
 * order or transfer; the attention page lists the receipt's differing lines.
 */
describe('inbound shipments and receipt differences in the console', { timeout: 240_000, skip: skipWithoutBrowser() }, () => {
  let fixture: ConsoleFixture;
  let poNumber: string;
  let transferNumber: string;
  let air: any;
  let ocean: any;
  const ok = async (method: string, path: string, body?: unknown, key?: string) => {
    const answer = await fixture.api(method, path, body, key);
    assert.ok(answer.status < 300, `${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body;
  };

  before(async () => {
    fixture = await startConsoleFixture();
    const arrivals = (await ok('GET', '/api/v1/supplier-shipments?warehouse=EAST')) as any[];
    air = arrivals.find((s) => s.reference === 'air');
    ocean = arrivals.find((s) => s.reference === 'ocean');
    assert.ok(air && ocean, 'the demo announces two arrivals to EAST');
    poNumber = ocean.purchase_order.number;
    const [mug, candle] = ocean.lines;
    assert.deepEqual([mug.product.code, mug.quantity, candle.product.code, candle.quantity], ['MUG', 96, 'CANDLE', 60]);
    // The sea arrival: 89 good mugs and one broken of 96, and 62 candles of 60; the rest is not expected.
    const received = await ok(
      'PUT',
      '/services/3pl/v1/supplier-shipments/receive.json',
      {
        shipments: [
          {
            id: ocean.id,
            tpl_reference: 'RCV-5531',
            receiving_strategy: 'finalize',
            lines: [
              { id: mug.id, quantity: 89 },
              { id: mug.id, quantity: 1, condition: 'damaged' },
              { id: candle.id, quantity: 62 },
            ],
          },
        ],
      },
      fixture.warehouseKey,
    );
    assert.equal(received.shipments[0].state, 'done');
    transferNumber = (await ok('POST', '/api/v1/transfers', { from_warehouse: 'EAST', to_warehouse: 'WEST', lines: [{ product_code: 'TEE', quantity: 5 }] }))
      .number;
  });
  after(async () => {
    await fixture?.close();
  });

  it("lists a warehouse's inbound shipments from its page, by state, linked to their purchase order or transfer", async () => {
    const context = await fixture.browser.newContext({ viewport: { width: 1360, height: 900 }, bypassCSP: true });
    const page = await context.newPage();
    await signInWithKeyboard(page, fixture.server.url, fixture.staffKey);
    await page.goto(`${fixture.server.url}/console/#/warehouses/EAST`);
    await page.getByRole('link', { name: 'Inbound to EAST' }).click();
    await page.getByRole('heading', { name: 'Inbound to EAST' }).waitFor();
    assert.equal(new URL(page.url()).hash, '#inbound?warehouse=EAST');
    assert.equal(await page.getByRole('link', { name: 'Inbound shipments' }).getAttribute('aria-current'), 'page', 'in the Inbound group of the navigation');
    const rows = page.locator('tbody tr');
    await rows.filter({ hasText: ocean.number }).waitFor();
    assert.equal(await rows.count(), 2, 'the two arrivals of the demo order, nothing of WEST');

    const airRow = rows.filter({ hasText: air.number });
    const airCells = (await airRow.locator('td').allInnerTexts()).map((c) => c.replace(/\s+/g, ' ').trim());
    assert.deepEqual(airCells.slice(1, 7), ['pending', 'EAST', air.planned_date, 'Hanse Trading GmbH HANSE', poNumber, 'dhl_express 1234567890']);
    assert.equal(airCells[7], 'MUG 0 of 24');
    assert.match(
      (await airRow.getByRole('link', { name: '1234567890' }).getAttribute('href')) ?? '',
      /^https:\/\/.*1234567890/,
      'tracking links to the carrier',
    );
    const oceanRow = rows.filter({ hasText: ocean.number });
    const oceanCells = (await oceanRow.locator('td').allInnerTexts()).map((c) => c.replace(/\s+/g, ' ').trim());
    assert.match(oceanCells[0] ?? '', /WMS RCV-5531/);
    assert.match(oceanCells[1] ?? '', /^done \S/, 'done, with when it was received');
    assert.equal(oceanCells[7], 'MUG 90 of 96 CANDLE 62 of 60');
    assert.equal(await oceanRow.locator('li.differs').count(), 2, 'the lines received other than announced stand out');
    assert.deepEqual(await seriousViolations(page), [], 'inbound page');
    await page.screenshot({ path: join(SHOTS, 'console-inbound.png'), fullPage: true });

    await page.getByLabel('State').selectOption('done');
    await rows.filter({ hasText: air.number }).waitFor({ state: 'detached' });
    assert.equal(await rows.count(), 1);
    assert.equal(new URL(page.url()).hash, '#inbound?warehouse=EAST&state=done');
    await oceanRow.getByRole('link', { name: poNumber }).click();
    await page.getByRole('heading', { name: new RegExp(`^Purchase order ${poNumber}`) }).waitFor();
    await page.goBack();
    await page.getByRole('heading', { name: 'Inbound to EAST' }).waitFor();

    // The transfer's arrival at WEST waits for EAST to ship it; it links to the transfer.
    await page.getByLabel('Warehouse').selectOption('WEST');
    await page.getByLabel('State').selectOption('');
    const waiting = rows.filter({ hasText: transferNumber });
    await waiting.waitFor();
    const waitingCells = (await waiting.locator('td').allInnerTexts()).map((c) => c.replace(/\s+/g, ' ').trim());
    assert.deepEqual([waitingCells[1], waitingCells[2], waitingCells[4], waitingCells[7]], ['waiting', 'WEST', 'East Coast DC warehouse EAST', 'TEE 0 of 5']);
    await waiting.getByRole('link', { name: transferNumber }).click();
    await page.getByRole('heading', { name: new RegExp(`^Transfer ${transferNumber}`) }).waitFor();
    await context.close();
  });

  it('lists the receipt on the attention page with its differing lines, linked to the purchase order and the inbound list', async () => {
    const api = (await ok('GET', '/api/v1/attention')).receipt_differences;
    assert.equal(api.count, 1);
    const context = await fixture.browser.newContext({ viewport: { width: 1360, height: 900 }, bypassCSP: true });
    const page = await context.newPage();
    await signInWithKeyboard(page, fixture.server.url, fixture.staffKey);
    const region = page.getByRole('region', { name: /^Receipt differences/ });
    const rows = region.locator('tbody tr');
    await rows.first().waitFor();
    assert.equal(await region.locator('h2 .count').innerText(), '1');
    assert.equal(await rows.count(), 2);
    const first = (await rows.nth(0).locator('td').allInnerTexts()).map((c) => c.replace(/\s+/g, ' ').trim());
    assert.match(first[0] ?? '', new RegExp(`^${ocean.number} EAST, received \\S`));
    assert.equal(first[1], `${poNumber} Hanse Trading GmbH`);
    assert.deepEqual(first.slice(2), ['MUG', '96', '90', '1', '0', '6']);
    assert.deepEqual(await rows.nth(1).locator('td').allInnerTexts(), ['CANDLE', '60', '62', '0', '2', '0']);
    assert.deepEqual(await seriousViolations(page), [], 'attention page with a receipt difference');
    await region.screenshot({ path: join(SHOTS, 'console-receipt-differences.png') });

    await region.getByRole('link', { name: poNumber }).click();
    await page.getByRole('heading', { name: new RegExp(`^Purchase order ${poNumber}`) }).waitFor();
    await page.goBack();
    await region.getByRole('link', { name: ocean.number }).click();
    await page.getByRole('heading', { name: 'Inbound to EAST' }).waitFor();
    assert.equal(new URL(page.url()).hash, '#inbound?warehouse=EAST&state=done');
    await page.locator('tbody tr', { hasText: ocean.number }).waitFor();
    await context.close();
  });
});
