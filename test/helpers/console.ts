// The staff console's browser tests (docs/console.md): Chromium driven by playwright-core against
// `dockside serve` over the demo merchant, shared by every test/console file.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM, missingBrowser } from './browser.ts';
import { emptyDatabase, killAll, ROOT, runCli, startServer, stopServer, type CliDatabase, type Server } from './cli.ts';

/**
 * `DOCKSIDE_SCREENSHOTS=1` writes the screenshots of docs/console.md; otherwise they go to a temporary
 * folder, removed when the test file's process ends (each run left ~0.6 MB behind in the system's
 * temporary folder).
 */
export const SHOTS = process.env.DOCKSIDE_SCREENSHOTS === '1' ? join(ROOT, 'docs/images') : temporaryShots();

function temporaryShots(): string {
  const dir = mkdtempSync(join(tmpdir(), 'dockside-console-'));
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

// The page's globals, for code that runs in the browser (page.evaluate); the suite itself has no DOM types.
export type PageGlobals = {
  document: { activeElement: { id: string } | null; cookie: string };
  localStorage: object;
  sessionStorage: object;
  axe: { run: () => Promise<{ violations: { id: string; impact: string; nodes: unknown[] }[] }> };
};

/**
 * The accessibility violations axe-core finds on the page at `serious` or `critical` impact. axe-core is
 * injected as an inline script, which the console's policy refuses: open the page in a context with
 * `bypassCSP: true` (the policy itself is checked on the answer, in console.test.ts).
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: AXE });
  const violations = await page.evaluate(async () => {
    const result = await (globalThis as unknown as PageGlobals).axe.run();
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.length }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id} (${v.impact}, ${v.nodes} elements)`);
}

export async function signInWithKeyboard(page: Page, base: string, key: string): Promise<void> {
  await page.goto(`${base}/console/`);
  await page.getByLabel('API key').waitFor();
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => (globalThis as unknown as PageGlobals).document.activeElement?.id), 'key', 'the key field takes the first Tab');
  await page.keyboard.type(key);
  await page.keyboard.press('Enter');
}

export type ConsoleFixture = {
  database: CliDatabase;
  server: Server;
  browser: Browser;
  /** The demo's staff and warehouse (EAST) keys. */
  staffKey: string;
  warehouseKey: string;
  /** A request to the server with the staff key; JSON bodies are sent as JSON. */
  api: (method: string, path: string, body?: unknown, key?: string) => Promise<{ status: number; body: any }>;
  close: () => Promise<void>;
};

/** A new demo database, `dockside serve` over it (no rate limit) and a Chromium. */
export async function startConsoleFixture(env: Record<string, string> = {}): Promise<ConsoleFixture> {
  assert.ok(CHROMIUM, missingBrowser());
  mkdirSync(SHOTS, { recursive: true });
  const database = await emptyDatabase();
  const demo = await runCli(['demo'], { DATABASE_URL: database.url }, 60_000);
  assert.equal(demo.code, 0, demo.stderr);
  const staffKey = /dk_staff_[\w-]+/.exec(demo.stdout)![0];
  const warehouseKey = /dk_wh_[\w-]+/.exec(demo.stdout)![0];
  const server = await startServer({ DATABASE_URL: database.url, DOCKSIDE_RATE_LIMIT_PER_SECOND: '0', ...env });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  const api: ConsoleFixture['api'] = async (method, path, body, key = staffKey) => {
    const answer = await fetch(`${server.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${key}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? null : JSON.stringify(body),
    });
    const text = await answer.text();
    return { status: answer.status, body: text && answer.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text };
  };
  return {
    database,
    server,
    browser,
    staffKey,
    warehouseKey,
    api,
    close: async () => {
      await browser.close();
      await stopServer(server);
      await database.cleanup();
      killAll();
    },
  };
}
