import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { seriousViolations, SHOTS, signInWithKeyboard, startConsoleFixture, type ConsoleFixture, type PageGlobals } from '../helpers/console.ts';

/**
 * The staff console in a real browser (docs/console.md): signing in and out, the orders list and an order,
 * the inventory, API keys. The other pages have files of their own beside this one.
 */
describe('the staff console in Chromium', { timeout: 180_000 }, () => {
  let fixture: ConsoleFixture;
  let server: ConsoleFixture['server'];
  let browser: ConsoleFixture['browser'];
  let staffKey: string;

  before(async () => {
    fixture = await startConsoleFixture();
    ({ server, browser, staffKey } = fixture);
    // The warehouse ships SO-1001's two mugs in two UPS parcels, so that its page has packages to show.
    const shipped = await fixture.api('PUT', '/services/3pl/v1/customer-shipments/ship.json', { shipments: [{ id: 1, carrier_identifier: 'ups', carrier_service: 'Ground', tracking_number: '1Z999AA10123456784', packages: [
      { tracking_number: '1Z999AA10123456784', items: [{ product_code: 'MUG', quantity: 1 }] },
      { tracking_number: '1Z999AA10123456793', items: [{ product_code: 'MUG', quantity: 1 }] },
    ] }] }, fixture.warehouseKey);
    assert.equal(shipped.status, 200, JSON.stringify(shipped.body));
  });

  after(async () => {
    await fixture?.close();
  });

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
    await page.getByRole('link', { name: 'Inventory' }).click();
    await page.getByRole('heading', { name: 'Inventory' }).waitFor();
    await page.getByLabel('Warehouse', { exact: true }).first().fill('EAST');
    await page.getByLabel('Product code').first().fill('MUG');
    await page.getByRole('button', { name: 'Filter' }).click();
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
    await page.getByRole('alert').filter({ hasText: /^Refused: / }).waitFor();
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
      method: 'POST', headers: { authorization: `Bearer ${staffKey}`, 'content-type': 'application/json' },
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
    await page.getByRole('link', { name: 'Inventory' }).click();
    await page.getByText('Viewers read stock; adjusting it needs a staff key.').waitFor();
    assert.equal(await page.getByRole('form', { name: 'Adjust stock' }).count(), 0);
    await context.close();
  });

  it('creates a key shown only once, and revokes it: the revoked key no longer signs in', async () => {
    const context = await browser.newContext({ bypassCSP: true });
    const page = await context.newPage();
    page.on('dialog', (dialog) => { void dialog.accept(); });
    await signInWithKeyboard(page, server.url, staffKey);
    await page.getByRole('link', { name: 'API keys' }).click();
    await page.getByRole('heading', { name: 'API keys' }).waitFor();
    const create = page.getByRole('form', { name: 'Create a key' });
    await create.getByLabel('Role').selectOption('viewer');
    await create.getByLabel('Name').fill('console e2e viewer');
    await create.getByRole('button', { name: 'Create key' }).click();
    const shown = page.locator('.shown-once code');
    await shown.waitFor();
    const key = await shown.innerText();
    assert.match(key, /^dk_\w+_[\w-]{20,}$/);
    await page.getByRole('button', { name: 'I have stored it' }).click();
    assert.ok(!(await page.content()).includes(key), 'once dismissed, the key is gone from the page');
    const row = page.locator('tbody tr', { hasText: 'console e2e viewer' });
    await row.waitFor();
    assert.deepEqual(await seriousViolations(page), [], 'API keys page');
    await page.screenshot({ path: join(SHOTS, 'console-keys.png'), fullPage: true });
    await row.getByRole('button', { name: /^Revoke / }).click();
    await row.getByText(/^revoked /).waitFor();
    await context.close();

    const other = await browser.newContext();
    const refused = await other.newPage();
    await signInWithKeyboard(refused, server.url, key);
    await refused.getByRole('alert').waitFor();
    assert.match(await refused.getByRole('alert').innerText(), /revoked|unknown/i);
    await other.close();
  });
});
