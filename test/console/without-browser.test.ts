import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { after, describe, it } from 'node:test';
import { findChromium } from '../helpers/browser.ts';
import { ROOT } from '../helpers/cli.ts';

// docs/console.md "Tests": without a browser the console's tests are skipped with one notice, unless a
// browser is required (DOCKSIDE_REQUIRE_BROWSER=1, as .ci/run sets). No browser is launched here.

const MISSING = '/nonexistent/dockside-test/chromium';
const NOTICE = "Skipping the staff console's browser tests";

/** `node --test` over console test files, as `npm test` runs them, with the browser DOCKSIDE_CHROMIUM names missing. */
function runConsoleTests(files: string[], extraEnv: Record<string, string> = {}): Promise<{ code: number | null; output: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DOCKSIDE_CHROMIUM: MISSING, ...extraEnv };
  // This file's own runner context and CI's requirement must not reach the run under test.
  delete env.NODE_TEST_CONTEXT;
  if (!('DOCKSIDE_REQUIRE_BROWSER' in extraEnv)) delete env.DOCKSIDE_REQUIRE_BROWSER;
  delete env.DOCKSIDE_SCREENSHOTS;
  const args = ['--conditions=dockside-source', '--test', '--test-reporter=tap', ...files];
  const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, output })));
}

function count(text: string, part: string): number {
  return text.split(part).length - 1;
}

describe('the console tests without a browser', { timeout: 120_000 }, () => {
  it('are skipped with the reason, and say once how to get a browser, however many files run', async () => {
    const { code, output } = await runConsoleTests(['test/console/csv.test.ts', 'test/console/setup.test.ts']);
    assert.equal(code, 0, output);
    assert.equal(count(output, '# SKIP no Chromium found'), 2, output);
    assert.match(output, /# fail 0/);
    assert.equal(count(output, NOTICE), 1, output);
    assert.match(
      output,
      new RegExp(
        `DOCKSIDE_CHROMIUM=${MISSING} is not an executable file: install one \\(Debian or Ubuntu: apt-get install chromium\\) or set DOCKSIDE_CHROMIUM`,
      ),
    );
  });

  it('fail instead with DOCKSIDE_REQUIRE_BROWSER=1', async () => {
    const { code, output } = await runConsoleTests(['test/console/csv.test.ts'], { DOCKSIDE_REQUIRE_BROWSER: '1' });
    assert.notEqual(code, 0, output);
    assert.equal(count(output, '# SKIP'), 0, output);
    assert.match(output, new RegExp(`DOCKSIDE_CHROMIUM=${MISSING} is not an executable file`));
  });
});

describe('finding the browser', () => {
  const dir = mkdtempSync(join(tmpdir(), 'dockside-browser-'));
  after(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  /** A file at `path`, executable or not; never run. */
  function file(path: string, executable: boolean): string {
    mkdirSync(join(path, '..'), { recursive: true });
    writeFileSync(path, '#!/bin/sh\nexit 1\n');
    chmodSync(path, executable ? 0o755 : 0o644);
    return path;
  }

  it('takes DOCKSIDE_CHROMIUM when set, and then no other', () => {
    const named = file(join(dir, 'named/chrome'), true);
    file(join(dir, 'path/chromium'), true);
    assert.equal(findChromium({ DOCKSIDE_CHROMIUM: named, PATH: join(dir, 'path') }), named);
    assert.equal(findChromium({ DOCKSIDE_CHROMIUM: join(dir, 'named/none'), PATH: join(dir, 'path') }), undefined);
    assert.equal(findChromium({ DOCKSIDE_CHROMIUM: file(join(dir, 'named/plain'), false), PATH: join(dir, 'path') }), undefined, 'not executable');
    assert.equal(findChromium({ DOCKSIDE_CHROMIUM: join(dir, 'named'), PATH: '' }), undefined, 'a folder');
  });

  it('else takes /usr/bin/chromium, else chromium then chromium-browser on PATH', () => {
    const debian = findChromium({ PATH: '' });
    assert.ok(debian === undefined || debian === '/usr/bin/chromium', debian);
    const first = join(dir, 'first');
    const second = join(dir, 'second');
    file(join(first, 'chromium-browser'), true);
    const chromium = file(join(second, 'chromium'), true);
    file(join(first, 'chromium'), false);
    const path = [join(dir, 'empty'), first, second].join(delimiter);
    assert.equal(findChromium({ PATH: path }), debian ?? chromium, 'chromium anywhere on PATH before chromium-browser');
    rmSync(chromium);
    assert.equal(findChromium({ PATH: path }), debian ?? join(first, 'chromium-browser'));
    assert.equal(findChromium({ PATH: join(dir, 'empty') }), debian);
  });
});
