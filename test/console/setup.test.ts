import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { skipWithoutBrowser } from '../helpers/browser.ts';
import { seriousViolations, SHOTS, signInWithKeyboard, startConsoleFixture, type ConsoleFixture } from '../helpers/console.ts';

/**
 * The merchant's set-up in the console (docs/console.md "Settings", "Carriers", "Warehouses and
 * locations", "Channels"): each change made in the browser is checked through the admin API, each
 * refusal shows the API's reason and changes nothing, and a viewer gets no write controls.
 */
describe('the set-up pages of the console', { timeout: 240_000, skip: skipWithoutBrowser() }, () => {
  let fixture: ConsoleFixture;

  before(async () => {
    fixture = await startConsoleFixture();
  });

  after(async () => {
    await fixture?.close();
  });

  /** A staff session in a context that lets axe-core in, on the page the main navigation names. */
  async function staffOn(label: string): Promise<Page> {
    const context = await fixture.browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
    const page = await context.newPage();
    page.on('dialog', (dialog) => {
      void dialog.accept();
    });
    await signInWithKeyboard(page, fixture.server.url, fixture.staffKey);
    await page.getByRole('link', { name: label, exact: true }).click();
    await page.getByRole('heading', { name: label, level: 1 }).waitFor();
    return page;
  }

  const get = async (path: string) => {
    const answer = await fixture.api('GET', path);
    assert.equal(answer.status, 200, `${path}: ${JSON.stringify(answer.body)}`);
    return answer.body;
  };

  it('changes settings, and shows a refused value on its field with nothing changed', async () => {
    const page = await staffOn('Settings');
    const form = page.getByRole('form', { name: 'Change the settings' });
    assert.equal(await form.getByLabel('Currency').inputValue(), 'USD');
    assert.equal(await form.getByLabel('Multi-warehouse shipping').isChecked(), false);

    await form.getByLabel('Multi-warehouse shipping').check();
    await form.getByLabel('GS1 company prefix').fill('0614141');
    await form.getByLabel('Acknowledgement due after').fill('90');
    await form.getByLabel('GS1 company prefix').press('Enter');
    await page
      .getByRole('status')
      .filter({ hasText: /^Saved: .*Acknowledgement due after 90 minutes/ })
      .waitFor();
    let settings = await get('/api/v1/settings');
    assert.deepEqual(
      [settings.currency, settings.gs1_company_prefix, settings.multi_warehouse_shipping, settings.acknowledgement_due_minutes],
      ['USD', '0614141', true, 90],
    );

    // One PATCH for the whole form: a withdrawn currency refuses it all, the switch included.
    await form.getByLabel('Multi-warehouse shipping').uncheck();
    await form.getByLabel('Currency').fill('HRK');
    await form.getByRole('button', { name: 'Save changes' }).click();
    const alert = page.getByRole('alert').filter({ hasText: /^Refused, nothing changed: / });
    await alert.waitFor();
    const currency = form.getByLabel('Currency');
    assert.equal(await currency.getAttribute('aria-invalid'), 'true');
    const [messageId] = (await currency.getAttribute('aria-describedby'))!.split(' ');
    assert.match(await page.locator(`#${messageId}`).innerText(), /ISO 4217|currency/i, "the API's reason, on the field");
    assert.equal(
      await page.evaluate(() => (globalThis as unknown as { document: { activeElement: { id: string } } }).document.activeElement.id),
      'setting-currency',
      'focus on the refused field',
    );
    settings = await get('/api/v1/settings');
    assert.deepEqual([settings.currency, settings.multi_warehouse_shipping], ['USD', true], 'nothing changed');

    // Values of the wrong shape are refused by the schema, all at once, each on its field.
    await form.getByLabel('Currency').fill('USD');
    await form.getByLabel('Multi-warehouse shipping').check();
    await form.getByLabel('GS1 company prefix').fill('12ab');
    await form.getByLabel('Acknowledgement due after').fill('20000');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await form.getByLabel('Acknowledgement due after').and(page.locator('[aria-invalid="true"]')).waitFor();
    assert.equal(await form.getByLabel('GS1 company prefix').getAttribute('aria-invalid'), 'true');
    assert.equal(await currency.getAttribute('aria-invalid'), null, 'the currency is no longer in question');
    settings = await get('/api/v1/settings');
    assert.deepEqual([settings.gs1_company_prefix, settings.acknowledgement_due_minutes], ['0614141', 90]);
    assert.deepEqual(await seriousViolations(page), [], 'settings page');
    await page.screenshot({ path: join(SHOTS, 'console-settings.png'), fullPage: true });

    // Emptied, the prefix is null: the fallback.
    await form.getByLabel('GS1 company prefix').fill('');
    await form.getByLabel('Acknowledgement due after').fill('90');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /GS1 company prefix not set/ })
      .waitFor();
    assert.equal((await get('/api/v1/settings')).gs1_company_prefix, null);
    await page.context().close();
  });

  it('adds and edits a carrier, with a live example link that leads to its tracking page', async () => {
    const page = await staffOn('Carriers');
    const ups = page.locator('tbody tr', { has: page.getByRole('cell', { name: 'ups', exact: true }) });
    assert.equal(await ups.getByRole('link').getAttribute('href'), 'https://www.ups.com/track?tracknum=1234567890');

    // The list is in order of last change: a carrier just edited stays in view where it was, as saved.
    const rowsBefore = await page.locator('tbody tr td:first-child').allInnerTexts();
    await ups.getByRole('button', { name: 'Edit ups' }).click();
    const upsForm = page.getByRole('form', { name: 'Edit carrier ups' });
    const upsName = await upsForm.getByLabel('Name').inputValue();
    await upsForm.getByLabel('Name').fill(`${upsName} (edited)`);
    await upsForm.getByLabel('Name').press('Enter');
    await ups.getByRole('cell', { name: `${upsName} (edited)`, exact: true }).waitFor();
    assert.deepEqual(await page.locator('tbody tr td:first-child').allInnerTexts(), rowsBefore, 'no row moved or went');
    await ups.getByRole('button', { name: 'Edit ups' }).click();
    await upsForm.getByLabel('Name').fill(upsName);
    await upsForm.getByLabel('Name').press('Enter');
    await ups.getByRole('cell', { name: upsName, exact: true }).waitFor();

    await page.getByRole('button', { name: 'New carrier' }).click();
    const add = page.getByRole('form', { name: 'New carrier' });
    await add.getByLabel(/^Code/).fill('acme_freight');
    await add.getByLabel('Name').fill('Acme Freight');
    await add.getByLabel(/^Tracking page template/).fill('http://track.acme.example/t/{tracking_number}');
    await add.getByText('none yet: the template needs https:// and {tracking_number}').waitFor();
    await add.getByLabel(/^Tracking page template/).fill('https://track.acme.example/t/{tracking_number}');
    // The example follows the sample number as typed, URL-encoded as Dockside does it.
    await page.getByLabel('Sample tracking number').fill('AB 12/3');
    assert.equal(await add.getByRole('link').getAttribute('href'), 'https://track.acme.example/t/AB%2012%2F3');
    await add.getByLabel(/^SCAC/).fill('acme');
    await add.getByRole('button', { name: 'Create carrier' }).click();
    await add
      .getByRole('alert')
      .filter({ hasText: /^Refused, nothing changed: / })
      .waitFor();
    assert.equal(await add.getByLabel(/^SCAC/).getAttribute('aria-invalid'), 'true');
    assert.equal((await fixture.api('GET', '/api/v1/carriers/acme_freight')).status, 404, 'nothing added');
    assert.deepEqual(await seriousViolations(page), [], 'carriers page, with a refused form');
    await add.getByLabel(/^SCAC/).fill('ACME');
    await add.getByLabel(/^SCAC/).press('Enter');
    await page.getByRole('status').filter({ hasText: 'Created carrier acme_freight (Acme Freight).' }).waitFor();
    const added = await get('/api/v1/carriers/acme_freight');
    assert.deepEqual([added.name, added.tracking_url_template, added.scac], ['Acme Freight', 'https://track.acme.example/t/{tracking_number}', 'ACME']);

    await page.getByLabel('Name contains').fill('acme');
    await page.getByLabel('Name contains').press('Enter');
    const row = page.locator('tbody tr', { hasText: 'acme_freight' });
    await ups.waitFor({ state: 'detached' });
    await row.getByRole('button', { name: 'Edit acme_freight' }).click();
    const edit = page.getByRole('form', { name: 'Edit carrier acme_freight' });
    assert.equal(await edit.getByLabel(/^Code/).count(), 0, 'the code is fixed');
    await edit.getByLabel('Name').fill('Acme Freight Lines');
    await edit.getByLabel(/^Tracking page template/).fill('https://acme.example/track?n={tracking_number}');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved carrier acme_freight (Acme Freight Lines).' }).waitFor();
    const edited = await get('/api/v1/carriers/acme_freight');
    assert.deepEqual(
      [edited.name, edited.tracking_url_template, edited.scac],
      ['Acme Freight Lines', 'https://acme.example/track?n={tracking_number}', 'ACME'],
    );

    // The row's example link opens the carrier's page for the sample number (answered here, not fetched).
    await page.context().route('https://acme.example/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Acme tracking</title>' }));
    const link = row.getByRole('link', { name: 'Track AB 12/3 with Acme Freight Lines' });
    assert.equal(await link.getAttribute('href'), 'https://acme.example/track?n=AB%2012%2F3');
    const [opened] = await Promise.all([page.waitForEvent('popup'), link.click()]);
    await opened.waitForLoadState();
    assert.equal(opened.url(), 'https://acme.example/track?n=AB%2012%2F3');
    assert.equal(await opened.title(), 'Acme tracking');
    await opened.close();

    await page.getByLabel('Name contains').fill('dhl');
    await page.getByLabel('Sample tracking number').fill('1234567890');
    await page.locator('tbody tr', { hasText: 'acme_freight' }).waitFor({ state: 'detached' });
    assert.deepEqual(await seriousViolations(page), [], 'carriers page');
    await page.screenshot({ path: join(SHOTS, 'console-carriers.png') });
    await page.context().close();
  });

  it('creates a warehouse, adds bins under its storage, moves, renames and archives one', async () => {
    const page = await staffOn('Warehouses');
    await page.getByRole('link', { name: 'EAST', exact: true }).waitFor();
    await page.getByRole('button', { name: 'New warehouse' }).click();
    const create = page.getByRole('form', { name: 'New warehouse' });
    await create.getByLabel(/^Code/).fill('EAST');
    await create.getByLabel('Name', { exact: true }).fill('North DC');
    const address = create.getByRole('group', { name: 'Address', exact: true });
    await address.getByLabel('Street', { exact: true }).fill('9 Quay St');
    await address.getByLabel('City').fill('Duluth');
    await address.getByLabel('ZIP or postcode').fill('55802');
    await address.getByLabel(/^Country/).fill('US');
    await create
      .getByRole('group', { name: /^Return address/ })
      .getByLabel('Street', { exact: true })
      .fill('9 Quay St, Door 2');
    await create
      .getByRole('group', { name: /^Return address/ })
      .getByLabel(/^Country/)
      .fill('us');
    await create.getByRole('button', { name: 'Create warehouse' }).click();
    await create.getByRole('alert').waitFor();
    assert.equal(
      await create
        .getByRole('group', { name: /^Return address/ })
        .getByLabel(/^Country/)
        .getAttribute('aria-invalid'),
      'true',
    );
    await create
      .getByRole('group', { name: /^Return address/ })
      .getByLabel(/^Country/)
      .fill('US');
    await create.getByRole('button', { name: 'Create warehouse' }).click();
    await create
      .getByRole('alert')
      .filter({ hasText: /already|taken/ })
      .waitFor();
    assert.equal(await create.getByLabel(/^Code/).getAttribute('aria-invalid'), 'true');
    assert.equal((await get('/api/v1/warehouses/EAST')).name, 'East Coast DC', 'nothing changed');
    await create.getByLabel(/^Code/).fill('NORTH');
    await create.getByLabel(/^Code/).press('Enter');
    await page.getByRole('status').filter({ hasText: 'Created warehouse NORTH' }).waitFor();
    const north = await get('/api/v1/warehouses/NORTH');
    assert.deepEqual(
      [north.name, north.address.city, north.address.country_code, north.return_address.street],
      ['North DC', 'Duluth', 'US', '9 Quay St, Door 2'],
    );
    assert.deepEqual(
      north.locations.map((l: any) => l.code),
      ['storage', 'lost_and_found', 'consumables'],
    );
    await page.getByRole('cell', { name: 'NORTH', exact: true }).waitFor();
    assert.deepEqual(await seriousViolations(page), [], 'warehouses page');
    await page.screenshot({ path: join(SHOTS, 'console-warehouses.png'), fullPage: true });

    await page.getByRole('table').getByRole('link', { name: 'NORTH', exact: true }).click();
    await page.getByRole('heading', { name: 'Warehouse NORTH: North DC' }).waitFor();
    const addBin = page.getByRole('form', { name: 'Add a bin' });
    await addBin.getByLabel(/^Code/).fill('R-01');
    await addBin.getByLabel(/^Name/).fill('Rack 1');
    await addBin.getByRole('button', { name: 'Add bin' }).click();
    await page.getByRole('status').filter({ hasText: 'Added bin R-01 under storage.' }).waitFor();
    await addBin.getByLabel('Under').selectOption('R-01');
    await addBin.getByLabel(/^Code/).fill('R-01-A');
    await addBin.getByLabel(/^Code/).press('Enter');
    await page.getByRole('status').filter({ hasText: 'Added bin R-01-A under R-01.' }).waitFor();
    await addBin.getByLabel(/^Code/).fill('R-01');
    await addBin.getByRole('button', { name: 'Add bin' }).click();
    await addBin
      .getByRole('alert')
      .filter({ hasText: /^Refused, nothing changed: / })
      .waitFor();
    let locations = await get('/api/v1/warehouses/NORTH/locations');
    assert.deepEqual(
      locations.map((l: any) => [l.code, l.parent, l.primary_storage]),
      [
        ['storage', null, true],
        ['lost_and_found', null, false],
        ['consumables', null, false],
        ['R-01', 'storage', true],
        ['R-01-A', 'R-01', true],
      ],
    );
    // The tree nests each bin in the item of the location it sits under.
    const shownUnder = (path: string[], code: string) =>
      page
        .locator(`xpath=//ul[contains(@class, "locations")]/${path.map((p) => `li[span/strong[text()="${p}"]]/ul/`).join('')}li/span/strong[text()="${code}"]`)
        .waitFor();
    await shownUnder(['storage', 'R-01'], 'R-01-A');

    await page.getByRole('button', { name: 'Rename or move R-01-A' }).click();
    const change = page.getByRole('form', { name: 'Change location R-01-A' });
    await change.getByLabel('Code').fill('Q-1');
    await change.getByLabel('Name').fill('Quarantine shelf');
    await change.getByLabel('Under').selectOption('lost_and_found');
    assert.equal(await change.getByLabel('Under').locator('option', { hasText: 'R-01-A' }).count(), 0, 'not under itself');
    await change.getByRole('button', { name: 'Save changes' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved Q-1 under lost_and_found.' }).waitFor();
    await shownUnder(['lost_and_found'], 'Q-1');
    await page.getByRole('button', { name: 'Archive Q-1' }).click();
    await page.getByRole('button', { name: 'Bring back Q-1' }).waitFor();
    // The pressed button went away with the change: the focus is on what the page says instead.
    await page.waitForFunction(
      () =>
        (globalThis as unknown as { document: { activeElement: { textContent: string | null } | null } }).document.activeElement?.textContent ===
        'Archived Q-1.',
    );
    locations = await get('/api/v1/warehouses/NORTH/locations');
    const moved = locations.find((l: any) => l.code === 'Q-1');
    assert.deepEqual([moved.name, moved.parent, moved.primary_storage, moved.archived_at !== null], ['Quarantine shelf', 'lost_and_found', false, true]);
    assert.equal(
      await page.getByRole('form', { name: 'Add a bin' }).getByLabel('Under').locator('option', { hasText: 'Q-1' }).count(),
      0,
      'no bins under an archived location',
    );

    // A standard location only changes its name: its form has no code and no parent.
    await page.getByRole('button', { name: 'Rename consumables' }).click();
    const standard = page.getByRole('form', { name: 'Change location consumables' });
    assert.deepEqual([await standard.getByLabel('Code').count(), await standard.getByLabel('Under').count()], [0, 0]);
    await standard.getByLabel('Name').fill('Packaging shelf');
    await standard.getByLabel('Name').press('Enter');
    await page.getByRole('status').filter({ hasText: 'Saved consumables.' }).waitFor();
    assert.equal((await get('/api/v1/warehouses/NORTH/locations')).find((l: any) => l.code === 'consumables').name, 'Packaging shelf');

    await page.getByRole('button', { name: 'Edit warehouse' }).click();
    const edit = page.getByRole('form', { name: 'Edit warehouse NORTH' });
    assert.equal(await edit.getByRole('group', { name: 'Address', exact: true }).getByLabel('City').inputValue(), 'Duluth');
    await edit.getByLabel('Name', { exact: true }).first().fill('North Distribution Center');
    await edit.getByRole('group', { name: 'Address', exact: true }).getByLabel('Phone').fill('+1 218 555 0100');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await page.getByRole('heading', { name: 'Warehouse NORTH: North Distribution Center' }).waitFor();
    const saved = await get('/api/v1/warehouses/NORTH');
    assert.deepEqual([saved.name, saved.address.phone, saved.address.city], ['North Distribution Center', '+1 218 555 0100', 'Duluth']);

    // EAST: its bins with what they hold, its partner, and its stock one click away.
    await page.goto(`${fixture.server.url}/console/#/warehouses/EAST`);
    await page.getByRole('heading', { name: /^Warehouse EAST/ }).waitFor();
    await page.getByRole('link', { name: 'Harbor Logistics' }).waitFor();
    assert.match(await page.locator('xpath=//li[span/strong[text()="A-01"]]/span').innerText(), /holds \d+/);
    assert.deepEqual(await seriousViolations(page), [], 'warehouse page');
    await page.screenshot({ path: join(SHOTS, 'console-warehouse.png'), fullPage: true });
    await page.getByRole('link', { name: 'Inventory at EAST' }).click();
    await page.getByRole('heading', { name: 'Inventory' }).waitFor();
    assert.equal(await page.getByLabel('Warehouse', { exact: true }).first().inputValue(), 'EAST');
    await page.locator('tbody tr').first().waitFor();
    assert.deepEqual([...new Set(await page.locator('tbody tr td:first-child').allInnerTexts())], ['EAST'], 'the stock of EAST only');
    await page.context().close();
  });

  it("creates a channel and changes one's name and kind", async () => {
    const page = await staffOn('Channels');
    await page.getByRole('cell', { name: 'amazon', exact: true }).waitFor();
    await page.getByRole('button', { name: 'New channel' }).click();
    const create = page.getByRole('form', { name: 'New channel' });
    await create.getByLabel(/^Code/).fill('shop');
    await create.getByLabel('Name').fill('Another shop');
    await create.getByRole('button', { name: 'Create channel' }).click();
    await create.getByRole('alert').filter({ hasText: /shop/ }).waitFor();
    await create.getByLabel(/^Code/).fill('ebay');
    await create.getByLabel('Name').fill('eBay');
    await create.getByLabel('Kind').selectOption('marketplace');
    await create.getByLabel('Name').press('Enter');
    await page.getByRole('status').filter({ hasText: 'Created channel ebay (eBay, marketplace).' }).waitFor();
    const ebay = await get('/api/v1/channels/ebay');
    assert.deepEqual([ebay.name, ebay.kind], ['eBay', 'marketplace']);
    assert.equal((await get('/api/v1/channels/shop')).name, 'Web shop', 'the refused create changed nothing');

    await page.getByRole('button', { name: 'Edit amazon' }).click();
    const edit = page.getByRole('form', { name: 'Edit channel amazon' });
    await edit.getByLabel('Name').fill('Amazon US and CA');
    await edit.getByLabel('Kind').selectOption('other');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved channel amazon (Amazon US and CA, other).' }).waitFor();
    const amazon = await get('/api/v1/channels/amazon');
    assert.deepEqual([amazon.name, amazon.kind], ['Amazon US and CA', 'other']);
    await page.getByRole('cell', { name: 'eBay', exact: true }).waitFor();
    assert.deepEqual(await seriousViolations(page), [], 'channels page');
    await page.screenshot({ path: join(SHOTS, 'console-channels.png'), fullPage: true });
    await page.context().close();
  });

  it('shows a viewer every set-up page without a control that writes', async () => {
    const created = await fixture.api('POST', '/api/v1/api-keys', { role: 'viewer', name: 'set-up viewer' });
    assert.equal(created.status, 201);
    const context = await fixture.browser.newContext({ bypassCSP: true });
    const page = await context.newPage();
    await signInWithKeyboard(page, fixture.server.url, created.body.key);
    await page.getByText('Viewer (read only)').waitFor();
    const main = page.locator('main');
    const pages: [string, RegExp][] = [
      ['#settings', /^Settings$/],
      ['#carriers', /^Carriers$/],
      ['#warehouses', /^Warehouses$/],
      ['#/warehouses/EAST', /^Warehouse EAST/],
      ['#channels', /^Channels$/],
    ];
    for (const [hash, heading] of pages) {
      await page.goto(`${fixture.server.url}/console/${hash}`);
      await main.getByRole('heading', { name: heading, level: 1 }).waitFor();
      await main.locator('table, ul.locations, dl').first().waitFor();
      const buttons = await main.getByRole('button').allInnerTexts();
      assert.deepEqual(
        buttons.filter((b) => b !== 'Search' && b !== 'More'),
        [],
        `${hash}: no write controls`,
      );
      assert.equal(await main.getByRole('form').count(), 0, `${hash}: no forms`);
      // Each says in one sentence why there is nothing to change here.
      assert.equal(await main.getByText(/^Read only: .+ needs a staff key\./).count(), 1, `${hash}: the viewer's note`);
      assert.deepEqual(await seriousViolations(page), [], `${hash} as a viewer`);
    }
    await page.goto(`${fixture.server.url}/console/#settings`);
    await page.getByText('Read only: changing the settings needs a staff key.').waitFor();
    assert.match(await main.locator('dl').innerText(), /Currency\s+USD/);
    await context.close();
  });
});
