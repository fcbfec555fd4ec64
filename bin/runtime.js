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
    message: `Dockside needs Node.js 22.18 or later (it runs its TypeScript sources directly); this is Node.js ${version}.\n`
      + `Run "npm ci" in ${ROOT}: it installs the pinned Node.js runtime for Linux (x64, arm64), macOS (x64) and Windows (x64).\n`
      + 'On another platform, install Node.js 24 LTS (https://nodejs.org) and run the command again.\n',
  };
}

// `node bin/runtime.js`: exits 1 with the message when the running Node.js cannot run Dockside (npm test uses it).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const choice = chooseRuntime({ bundled: null });
  if (choice.kind !== 'here') {
    process.stderr.write(choice.message);
    process.exit(1);
  }
}
