import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { skipWithoutBrowser } from '../helpers/browser.ts';
import { seriousViolations, SHOTS, signInWithKeyboard, startConsoleFixture, type ConsoleFixture } from '../helpers/console.ts';

const TPL = '/services/3pl/v1';

/** A table row as a script in the page reads it (the tests have no DOM types). */
type TableRow = { cells: Iterable<{ textContent: string | null }> };

/**
 * Returns in the staff console (docs/console.md "Returns", "Return routing"): a routing rule added,
 * changed and deleted; a return created from the order's page with the preview showing the rule's
 * warehouse; the warehouse acknowledging and receiving it through the 3PL API, and the return's page
 * showing the state, the reference and where each unit went (lost and found marked); the list and its
 * filters; a viewer sees none of the write controls.
 */
describe('returns and return routing in the console', { timeout: 240_000, skip: skipWithoutBrowser() }, () => {
  let fixture: ConsoleFixture;
  let viewerKey: string;

  /** Ships an order's one shipment in full through the 3PL API, as the demo's warehouse. */
  async function ship(number: string) {
    const order = (await fixture.api('GET', `/api/v1/orders/${number}`)).body;
    const shipment = order.customer_shipments[0];
    const lines = order.lines.map((l: any) => ({ product_code: l.product_code, quantity: l.quantity }));
    const shipped = await fixture.api('PUT', `${TPL}/customer-shipments/ship.json`, { shipments: [{ id: shipment.id, lines }] }, fixture.warehouseKey);
    assert.equal(shipped.status, 200, JSON.stringify(shipped.body));
    assert.equal(shipped.body.shipments[0].errors, null, JSON.stringify(shipped.body));
  }

  before(async () => {
    fixture = await startConsoleFixture();
    // SO-1007 (Amazon, EAST: two tees and a candle) ships; so does SO-1001 (web shop, EAST: two mugs),
    // whose return, made through the API, stays open beside the one the console makes.
    await ship('SO-1007');
    await ship('SO-1001');
    const open = await fixture.api('POST', '/api/v1/returns', {
      order: 'SO-1001',
      source: 'storefront',
      lines: [{ product_code: 'MUG', quantity: 1, reason: 'chipped' }],
    });
    assert.equal(open.status, 201, JSON.stringify(open.body));
    const viewer = await fixture.api('POST', '/api/v1/api-keys', { role: 'viewer', name: 'returns viewer' });
    assert.equal(viewer.status, 201, JSON.stringify(viewer.body));
    viewerKey = viewer.body.key;
  });

  after(async () => {
    await fixture?.close();
  });

  async function signedIn(key: string): Promise<{ page: Page; close: () => Promise<void> }> {
    const context = await fixture.browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
    const page = await context.newPage();
    page.on('dialog', (dialog) => {
      void dialog.accept();
    });
    await signInWithKeyboard(page, fixture.server.url, key);
    await page.getByRole('button', { name: 'Sign out' }).waitFor();
    return { page, close: () => context.close() };
  }

  it('adds, changes and deletes routing rules', async () => {
    const { page, close } = await signedIn(fixture.staffKey);
    await page.getByRole('link', { name: 'Return routing' }).click();
    await page.getByRole('heading', { name: 'Return routing' }).waitFor();
    const add = page.getByRole('form', { name: 'New rule' });

    // Amazon's returns go to WEST; a catch-all to EAST is added, changed, then deleted (after a confirmation).
    await page.getByRole('button', { name: 'New rule' }).click();
    await add.getByLabel(/^Priority/).fill('10');
    await add.getByLabel('Channel').selectOption('amazon');
    await add.getByLabel('Warehouse').selectOption('WEST');
    await add.getByRole('button', { name: 'Create rule' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /^Added rule \d+: priority 10, to WEST\.$/ })
      .waitFor();
    await page.getByRole('button', { name: 'New rule' }).click();
    await add.getByLabel(/^Priority/).fill('90');
    await add.getByLabel('Warehouse').selectOption('EAST');
    await add.getByLabel(/^Destination country/).press('Enter');
    await page
      .getByRole('status')
      .filter({ hasText: /^Added rule \d+: priority 90, to EAST\.$/ })
      .waitFor();
    let rules = (await fixture.api('GET', '/api/v1/return-routing-rules')).body;
    assert.deepEqual(
      rules.map((r: any) => [r.priority, r.channel, r.country_code, r.product_code, r.warehouse]),
      [
        [10, 'amazon', null, null, 'WEST'],
        [90, null, null, null, 'EAST'],
      ],
    );
    const catchAll = rules[1].id;

    await page.getByRole('button', { name: `Edit rule ${catchAll}` }).click();
    const change = page.getByRole('form', { name: `Edit rule ${catchAll}` });
    await change.getByLabel(/^Priority/).fill('80');
    await change.getByLabel(/^Destination country/).fill('us');
    await change.getByRole('button', { name: 'Save changes' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `Changed rule ${catchAll}: priority 80, to EAST.` })
      .waitFor();
    assert.deepEqual((await fixture.api('GET', `/api/v1/return-routing-rules/${catchAll}`)).body.country_code, 'US');
    assert.deepEqual((await page.locator('tbody tr').nth(1).locator('td').allInnerTexts()).slice(0, 6), [String(catchAll), '80', 'any', 'US', 'any', 'EAST']);

    assert.deepEqual(await seriousViolations(page), [], 'routing page');
    await page.screenshot({ path: join(SHOTS, 'console-routing.png'), fullPage: true });

    // A refusal says why, on the field it names: no such product.
    await page.getByRole('button', { name: 'New rule' }).click();
    await add.getByLabel(/^Priority/).fill('5');
    await add.getByLabel(/^Product code/).fill('NO-SUCH-PRODUCT');
    await add.getByLabel('Warehouse').selectOption('EAST');
    await add.getByRole('button', { name: 'Create rule' }).click();
    await add
      .getByRole('alert')
      .filter({ hasText: /^Refused, nothing changed: .*product_code/ })
      .waitFor();
    assert.equal(await add.getByLabel(/^Product code/).getAttribute('aria-invalid'), 'true');
    await add.getByRole('button', { name: 'Cancel' }).click();

    // Deleting takes the rule's row and its buttons away: the focus goes to what the page says.
    await page.getByRole('button', { name: `Delete rule ${catchAll}` }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `Deleted rule ${catchAll}.` })
      .waitFor();
    await page.waitForFunction(
      (text) => (globalThis as unknown as { document: { activeElement: { textContent: string | null } | null } }).document.activeElement?.textContent === text,
      `Deleted rule ${catchAll}.`,
    );
    rules = (await fixture.api('GET', '/api/v1/return-routing-rules')).body;
    assert.deepEqual(
      rules.map((r: any) => [r.priority, r.warehouse]),
      [[10, 'WEST']],
    );
    await close();
  });

  it('creates a return from the order page with the routing preview, and shows it received by the warehouse', async () => {
    const { page, close } = await signedIn(fixture.staffKey);
    const rule = (await fixture.api('GET', '/api/v1/return-routing-rules')).body.find((r: any) => r.channel === 'amazon');
    assert.ok(rule, 'the first test added the Amazon rule');
    await page.goto(`${fixture.server.url}/console/#/orders/SO-1007`);
    await page.getByRole('heading', { name: /^Order SO-1007/ }).waitFor();
    await page.getByRole('link', { name: 'New return' }).click();
    await page.getByRole('heading', { name: 'New return of SO-1007' }).waitFor();
    const returnable = page.getByRole('table', { name: 'What can be returned' });
    assert.deepEqual(await returnable.locator('tbody th').allInnerTexts(), ['TEE', 'CANDLE']);

    // Too many tees: the preview says why before anything is sent, and creating is refused the same way.
    await page.getByLabel('Quantity of TEE').fill('5');
    const preview = page.getByRole('region', { name: 'Where routing sends it' });
    await preview.getByText(/^Not returnable as it stands: .*only 2 of TEE can still be returned/).waitFor();
    // Only the preview's one-line summary is live, so that each answer is heard as one sentence.
    assert.equal(await preview.getAttribute('aria-live'), null);
    assert.equal(await preview.locator('[aria-live]').count(), 1);
    assert.match(await preview.locator('[aria-live]').innerText(), /^Not returnable as it stands: /);
    await page.getByRole('button', { name: 'Create return' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: /^Refused, nothing changed: .*TEE quantity/ })
      .waitFor();
    assert.equal(await page.getByLabel('Quantity of TEE').getAttribute('aria-invalid'), 'true', 'the refused quantity is marked on its line');

    await page.getByLabel('Quantity of TEE').fill('1');
    await page.getByLabel('Reason for TEE').fill('too small');
    await page.getByLabel('Quantity of CANDLE').fill('1');
    await page.getByLabel('Reason for CANDLE').fill('arrived broken');
    await page.getByLabel('Source', { exact: true }).selectOption('marketplace');
    await page.getByLabel('Carrier (optional)').fill('usps');
    await page.getByLabel('Tracking number (optional)').fill('9400100000000000000099');
    const routed = preview.locator('tbody tr');
    await routed.nth(1).waitFor();
    assert.deepEqual(await routed.locator('td:nth-child(3)').allInnerTexts(), ['WEST', 'WEST'], 'the Amazon rule sends both to WEST');
    assert.match(await routed.first().innerText(), new RegExp(`rule ${rule.id} \\(priority 10; channel amazon\\) is the first rule that matches`));
    await preview.getByText('One customer return shipment: WEST (1 × TEE, 1 × CANDLE).').waitFor();
    assert.deepEqual(await seriousViolations(page), [], 'new return page');
    await page.screenshot({ path: join(SHOTS, 'console-new-return.png'), fullPage: true });

    await page.getByLabel('Reason for CANDLE').press('Enter');
    await page.getByRole('heading', { name: /^Return RO-\d{6}/ }).waitFor();
    const number = /RO-\d{6}/.exec(await page.getByRole('heading', { level: 1 }).innerText())![0];
    assert.equal(new URL(page.url()).hash, `#/returns/${number}`);
    const created = (await fixture.api('GET', `/api/v1/returns/${number}`)).body;
    assert.equal(created.source, 'marketplace');
    assert.equal(created.tracking_number, '9400100000000000000099');
    assert.deepEqual(
      created.lines.map((l: any) => [l.product_code, l.quantity, l.reason, l.warehouse]),
      [
        ['TEE', 1, 'too small', 'WEST'],
        ['CANDLE', 1, 'arrived broken', 'WEST'],
      ],
    );
    const [crs] = created.customer_return_shipments;
    await page.getByRole('heading', { name: `${crs.number} pending` }).waitFor();
    await page.getByRole('link', { name: 'SO-1007' }).waitFor();

    // The warehouse acknowledges it with its RMA number, then receives the tee into bin A-01 and the
    // broken candle into lost and found.
    const ack = await fixture.api(
      'PUT',
      `${TPL}/customer-return-shipments/acknowledge.json`,
      { shipments: [{ id: crs.id, tpl_reference: 'RMA-5001' }] },
      fixture.warehouseKey,
    );
    assert.equal(ack.status, 200, JSON.stringify(ack.body));
    const received = await fixture.api(
      'PUT',
      `${TPL}/customer-return-shipments/receive.json`,
      {
        shipments: [
          {
            id: crs.id,
            lines: [
              { product_code: 'TEE', quantity: 1, location: 'A-01' },
              { product_code: 'CANDLE', quantity: 1, condition: 'damaged' },
            ],
          },
        ],
      },
      fixture.warehouseKey,
    );
    assert.equal(received.status, 200, JSON.stringify(received.body));
    await page.reload();
    await page.getByRole('heading', { name: `Return ${number} closed` }).waitFor();
    const section = page.getByRole('region', { name: `${crs.number} done` });
    await section.getByText('RMA-5001').waitFor();
    const putAway = section.getByRole('table', { name: `Put away from ${crs.number}` }).locator('tbody tr');
    assert.deepEqual(await putAway.evaluateAll((rows) => rows.map((r) => [...(r as unknown as TableRow).cells].map((c) => c.textContent))), [
      ['TEE', '1', '—', 'A-01', 'no'],
      ['CANDLE', '1', '—', 'lost_and_found', 'yes'],
    ]);
    const expected = section.getByRole('table', { name: `Expected in ${crs.number}` }).locator('tbody tr');
    assert.deepEqual(await expected.evaluateAll((rows) => rows.map((r) => [...(r as unknown as TableRow).cells].map((c) => c.textContent))), [
      ['TEE', '1', '1', '0', '0'],
      ['CANDLE', '1', '1', '1', '0'],
    ]);
    const after = (await fixture.api('GET', `/api/v1/returns/${number}`)).body;
    assert.equal(after.state, 'closed');
    assert.deepEqual([after.customer_return_shipments[0].state, after.customer_return_shipments[0].tpl_reference], ['done', 'RMA-5001']);
    assert.deepEqual(await seriousViolations(page), [], 'return page');
    await page.screenshot({ path: join(SHOTS, 'console-return.png'), fullPage: true });

    // The list: both returns, each with its order and the state of its return shipments; filters ask the server.
    await page.getByRole('link', { name: 'Returns', exact: true }).click();
    await page.getByRole('heading', { name: 'Returns' }).waitFor();
    const rows = page.locator('tbody tr');
    await rows.nth(1).waitFor();
    const row = rows.filter({ hasText: number });
    assert.match(await row.innerText(), new RegExp(`${number}\\s+SO-1007\\s+marketplace\\s+closed\\s+${crs.number} WEST done`));
    assert.match(await rows.filter({ hasText: 'SO-1001' }).innerText(), /storefront\s+open\s+CRS-\d{6} EAST pending/);
    assert.deepEqual(await seriousViolations(page), [], 'returns list');
    await page.screenshot({ path: join(SHOTS, 'console-returns.png'), fullPage: true });
    await page.getByLabel('State', { exact: true }).selectOption('open');
    await row.waitFor({ state: 'detached' });
    assert.equal(await rows.count(), 1);
    await page.getByLabel('State', { exact: true }).selectOption('');
    await page.getByLabel('Order', { exact: true }).fill('SO-1007');
    await page.getByLabel('Order', { exact: true }).press('Enter');
    await rows.filter({ hasText: 'SO-1001' }).waitFor({ state: 'detached' });
    await page.getByLabel('Source', { exact: true }).selectOption('storefront');
    await page.getByText('No returns match.').waitFor();
    await row.waitFor({ state: 'detached' });
    assert.equal(new URL(page.url()).hash, '#returns?source=storefront&order=SO-1007', 'the filters are kept in the address');

    // The order's page links to its returns.
    await page.goto(`${fixture.server.url}/console/#/orders/SO-1007`);
    assert.equal(await page.getByRole('link', { name: number, exact: true }).getAttribute('href'), `#/returns/${number}`);
    await close();
  });

  it('shows a viewer the returns, the routing rules and the returnable figures, with no write controls', async () => {
    const { page, close } = await signedIn(viewerKey);
    await page.getByText('Viewer (read only)').waitFor();
    // A link may carry the list's filters: only the open return.
    await page.goto(`${fixture.server.url}/console/#returns?state=open`);
    await page.locator('tbody tr').first().waitFor();
    assert.equal(await page.getByLabel('State', { exact: true }).inputValue(), 'open');
    assert.deepEqual(await page.locator('tbody tr td:nth-child(2)').allInnerTexts(), ['SO-1001']);
    await page.goto(`${fixture.server.url}/console/#routing`);
    await page.getByRole('heading', { name: 'Return routing' }).waitFor();
    await page.locator('tbody tr').first().waitFor();
    assert.equal(await page.getByRole('button', { name: 'New rule' }).count(), 0);
    assert.equal(await page.getByRole('button', { name: /^(Edit|Delete) rule/ }).count(), 0);
    await page.getByText('Read only: adding, changing and deleting rules needs a staff key.').waitFor();
    await page.goto(`${fixture.server.url}/console/#/orders/SO-1001`);
    await page.getByRole('heading', { name: /^Order SO-1001/ }).waitFor();
    await page.getByRole('heading', { name: 'Returns' }).waitFor();
    assert.equal(await page.getByRole('link', { name: 'New return' }).count(), 0);
    await page.goto(`${fixture.server.url}/console/#/new-return/SO-1001`);
    await page.getByText('Read only: creating a return needs a staff key.').waitFor();
    const returnable = page.getByRole('table', { name: 'What can be returned' });
    assert.deepEqual(
      await returnable.locator('tbody tr').evaluateAll((rows) => rows.map((r) => [...(r as unknown as TableRow).cells].map((c) => c.textContent))),
      [['MUG', '2', '2', '1', '1']],
    );
    assert.equal(await page.locator('#content').getByRole('textbox').count(), 0);
    assert.equal(await page.getByRole('button', { name: 'Create return' }).count(), 0);
    await close();
  });
});
