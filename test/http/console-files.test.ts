import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { createContext, type TestContext } from '../helpers/context.ts';

// docs/operations.md DOCKSIDE_CONSOLE_DIR and docs/console.md: /console serves the folder of a console build.
describe('the console files', () => {
  const folders: string[] = [];
  const contexts: TestContext[] = [];
  after(async () => {
    for (const ctx of contexts) await ctx.close();
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  async function serving(files: Record<string, string>): Promise<TestContext> {
    const dir = mkdtempSync(join(tmpdir(), 'dockside-console-dir-'));
    folders.push(dir);
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(join(dir, name, '..'), { recursive: true });
      writeFileSync(join(dir, name), text);
    }
    const ctx = await createContext({ config: { consoleDir: dir } });
    contexts.push(ctx);
    return ctx;
  }

  it('serves the build DOCKSIDE_CONSOLE_DIR names: its page for any console path, hashed assets cached, the policy on both', async () => {
    const ctx = await serving({ 'index.html': '<!doctype html><title>Built elsewhere</title>', 'assets/app-1a2b.js': 'console.log(1)' });
    const page = await ctx.app.inject({ method: 'GET', url: '/console/orders/SO-1' });
    assert.equal(page.statusCode, 200);
    assert.match(page.body, /Built elsewhere/);
    assert.equal(page.headers['cache-control'], 'no-cache');
    assert.match(String(page.headers['content-security-policy']), /^default-src 'self'/);
    const asset = await ctx.app.inject({ method: 'GET', url: '/console/assets/app-1a2b.js' });
    assert.equal(asset.statusCode, 200);
    assert.match(String(asset.headers['cache-control']), /immutable/);
    const outside = await ctx.app.inject({ method: 'GET', url: '/console/assets/..%2f..%2fpackage.json' });
    assert.match(outside.body, /Built elsewhere/, 'a path out of the folder gets the page, not a file');
  });

  it('answers 503 saying how to build when the folder holds no build', async () => {
    const ctx = await serving({});
    const page = await ctx.app.inject({ method: 'GET', url: '/console/' });
    assert.equal(page.statusCode, 503);
    assert.match(page.body, /not built/);
  });
});
