import assert from 'node:assert/strict';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { Webhook } from 'standardwebhooks';
import { skipWithoutBrowser } from '../helpers/browser.ts';
import { seriousViolations, SHOTS, signInWithKeyboard, startConsoleFixture, type ConsoleFixture } from '../helpers/console.ts';

/** What the test's receiver got: each request's headers and raw body, in arrival order. */
type Hit = { headers: IncomingHttpHeaders; body: string };

/**
 * The integration pages of the console (docs/console.md "Partners", "Webhooks", "Events and
 * deliveries"): a partner created and given a warehouse and a key; a webhook endpoint registered in the
 * browser whose secret, shown once, verifies what a real receiver on 127.0.0.1 gets; a delivery that
 * fails, seen with its error and redelivered; pause, resume, rotation, edit and delete. Each change is
 * checked through the admin API; a viewer sees no write control and no secret.
 */
describe('the integration pages of the console', { timeout: 300_000, skip: skipWithoutBrowser() }, () => {
  let fixture: ConsoleFixture;
  let receiver: Server;
  let receiverUrl: string;
  const hits: Hit[] = [];
  let answer = 500;
  const dialogs: string[] = [];
  let secret = '';
  let endpointId = 0;

  before(async () => {
    receiver = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        hits.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
        response.writeHead(answer, { 'content-type': 'text/plain' }).end(answer === 200 ? 'ok' : 'receiver is down');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/dockside`;
    fixture = await startConsoleFixture({ DOCKSIDE_WEBHOOK_ALLOW_PRIVATE: '1' });
  });

  after(async () => {
    await fixture?.close();
    receiver.closeAllConnections();
    await new Promise((resolve) => receiver.close(resolve));
  });

  async function signedIn(key: string): Promise<Page> {
    const context = await fixture.browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
    const page = await context.newPage();
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.accept();
    });
    await signInWithKeyboard(page, fixture.server.url, key);
    await page.getByRole('button', { name: 'Sign out' }).waitFor();
    return page;
  }

  async function open(page: Page, label: string): Promise<void> {
    await page.getByRole('link', { name: label, exact: true }).click();
    await page.getByRole('heading', { name: label, level: 1 }).waitFor();
  }

  const get = async (path: string) => {
    const answered = await fixture.api('GET', path);
    assert.equal(answered.status, 200, `${path}: ${JSON.stringify(answered.body)}`);
    return answered.body;
  };

  /** Polls the API until `check` holds for what `path` answers. */
  async function until(what: string, path: string, check: (body: any) => boolean, timeoutMs = 20_000): Promise<any> {
    const end = Date.now() + timeoutMs;
    for (;;) {
      const body = await get(path);
      if (check(body)) return body;
      if (Date.now() > end) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(body)}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  async function adjustStock(): Promise<void> {
    const adjusted = await fixture.api('POST', '/api/v1/inventory/adjustments', {
      warehouse: 'EAST',
      product_code: 'MUG',
      quantity: 1,
      reason: 'integrations test',
    });
    assert.equal(adjusted.status, 201, JSON.stringify(adjusted.body));
  }

  it('creates a partner, moves a warehouse to it, and creates its warehouse key, shown once', async () => {
    const page = await signedIn(fixture.staffKey);
    await open(page, 'Partners');
    await page.getByRole('cell', { name: 'Harbor Logistics (harbor)' }).waitFor();

    await page.getByRole('button', { name: 'New partner' }).click();
    const create = page.getByRole('form', { name: 'New partner' });
    // A warehouse run by another partner cannot be taken: disabled once the form knows every partner's
    // warehouses (they load beside the list; isDisabled alone would read the state before they came).
    await create
      .getByLabel(/WEST \(/)
      .and(page.locator(':disabled'))
      .waitFor();
    await create.getByLabel('Name').fill('Acme 3PL');
    await create.getByLabel(/^Code/).fill('acme');
    await create.getByLabel(/^Code/).press('Enter');
    await page.getByRole('status').filter({ hasText: 'Created Acme 3PL.' }).waitFor();
    assert.deepEqual((await get('/api/v1/partners/acme')).warehouses, []);

    // WEST moves from Harbor to Acme: released by one edit, taken by the next.
    await page.getByRole('button', { name: 'Edit Harbor Logistics' }).click();
    const harbor = page.getByRole('form', { name: 'Edit Harbor Logistics' });
    await harbor.getByLabel(/WEST \(/).uncheck();
    await harbor.getByRole('button', { name: 'Save changes' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved Harbor Logistics.' }).waitFor();
    await page.getByRole('button', { name: 'Edit Acme 3PL' }).click();
    const acme = page.getByRole('form', { name: 'Edit Acme 3PL' });
    await acme
      .getByLabel(/EAST \(/)
      .and(page.locator(':disabled'))
      .waitFor();
    await acme.getByLabel(/WEST \(/).check();
    await acme.getByRole('button', { name: 'Save changes' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved Acme 3PL.' }).waitFor();
    assert.deepEqual((await get('/api/v1/partners/acme')).warehouses, ['WEST']);
    assert.deepEqual((await get('/api/v1/partners/harbor')).warehouses, ['EAST']);
    await page.getByRole('cell', { name: 'WEST (West Coast DC)' }).waitFor();

    // A name already taken is refused with the API's reason.
    await page.getByRole('button', { name: 'New partner' }).click();
    const taken = page.getByRole('form', { name: 'New partner' });
    await taken.getByLabel('Name').fill('Another Acme');
    await taken.getByLabel(/^Code/).fill('acme');
    await taken.getByRole('button', { name: 'Create partner' }).click();
    await taken.getByRole('alert').filter({ hasText: /taken/ }).waitFor();
    assert.equal(await taken.getByLabel(/^Code/).getAttribute('aria-invalid'), 'true', 'the refusal shows on the field it names');
    await taken.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'New key for Acme 3PL' }).click();
    const keyForm = page.getByRole('form', { name: 'New warehouse key for Acme 3PL' });
    await keyForm.getByLabel('Name').fill('Acme WMS');
    await keyForm.getByLabel('Name').press('Enter');
    const shown = page.locator('.shown-once code');
    await shown.waitFor();
    const key = await shown.innerText();
    assert.match(key, /^dk_wh_[\w-]{20,}$/);
    const keys = await get('/api/v1/api-keys?partner=acme');
    assert.deepEqual(
      keys.map((k: any) => [k.role, k.name, k.revoked_at]),
      [['warehouse', 'Acme WMS', null]],
    );
    const fetched = await fixture.api('GET', '/services/3pl/v1/customer-shipments.json', undefined, key);
    assert.equal(fetched.status, 200, 'the new key reaches the 3PL API');
    assert.deepEqual(await seriousViolations(page), [], 'partners page with a key shown once');
    await page.getByRole('button', { name: 'I have stored it' }).click();
    assert.ok(!(await page.content()).includes(key), 'once dismissed, the key is gone from the page');
    const acmeRow = page.locator('tbody tr', { hasText: 'Acme 3PL (acme)' });
    await acmeRow.getByText(`${keys[0].prefix}…`).waitFor();
    await page.screenshot({ path: join(SHOTS, 'console-partners.png'), fullPage: true });
    await page.context().close();
  });

  it('registers an endpoint whose secret, shown once, verifies the deliveries; a failed delivery is seen and redelivered', async () => {
    const page = await signedIn(fixture.staffKey);
    await open(page, 'Webhooks');
    await page.getByRole('button', { name: 'New endpoint' }).click();
    const create = page.getByRole('form', { name: 'New endpoint' });
    await create.getByLabel(/^URL/).fill(receiverUrl);
    assert.equal(await create.getByLabel('Belongs to').inputValue(), 'merchant');
    await create.getByLabel('inventory.updated', { exact: true }).check();
    await create.getByLabel('Description').fill('ERP');
    await create.getByRole('button', { name: 'Create endpoint' }).click();
    const shown = page.locator('.shown-once code');
    await shown.waitFor();
    secret = await shown.innerText();
    assert.match(secret, /^whsec_[A-Za-z0-9+/]+=*$/);
    // The form closed with the answer: the focus is on the box with the secret, then on the page's heading.
    type Focused = { document: { activeElement: { className: string; id: string } | null } };
    await page.waitForFunction(() => (globalThis as unknown as Focused).document.activeElement?.className.includes('shown-once'));
    await page.getByRole('button', { name: 'I have stored it' }).click();
    assert.ok(!(await page.content()).includes(secret), 'once dismissed, the secret is gone from the page');
    assert.equal(await page.evaluate(() => (globalThis as unknown as Focused).document.activeElement?.id), 'webhooks-title');
    const [endpoint] = await get('/api/v1/webhook-endpoints');
    endpointId = endpoint.id;
    assert.deepEqual(
      [endpoint.url, endpoint.events, endpoint.description, endpoint.enabled, endpoint.partner, endpoint.channel],
      [receiverUrl, ['inventory.updated'], 'ERP', true, null, null],
    );

    // The receiver answers 500: the first attempt fails, and the endpoint is flagged with the reason.
    await adjustStock();
    const failing = await until('the endpoint to fail', `/api/v1/webhook-endpoints/${endpointId}`, (e) => e.failing_since !== null);
    assert.equal(failing.last_error, 'HTTP 500: receiver is down');
    const [first] = hits;
    assert.ok(first, 'the receiver was called');
    const payload = new Webhook(secret).verify(first.body, first.headers as Record<string, string>) as { id: number; type: string };
    assert.equal(payload.type, 'inventory.updated', 'the secret shown once verifies the signature');
    const eventId = payload.id;

    await page.getByLabel('Failing endpoints only').check();
    const row = page.locator('tbody tr', { hasText: receiverUrl });
    await row.getByText('HTTP 500: receiver is down').waitFor();
    await row.getByText(/^since .*, \d+ failed attempts?$/).waitFor();
    assert.deepEqual(await seriousViolations(page), [], 'webhooks page');
    await page.screenshot({ path: join(SHOTS, 'console-webhooks.png'), fullPage: true });

    // The endpoint's page lists the delivery with its error.
    await row.getByRole('link', { name: receiverUrl }).click();
    await page.getByRole('heading', { name: `Endpoint ${receiverUrl}` }).waitFor();
    const recent = page.getByRole('table', { name: /^Deliveries to this endpoint/ }).locator('tbody tr', { hasText: `#${eventId}` });
    await recent.getByText('HTTP 500: receiver is down').waitFor();
    assert.deepEqual(await seriousViolations(page), [], 'endpoint page');

    // The event log, filtered to this endpoint's pending deliveries, leads to the event.
    await open(page, 'Events');
    await page.getByLabel('Delivery').selectOption('pending');
    await page.getByLabel('Endpoint').selectOption(String(endpointId));
    await page.getByLabel('Type').selectOption('inventory.updated');
    // A choice applies at once, as on every list: no button to press.
    const listed = page.locator('tbody tr', { hasText: `#${eventId}` });
    await listed.getByText('1 retrying').waitFor();
    // The event names its product as people know it, and leads to it.
    assert.equal(await listed.getByRole('link', { name: 'MUG' }).getAttribute('href'), '#/products/MUG');
    await page.locator('tbody tr').nth(1).waitFor({ state: 'detached' });
    assert.equal(await page.locator('tbody tr').count(), 1);
    assert.deepEqual(await seriousViolations(page), [], 'events page');
    await page.screenshot({ path: join(SHOTS, 'console-events.png'), fullPage: true });

    await listed.getByRole('link', { name: `#${eventId}` }).click();
    await page.getByRole('heading', { name: `Event #${eventId} inventory.updated` }).waitFor();
    const delivery = page.getByRole('table', { name: `Deliveries of event ${eventId}` }).locator('tbody tr');
    await delivery.getByText('HTTP 500: receiver is down').waitFor();
    assert.match(await delivery.innerText(), /retrying/);
    assert.equal(await page.locator('.facts').getByRole('link', { name: 'MUG' }).getAttribute('href'), '#/products/MUG');
    assert.match(await page.getByLabel(`Data of event ${eventId}`).innerText(), /"product_code": "MUG"/);
    assert.deepEqual(await seriousViolations(page), [], 'event page');
    await page.screenshot({ path: join(SHOTS, 'console-event.png'), fullPage: true });

    // "Send to another endpoint" offers only endpoints that hear this event: one registered since for
    // inventory.updated does, one for shipments only does not (the API would refuse it).
    const hears = await fixture.api('POST', '/api/v1/webhook-endpoints', { url: `${receiverUrl}/late`, events: ['inventory.updated'], description: 'late' });
    const deaf = await fixture.api('POST', '/api/v1/webhook-endpoints', {
      url: `${receiverUrl}/deaf`,
      events: ['customer_shipment.shipped'],
      description: 'deaf',
    });
    assert.deepEqual([hears.status, deaf.status], [201, 201]);
    await page.reload();
    await page.getByRole('heading', { name: `Event #${eventId} inventory.updated` }).waitFor();
    const offered = await page.getByLabel('Send to another endpoint').locator('option').allInnerTexts();
    assert.deepEqual(offered, ['Choose…', `#${hears.body.id} ${receiverUrl}/late`]);
    for (const id of [hears.body.id, deaf.body.id]) assert.equal((await fixture.api('DELETE', `/api/v1/webhook-endpoints/${id}`)).status, 204);

    // The receiver is back: a redelivery goes out at once, with the same webhook-id, and lands.
    answer = 200;
    await page.getByRole('button', { name: `Redeliver to endpoint ${endpointId}` }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /^Queued again for endpoint/ })
      .waitFor();
    await delivery.getByText('delivered', { exact: true }).waitFor({ timeout: 15_000 });
    const event = await get(`/api/v1/events/${eventId}`);
    assert.deepEqual([event.deliveries[0].status, event.deliveries[0].attempts, event.deliveries[0].last_error], ['delivered', 1, null]);
    const last = hits.at(-1)!;
    assert.equal(last.headers['webhook-id'], first.headers['webhook-id']);
    assert.ok(new Webhook(secret).verify(last.body, last.headers as Record<string, string>));
    assert.equal((await get(`/api/v1/webhook-endpoints/${endpointId}`)).failing_since, null);
    await page.context().close();
  });

  it('pauses, resumes, rotates the secret (shown once), edits and deletes endpoints', async () => {
    const page = await signedIn(fixture.staffKey);
    await page.goto(`${fixture.server.url}/console/#/webhooks/${endpointId}`);
    await page.getByRole('heading', { name: `Endpoint ${receiverUrl}` }).waitFor();

    await page.getByRole('button', { name: 'Disable' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /^Disabled/ })
      .waitFor();
    assert.match(dialogs.at(-1)!, /not queued/);
    assert.equal((await get(`/api/v1/webhook-endpoints/${endpointId}`)).enabled, false);
    await page.getByRole('button', { name: 'Enable' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /^Enabled/ })
      .waitFor();
    assert.equal((await get(`/api/v1/webhook-endpoints/${endpointId}`)).enabled, true);

    await page.getByRole('button', { name: 'Rotate secret' }).click();
    assert.match(dialogs.at(-1)!, /24 hours/);
    const shown = page.locator('.shown-once code');
    await shown.waitFor();
    const rotated = await shown.innerText();
    assert.match(rotated, /^whsec_/);
    assert.notEqual(rotated, secret);
    await page.getByRole('button', { name: 'I have stored it' }).click();
    assert.ok(!(await page.content()).includes(rotated), 'once dismissed, the new secret is gone from the page');
    // The next delivery verifies with the new secret, and still with the old one for the grace period.
    const before = hits.length;
    await adjustStock();
    for (let i = 0; i < 100 && hits.length === before; i++) await new Promise((r) => setTimeout(r, 100));
    const next = hits[before];
    assert.ok(next, 'the receiver got the next event');
    const nextId = (JSON.parse(next.body) as { id: number }).id;
    await until('the next delivery', `/api/v1/events/${nextId}`, (event) => event.deliveries[0]?.status === 'delivered');
    assert.ok(new Webhook(rotated).verify(next.body, next.headers as Record<string, string>));
    assert.ok(new Webhook(secret).verify(next.body, next.headers as Record<string, string>));

    await page.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('form', { name: 'Edit the endpoint' });
    await edit.getByLabel('Description').fill('ERP (production)');
    await edit.getByLabel('inventory.discrepancy', { exact: true }).check();
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved the endpoint.' }).waitFor();
    const edited = await get(`/api/v1/webhook-endpoints/${endpointId}`);
    assert.deepEqual([edited.description, edited.events], ['ERP (production)', ['inventory.updated', 'inventory.discrepancy']]);

    // A refused URL says why and changes nothing.
    await page.getByRole('button', { name: 'Edit' }).click();
    await edit.getByLabel(/^URL/).fill('ftp://example.com/hook');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await edit
      .getByRole('alert')
      .filter({ hasText: /^Refused, nothing changed: / })
      .waitFor();
    assert.equal(await edit.getByLabel(/^URL/).getAttribute('aria-invalid'), 'true', 'the refusal shows on the field it names');
    assert.equal((await get(`/api/v1/webhook-endpoints/${endpointId}`)).url, receiverUrl);

    const spare = await fixture.api('POST', '/api/v1/webhook-endpoints', { url: `${receiverUrl}/spare`, events: ['*'], partner: 'acme' });
    assert.equal(spare.status, 201, JSON.stringify(spare.body));
    await page.goto(`${fixture.server.url}/console/#/webhooks/${spare.body.id}`);
    await page.getByText('Belongs to').waitFor();
    await page.getByText('partner Acme 3PL (acme)').waitFor();
    await page.getByRole('button', { name: 'Delete' }).click();
    assert.match(dialogs.at(-1)!, /^Delete /);
    const deleted = page.getByRole('status').filter({ hasText: /^Deleted .* with its delivery log/ });
    await deleted.waitFor();
    await page.waitForFunction(
      () =>
        (globalThis as unknown as { document: { activeElement: { textContent: string | null } | null } }).document.activeElement?.textContent?.startsWith(
          'Deleted ',
        ) === true,
    );
    assert.equal((await fixture.api('GET', `/api/v1/webhook-endpoints/${spare.body.id}`)).status, 404);
    await page.context().close();
  });

  it('shows a viewer every page without a write control or a secret', async () => {
    const created = await fixture.api('POST', '/api/v1/api-keys', { role: 'viewer', name: 'integrations viewer' });
    assert.equal(created.status, 201);
    const page = await signedIn(created.body.key);
    const writes = () => page.getByRole('button', { name: /^(New |Edit|Create|Disable|Enable|Rotate secret|Delete|Redeliver|Send)/ }).count();
    const note = () => page.getByText(/^Read only: .+ needs a staff key\./).count();

    await open(page, 'Partners');
    await page.getByRole('cell', { name: 'Acme 3PL (acme)' }).waitFor();
    assert.equal(await writes(), 0, 'partners: no write control');
    assert.equal(await note(), 1, "partners: the viewer's note");
    await open(page, 'Webhooks');
    await page.getByRole('link', { name: receiverUrl }).waitFor();
    assert.equal(await page.getByRole('form', { name: 'New endpoint' }).count(), 0);
    assert.equal(await writes(), 0, 'webhooks: no write control');
    assert.equal(await note(), 1, "webhooks: the viewer's note");
    await page.getByRole('link', { name: receiverUrl }).click();
    await page.getByRole('heading', { name: `Endpoint ${receiverUrl}` }).waitFor();
    await page
      .getByRole('table', { name: /^Deliveries to this endpoint/ })
      .locator('tbody tr')
      .first()
      .waitFor();
    assert.equal(await writes(), 0, 'endpoint: no write control');
    assert.equal(await note(), 1, "endpoint: the viewer's note");
    assert.ok(!(await page.content()).includes('whsec_'), 'no secret');
    const eventLink = page
      .getByRole('table', { name: /^Deliveries to this endpoint/ })
      .getByRole('link')
      .first();
    await eventLink.click();
    await page.getByRole('heading', { name: /^Event #\d+/ }).waitFor();
    await page.getByRole('table', { name: /^Deliveries of event/ }).waitFor();
    assert.equal(await writes(), 0, 'event: no redelivery');
    assert.equal(await note(), 1, "event: the viewer's note");
    await page.context().close();
  });
});
