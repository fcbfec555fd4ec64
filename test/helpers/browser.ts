// Which browser the console's tests drive (test/helpers/console.ts), and what happens without one: the
// tests are skipped with one notice per run, or fail where a browser is required (docs/console.md "Tests").
import { accessSync, constants, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';

function isExecutableFile(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/**
 * The browser the console tests drive: the one DOCKSIDE_CHROMIUM names when it is set (and no other, so
 * that a run asked for one browser never takes another), else /usr/bin/chromium (Debian's package), else
 * the first `chromium`, then `chromium-browser`, on PATH. Undefined when there is none.
 */
export function findChromium(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.DOCKSIDE_CHROMIUM) return isExecutableFile(env.DOCKSIDE_CHROMIUM) ? env.DOCKSIDE_CHROMIUM : undefined;
  const folders = (env.PATH ?? '').split(delimiter).filter((folder) => folder !== '');
  const onPath = ['chromium', 'chromium-browser'].flatMap((name) => folders.map((folder) => join(folder, name)));
  return ['/usr/bin/chromium', ...onPath].find(isExecutableFile);
}

export const CHROMIUM = findChromium();

/** CI (.ci/run) and screenshot runs want the browser tests run: there a missing browser fails them. */
const BROWSER_REQUIRED = process.env.DOCKSIDE_REQUIRE_BROWSER === '1' || process.env.DOCKSIDE_SCREENSHOTS === '1';

/** What is missing, and how to get it. */
export function missingBrowser(): string {
  const where = process.env.DOCKSIDE_CHROMIUM
    ? `DOCKSIDE_CHROMIUM=${process.env.DOCKSIDE_CHROMIUM} is not an executable file`
    : 'no Chromium found (DOCKSIDE_CHROMIUM unset, no /usr/bin/chromium, no chromium or chromium-browser on PATH)';
  return `${where}: install one (Debian or Ubuntu: apt-get install chromium) or set DOCKSIDE_CHROMIUM to a Chrome or Chromium binary`;
}

/**
 * Whether this process is the first of its test run to say so. Under `node --test` every test file runs in
 * a process of its own, children of one runner, so a marker file named by the runner's process id tells
 * the others; the first also removes the markers of earlier runs, so that at most one is left behind. A
 * file run by itself (`node test/console/x.test.ts`) is a run of its own.
 */
function firstOfTestRun(): boolean {
  if (!process.env.NODE_TEST_CONTEXT) return true;
  const folder = join(tmpdir(), 'dockside-browser-notice');
  const run = String(process.ppid);
  mkdirSync(folder, { recursive: true });
  try {
    writeFileSync(join(folder, run), '', { flag: 'wx' });
  } catch {
    return false;
  }
  for (const name of readdirSync(folder)) if (name !== run) rmSync(join(folder, name), { force: true });
  return true;
}

let noticeGiven = false;

/**
 * The `skip` option of each console test suite: false when a browser is found, or when one is required
 * (DOCKSIDE_REQUIRE_BROWSER=1 or DOCKSIDE_SCREENSHOTS=1: startConsoleFixture then fails); otherwise the
 * reason. The notice saying how to get a browser goes to stderr once per test run, not once per file.
 */
export function skipWithoutBrowser(): string | false {
  if (CHROMIUM || BROWSER_REQUIRED) return false;
  if (!noticeGiven && firstOfTestRun()) {
    process.stderr.write(
      `Skipping the staff console's browser tests (test/console/): ${missingBrowser()}. ` +
        'DOCKSIDE_REQUIRE_BROWSER=1 makes a missing browser a failure, as in CI.\n',
    );
  }
  noticeGiven = true;
  return "no Chromium found (the notice in this run's output says how to get one)";
}
