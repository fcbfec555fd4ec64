import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { skipWithoutBrowser } from '../helpers/browser.ts';
import { seriousViolations, SHOTS, signInWithKeyboard, startConsoleFixture, type ConsoleFixture } from '../helpers/console.ts';

const ACK = '/services/3pl/v1/customer-shipments/acknowledge.json';

/**
 * Correcting an order's address in the console (docs/console.md "An order"): the address form of a new
 * order, filled with the order's address, saves the new one and the pending shipment goes there; a
 * refusal because the warehouse acknowledged meanwhile says what to do instead and changes nothing; an
 * acknowledged order offers no form, only that advice; a viewer sees no form.
 */
describe("editing an order's address in the console", { timeout: 180_000, skip: skipWithoutBrowser() }, () => {
  let fixture: ConsoleFixture;

  before(async () => {
    fixture = await startConsoleFixture();
  });
  after(async () => {
    await fixture?.close();
  });

  const placeOrder = async (number: string) => {
    const created = await fixture.api('POST', '/api/v1/orders', {
      number,
      channel: 'shop',
      warehouse: 'EAST',
      customer: { code: `C-${number}`, name: 'Rut Halvorsen' },
      shipping_address: { name: 'Rut Halvorsen', street: '9 Harbor Ln', city: 'Portland', zip: '04101', subdivision_code: 'ME', country_code: 'US' },
      lines: [{ product_code: 'MUG', quantity: 1, unit_price: '14.00' }],
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const shipment = created.body.customer_shipments[0] as { id: number; number: string; state: string };
    assert.equal(shipment.state, 'pending');
    return shipment;
  };
  const openPage = async (key: string, number: string) => {
    const context = await fixture.browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
    const page = await context.newPage();
    await signInWithKeyboard(page, fixture.server.url, key);
    await page.getByRole('button', { name: 'Sign out' }).waitFor();
    await page.goto(`${fixture.server.url}/console/#/orders/${number}`);
    await page.getByRole('heading', { name: new RegExp(`^Order ${number}`) }).waitFor();
    return { page, close: () => context.close() };
  };

  it("saves a corrected address: the order and its pending shipment's record go there", async () => {
    const shipment = await placeOrder('SO-ADDR-1');
    const { page, close } = await openPage(fixture.staffKey, 'SO-ADDR-1');
    await page.getByRole('button', { name: 'Edit address' }).click();
    const form = page.getByRole('form', { name: 'Edit the address of SO-ADDR-1' });
    const address = form.getByRole('group', { name: 'Shipping address' });
    assert.equal(await address.getByLabel('Street', { exact: true }).inputValue(), '9 Harbor Ln', 'filled with the address as it is');

    await address.getByLabel('Street', { exact: true }).fill('41 Commercial St');
    await address.getByLabel('Street, second line').fill('Pier 2');
    assert.deepEqual(await seriousViolations(page), [], 'the address form');
    await page.screenshot({ path: join(SHOTS, 'console-order-address.png'), fullPage: true });

    // A country the API refuses shows on its field; nothing changes.
    await address.getByLabel(/^Country/).fill('usa');
    await form.getByRole('button', { name: 'Save address' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: /^Refused, nothing changed: / })
      .waitFor();
    assert.equal(await address.getByLabel(/^Country/).getAttribute('aria-invalid'), 'true');
    assert.equal((await fixture.api('GET', '/api/v1/orders/SO-ADDR-1')).body.shipping_address.street, '9 Harbor Ln');

    await address.getByLabel(/^Country/).fill('US');
    await form.getByRole('button', { name: 'Save address' }).click();
    await page.getByRole('status').filter({ hasText: 'Address of SO-ADDR-1 saved' }).waitFor();
    assert.match(await page.locator('dl.facts').first().innerText(), /Ship to\s+Rut Halvorsen, 41 Commercial St, Pier 2, 04101 Portland, ME, US/);
    assert.match(
      await page.getByRole('table', { name: /^Events of the order/ }).innerText(),
      new RegExp(`customer_shipment\\.updated\\s+${shipment.number}: the warehouse is told of its new address, Rut Halvorsen, 41 Commercial St, Pier 2`),
    );
    const record = await fixture.api('GET', `/api/v1/customer-shipments/${shipment.id}`);
    assert.deepEqual([record.body.delivery_address.street, record.body.delivery_address.street2], ['41 Commercial St', 'Pier 2']);
    await close();
  });

  it('shows the refusal when the warehouse acknowledged meanwhile, and then only the advice', async () => {
    const shipment = await placeOrder('SO-ADDR-2');
    const { page, close } = await openPage(fixture.staffKey, 'SO-ADDR-2');
    await page.getByRole('button', { name: 'Edit address' }).click();
    const form = page.getByRole('form', { name: 'Edit the address of SO-ADDR-2' });
    await form.getByLabel('Street', { exact: true }).fill('41 Commercial St');
    // The warehouse acknowledges while the form is open.
    const acked = await fixture.api('PUT', ACK, { shipments: [{ id: shipment.id }] }, fixture.warehouseKey);
    assert.equal(acked.status, 200, JSON.stringify(acked.body));
    await form.getByRole('button', { name: 'Save address' }).click();
    const refusal = page.getByRole('alert').filter({ hasText: /^Refused, nothing changed: / });
    await refusal.waitFor();
    assert.match(await refusal.innerText(), new RegExp(`${shipment.number}.*Cancel the shipment .* or ask the warehouse`));
    assert.equal((await fixture.api('GET', '/api/v1/orders/SO-ADDR-2')).body.shipping_address.street, '9 Harbor Ln');
    await close();

    const again = await openPage(fixture.staffKey, 'SO-ADDR-2');
    await again.page.getByText(`The warehouse has acknowledged ${shipment.number}`).waitFor();
    assert.equal(await again.page.getByRole('button', { name: 'Edit address' }).count(), 0);
    await again.close();
  });

  it('offers a viewer no address form', async () => {
    await placeOrder('SO-ADDR-3');
    const created = await fixture.api('POST', '/api/v1/api-keys', { role: 'viewer', name: 'address viewer' });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const { page, close } = await openPage(created.body.key, 'SO-ADDR-3');
    await page.getByText(/editing the address/).waitFor();
    assert.equal(await page.getByRole('button', { name: 'Edit address' }).count(), 0);
    await close();
  });
});
