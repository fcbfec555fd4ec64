import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { describe, it } from 'node:test';
// @ts-expect-error: plain JavaScript without types, on purpose (any Node.js must run it).
import { bundledNode, canRunDockside, chooseRuntime } from '../../bin/runtime.js';
import { ROOT } from '../helpers/cli.ts';

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
    assert.match(pinned, /^24\.\d+\.\d+$/, `${name} is pinned to an exact Node.js 24`);
    const installed = run(bundledNode(), ['--version']).stdout.trim();
    assert.equal(installed, `v${pinned}`);
  });

  it('bin/dockside.js answers on the machine\'s own node, whatever its version', () => {
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
});
