import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { skipWithoutBrowser } from '../helpers/browser.ts';
import { seriousViolations, SHOTS, signInWithKeyboard, startConsoleFixture, type ConsoleFixture } from '../helpers/console.ts';

// The page's globals the checks below read in the browser (the suite itself has no DOM types).
type Globals = { document: { title: string; activeElement: { id: string; tagName: string; textContent: string | null } | null } };
const focused = () => {
  const active = (globalThis as unknown as Globals).document.activeElement;
  return { id: active?.id ?? '', tag: active?.tagName ?? '', text: active?.textContent ?? '' };
};

/**
 * Moving about the console (docs/console.md "Finding your way"): the keyboard alone, the search box that
 * answers as the typing settles, lists longer than a page, and the shipments list.
 */
describe('finding your way in the console', { timeout: 180_000, skip: skipWithoutBrowser() }, () => {
  let fixture: ConsoleFixture;

  before(async () => {
    fixture = await startConsoleFixture();
    // 60 more orders than the demo's 12, so that the orders list has a second page; the last 3 ask for
    // more TEE than EAST holds, so that they wait for stock.
    for (let n = 1; n <= 60; n++) {
      const created = await fixture.api('POST', '/api/v1/orders', {
        number: `NAV-${String(n).padStart(3, '0')}`,
        channel: 'shop',
        currency: 'USD',
        warehouse: 'EAST',
        customer: {
          code: n % 2 ? 'C-ONAVARRO' : 'C-PDEVRIES',
          name: n % 2 ? 'Odile Navarro' : 'Pim de Vries',
          email: n % 2 ? 'odile@example.com' : 'pim@example.com',
        },
        shipping_address: { name: 'Odile Navarro', street: '1 Pier St', city: 'Boston', zip: '02110', subdivision_code: 'MA', country_code: 'US' },
        lines: [{ product_code: n > 57 ? 'TEE' : 'SPOON', quantity: n > 57 ? 500 : 1, unit_price: '4.50' }],
      });
      assert.equal(created.status, 201, JSON.stringify(created.body));
    }
  });

  after(async () => {
    await fixture?.close();
  });

  it('goes from page to page with the keyboard: skip link, focus on each new page, "/" to search, titles', async () => {
    const context = await fixture.browser.newContext({ bypassCSP: true });
    const page = await context.newPage();
    await signInWithKeyboard(page, fixture.server.url, fixture.staffKey);
    await page.getByRole('button', { name: 'Sign out' }).waitFor();
    // The first Tab after a page loads reaches "Skip to content", which moves focus past the navigation.
    await page.evaluate(() => (globalThis as unknown as { document: { body: { focus: () => void } } }).document.body.focus());
    await page.keyboard.press('Tab');
    assert.equal((await page.evaluate(focused)).text, 'Skip to content');
    await page.keyboard.press('Enter');
    assert.equal((await page.evaluate(focused)).id, 'content');

    // Following a navigation link by keyboard lands on the new page's heading, and names the tab after it.
    await page.getByRole('link', { name: 'Shipments', exact: true }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Shipments' }).waitFor();
    await page.waitForFunction(() => (globalThis as unknown as Globals).document.activeElement?.tagName === 'H1');
    assert.equal((await page.evaluate(focused)).text, 'Shipments');
    assert.equal(await page.title(), 'Shipments · Dockside console');

    // "/" puts the cursor in the page's search box; typed into a field, it is just a character.
    await page.keyboard.press('/');
    assert.equal((await page.evaluate(focused)).id, 'shipments-q');
    await page.keyboard.type('a/b');
    assert.equal(await page.getByLabel('Search', { exact: true }).inputValue(), 'a/b');

    // The navigation's groups are headed lists, not landmarks of their own.
    assert.equal(await page.getByRole('navigation', { name: 'Main' }).getByRole('region').count(), 0, 'no landmark inside the navigation');
    assert.equal(
      await page.getByRole('list', { name: 'Operations' }).getByRole('link').count(),
      7,
      'attention, orders, shipments, returns, inventory, counts, drift',
    );

    // Every list's main text filter is a search box that "/" reaches.
    for (const [link, box] of [
      ['Products', 'pf-code'],
      ['Returns', 'ret-order'],
      ['Inventory', 'inv-product'],
      ['Events', 'ev-resource-id'],
    ] as const) {
      await page.getByRole('link', { name: link, exact: true }).click();
      await page.waitForFunction(() => (globalThis as unknown as Globals).document.activeElement?.tagName === 'H1');
      await page.keyboard.press('/');
      assert.equal((await page.evaluate(focused)).id, box, `"/" on ${link}`);
    }
    await context.close();
  });

  it('searches as the typing settles, asking the server once per pause, and shows only the latest answer', async () => {
    const context = await fixture.browser.newContext();
    const page = await context.newPage();
    await signInWithKeyboard(page, fixture.server.url, fixture.staffKey);
    await page.getByRole('link', { name: 'Orders', exact: true }).click();
    await page.getByRole('cell', { name: 'SO-1001' }).waitFor();
    const searches: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/v1/orders' && url.searchParams.has('q')) searches.push(url.searchParams.get('q')!);
    });
    const box = page.getByLabel('Search', { exact: true });
    await box.focus();
    await page.keyboard.type('pim de', { delay: 40 });
    // No Enter: the list answers once typing stops.
    await page.getByRole('cell', { name: 'SO-1001' }).waitFor({ state: 'detached' });
    await page.getByRole('cell', { name: 'NAV-002' }).waitFor();
    const shown = await page.locator('tbody tr td:first-child').allInnerTexts();
    assert.equal(shown.length, 30, 'the 30 orders of Pim de Vries');
    assert.ok(
      shown.every((n) => /^NAV-\d{3}$/.test(n) && Number(n.slice(4)) % 2 === 0),
      shown.join(),
    );
    assert.deepEqual(searches, ['pim de'], 'one question for six keystrokes');
    await context.close();
  });

  it('loads the next page of a long list with More, without repeating or losing an order', async () => {
    const context = await fixture.browser.newContext();
    const page = await context.newPage();
    await signInWithKeyboard(page, fixture.server.url, fixture.staffKey);
    await page.getByRole('link', { name: 'Orders', exact: true }).click();
    const rows = page.locator('tbody tr td:first-child');
    await page.getByRole('cell', { name: 'SO-1001' }).waitFor();
    assert.equal(await rows.count(), 50);
    await page.getByRole('button', { name: 'More' }).click();
    await page.getByRole('button', { name: 'More' }).waitFor({ state: 'detached' });
    const numbers = await rows.allInnerTexts();
    assert.equal(numbers.length, 72);
    assert.equal(new Set(numbers).size, 72, 'no order twice');
    const all = await fixture.api('GET', '/api/v1/orders?per_page=250');
    assert.deepEqual(
      numbers,
      all.body.map((o: { number: string }) => o.number),
      "the API's order, page after page",
    );

    // The channel filter asks the server: the demo's Amazon orders only.
    await page.getByLabel('Channel').selectOption({ label: 'Amazon US' });
    await page.getByRole('cell', { name: 'NAV-001' }).waitFor({ state: 'detached' });
    const amazon = await fixture.api('GET', '/api/v1/orders?channel=amazon&per_page=250');
    assert.deepEqual(
      await rows.allInnerTexts(),
      amazon.body.map((o: { number: string }) => o.number),
    );
    assert.ok(amazon.body.length > 0 && (await page.locator('tbody tr td:nth-child(3)').allInnerTexts()).every((c) => c === 'amazon'));
    await context.close();
  });

  it('lists shipments by state from an address, searches them, and opens the order', async () => {
    const context = await fixture.browser.newContext({ bypassCSP: true });
    const page = await context.newPage();
    await signInWithKeyboard(page, fixture.server.url, fixture.staffKey);
    await page.getByRole('button', { name: 'Sign out' }).waitFor();
    await page.goto(`${fixture.server.url}/console/#shipments?state=waiting`);
    await page.getByRole('heading', { name: 'Shipments' }).waitFor();
    assert.equal(await page.getByLabel('State').inputValue(), 'waiting');
    // The filters live in the address: a change is written back without opening the page anew (the
    // warehouse typed but not applied stays in its box), and a reload keeps them.
    await page.getByLabel('Warehouse').fill('EA');
    await page.getByLabel('State').selectOption('pending');
    await page.waitForFunction(() => (globalThis as unknown as { location: { hash: string } }).location.hash === '#shipments?state=pending');
    assert.equal(await page.getByLabel('Warehouse').inputValue(), 'EA', 'the page was not opened anew');
    await page.reload();
    await page.getByRole('heading', { name: 'Shipments' }).waitFor();
    assert.equal(await page.getByLabel('State').inputValue(), 'pending');
    // Dockside out of reach: the list says so, and is no longer busy.
    const shipmentsList = (url: URL) => url.pathname === '/api/v1/customer-shipments';
    await page.route(shipmentsList, (route) => route.abort());
    await page.getByLabel('State').selectOption('open');
    await page.getByRole('alert').filter({ hasText: 'Dockside could not be reached' }).waitFor({ timeout: 20_000 });
    assert.equal(await page.locator('table[aria-busy=true]').count(), 0);
    await page.unroute(shipmentsList);
    await page.getByLabel('State').selectOption('waiting');
    await page.getByRole('alert').waitFor({ state: 'detached' });

    const waiting = await fixture.api('GET', '/api/v1/customer-shipments?state=waiting&per_page=250');
    assert.ok(waiting.body.length >= 3, 'the three TEE orders wait for stock');
    const first = page.locator('tbody tr td:first-child');
    await page.getByRole('cell', { name: new RegExp(`^${waiting.body[0].number}`) }).waitFor();
    assert.deepEqual(
      (await first.allInnerTexts()).map((t) => t.split(' ')[0]),
      waiting.body.map((s: { number: string }) => s.number),
    );
    assert.deepEqual(await seriousViolations(page), [], 'shipments page');
    await page.screenshot({ path: join(SHOTS, 'console-shipments.png'), fullPage: true });

    await page.getByLabel('Search', { exact: true }).fill('NAV-059');
    await page.getByLabel('Search', { exact: true }).press('Enter');
    await page.waitForFunction(
      () => (globalThis as unknown as { document: { querySelectorAll: (s: string) => { length: number } } }).document.querySelectorAll('tbody tr').length === 1,
    );
    await page.locator('tbody tr a').first().click();
    await page.getByRole('heading', { name: /^Order NAV-059/ }).waitFor();
    await context.close();
  });

  it("keeps the event log's filters in the address", async () => {
    const context = await fixture.browser.newContext();
    const page = await context.newPage();
    await signInWithKeyboard(page, fixture.server.url, fixture.staffKey);
    await page.getByRole('button', { name: 'Sign out' }).waitFor();
    await page.goto(`${fixture.server.url}/console/#events`);
    await page.getByRole('heading', { name: 'Events' }).waitFor();
    await page.getByLabel('Type').selectOption('customer_shipment.released');
    await page.getByLabel('Oldest first').check();
    await page.getByLabel('Resource id').press('Enter');
    await page.waitForFunction(
      () => (globalThis as unknown as { location: { hash: string } }).location.hash === '#events?type=customer_shipment.released&oldest_first=true',
    );
    const released = await fixture.api('GET', '/api/v1/events?type=customer_shipment.released&per_page=50');
    await page.getByRole('cell', { name: `#${released.body[0].id}`, exact: true }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Events' }).waitFor();
    assert.equal(await page.getByLabel('Type').inputValue(), 'customer_shipment.released');
    assert.ok(await page.getByLabel('Oldest first').isChecked());
    // The filters are there at once; the rows once the list has answered.
    await page.getByRole('cell', { name: `#${released.body[0].id}`, exact: true }).waitFor();
    assert.deepEqual(
      await page.locator('tbody td:nth-child(2)').allInnerTexts(),
      released.body.map(() => 'customer_shipment.released'),
    );
    await context.close();
  });
});
