import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { after, describe, it } from 'node:test';
// @ts-expect-error: plain JavaScript without types, on purpose (any Node.js must run it).
import { bundledNode, canRunDockside, chooseRuntime, FLAGS_APPLIED, serviceNodeFlags, SERVICE_NODE_FLAGS } from '../../bin/runtime.js';
import { emptyDatabase, killAll, ROOT, startServer, stopServer } from '../helpers/cli.ts';

/** The machine's own `node`: the first on PATH outside this project's node_modules (npm puts the pinned one first). */
function machineNode(): string {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (dir.includes('node_modules')) continue;
    const candidate = join(dir, 'node');
    if (existsSync(candidate)) return candidate;
  }
  return process.execPath;
}

function run(node: string, args: string[], cwd = ROOT) {
  return spawnSync(node, args, { cwd, encoding: 'utf8', env: { PATH: process.env.PATH ?? '' }, timeout: 30_000 });
}

describe('the runtime: `npm ci && npm start` works whatever Node.js the machine has (docs/operations.md)', () => {
  it('runs on Node.js 22.18 and later, hands over to the pinned runtime before that, and says what to do without one', () => {
    assert.equal(canRunDockside('v24.21.0'), true);
    assert.equal(canRunDockside('v22.18.0'), true);
    assert.equal(canRunDockside('v22.17.1'), false);
    assert.equal(canRunDockside('v20.20.2'), false);
    assert.deepEqual(chooseRuntime({ version: 'v24.0.0', execPath: '/x/node', bundled: '/p/node' }), { kind: 'here' });
    assert.deepEqual(chooseRuntime({ version: 'v20.20.2', execPath: '/usr/bin/node', bundled: '/p/node' }), { kind: 'bundled', path: '/p/node' });
    const none = chooseRuntime({ version: 'v20.20.2', execPath: '/usr/bin/node', bundled: null });
    assert.equal(none.kind, 'unsupported');
    assert.match(none.message, /needs Node\.js 22\.18 or later.*this is Node\.js v20\.20\.2/);
    assert.match(none.message, /npm ci/);
  });

  it('the pinned runtime arrived with npm ci, at the version package.json pins for this platform', () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { optionalDependencies: Record<string, string> };
    const name = `node-${process.platform === 'win32' ? 'win' : process.platform}-${process.arch}`;
    const pinned = pkg.optionalDependencies[name];
    assert.match(pinned ?? '', /^24\.\d+\.\d+$/, `${name} is pinned to an exact Node.js 24`);
    const installed = run(bundledNode(), ['--version']).stdout.trim();
    assert.equal(installed, `v${pinned}`);
  });

  it("bin/dockside.js answers on the machine's own node, whatever its version", () => {
    const node = machineNode();
    const help = run(node, ['bin/dockside.js', 'help']);
    assert.equal(help.status, 0, `${node} bin/dockside.js help: ${help.stderr}`);
    assert.match(help.stdout, /^Usage: dockside <command>/);
  });

  it('without the pinned runtime, an old Node.js gets a clear message and exit 1, not a stack trace', () => {
    const node = machineNode();
    const version = run(node, ['--version']).stdout.trim();
    const copy = mkdtempSync(join(tmpdir(), 'dockside-bin-'));
    try {
      cpSync(join(ROOT, 'bin'), join(copy, 'bin'), { recursive: true });
      writeFileSync(join(copy, 'package.json'), '{"type":"module"}');
      const result = run(node, ['bin/dockside.js', 'help'], copy);
      if (canRunDockside(version)) {
        // A machine whose own Node.js is recent enough runs Dockside itself; the copy has no sources to run.
        assert.notEqual(result.status, 0);
        assert.doesNotMatch(result.stderr, /needs Node\.js 22\.18/);
      } else {
        assert.equal(result.status, 1);
        assert.match(result.stderr, new RegExp(`needs Node\\.js 22\\.18 or later.*this is Node\\.js ${version.replace(/\./g, '\\.')}`));
        assert.doesNotMatch(result.stderr, /at .*\(.*:\d+:\d+\)|ERR_/);
      }
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });

  it('serve and worker get the heap flags unless given others; other commands get none', () => {
    const defaults = SERVICE_NODE_FLAGS.split(' ');
    assert.deepEqual(serviceNodeFlags('serve', { env: {}, execArgv: [] }), defaults);
    assert.deepEqual(serviceNodeFlags('worker', { env: {}, execArgv: [] }), defaults);
    assert.deepEqual(serviceNodeFlags('migrate', { env: {}, execArgv: [] }), []);
    assert.deepEqual(serviceNodeFlags('serve', { env: {}, execArgv: defaults }), [], 'already running with them');
    assert.deepEqual(serviceNodeFlags('serve', { env: { NODE_OPTIONS: '--max_semi_space_size=32' }, execArgv: [] }), ['--heap-growing-percent=50']);
    assert.deepEqual(serviceNodeFlags('serve', { env: {}, execArgv: ['--heap-growing-percent=100', '--cpu-prof'] }), ['--max-semi-space-size=8']);
    assert.deepEqual(serviceNodeFlags('serve', { env: { DOCKSIDE_NODE_FLAGS: '' }, execArgv: [] }), []);
    assert.deepEqual(serviceNodeFlags('serve', { env: { DOCKSIDE_NODE_FLAGS: ' --max-old-space-size=512 ' }, execArgv: [] }), ['--max-old-space-size=512']);
    assert.deepEqual(serviceNodeFlags('serve', { env: { [FLAGS_APPLIED]: '1' }, execArgv: [] }), [], 'started with them once: never again');
  });

  it('keeps what Node.js made of the sources, so the next start neither strips types nor compiles again', () => {
    // NODE_DEBUG_NATIVE=COMPILE_CACHE makes Node.js say what its compile cache read and wrote.
    const env = { PATH: process.env.PATH ?? '', NODE_DEBUG_NATIVE: 'COMPILE_CACHE' };
    const first = spawnSync(process.execPath, ['bin/dockside.js', 'help'], { cwd: ROOT, env, encoding: 'utf8', timeout: 30_000 });
    assert.equal(first.status, 0, first.stderr);
    const next = spawnSync(process.execPath, ['bin/dockside.js', 'help'], { cwd: ROOT, env, encoding: 'utf8', timeout: 30_000 });
    assert.equal(next.status, 0, next.stderr);
    const folder = join(ROOT, 'node_modules', '.cache', 'dockside-compile').replaceAll('\\', '/');
    assert.ok(next.stderr.replaceAll('\\', '/').includes(folder), `the cache is in ${folder}`);
    assert.match(next.stderr, /retrieving transpile cache for StrippedTypeScript file:\/\/\S*\/src\/main\.ts\.\.\.success/);
    assert.match(next.stderr, /V8 code cache for ESM file:\/\/\S*\/src\/app\.ts was accepted/);
  });

  describe('`dockside serve` through bin/dockside.js', () => {
    after(killAll);
    const cmdline = (pid: number) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');

    it('runs in the process it was started as, with the heap flags, and answers', { skip: process.platform !== 'linux' && 'reads /proc' }, async () => {
      const database = await emptyDatabase();
      try {
        const server = await startServer({ DATABASE_URL: database.url }, 30_000, 'bin/dockside.js');
        const args = cmdline(server.child.pid!);
        for (const flag of SERVICE_NODE_FLAGS.split(' ')) assert.ok(args.includes(flag), `${flag} in ${args.join(' ')}`);
        assert.equal((await fetch(`${server.url}/ready`)).status, 200);
        assert.equal(await stopServer(server), 0);

        const plain = await startServer({ DATABASE_URL: database.url, DOCKSIDE_NODE_FLAGS: '' }, 30_000, 'bin/dockside.js');
        assert.ok(!cmdline(plain.child.pid!).some((arg) => arg.startsWith('--max-semi-space-size')), 'DOCKSIDE_NODE_FLAGS empty: none added');
        assert.equal(await stopServer(plain), 0);

        // `--` never shows among node's own arguments: without the mark, the command would start itself forever.
        const odd = await startServer({ DATABASE_URL: database.url, DOCKSIDE_NODE_FLAGS: '--' }, 30_000, 'bin/dockside.js');
        assert.equal((await fetch(`${odd.url}/ready`)).status, 200);
        assert.equal(await stopServer(odd), 0);
      } finally {
        await database.cleanup();
      }
    });
  });
});
