// Which Node.js runs Dockside. Plain JavaScript on purpose: any Node.js, however old, must be able to
// run this file and say what is wrong, before anything reads the TypeScript sources.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The package root (where package.json and node_modules are). */
export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Dockside runs its TypeScript sources directly: Node.js strips types without a flag from 22.18 on. */
export function canRunDockside(version) {
  const [major, minor] = version.replace(/^v/, '').split('.').map(Number);
  return major > 22 || (major === 22 && minor >= 18);
}

/**
 * The Node.js that `npm ci` installed from package.json's optionalDependencies (pinned, one package
 * per platform, the one matching this machine), or null when there is none for this platform.
 */
export function bundledNode(root = ROOT, platform = process.platform, arch = process.arch) {
  const folder = `node-${platform === 'win32' ? 'win' : platform}-${arch}`;
  const file = join(root, 'node_modules', folder, 'bin', platform === 'win32' ? 'node.exe' : 'node');
  return existsSync(file) ? file : null;
}

/**
 * What to do with the running Node.js: run Dockside here, hand over to the bundled runtime, or stop
 * with a message that says what to do.
 */
export function chooseRuntime({ version = process.version, execPath = process.execPath, bundled = bundledNode() } = {}) {
  if (canRunDockside(version)) return { kind: 'here' };
  if (bundled && bundled !== execPath) return { kind: 'bundled', path: bundled };
  return {
    kind: 'unsupported',
    message:
      `Dockside needs Node.js 22.18 or later (it runs its TypeScript sources directly); this is Node.js ${version}.\n` +
      `Run "npm ci" in ${ROOT}: it installs the pinned Node.js runtime for Linux (x64, arm64), macOS (x64) and Windows (x64).\n` +
      'On another platform, install Node.js 24 LTS (https://nodejs.org) and run the command again.\n',
  };
}

/**
 * The Node.js flags `dockside serve` and `dockside worker` run with (docs/operations.md "Memory"): V8's
 * young generation capped at 8 MB semi-spaces, and the old generation collected once it has grown by
 * half of what survived the last full collection (V8 otherwise lets a busy process grow it up to four
 * times). On the ship benchmark the server's peak fell from 331-335 to 245-265 MiB on SQLite for 0-5 %
 * of its throughput (2 cores, 2026-11-24; measured: docs/performance-journal.md#memory).
 * `DOCKSIDE_NODE_FLAGS` replaces them (empty: Node.js's own defaults); a flag of the same name given on
 * node's command line or in NODE_OPTIONS wins.
 */
export const SERVICE_NODE_FLAGS = '--max-semi-space-size=8 --heap-growing-percent=50';

/** Set in the environment of the process the `dockside` command starts with the flags. */
export const FLAGS_APPLIED = 'DOCKSIDE_NODE_FLAGS_APPLIED';

/** The flags of SERVICE_NODE_FLAGS (or DOCKSIDE_NODE_FLAGS) that `command` needs and the process was not given. */
export function serviceNodeFlags(command, { env = process.env, execArgv = process.execArgv } = {}) {
  if ((command !== 'serve' && command !== 'worker') || env[FLAGS_APPLIED] === '1') return [];
  const wanted = (env.DOCKSIDE_NODE_FLAGS ?? SERVICE_NODE_FLAGS).split(/\s+/).filter(Boolean);
  const given = new Set([...execArgv, ...(env.NODE_OPTIONS ?? '').split(/\s+/)].map(flagName));
  return wanted.filter((flag) => !given.has(flagName(flag)));
}

/** `--max_semi_space_size=4` -> `--max-semi-space-size`: V8 reads either spelling. */
function flagName(flag) {
  return flag.split('=')[0].replace(/_/g, '-');
}

// `node bin/runtime.js`: exits 1 with the message when the running Node.js cannot run Dockside (npm test uses it).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const choice = chooseRuntime({ bundled: null });
  if (choice.kind !== 'here') {
    process.stderr.write(choice.message);
    process.exit(1);
  }
}
