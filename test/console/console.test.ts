import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { skipWithoutBrowser } from '../helpers/browser.ts';
import { seriousViolations, SHOTS, signInWithKeyboard, startConsoleFixture, type ConsoleFixture, type PageGlobals } from '../helpers/console.ts';

/**
 * The staff console in a real browser (docs/console.md): signing in and out, the orders list and an order,
 * the inventory, API keys. The other pages have files of their own beside this one.
 */
describe('the staff console in Chromium', { timeout: 180_000, skip: skipWithoutBrowser() }, () => {
  let fixture: ConsoleFixture;
  let server: ConsoleFixture['server'];
  let browser: ConsoleFixture['browser'];
  let staffKey: string;

  before(async () => {
    fixture = await startConsoleFixture();
    ({ server, browser, staffKey } = fixture);
    // The warehouse acknowledges SO-1001 with its own reference, then ships its two mugs in two UPS
    // parcels, so that its page has packages to show.
    const acknowledged = await fixture.api(
      'PUT',
      '/services/3pl/v1/customer-shipments/acknowledge.json',
      { shipments: [{ id: 1, tpl_reference: 'WMS-7001' }] },
      fixture.warehouseKey,
    );
    assert.equal(acknowledged.status, 200, JSON.stringify(acknowledged.body));
    const shipped = await fixture.api(
      'PUT',
      '/services/3pl/v1/customer-shipments/ship.json',
      {
        shipments: [
          {
            id: 1,
            carrier_identifier: 'ups',
            carrier_service: 'Ground',
            tracking_number: '1Z999AA10123456784',
            packages: [
              { tracking_number: '1Z999AA10123456784', items: [{ product_code: 'MUG', quantity: 1 }] },
              { tracking_number: '1Z999AA10123456793', items: [{ product_code: 'MUG', quantity: 1 }] },
            ],
          },
        ],
      },
      fixture.warehouseKey,
    );
    assert.equal(shipped.status, 200, JSON.stringify(shipped.body));
  });

  after(async () => {
    await fixture?.close();
  });

  /** A new browser signed in with the staff key, on the console page at `hash`. */
  async function staffAt(hash: string) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInWithKeyboard(page, server.url, staffKey);
    await page.getByRole('button', { name: 'Sign out' }).waitFor();
    await page.goto(`${server.url}/console/${hash}`);
    return { context, page };
  }

  it('signs in with a staff key from the keyboard, lists the orders, keeps no key, and signs out', async () => {
    // axe-core is injected as an inline script, which the console's policy refuses: the test's own
    // context bypasses it (the policy itself is checked below, on the answer).
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, bypassCSP: true });
    const page = await context.newPage();
    const failed: string[] = [];
    page.on('requestfailed', (request) => failed.push(request.url()));
    page.on('request', (request) => {
      if (!request.url().startsWith(server.url)) failed.push(`another origin: ${request.url()}`);
    });
    const answer = await page.goto(`${server.url}/console/`);
    assert.match(answer!.headers()['content-security-policy'] ?? '', /default-src 'self'; script-src 'self'/);
    await page.getByRole('heading', { name: 'Dockside console' }).waitFor();
    assert.deepEqual(await seriousViolations(page), [], 'sign-in page');
    await page.screenshot({ path: join(SHOTS, 'console-sign-in.png') });

    await signInWithKeyboard(page, server.url, staffKey);
    await page.getByRole('link', { name: 'Orders', exact: true }).click();
    await page.getByRole('heading', { name: 'Orders' }).waitFor();
    await page.getByRole('cell', { name: 'SO-1001' }).waitFor();
    assert.ok(await page.getByText('Staff', { exact: true }).isVisible());
    assert.deepEqual(await seriousViolations(page), [], 'orders page');
    await page.screenshot({ path: join(SHOTS, 'console-orders.png'), fullPage: true });

    // The key lives nowhere in the browser: not in storage, not in the page, not in a readable cookie.
    const stored = await page.evaluate(() => {
      const { localStorage, sessionStorage, document } = globalThis as unknown as PageGlobals;
      return JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage }, cookie: document.cookie });
    });
    assert.ok(!stored.includes(staffKey) && !(await page.content()).includes(staffKey), 'the key is not kept by the browser');
    const cookies = await context.cookies();
    assert.ok(cookies.length > 0 && cookies.every((c) => c.httpOnly && c.sameSite === 'Strict'), JSON.stringify(cookies));

    // The search box asks the server: Maya Chen's two orders, by a word of her name.
    await page.getByLabel('Search', { exact: true }).fill('maya');
    await page.getByLabel('Search', { exact: true }).press('Enter');
    await page.getByRole('cell', { name: 'SO-1002' }).waitFor({ state: 'detached' });
    assert.deepEqual((await page.locator('tbody tr td:first-child').allInnerTexts()).sort(), ['SO-1001', 'SO-1007']);
    // An order's page: its shipment with both parcels, each SSCC and its carrier's tracking page.
    await page.getByRole('link', { name: 'SO-1001' }).click();
    await page.getByRole('heading', { name: /^Order SO-1001/ }).waitFor();
    await page.getByRole('heading', { name: /^CS-000001/ }).waitFor();
    const parcels = page.getByRole('table', { name: 'Packages of CS-000001' }).locator('tbody tr');
    assert.equal(await parcels.count(), 2);
    assert.match(await parcels.first().locator('td').first().innerText(), /^\d{18}$/, 'an SSCC-18');
    assert.equal(await page.getByRole('link', { name: '1Z999AA10123456793' }).getAttribute('href'), 'https://www.ups.com/track?tracknum=1Z999AA10123456793');
    assert.deepEqual(await seriousViolations(page), [], 'order page');
    await page.screenshot({ path: join(SHOTS, 'console-order.png'), fullPage: true });
    await page.getByRole('link', { name: '← Orders' }).click();
    await page.getByRole('heading', { name: 'Orders' }).waitFor();

    await page.getByLabel('Search', { exact: true }).fill('no-such-thing');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByText('No orders match “no-such-thing”.').waitFor();

    // Inventory: MUG at EAST, corrected by +5 into bin A-01 with a reason (a write: the session's CSRF token
    // goes with it), and a refused correction says why.
    await page.getByRole('link', { name: 'Inventory', exact: true }).click();
    await page.getByRole('heading', { name: 'Inventory' }).waitFor();
    await page.getByLabel('Warehouse', { exact: true }).first().fill('EAST');
    await page.getByLabel('Product code').first().fill('MUG');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    const mugRow = page.locator('tbody tr', { hasText: 'MUG' });
    await page.locator('tbody tr').filter({ hasNotText: 'MUG' }).first().waitFor({ state: 'detached' });
    const onHand = async () => Number(await mugRow.locator('td').nth(2).innerText());
    const before = await onHand();
    const adjust = page.getByRole('form', { name: 'Adjust stock' });
    await adjust.getByLabel('Warehouse').fill('EAST');
    await adjust.getByLabel('Product code').fill('MUG');
    await adjust.getByLabel(/^Quantity/).fill('5');
    await adjust.getByLabel(/^Location/).fill('A-01');
    await adjust.getByLabel('Reason').fill('cycle count');
    await adjust.getByRole('button', { name: 'Adjust' }).click();
    await page.getByRole('status').filter({ hasText: 'Adjusted MUG at EAST by 5.' }).waitFor();
    for (let i = 0; i < 50 && (await onHand()) !== before + 5; i++) await new Promise((r) => setTimeout(r, 100));
    assert.equal(await onHand(), before + 5);
    assert.match(await mugRow.innerText(), /A-01: \d+/);
    assert.deepEqual(await seriousViolations(page), [], 'inventory page');
    await page.screenshot({ path: join(SHOTS, 'console-inventory.png'), fullPage: true });
    await adjust.getByLabel('Product code').fill('NO-SUCH-PRODUCT');
    await adjust.getByLabel(/^Quantity/).fill('1');
    await adjust.getByLabel('Reason').fill('typo');
    await adjust.getByRole('button', { name: 'Adjust' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: /^Refused, nothing changed: / })
      .waitFor();
    assert.equal(await adjust.getByLabel('Product code').getAttribute('aria-invalid'), 'true', 'the refusal shows on the field it names');
    assert.match(await adjust.locator('#adj-product-error').innerText(), /NO-SUCH-PRODUCT/);
    // Enter pressed twice while the first adjustment is on its way (held back 300 ms here) moves the stock
    // once: each request carries its own Idempotency-Key, so only the form can refuse the second.
    const stockNow = async () => (await fixture.api('GET', '/api/v1/inventory?warehouse=EAST&product_code=MUG')).body[0].on_hand as number;
    const start = await stockNow();
    const slow = '**/api/v1/inventory/adjustments';
    await page.route(slow, async (route) => {
      await new Promise((r) => setTimeout(r, 300));
      await route.continue();
    });
    await adjust.getByLabel('Product code').fill('MUG');
    await adjust.getByLabel(/^Quantity/).fill('2');
    await adjust.getByLabel('Reason').fill('double Enter');
    await adjust.getByLabel('Reason').press('Enter');
    await adjust.getByLabel('Reason').press('Enter');
    await adjust.getByRole('button', { name: 'Saving…' }).waitFor();
    await page.getByRole('status').filter({ hasText: 'Adjusted MUG at EAST by 2.' }).waitFor();
    await new Promise((r) => setTimeout(r, 800));
    assert.equal(await stockNow(), start + 2, 'the stock moved once');
    await page.unroute(slow);
    await page.getByRole('link', { name: 'Orders', exact: true }).click();
    await page.getByRole('cell', { name: 'SO-1001' }).waitFor();

    // A reload keeps the session (the cookie) and starts a new list; the state filter asks the server again.
    await page.reload();
    await page.getByRole('cell', { name: 'SO-1001' }).waitFor();
    await page.getByLabel('State').selectOption('cancelled');
    await page.getByRole('cell', { name: 'SO-1001' }).waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByLabel('API key').waitFor();
    await page.reload();
    await page.getByLabel('API key').waitFor();
    assert.deepEqual(failed, [], 'every request went to this origin and succeeded');
    await context.close();
  });

  it('refuses a wrong key with a message, and shows a viewer as read only', async () => {
    const created = await fetch(`${server.url}/api/v1/api-keys`, {
      method: 'POST',
      headers: { authorization: `Bearer ${staffKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ role: 'viewer', name: 'console test viewer' }),
    });
    assert.equal(created.status, 201);
    const viewerKey = ((await created.json()) as { key: string }).key;
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInWithKeyboard(page, server.url, 'dk_staff_not-a-real-key');
    await page.getByRole('alert').waitFor();
    assert.match(await page.getByRole('alert').innerText(), /unknown|revoked|key/i);
    await signInWithKeyboard(page, server.url, viewerKey);
    await page.getByText('Viewer (read only)').waitFor();
    await page.getByRole('link', { name: 'Orders', exact: true }).click();
    await page.getByRole('cell', { name: 'SO-1001' }).waitFor();
    await page.getByRole('link', { name: 'Inventory', exact: true }).click();
    await page.getByText('Read only: adjusting stock needs a staff key.').waitFor();
    assert.equal(await page.getByRole('form', { name: 'Adjust stock' }).count(), 0);
    await context.close();
  });

  it('creates a key shown only once, and revokes it: the revoked key no longer signs in', async () => {
    const context = await browser.newContext({ bypassCSP: true });
    const page = await context.newPage();
    page.on('dialog', (dialog) => {
      void dialog.accept();
    });
    await signInWithKeyboard(page, server.url, staffKey);
    await page.getByRole('link', { name: 'API keys' }).click();
    await page.getByRole('heading', { name: 'API keys' }).waitFor();
    // Where the keyboard is: the focused element's tag, id, class and text.
    const focused = () =>
      page.evaluate(() => {
        const element = (
          globalThis as unknown as { document: { activeElement: { tagName: string; id: string; className: string; textContent: string | null } | null } }
        ).document.activeElement;
        return { tag: element?.tagName, id: element?.id, className: element?.className, text: element?.textContent ?? '' };
      });
    await page.getByRole('button', { name: 'New key' }).click();
    const create = page.getByRole('form', { name: 'New key' });
    await create.getByLabel('Role').selectOption('viewer');
    await create.getByLabel('Name').fill('console e2e viewer');
    // A double click while the first answer is on its way (held back 300 ms) creates one key, and the one
    // shown is the key created: a second key would replace the first on screen, lost before it was stored.
    await page.route('**/api/v1/api-keys', async (route) => {
      if (route.request().method() === 'POST') await new Promise((r) => setTimeout(r, 300));
      await route.continue();
    });
    await create.getByRole('button', { name: 'Create key' }).dblclick();
    const shown = page.locator('.shown-once code');
    await shown.waitFor();
    const key = await shown.innerText();
    assert.match(key, /^dk_\w+_[\w-]{20,}$/);
    await page.unroute('**/api/v1/api-keys');
    await new Promise((r) => setTimeout(r, 500));
    const named = (await fixture.api('GET', '/api/v1/api-keys?per_page=250')).body.filter((k: { name: string | null }) => k.name === 'console e2e viewer');
    assert.equal(named.length, 1, 'one key created');
    assert.ok(key.startsWith(named[0].prefix), 'the key shown is the one created');
    // The box takes the focus (its heading, not the secret, is what a screen reader reads first: it is no
    // live region), and gives it to the page's heading once dismissed.
    await page.waitForFunction(() =>
      (globalThis as unknown as { document: { activeElement: { className: string } | null } }).document.activeElement?.className.includes('shown-once'),
    );
    assert.match((await focused()).text, /^New viewer key/);
    assert.equal(await page.locator('.shown-once').getAttribute('role'), null);
    await page.getByRole('button', { name: 'I have stored it' }).click();
    assert.ok(!(await page.content()).includes(key), 'once dismissed, the key is gone from the page');
    assert.deepEqual([(await focused()).tag, (await focused()).id], ['H1', 'keys-title']);
    const row = page.locator('tbody tr', { hasText: 'console e2e viewer' });
    await row.waitFor();
    assert.deepEqual(await seriousViolations(page), [], 'API keys page');
    await page.screenshot({ path: join(SHOTS, 'console-keys.png'), fullPage: true });
    // Revoking takes the row's button away: the focus goes to what the page says, not to the page's body.
    await row.getByRole('button', { name: /^Revoke / }).click();
    await row.getByText(/^revoked /).waitFor();
    await page
      .getByRole('status')
      .filter({ hasText: /^Revoked / })
      .waitFor();
    assert.match((await focused()).text, /^Revoked dk_/);
    await context.close();

    const other = await browser.newContext();
    const refused = await other.newPage();
    await signInWithKeyboard(refused, server.url, key);
    await refused.getByRole('alert').waitFor();
    assert.match(await refused.getByRole('alert').innerText(), /revoked|unknown/i);
    await other.close();
  });

  it('lists a shipped shipment with its warehouse reference, its order and its tracking page', async () => {
    const { context, page } = await staffAt('#shipments?state=done');
    const row = page.locator('tbody tr', { hasText: 'CS-000001' });
    await row.waitFor();
    assert.match(await row.innerText(), /WMS WMS-7001/, 'the reference stays shown once the shipment has shipped');
    assert.equal(await row.getByRole('link', { name: 'SO-1001' }).getAttribute('href'), '#/orders/SO-1001', 'the order column links to the order');
    assert.equal(await row.getByRole('link', { name: 'CS-000001' }).getAttribute('href'), '#/orders/SO-1001');
    const tracking = row.getByRole('link', { name: '1Z999AA10123456784' });
    assert.equal(await tracking.getAttribute('href'), 'https://www.ups.com/track?tracknum=1Z999AA10123456784');
    assert.equal(await tracking.getAttribute('target'), '_blank');
    // A filter that matches nothing says so, not that there are no shipments at all.
    await page.getByLabel('Warehouse').fill('NOWHERE');
    await page.getByLabel('Warehouse').press('Enter');
    await page.getByText('No shipments match these filters.').waitFor();
    await context.close();
  });

  it('shows the sign-in page once the session ends elsewhere, returns to the same page, and says when signing out fails', async () => {
    const { context, page } = await staffAt('#shipments?state=done');
    await page.getByRole('cell', { name: /^CS-000001/ }).waitFor();

    // Another tab signs the session out; this tab still holds the (now dead) cookie.
    const cookies = await context.cookies();
    const current = await context.request.get(`${server.url}/api/v1/session`);
    const { csrf_token: csrf } = (await current.json()) as { csrf_token: string };
    const ended = await context.request.delete(`${server.url}/api/v1/session`, { headers: { 'X-CSRF-Token': csrf, origin: server.url } });
    assert.equal(ended.status(), 204);
    await context.addCookies(cookies);

    // The next thing the page asks is refused: the sign-in page takes its place, not the API's 401 text.
    await page.getByLabel('State').selectOption('pending');
    await page.getByLabel('API key').waitFor();
    await page.getByText(/^Your session has ended/).waitFor();
    assert.equal(await page.getByText('Staff', { exact: true }).count(), 0, 'the header is gone with the session');
    assert.match(page.url(), /#shipments\?state=pending$/, 'the address, filters included, is kept');
    await page.getByLabel('API key').fill(staffKey);
    await page.getByLabel('API key').press('Enter');
    await page.getByRole('heading', { name: 'Shipments' }).waitFor();
    assert.equal(await page.getByLabel('State').inputValue(), 'pending', 'signed in again, on the same page with the same filters');

    // Signing out that does not reach Dockside says so, and the session stays.
    await page.route('**/api/v1/session', (route) => (route.request().method() === 'DELETE' ? route.abort() : route.continue()));
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: /^Not signed out: / })
      .waitFor();
    assert.ok(await page.getByText('Staff', { exact: true }).isVisible());
    await page.unroute('**/api/v1/session');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByLabel('API key').waitFor();
    await context.close();
  });

  it('reads a failed reload as a notice and keeps the order shown', async () => {
    const created = await fixture.api('POST', '/api/v1/orders', {
      number: 'SO-RELOAD',
      channel: 'shop',
      currency: 'USD',
      warehouse: 'EAST',
      customer: { code: 'C-RELOAD', name: 'Rita Reload' },
      shipping_address: { name: 'Rita Reload', street: '1 Pier St', city: 'Boston', zip: '02110', subdivision_code: 'MA', country_code: 'US' },
      lines: [{ product_code: 'MUG', quantity: 1, unit_price: '9.00' }],
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const { context, page } = await staffAt('#/orders/SO-RELOAD');
    page.on('dialog', (dialog) => {
      void dialog.accept();
    });
    await page.getByRole('heading', { name: /^Order SO-RELOAD/ }).waitFor();
    assert.match(await page.title(), /^Order SO-RELOAD \w+ · Dockside console$/, 'the tab is named after the heading');
    // The order cannot be read again after the cancellation: the page keeps it, and says so.
    await page.route('**/api/v1/orders/SO-RELOAD', (route) =>
      route.fulfill({ status: 503, contentType: 'application/problem+json', body: JSON.stringify({ status: 503, detail: 'the database is away' }) }),
    );
    await page.getByRole('button', { name: /^Cancel shipment / }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: /^Could not read this page again: the database is away/ })
      .waitFor({ timeout: 20_000 });
    assert.ok(await page.getByRole('heading', { name: /^Order SO-RELOAD/ }).isVisible(), 'the order stays shown');
    await context.close();
  });

  it('pages through more API keys than fit one page', async () => {
    const before = await fixture.api('GET', '/api/v1/api-keys?per_page=250');
    for (let n = before.body.length; n < 55; n++) {
      const key = await fixture.api('POST', '/api/v1/api-keys', { role: 'viewer', name: `paging viewer ${n}` });
      assert.equal(key.status, 201);
    }
    const all = await fixture.api('GET', '/api/v1/api-keys?per_page=250');
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInWithKeyboard(page, server.url, staffKey);
    await page.getByRole('link', { name: 'API keys' }).click();
    const rows = page.locator('tbody tr');
    await page.getByRole('button', { name: 'More' }).waitFor();
    assert.equal(await rows.count(), 50);
    await page.getByRole('button', { name: 'More' }).click();
    await page.getByRole('button', { name: 'More' }).waitFor({ state: 'detached' });
    assert.equal(await rows.count(), all.body.length, 'every key, none twice');
    await context.close();
  });
});
