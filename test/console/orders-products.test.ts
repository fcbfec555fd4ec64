import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { gs1CheckDigit } from '../../src/domain/shared/gs1.ts';
import { skipWithoutBrowser } from '../helpers/browser.ts';
import { seriousViolations, SHOTS, signInWithKeyboard, startConsoleFixture, type ConsoleFixture } from '../helpers/console.ts';
import { Receiver } from '../events/receiver.ts';

/** A GTIN-13 of the demo company (prefix 0614141) that the demo does not use. */
const LANTERN_EAN = `061414120001${gs1CheckDigit('061414120001')}`;

/** Polls until `check` holds (the page reloads after each write), then asserts it once more. */
async function eventually(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 50 && !(await check()); i++) await new Promise((r) => setTimeout(r, 100));
  assert.ok(await check(), what);
}

/**
 * Products and orders in the staff console (docs/console.md "Products", "Creating an order", "An
 * order"): a product and a bundle of it created and edited, an order for the bundle created through the
 * form, its events, a waiting shipment released, held and released from its hold, a shipment and the order cancelled; refusals shown on
 * their fields; a viewer sees none of the write controls.
 */
describe('products and orders in the console', { timeout: 240_000, skip: skipWithoutBrowser() }, () => {
  let fixture: ConsoleFixture;
  let viewerKey: string;
  let receiver: Receiver;

  before(async () => {
    // The web shop's webhook endpoint, a receiver on this machine: the order's events show their deliveries.
    receiver = await new Receiver().listen();
    fixture = await startConsoleFixture({ DOCKSIDE_WEBHOOK_ALLOW_PRIVATE: '1', DOCKSIDE_DISPATCHER_POLL_MS: '50' });
    const endpoint = await fixture.api('POST', '/api/v1/webhook-endpoints', { url: receiver.url(), events: ['*'], channel: 'shop' });
    assert.equal(endpoint.status, 201, JSON.stringify(endpoint.body));
    const created = await fixture.api('POST', '/api/v1/api-keys', { role: 'viewer', name: 'orders-products viewer' });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    viewerKey = created.body.key;
  });

  after(async () => {
    await fixture?.close();
    await receiver?.close();
  });

  const staffPage = async (): Promise<{ page: Page; dialogs: string[]; close: () => Promise<void> }> => {
    const context = await fixture.browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
    const page = await context.newPage();
    const dialogs: string[] = [];
    // The first confirmation that says "dismiss" in the test is dismissed; every other one is accepted.
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void (dialogs.at(-1)!.startsWith('Cancel order') && !dialogs.slice(0, -1).some((d) => d.startsWith('Cancel order')) ? dialog.dismiss() : dialog.accept());
    });
    await signInWithKeyboard(page, fixture.server.url, fixture.staffKey);
    await page.getByRole('button', { name: 'Sign out' }).waitFor();
    return { page, dialogs, close: () => context.close() };
  };

  it('creates a product and a bundle of it, refuses a taken code on its field, and edits the product', async () => {
    const { page, close } = await staffPage();
    await page.getByRole('link', { name: 'Products', exact: true }).click();
    await page.getByRole('heading', { name: 'Products' }).waitFor();
    await page.getByRole('link', { name: 'KIT-STARTER' }).waitFor();
    assert.match(await page.locator('tbody tr', { hasText: 'KIT-STARTER' }).innerText(), /yes \(3 components\)/);
    assert.match(await page.locator('tbody tr', { hasText: 'SERUM-30ML' }).innerText(), /Face serum 30 ml/);
    await page
      .locator('tbody tr', { has: page.getByRole('link', { name: 'MUG', exact: true }) })
      .getByText('14.00 USD')
      .waitFor();
    // The bundle filter asks the server for bundles only.
    await page.getByLabel('Bundles').selectOption('true');
    await page.getByRole('link', { name: 'MUG', exact: true }).waitFor({ state: 'detached' });
    assert.deepEqual(await page.locator('tbody tr td:first-child').allInnerTexts(), ['KIT-STARTER']);
    await page.getByLabel('Bundles').selectOption('');
    await page.getByRole('link', { name: 'MUG', exact: true }).waitFor();
    assert.deepEqual(await seriousViolations(page), [], 'products page');
    await page.screenshot({ path: join(SHOTS, 'console-products.png'), fullPage: true });

    // A taken code: the API's 409 shows in the alert and under the code field, which takes the focus.
    await page.getByRole('button', { name: 'New product' }).click();
    const form = page.getByRole('form', { name: 'New product' });
    await form.getByLabel(/^Code/).fill('MUG');
    await form.getByLabel('Name').fill('Another mug');
    await form.getByRole('button', { name: 'Create product' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: /^Refused, nothing changed: / })
      .waitFor();
    const code = form.getByLabel(/^Code/);
    assert.equal(await code.getAttribute('aria-invalid'), 'true');
    assert.match(await page.locator('#new-product-code-error').innerText(), /MUG.*taken/);
    await page.waitForFunction(
      () => (globalThis as unknown as { document: { activeElement: { id: string } | null } }).document.activeElement?.id === 'new-product-code',
    );

    // The lantern, lot tracked, returns to EAST; submitted with Enter from the keyboard.
    await code.fill('LANTERN');
    await form.getByLabel('Name').fill('Camp lantern');
    await form.getByLabel(/^UPC/).fill(LANTERN_EAN);
    await form.getByLabel(/^Lot tracked/).check();
    await form.getByLabel(/^Return warehouse/).selectOption('EAST');
    await form.getByLabel(/^Unit price/).fill('25.00');
    await form.getByLabel(/^Customs value/).fill('9.00');
    await form.getByLabel(/^Customs value/).press('Enter');
    await page.getByRole('heading', { name: 'LANTERN: Camp lantern' }).waitFor();
    const lantern = await fixture.api('GET', '/api/v1/products/LANTERN');
    assert.equal(lantern.status, 200);
    assert.deepEqual(
      {
        upc: lantern.body.upc,
        lot: lantern.body.lot_tracked,
        consumable: lantern.body.consumable,
        ret: lantern.body.return_warehouse,
        price: lantern.body.unit_price,
        customs: lantern.body.unit_customs_value,
        bundle: lantern.body.is_bundle,
      },
      { upc: LANTERN_EAN, lot: true, consumable: false, ret: 'EAST', price: '25.00', customs: '9.00', bundle: false },
    );

    // The kit: a bundle of one lantern and two spoons, the components picked by code.
    await page.getByRole('link', { name: '← Products' }).click();
    await page.getByRole('button', { name: 'New product' }).click();
    await form.getByLabel(/^Code/).fill('LANTERN-KIT');
    await form.getByLabel('Name').fill('Lantern camp kit');
    await form.getByLabel(/^Unit price/).fill('45.00');
    await form.getByRole('button', { name: 'Add component' }).click();
    await form.getByLabel('Component 1 product code').fill('LANTERN');
    await form.getByRole('button', { name: 'Add component' }).click();
    await form.getByLabel('Component 2 product code').fill('SPOON');
    await form.getByLabel('Component 2 quantity').fill('2');
    await form.getByRole('button', { name: 'Create product' }).click();
    await page.getByRole('heading', { name: 'LANTERN-KIT: Lantern camp kit' }).waitFor();
    await page.getByRole('table', { name: 'Components of LANTERN-KIT' }).getByRole('link', { name: 'SPOON' }).waitFor();
    const kit = await fixture.api('GET', '/api/v1/products/LANTERN-KIT');
    assert.equal(kit.body.is_bundle, true);
    assert.deepEqual(kit.body.components, [
      { product_code: 'LANTERN', quantity: 1 },
      { product_code: 'SPOON', quantity: 2 },
    ]);

    // Three lanterns in stock at EAST, in two lots; then the lantern's page shows them, and an edit
    // changes only what was changed.
    for (const [lot, quantity] of [
      ['L-0917', 2],
      ['L-1002', 1],
    ] as const) {
      const adjusted = await fixture.api('POST', '/api/v1/inventory/adjustments', {
        warehouse: 'EAST',
        product_code: 'LANTERN',
        quantity,
        lot: { number: lot },
        reason: 'opening stock',
      });
      assert.equal(adjusted.status, 201, JSON.stringify(adjusted.body));
    }
    await page.getByRole('table', { name: 'Components of LANTERN-KIT' }).getByRole('link', { name: 'LANTERN' }).click();
    await page.getByRole('heading', { name: 'LANTERN: Camp lantern' }).waitFor();
    const stock = page.getByRole('table', { name: 'Stock of LANTERN per warehouse' });
    assert.match(await stock.innerText(), /EAST\s+3\s+0\s+3\s+storage \(lot L-0917\): 2, storage \(lot L-1002\): 1/);
    // Prices are in the merchant's currency, said with them.
    assert.match(await page.locator('dl.facts').innerText(), /Unit price\s+25\.00 USD/);
    await page.getByRole('button', { name: 'Edit product' }).click();
    const edit = page.getByRole('form', { name: 'Edit LANTERN' });
    assert.equal(await edit.getByLabel('Name').inputValue(), 'Camp lantern');
    const focusedId = () => page.evaluate(() => (globalThis as unknown as { document: { activeElement: { id: string } | null } }).document.activeElement?.id);
    assert.equal(await focusedId(), 'edit-product-name', 'the form opens with the keyboard in its first field');
    await edit.getByLabel('Name').fill('Camp lantern, brass');
    await edit.getByLabel(/^Unit price/).fill('27.50');
    const patches: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PATCH') patches.push(request.postData() ?? '');
    });
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved LANTERN.' }).waitFor();
    assert.equal(
      await page.evaluate(
        () => (globalThis as unknown as { document: { activeElement: { textContent: string | null } | null } }).document.activeElement?.textContent,
      ),
      'Saved LANTERN.',
      'the form went with the save: the focus is on what the page says',
    );
    await page.getByRole('heading', { name: 'LANTERN: Camp lantern, brass' }).waitFor();
    assert.deepEqual(
      patches.map((p) => JSON.parse(p)),
      [{ name: 'Camp lantern, brass', unit_price: '27.50' }],
      'only the changed fields are sent',
    );
    const edited = await fixture.api('GET', '/api/v1/products/LANTERN');
    assert.deepEqual([edited.body.name, edited.body.unit_price, edited.body.lot_tracked, edited.body.upc], ['Camp lantern, brass', '27.50', true, LANTERN_EAN]);
    assert.deepEqual(await seriousViolations(page), [], 'product page');
    await page.screenshot({ path: join(SHOTS, 'console-product.png'), fullPage: true });

    // An edit the API refuses (a bundle of itself) shows on the component's field.
    await page.getByRole('button', { name: 'Edit product' }).click();
    await edit.getByRole('button', { name: 'Add component' }).click();
    await edit.getByLabel('Component 1 product code').fill('LANTERN');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: /^Refused, nothing changed: / })
      .waitFor();
    assert.equal(await edit.getByLabel('Component 1 product code').getAttribute('aria-invalid'), 'true');
    assert.equal((await fixture.api('GET', '/api/v1/products/LANTERN')).body.is_bundle, false);

    // Stock that cannot be read says so, where the stock would be: not "not stocked".
    await page.route(
      (url) => url.pathname === '/api/v1/inventory',
      (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/problem+json',
          body: JSON.stringify({ status: 500, detail: 'the stock is away' }),
        }),
    );
    await page.reload();
    await page.getByRole('alert').filter({ hasText: 'The stock of LANTERN could not be read: the stock is away' }).waitFor({ timeout: 20_000 });
    assert.equal(await page.getByText('Not stocked in any warehouse yet.').count(), 0);
    await close();
  });

  it('creates an order for the bundle through the form, releases its waiting shipment, cancels a shipment and the order', async () => {
    const { page, dialogs, close } = await staffPage();
    await page.getByRole('link', { name: 'Orders', exact: true }).click();
    await page.getByRole('link', { name: 'New order' }).click();
    await page.getByRole('heading', { name: 'New order' }).waitFor();
    const form = page.getByRole('form', { name: 'New order' });
    assert.equal(await form.getByLabel('Currency').inputValue(), 'USD', "the merchant's currency by default");
    await form.getByLabel('Channel', { exact: true }).selectOption('shop');
    await form.getByLabel('Order number').fill('SO-9001');
    await form.getByLabel(/^Reference/).fill('#9001');
    await form.getByLabel(/^Ships from/).selectOption('EAST');
    await form.getByLabel(/^Carrier \(/).fill('ups');
    await form.getByLabel(/^Customer code/).fill('C-RHALVORSEN');
    await form.getByRole('group', { name: 'Customer' }).getByLabel('Name').fill('Rut Halvorsen');
    await form.getByRole('group', { name: 'Customer' }).getByLabel('Email').fill('rut@example.com');
    const address = form.getByRole('group', { name: 'Shipping address' });
    await address.getByLabel('Addressee').fill('Rut Halvorsen');
    await address.getByLabel('Street', { exact: true }).fill('9 Harbor Ln');
    await address.getByLabel('City').fill('Portland');
    await address.getByLabel(/^ZIP/).fill('04101');
    await address.getByLabel(/^State or province/).fill('ME');
    await address.getByLabel(/^Country/).fill('US');
    // Five kits need five lanterns and EAST holds three: that shipment will wait. The mug ships from WEST.
    await form.getByLabel('Line 1 product code').fill('LANTERN-KIT');
    assert.equal(await form.getByLabel('Line 1 unit price').inputValue(), '45.00', "the product's price fills in");
    await form.getByLabel('Line 1 quantity').fill('5');
    await form.getByRole('button', { name: 'Add line' }).click();
    await form.getByLabel('Line 2 product code').fill('MUG');
    assert.equal(await form.getByLabel('Line 2 unit price').inputValue(), '14.00');
    await form.getByLabel('Line 2 warehouse').selectOption('WEST');
    assert.deepEqual(await seriousViolations(page), [], 'new order page');
    await page.screenshot({ path: join(SHOTS, 'console-new-order.png'), fullPage: true });

    // An unknown product is refused on its line; nothing is created.
    await form.getByLabel('Line 2 product code').fill('NO-SUCH-THING');
    await form.getByRole('button', { name: 'Create order' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: /^Refused, nothing changed: / })
      .waitFor();
    assert.equal(await form.getByLabel('Line 2 product code').getAttribute('aria-invalid'), 'true');
    assert.match(await page.locator('[id$="-product_code-error"]').innerText(), /NO-SUCH-THING/);
    assert.equal((await fixture.api('GET', '/api/v1/orders/SO-9001')).status, 404);
    await form.getByLabel('Line 2 product code').fill('MUG');
    await form.getByRole('button', { name: 'Create order' }).click();

    await page.getByRole('heading', { name: /^Order SO-9001/ }).waitFor();
    const order = await fixture.api('GET', '/api/v1/orders/SO-9001');
    assert.equal(order.status, 200);
    assert.deepEqual(
      order.body.lines.map((l: { product_code: string; quantity: number; warehouse: string }) => [l.product_code, l.quantity, l.warehouse]),
      [
        ['LANTERN-KIT', 5, 'EAST'],
        ['MUG', 1, 'WEST'],
      ],
    );
    assert.deepEqual(
      [order.body.customer.code, order.body.shipping_address.city, order.body.carrier_identifier, order.body.currency],
      ['C-RHALVORSEN', 'Portland', 'ups', 'USD'],
    );
    const shipments = order.body.customer_shipments as { id: number; number: string; warehouse: string; state: string }[];
    const east = shipments.find((s) => s.warehouse === 'EAST')!;
    const west = shipments.find((s) => s.warehouse === 'WEST')!;
    assert.deepEqual([shipments.length, east.state, west.state], [2, 'waiting', 'pending']);

    // Its events: the WEST shipment's release so far (the waiting one is announced when released).
    const events = page.getByRole('table', { name: /^Events of the order/ });
    assert.match(await events.innerText(), new RegExp(`customer_shipment\\.released\\s+${west.number} released to warehouse WEST`));
    assert.equal(await page.getByRole('button', { name: `Release to warehouse ${west.number}` }).count(), 0, 'only a waiting shipment is released');

    // Release the waiting shipment: the confirmation says what a force release does; stock goes short.
    await page.getByRole('button', { name: `Release to warehouse ${east.number}` }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `${east.number} released to EAST.` })
      .waitFor();
    assert.match(dialogs.at(-1)!, /allocated in full even where short/);
    assert.equal((await fixture.api('GET', `/api/v1/customer-shipments/${east.id}`)).body.state, 'pending');
    const lanterns = await fixture.api('GET', '/api/v1/inventory?warehouse=EAST&product_code=LANTERN');
    assert.deepEqual([lanterns.body[0].on_hand, lanterns.body[0].allocated, lanterns.body[0].available], [3, 5, -2]);
    await eventually(async () => (await events.innerText()).includes(`${east.number} released to warehouse EAST`), 'the release is among the events');
    assert.equal(await page.getByRole('button', { name: `Release to warehouse ${east.number}` }).count(), 0);

    // Hold the released shipment for its address, then release the hold: the warehouse sees it again.
    const holdForm = page.getByRole('form', { name: `Hold ${east.number}` });
    await holdForm.getByLabel('Hold reason').selectOption('incorrect_address');
    await holdForm.getByLabel('Note').fill('no such lane in Portland');
    await holdForm.getByRole('button', { name: 'Hold shipment' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `${east.number} is on hold.` })
      .waitFor();
    assert.match(dialogs.at(-1)!, /will not pack it until you release the hold/);
    const heldEast = (await fixture.api('GET', `/api/v1/customer-shipments/${east.id}`)).body;
    assert.deepEqual([heldEast.state, heldEast.hold.reason, heldEast.hold.note], ['on_hold', 'incorrect_address', 'no such lane in Portland']);
    assert.match(await page.locator(`section[aria-labelledby="shipment-${east.id}"]`).innerText(), /On hold\s+Incorrect address: no such lane in Portland/);
    assert.equal(await page.getByRole('form', { name: `Hold ${east.number}` }).count(), 0, 'a held shipment is not held again');
    assert.deepEqual(await seriousViolations(page), [], 'order page with a held shipment');
    await page.getByRole('button', { name: `Release hold ${east.number}` }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `${east.number}: hold released.` })
      .waitFor();
    assert.equal((await fixture.api('GET', `/api/v1/customer-shipments/${east.id}`)).body.state, 'pending');

    // Cancel the WEST shipment; the order stays open with the EAST one.
    await page.getByRole('button', { name: `Cancel shipment ${west.number}` }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `${west.number} cancelled.` })
      .waitFor();
    assert.equal((await fixture.api('GET', `/api/v1/customer-shipments/${west.id}`)).body.state, 'cancelled');
    assert.equal((await fixture.api('GET', '/api/v1/orders/SO-9001')).body.state, 'open');
    await eventually(async () => (await events.innerText()).includes(`${west.number} cancelled`), 'the cancellation is among the events');
    assert.equal(await page.getByRole('button', { name: `Cancel shipment ${west.number}` }).count(), 0);

    // Cancel the order: dismissed the first time (nothing happens), confirmed the second.
    await page.getByRole('button', { name: 'Cancel order' }).click();
    assert.match(dialogs.at(-1)!, /^Cancel order SO-9001\?/);
    assert.equal((await fixture.api('GET', '/api/v1/orders/SO-9001')).body.state, 'open', 'a dismissed confirmation changes nothing');
    await page.getByRole('button', { name: 'Cancel order' }).click();
    await page.getByRole('status').filter({ hasText: 'Order SO-9001 cancelled.' }).waitFor();
    const cancelled = await fixture.api('GET', '/api/v1/orders/SO-9001');
    assert.deepEqual(
      [cancelled.body.state, ...cancelled.body.customer_shipments.map((s: { state: string }) => s.state)],
      ['cancelled', 'cancelled', 'cancelled'],
    );
    await page.getByRole('heading', { name: /^Order SO-9001 cancelled/ }).waitFor();
    assert.equal(await page.getByRole('button', { name: /^(Cancel|Release)/ }).count(), 0, 'nothing left to release or cancel');
    assert.equal(await events.locator('tbody tr').filter({ hasText: 'customer_shipment.cancelled' }).count(), 2);
    assert.deepEqual(await seriousViolations(page), [], 'order page with events');
    // Each event says how its webhooks went: the shop's endpoint got the first release.
    const firstRow = events.locator('tbody tr').first();
    await eventually(async () => {
      await page.reload();
      await firstRow.waitFor();
      return (await firstRow.innerText()).includes('1 delivery: 1 delivered');
    }, 'the release was delivered to the shop');
    assert.ok(receiver.received.some((r) => r.json?.type === 'customer_shipment.released' && r.json.data.number === west.number));

    // A refused action shows the API's reason: SO-1001's shipment cancelled behind the page's back.
    await page.goto(`${fixture.server.url}/console/#/orders/SO-1001`);
    await page.getByRole('heading', { name: /^Order SO-1001/ }).waitFor();
    const so1001 = await fixture.api('GET', '/api/v1/orders/SO-1001');
    const first = so1001.body.customer_shipments[0] as { id: number; number: string };
    assert.equal((await fixture.api('POST', `/api/v1/customer-shipments/${first.id}/cancel`)).status, 200);
    await page.getByRole('button', { name: `Cancel shipment ${first.number}` }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: /^Refused, nothing changed: .*cancelled/ })
      .waitFor();
    await close();
  });

  it('asks the warehouse to cancel an acknowledged shipment, lists the request, and shows what the warehouse answered', async () => {
    const created = await fixture.api('POST', '/api/v1/orders', {
      number: 'SO-9002',
      channel: 'shop',
      currency: 'USD',
      warehouse: 'EAST',
      customer: { code: 'C-9002', name: 'Rosa Diaz', email: 'rosa.diaz@example.com' },
      shipping_address: { name: 'Rosa Diaz', street: '1 Pier St', city: 'Boston', zip: '02110', country_code: 'US' },
      lines: [{ product_code: 'MUG', quantity: 1, unit_price: '14.00' }],
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const cs = created.body.customer_shipments[0] as { id: number; number: string };
    const ack = await fixture.api('PUT', '/services/3pl/v1/customer-shipments/acknowledge.json', { shipments: [{ id: cs.id }] }, fixture.warehouseKey);
    assert.equal(ack.status, 200, JSON.stringify(ack.body));

    const { page, dialogs, close } = await staffPage();
    await page.goto(`${fixture.server.url}/console/#/orders/SO-9002`);
    await page.getByRole('heading', { name: /^Order SO-9002/ }).waitFor();
    assert.equal(
      await page.getByRole('button', { name: `Cancel shipment ${cs.number}` }).count(),
      0,
      'an acknowledged shipment is not cancelled behind the warehouse',
    );
    assert.equal(await page.getByRole('form', { name: `Hold ${cs.number}` }).count(), 0, 'nor held');
    await page.getByRole('button', { name: `Request cancellation ${cs.number}` }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `${cs.number}: cancellation requested; the warehouse answers.` })
      .waitFor();
    assert.match(dialogs.at(-1)!, /may be packing it/);
    const section = page.locator(`section[aria-labelledby="shipment-${cs.id}"]`);
    assert.match(await section.innerText(), /Cancellation\s+requested, waiting for the warehouse/);
    assert.equal(await page.getByRole('button', { name: `Request cancellation ${cs.number}` }).count(), 0, 'one request at a time');

    // The shipments list finds the requests waiting for a warehouse.
    await page.goto(`${fixture.server.url}/console/#shipments?cancellation=requested`);
    const row = page.getByRole('row').filter({ hasText: cs.number });
    await row.waitFor();
    assert.match(await row.innerText(), /cancellation requested/);
    assert.equal(await page.getByLabel('Cancellation request').inputValue(), 'requested');
    assert.deepEqual(await seriousViolations(page), [], 'shipments filtered by cancellation request');

    // The warehouse rejects it: the order page says why, and a new request can be made.
    const rejected = await fixture.api(
      'PUT',
      '/services/3pl/v1/customer-shipments/cancellation.json',
      { shipments: [{ id: cs.id, accept: false, reason: 'already on the truck' }] },
      fixture.warehouseKey,
    );
    assert.equal(rejected.status, 200, JSON.stringify(rejected.body));
    await page.goto(`${fixture.server.url}/console/#/orders/SO-9002`);
    await page.getByRole('heading', { name: /^Order SO-9002/ }).waitFor();
    assert.match(await section.innerText(), /Cancellation\s+rejected by the warehouse: already on the truck/);
    await page.getByRole('button', { name: `Request cancellation ${cs.number}` }).waitFor();
    await close();
  });

  it('shows a viewer products, orders and events without a single write control', async () => {
    const context = await fixture.browser.newContext({ bypassCSP: true });
    const page = await context.newPage();
    await signInWithKeyboard(page, fixture.server.url, viewerKey);
    await page.getByText('Viewer (read only)').waitFor();
    await page.getByRole('link', { name: 'Orders', exact: true }).click();
    await page.getByRole('cell', { name: 'SO-1006' }).waitFor();
    assert.equal(await page.getByRole('link', { name: 'New order' }).count(), 0);
    // SO-1006 waits for a candle at WEST: staff could release or cancel it, a viewer only reads.
    await page.getByRole('link', { name: 'SO-1006' }).click();
    await page.getByRole('heading', { name: /^Order SO-1006/ }).waitFor();
    await page.getByRole('heading', { name: 'Events' }).waitFor();
    assert.equal(await page.getByRole('main').getByRole('button').count(), 0, 'no buttons on the order page');
    assert.deepEqual(await seriousViolations(page), [], 'order page (viewer)');
    await page.goto(`${fixture.server.url}/console/#new-order`);
    await page.getByText('Read only: creating orders needs a staff key.').waitFor();
    assert.equal(await page.getByRole('form').count(), 0);
    await page.goto(`${fixture.server.url}/console/#products`);
    await page.getByRole('link', { name: 'KIT-STARTER' }).click();
    await page.getByRole('heading', { name: 'KIT-STARTER: Starter kit' }).waitFor();
    assert.equal(await page.getByRole('main').getByRole('button').count(), 0, 'no buttons on the product page');
    await page.getByRole('link', { name: '← Products' }).click();
    await page.getByRole('link', { name: 'MUG', exact: true }).waitFor();
    assert.equal(await page.getByRole('button', { name: 'New product' }).count(), 0);
    await context.close();
  });
});
