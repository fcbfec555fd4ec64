import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { skipWithoutBrowser } from '../helpers/browser.ts';
import { seriousViolations, SHOTS, signInWithKeyboard, startConsoleFixture, type ConsoleFixture } from '../helpers/console.ts';

/**
 * Purchase orders in the staff console (docs/console.md "Purchase orders"): a buyer creates one through
 * the form (a refusal shown on its field first), edits the draft, confirms it into an arrival the
 * warehouse sees (no more editing then), follows what is received, and cancels another; a viewer sees
 * none of the write controls.
 */
describe('purchase orders in the console', { timeout: 240_000, skip: skipWithoutBrowser() }, () => {
  let fixture: ConsoleFixture;
  let viewerKey: string;

  before(async () => {
    fixture = await startConsoleFixture();
    const supplier = await fixture.api('POST', '/api/v1/suppliers', { code: 'POTTERY', name: 'Stoke Pottery Ltd' });
    assert.equal(supplier.status, 201, JSON.stringify(supplier.body));
    const viewer = await fixture.api('POST', '/api/v1/api-keys', { role: 'viewer', name: 'purchase orders viewer' });
    assert.equal(viewer.status, 201, JSON.stringify(viewer.body));
    viewerKey = viewer.body.key;
  });
  after(async () => {
    await fixture?.close();
  });

  it('creates, confirms and follows a purchase order, and cancels another', async () => {
    const context = await fixture.browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
    const page = await context.newPage();
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.accept();
    });
    await signInWithKeyboard(page, fixture.server.url, fixture.staffKey);
    await page.getByRole('link', { name: 'Purchase orders', exact: true }).click();
    await page.getByRole('heading', { name: 'Purchase orders' }).waitFor();
    await page.getByRole('link', { name: 'New purchase order' }).click();
    await page.getByRole('heading', { name: 'New purchase order' }).waitFor();
    await page.getByLabel('Supplier', { exact: true }).selectOption('POTTERY');
    await page.getByLabel('Receiving warehouse').selectOption('EAST');
    await page.getByLabel('Reference').fill('STOKE-2026-12');
    await page.getByLabel('Line 1 product code').fill('MUG');
    await page.getByLabel('Line 1 quantity').fill('0');
    await page.getByLabel('Line 1 unit cost').fill('3.20');
    await page.getByRole('button', { name: 'Create purchase order' }).click();
    // A quantity of 0 is refused on its field, which takes the focus; nothing was created.
    const quantity = page.getByLabel('Line 1 quantity');
    await page.locator('#npo-line-1-quantity[aria-invalid="true"], [aria-invalid="true"]').first().waitFor();
    assert.equal(await quantity.getAttribute('aria-invalid'), 'true');
    await quantity.fill('48');
    await page.getByRole('button', { name: 'Create purchase order' }).click();
    const heading = page.getByRole('heading', { name: /^Purchase order PO-\d{6} draft$/ });
    await heading.waitFor();
    const number = /PO-\d{6}/.exec(await heading.innerText())![0];
    assert.deepEqual(await seriousViolations(page), [], 'purchase order page');

    // The draft changes on its page: a line naming no product is refused on its field, then dropped.
    await page.getByRole('button', { name: 'Edit draft' }).click();
    await page.getByRole('heading', { name: `Edit ${number}` }).waitFor();
    assert.equal(await page.getByLabel('Line 1 quantity').inputValue(), '48');
    await page.getByRole('button', { name: 'Add line' }).click();
    await page.getByLabel('Line 2 product code').fill('NO-SUCH-MUG');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.locator('[aria-invalid="true"]').first().waitFor();
    assert.equal(await page.getByLabel('Line 2 product code').getAttribute('aria-invalid'), 'true');
    await page.getByRole('button', { name: 'Remove line 2' }).click();
    await page.getByLabel('Reference').fill('STOKE-2026-12B');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByText(`${number} saved.`).waitFor();
    assert.equal(await page.getByRole('heading', { name: `Edit ${number}` }).count(), 0, 'the form closes once saved');
    assert.match(await page.locator('dl.facts').innerText(), /STOKE-2026-12B/);
    assert.deepEqual(await seriousViolations(page), [], 'purchase order page after editing');

    await page.getByRole('button', { name: 'Confirm order' }).click();
    await page.getByRole('heading', { name: `Purchase order ${number} confirmed` }).waitFor();
    assert.match(dialogs.at(-1)!, /announced to EAST/);
    assert.equal(await page.getByRole('button', { name: 'Edit draft' }).count(), 0, 'a confirmed order is not edited');
    const arrival = page.getByRole('table', { name: `Supplier shipments of ${number}` }).locator('tbody tr');
    assert.equal(await arrival.count(), 1);
    assert.match(await arrival.innerText(), /SS-\d{6}\s+pending/);
    await page.screenshot({ path: join(SHOTS, 'console-purchase-order.png'), fullPage: true });

    // The inventory shows the 48 mugs coming to EAST.
    await page.goto(`${fixture.server.url}/console/#inventory?warehouse=EAST&product_code=MUG`);
    const mug = page.locator('tbody tr', { hasText: 'MUG' });
    await mug.waitFor();
    const cells = mug.locator('td');
    assert.equal(await page.getByRole('columnheader').nth(5).innerText(), 'Incoming');
    assert.equal(Number(await cells.nth(5).innerText()) >= 48, true, 'the confirmed order is coming');
    await page.goto(`${fixture.server.url}/console/#/purchase-orders/${number}`);
    await page.getByRole('heading', { name: `Purchase order ${number} confirmed` }).waitFor();

    // The warehouse receives 40 of the 48: the page shows what arrived and what is still to come.
    const fetched = await fixture.api('GET', '/services/3pl/v1/supplier-shipments.json', undefined, fixture.warehouseKey);
    assert.equal(fetched.status, 200, JSON.stringify(fetched.body));
    const shipment = fetched.body.find((s: any) => s.purchase_order?.number === number);
    const received = await fixture.api(
      'PUT',
      '/services/3pl/v1/supplier-shipments/receive.json',
      { shipments: [{ id: shipment.id, receiving_strategy: 'finalize', lines: [{ id: shipment.lines[0].id, quantity: 40 }] }] },
      fixture.warehouseKey,
    );
    assert.equal(received.status, 200, JSON.stringify(received.body));
    await page.reload();
    await page.getByRole('heading', { name: `Purchase order ${number} partially received` }).waitFor();
    const line = page.getByRole('table', { name: `Lines of ${number}` }).locator('tbody tr');
    assert.deepEqual((await line.locator('td').allInnerTexts()).slice(1), ['48', '3.20 USD', '40', '8']);

    // The list shows it with what arrived of what was ordered.
    await page.getByRole('link', { name: '← Purchase orders' }).click();
    const row = page.locator('tbody tr', { has: page.getByRole('link', { name: number }) });
    await row.waitFor();
    assert.match(await row.innerText(), /Stoke Pottery|POTTERY/);
    assert.match(await row.innerText(), /40 of 48/);
    await page.getByLabel('State').selectOption('draft');
    await row.waitFor({ state: 'detached' });
    assert.deepEqual(await seriousViolations(page), [], 'purchase orders list');

    // A second order cancelled from its page.
    const second = await fixture.api('POST', '/api/v1/purchase-orders', {
      supplier: 'POTTERY',
      warehouse: 'EAST',
      lines: [{ product_code: 'MUG', quantity: 5 }],
    });
    assert.equal(second.status, 201, JSON.stringify(second.body));
    await page.goto(`${fixture.server.url}/console/#/purchase-orders/${second.body.number}`);
    await page.getByRole('button', { name: 'Cancel order' }).click();
    await page.getByRole('heading', { name: `Purchase order ${second.body.number} cancelled` }).waitFor();
    await context.close();
  });

  it('shows a viewer no write controls', async () => {
    const context = await fixture.browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
    const page = await context.newPage();
    await signInWithKeyboard(page, fixture.server.url, viewerKey);
    await page.getByRole('link', { name: 'Purchase orders', exact: true }).click();
    await page.getByRole('heading', { name: 'Purchase orders' }).waitFor();
    assert.equal(await page.getByRole('link', { name: 'New purchase order' }).count(), 0);
    await context.close();
  });
});
