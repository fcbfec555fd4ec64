import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { skipWithoutBrowser } from '../helpers/browser.ts';
import { seriousViolations, signInWithKeyboard, startConsoleFixture, type ConsoleFixture } from '../helpers/console.ts';

/**
 * Transfers in the staff console (docs/console.md "Transfers"): staff move mugs from EAST to WEST through
 * the form (a transfer to its own source refused on its field first), the source's warehouse ships four of
 * six, the transfer's page shows them in transit with the carrier's tracking on the arrival at WEST, and
 * staff cancel the backorder of the other two.
 */
describe('transfers in the console', { timeout: 240_000, skip: skipWithoutBrowser() }, () => {
  let fixture: ConsoleFixture;

  before(async () => {
    fixture = await startConsoleFixture();
  });
  after(async () => {
    await fixture?.close();
  });

  it('creates a transfer that the source ships and the page follows', async () => {
    const context = await fixture.browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
    const page = await context.newPage();
    await signInWithKeyboard(page, fixture.server.url, fixture.staffKey);
    await page.getByRole('link', { name: 'Transfers', exact: true }).click();
    await page.getByRole('heading', { name: 'Transfers' }).waitFor();
    await page.getByRole('link', { name: 'New transfer' }).click();
    await page.getByRole('heading', { name: 'New transfer' }).waitFor();
    await page.getByLabel('From warehouse').selectOption('EAST');
    await page.getByLabel('To warehouse').selectOption('EAST');
    await page.getByLabel('Line 1 product code').fill('MUG');
    await page.getByLabel('Line 1 quantity').fill('6');
    await page.getByRole('button', { name: 'Create transfer' }).click();
    await page.locator('[aria-invalid="true"]').first().waitFor();
    await page.getByLabel('To warehouse').selectOption('WEST');
    await page.getByRole('button', { name: 'Create transfer' }).click();
    const heading = page.getByRole('heading', { name: /^Transfer TR-\d{6} open$/ });
    await heading.waitFor();
    const number = /TR-\d{6}/.exec(await heading.innerText())![0];
    assert.deepEqual(await seriousViolations(page), [], 'transfer page');

    // The source's warehouse ships it as any shipment.
    const fetched = await fixture.api('GET', '/services/3pl/v1/customer-shipments.json?per_page=250', undefined, fixture.warehouseKey);
    assert.equal(fetched.status, 200, JSON.stringify(fetched.body));
    const outbound = fetched.body.find((s: any) => s.transfer?.number === number);
    assert.ok(outbound, 'the transfer is fetched at EAST');
    const shipped = await fixture.api(
      'PUT',
      '/services/3pl/v1/customer-shipments/ship.json',
      { shipments: [{ id: outbound.id, carrier_identifier: 'ups', tracking_number: '1ZMUGS', lines: [{ product_code: 'MUG', quantity: 4 }] }] },
      fixture.warehouseKey,
    );
    assert.equal(shipped.status, 200, JSON.stringify(shipped.body));
    const backorder = shipped.body.shipments[0].backorder;
    assert.ok(backorder, 'two mugs stay at EAST');
    await page.reload();
    await page.getByRole('heading', { name: `Transfer ${number} in transit` }).waitFor();
    const arrival = page.getByRole('table', { name: `Supplier shipments of ${number}` }).locator('tbody tr');
    assert.match(await arrival.first().innerText(), /pending\s+ups\s+1ZMUGS/);
    const line = page.getByRole('table', { name: `Lines of ${number}` }).locator('tbody tr');
    assert.deepEqual((await line.locator('td').allInnerTexts()).slice(2), ['6', '4', '0']);

    // EAST cannot ship the rest: staff cancel the backorder, the four on the road stay expected.
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Cancel backorder' }).click();
    await page.getByText(`Backorder ${backorder.number} of ${number} cancelled.`).waitFor();
    await page.getByRole('heading', { name: `Transfer ${number} in transit` }).waitFor();
    assert.match(await page.getByRole('listitem').filter({ hasText: backorder.number }).innerText(), /cancelled/);
    assert.match(await arrival.nth(1).innerText(), /cancelled/);
    assert.equal(await page.getByRole('button', { name: /^Cancel/ }).count(), 0, 'nothing left to cancel');

    await page.getByRole('link', { name: '← Transfers' }).click();
    await page.getByLabel('State').selectOption('in_transit');
    await page.getByRole('link', { name: number }).waitFor();
    assert.deepEqual(await seriousViolations(page), [], 'transfers list');
    await context.close();
  });

  it("asks the source's warehouse when it acknowledged the transfer, and shows its answer", async () => {
    const created = await fixture.api('POST', '/api/v1/transfers', {
      from_warehouse: 'EAST',
      to_warehouse: 'WEST',
      lines: [{ product_code: 'MUG', quantity: 1 }],
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const { number } = created.body;
    const outbound = created.body.customer_shipments[0];
    const ack = await fixture.api('PUT', '/services/3pl/v1/customer-shipments/acknowledge.json', { shipments: [{ id: outbound.id }] }, fixture.warehouseKey);
    assert.equal(ack.status, 200, JSON.stringify(ack.body));

    const context = await fixture.browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
    const page = await context.newPage();
    await signInWithKeyboard(page, fixture.server.url, fixture.staffKey);
    await page.goto(`${fixture.server.url}/console/#/transfers/${number}`);
    await page.getByRole('heading', { name: `Transfer ${number} open` }).waitFor();
    page.once('dialog', (dialog) => {
      assert.match(dialog.message(), /may be picking it/);
      void dialog.accept();
    });
    await page.getByRole('button', { name: 'Request cancellation' }).click();
    await page.getByText(`Cancellation of ${number} requested; EAST's warehouse answers.`).waitFor();
    const leaving = page.getByRole('listitem').filter({ hasText: outbound.number });
    assert.match(await leaving.innerText(), /open · cancellation requested, waiting for the warehouse/);
    assert.equal(await page.getByRole('button', { name: /Cancel|Request cancellation/ }).count(), 0, 'asked once');
    assert.deepEqual(await seriousViolations(page), [], 'transfer waiting for an answer');

    const answered = await fixture.api(
      'PUT',
      '/services/3pl/v1/customer-shipments/cancellation.json',
      { shipments: [{ id: outbound.id, accept: true }] },
      fixture.warehouseKey,
    );
    assert.equal(answered.status, 200, JSON.stringify(answered.body));
    await page.reload();
    await page.getByRole('heading', { name: `Transfer ${number} cancelled` }).waitFor();
    assert.match(await leaving.innerText(), /cancelled · cancellation accepted by the warehouse: cancelled/);
    await context.close();
  });
});
