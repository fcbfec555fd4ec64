import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { closedPort } from '../events/receiver.ts';
import { skipWithoutBrowser } from '../helpers/browser.ts';
import { seriousViolations, SHOTS, signInWithKeyboard, startConsoleFixture, type ConsoleFixture } from '../helpers/console.ts';

/** An order of the demo's web shop at one warehouse. */
function orderBody(number: string, warehouse: string, lines: { product_code: string; quantity: number }[]) {
  return {
    number,
    channel: 'shop',
    currency: 'USD',
    warehouse,
    customer: { code: `C-${number}`, name: 'Rosa Diaz', email: 'rosa.diaz@example.com' },
    shipping_address: { name: 'Rosa Diaz', street: '1 Pier St', city: 'Boston', zip: '02110', country_code: 'US' },
    lines: lines.map((l) => ({ ...l, unit_price: '10.00' })),
  };
}

/** The panel of one kind: its region, its count as shown, its rows. */
function panel(page: Page, title: string) {
  const region = page.getByRole('region', { name: new RegExp(`^${title}`) });
  return { region, count: async () => Number(await region.locator('h2 .count').innerText()), rows: region.locator('tbody tr') };
}

/**
 * The attention page (docs/console.md "What needs attention"), the console's home page: one record of
 * each kind made through the API over the demo merchant, each panel and its links, the charts' numbers
 * against the reports, the viewer, and the all-clear state once everything is resolved.
 */
describe('the attention page in Chromium', { timeout: 240_000, skip: skipWithoutBrowser() }, () => {
  let fixture: ConsoleFixture;
  let endpointId: number;
  let returnNumber: string;
  let crsId: number;
  let viewerKey: string;
  const ok = async (method: string, path: string, body?: unknown, key?: string) => {
    const answer = await fixture.api(method, path, body, key);
    assert.ok(answer.status < 300, `${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body;
  };

  before(async () => {
    fixture = await startConsoleFixture({ DOCKSIDE_WEBHOOK_ALLOW_PRIVATE: '1' });
    // Waiting for stock: 500 T-shirts where EAST holds 65.
    assert.equal(
      (await ok('POST', '/api/v1/orders', orderBody('SO-ATTN-1', 'EAST', [{ product_code: 'TEE', quantity: 500 }]))).customer_shipments[0].state,
      'waiting',
    );
    // A discrepancy: the warehouse ships a serum from a lot the books do not hold.
    const serum = (await ok('POST', '/api/v1/orders', orderBody('SO-ATTN-2', 'EAST', [{ product_code: 'SERUM-30ML', quantity: 1 }]))).customer_shipments[0];
    await ok(
      'PUT',
      '/services/3pl/v1/customer-shipments/ship.json',
      { shipments: [{ id: serum.id, lines: [{ product_code: 'SERUM-30ML', quantity: 1, lot: { number: 'L-NOBOOK' } }] }] },
      fixture.warehouseKey,
    );
    // A return on its way back: SO-1001's two mugs shipped, one returned as too small.
    const order = await ok('GET', '/api/v1/orders/SO-1001');
    await ok(
      'PUT',
      '/services/3pl/v1/customer-shipments/ship.json',
      { shipments: [{ id: order.customer_shipments[0].id, lines: [{ product_code: 'MUG', quantity: 2 }] }] },
      fixture.warehouseKey,
    );
    const returned = await ok('POST', '/api/v1/returns', {
      order: 'SO-1001',
      source: 'storefront',
      lines: [{ order_line_id: order.lines[0].id, quantity: 1, reason: 'Too small' }],
    });
    returnNumber = returned.number;
    crsId = returned.customer_return_shipments[0].id;
    // Late: every released shipment counts once the due time is 0 minutes.
    await ok('PATCH', '/api/v1/settings', { acknowledgement_due_minutes: 0 });
    // A failing endpoint: the dispatcher of `dockside serve` tries it and fails.
    endpointId = (await ok('POST', '/api/v1/webhook-endpoints', { url: `http://127.0.0.1:${await closedPort()}/hooks`, events: ['*'], description: 'ERP' })).id;
    await ok('POST', '/api/v1/inventory/adjustments', { warehouse: 'EAST', product_code: 'SPOON', quantity: 1, reason: 'an event for the hook' });
    for (let i = 0; i < 100 && (await ok('GET', '/api/v1/attention')).failing_webhook_endpoints.count === 0; i++) await new Promise((r) => setTimeout(r, 100));
    viewerKey = (await ok('POST', '/api/v1/api-keys', { role: 'viewer', name: 'attention viewer' })).key;
  });
  after(async () => {
    await fixture?.close();
  });

  it('shows each kind with its count and oldest records linked to their pages, and the charts with their numbers', async () => {
    const context = await fixture.browser.newContext({ viewport: { width: 1360, height: 900 }, bypassCSP: true });
    const page = await context.newPage();
    await signInWithKeyboard(page, fixture.server.url, fixture.staffKey);
    await page.getByRole('heading', { name: 'What needs attention' }).waitFor();
    assert.equal(await page.getByRole('link', { name: 'Attention' }).getAttribute('aria-current'), 'page', 'the home page after sign-in');
    const api = await ok('GET', '/api/v1/attention');

    const waiting = panel(page, 'Waiting for stock');
    await waiting.rows.first().waitFor();
    assert.equal(await waiting.count(), api.waiting_for_stock.count);
    assert.equal(await waiting.rows.count(), api.waiting_for_stock.oldest.length);
    const mine = waiting.rows.filter({ hasText: 'SO-ATTN-1' });
    assert.match(await mine.innerText(), /CS-\d{6}\s+SO-ATTN-1\s+EAST/);
    assert.equal(await mine.getByRole('link', { name: /^CS-\d{6}$/ }).getAttribute('href'), '#/orders/SO-ATTN-1', 'a shipment links to its order');
    assert.equal(await waiting.region.getByRole('link', { name: 'All shipments waiting for stock' }).getAttribute('href'), '#shipments?state=waiting');

    const late = panel(page, 'Not acknowledged by the warehouse');
    assert.equal(await late.count(), api.not_acknowledged.count);
    assert.ok(api.not_acknowledged.count > 5, 'every pending demo shipment is late at 0 minutes');
    assert.equal(await late.rows.count(), 5);
    await late.region.getByText(`The oldest 5 of ${api.not_acknowledged.count}.`).waitFor();
    await late.region.getByText(/due after 0 minutes/).waitFor();

    const discrepancies = panel(page, 'Inventory discrepancies');
    assert.equal(await discrepancies.count(), 1);
    const cells = await discrepancies.rows.first().locator('td').allInnerTexts();
    assert.match((cells[0] ?? '').replace(/\s+/g, ' '), /^SERUM-30ML lot L-NOBOOK EAST \/ storage, since \S/);
    assert.deepEqual(cells.slice(1, 4), ['0', '1', '-1']);
    assert.match(cells[4] ?? '', /^CS-\d{6} \(SO-ATTN-2\)$/);
    assert.equal(
      await discrepancies.region.getByRole('link', { name: 'SERUM-30ML' }).getAttribute('href'),
      '#inventory?warehouse=EAST&product_code=SERUM-30ML',
    );
    assert.equal(
      await discrepancies.rows
        .first()
        .getByRole('link', { name: /^CS-\d{6}$/ })
        .getAttribute('href'),
      '#/orders/SO-ATTN-2',
    );

    const endpoints = panel(page, 'Failing webhook endpoints');
    assert.equal(await endpoints.count(), 1);
    const hook = endpoints.region.getByRole('link', { name: /^http:\/\/127\.0\.0\.1:\d+\/hooks$/ });
    assert.equal(await hook.getAttribute('href'), `#/webhooks/${endpointId}`);
    assert.notEqual(await endpoints.rows.first().locator('.last-error').innerText(), 'No error recorded', 'the last error is shown');

    const returns = panel(page, 'Returns awaiting receipt');
    assert.equal(await returns.count(), 1);
    assert.match(await returns.rows.first().innerText(), new RegExp(`CRS-\\d{6}\\s+${returnNumber}\\s+EAST\\s+pending`));

    // The charts: today's shipments and the return reason, as the reports count them in the browser's time zone.
    const tz = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    const shipped = await ok('GET', `/api/v1/reports/shipments-per-day?days=30&tz=${encodeURIComponent(tz)}`);
    assert.equal(shipped.total, 2);
    assert.deepEqual(await seriousViolations(page), [], 'attention page');
    await page.screenshot({ path: join(SHOTS, 'console-attention.png'), fullPage: true });
    const perDay = page.getByRole('figure', { name: /^Shipments per day/ });
    await perDay.getByText('The numbers').click();
    const dayRows = perDay.locator('tbody tr');
    assert.equal(await dayRows.count(), 30);
    assert.deepEqual(await dayRows.last().locator('td').allInnerTexts(), [String(shipped.per_day.at(-1).shipped)]);
    assert.equal(shipped.per_day.at(-1).shipped, 2);
    await perDay.getByText(/^2 shipments in 30 days; the most, 2, on /).waitFor();
    assert.ok((await perDay.locator('svg[role=img] text', { hasText: 'Day' }).count()) >= 1, 'the day axis is labelled');
    const reasons = page.getByRole('figure', { name: /^Returns by reason/ });
    await reasons.getByText('The numbers').click();
    assert.deepEqual(await reasons.locator('tbody tr').first().locator('th, td').allInnerTexts(), ['Too small', '1', '1']);
    assert.deepEqual(await seriousViolations(page), [], "attention page with the charts' numbers open");

    // Each link leads to its page.
    await mine.getByRole('link', { name: 'SO-ATTN-1' }).click();
    await page.getByRole('heading', { name: /^Order SO-ATTN-1/ }).waitFor();
    await page.goBack();
    await returns.region.getByRole('link', { name: returnNumber }).click();
    await page.getByRole('heading', { name: new RegExp(`^Return ${returnNumber}`) }).waitFor();
    await page.goBack();
    await hook.click();
    await page.getByRole('heading', { name: /^Endpoint http:\/\/127\.0\.0\.1/ }).waitFor();
    await page.goBack();
    await discrepancies.region.getByRole('link', { name: 'SERUM-30ML' }).click();
    await page.getByRole('heading', { name: 'Inventory' }).waitFor();
    assert.deepEqual(
      [await page.getByLabel('Warehouse').first().inputValue(), await page.getByLabel('Product code').first().inputValue()],
      ['EAST', 'SERUM-30ML'],
      'the inventory opens on that stock level',
    );
    await page.locator('tbody tr', { hasText: 'SERUM-30ML' }).waitFor();

    // Dockside out of reach: Refresh says so and can be pressed again.
    await page.goBack();
    await page.getByRole('heading', { name: 'What needs attention' }).waitFor();
    await page.route(
      (url) => url.pathname === '/api/v1/attention',
      (route) => route.abort(),
    );
    await page.getByRole('button', { name: 'Refresh' }).click();
    await page.getByRole('alert').filter({ hasText: 'Dockside could not be reached' }).waitFor({ timeout: 20_000 });
    assert.ok(await page.getByRole('button', { name: 'Refresh' }).isEnabled(), 'Refresh is not left disabled');
    await context.close();
  });

  it('shows a viewer the same page, with nothing to change', async () => {
    const context = await fixture.browser.newContext({ bypassCSP: true });
    const page = await context.newPage();
    await signInWithKeyboard(page, fixture.server.url, viewerKey);
    await page.getByText('Viewer (read only)').waitFor();
    await page.getByRole('heading', { name: 'What needs attention' }).waitFor();
    await panel(page, 'Returns awaiting receipt').rows.first().waitFor();
    assert.equal(await panel(page, 'Inventory discrepancies').count(), 1);
    assert.equal(await page.locator('main form, main input, main select').count(), 0);
    assert.deepEqual(await page.locator('main button').allInnerTexts(), ['Refresh']);
    assert.deepEqual(await seriousViolations(page), [], 'attention page, viewer');
    await context.close();
  });

  it('says all clear once each thing is resolved', async () => {
    const listed = await ok('GET', '/api/v1/attention?limit=50');
    for (const shipment of listed.waiting_for_stock.oldest) await ok('POST', `/api/v1/customer-shipments/${shipment.id}/release`);
    await ok('PATCH', '/api/v1/settings', { acknowledgement_due_minutes: 240 });
    await ok('POST', '/api/v1/inventory/adjustments', {
      warehouse: 'EAST',
      product_code: 'SERUM-30ML',
      quantity: 1,
      lot: { number: 'L-NOBOOK' },
      reason: 'found on count',
    });
    await ok('PATCH', `/api/v1/webhook-endpoints/${endpointId}`, { enabled: false });
    await ok(
      'PUT',
      '/services/3pl/v1/customer-return-shipments/receive.json',
      { shipments: [{ id: crsId, lines: [{ product_code: 'MUG', quantity: 1 }] }] },
      fixture.warehouseKey,
    );

    const context = await fixture.browser.newContext({ bypassCSP: true });
    const page = await context.newPage();
    await signInWithKeyboard(page, fixture.server.url, fixture.staffKey);
    await page
      .getByRole('status')
      .filter({ hasText: /^All clear/ })
      .waitFor();
    for (const title of [
      'Waiting for stock',
      'Not acknowledged by the warehouse',
      'Inventory discrepancies',
      'Failing webhook endpoints',
      'Returns awaiting receipt',
      'Receipt differences',
      'Warehouses drifting',
    ]) {
      assert.equal(await panel(page, title).count(), 0, title);
      assert.equal(await panel(page, title).rows.count(), 0, title);
    }
    // The demo sets no drift alert: the panel says where to set one.
    await panel(page, 'Warehouses drifting').region.getByText('No drift alert is set (Settings, Drift alert after).').waitFor();
    assert.deepEqual(await seriousViolations(page), [], 'attention page, all clear');
    await context.close();
  });
});
