#!/usr/bin/env node
// The `dockside` command. Runs src/main.ts on this Node.js when it can strip types (22.18 or later);
// otherwise hands over to the Node.js that `npm ci` installed, or says what to do (bin/runtime.js).
// `serve` and `worker` start with the heap flags of runtime.js, which count only from a process's start.
import { spawn } from 'node:child_process';
import module from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chooseRuntime, FLAGS_APPLIED, ROOT, serviceNodeFlags } from './runtime.js';

const choice = chooseRuntime();
const flags = serviceNodeFlags(process.argv[2]);
const self = fileURLToPath(import.meta.url);
const args = process.argv.slice(2);
// The started process has its flags: it never starts again, whatever node makes of them.
const env = flags.length > 0 ? { ...process.env, [FLAGS_APPLIED]: '1' } : process.env;

if (choice.kind === 'unsupported') {
  process.stderr.write(choice.message);
  process.exit(1);
} else if (choice.kind === 'here' && flags.length === 0) {
  keepCompiledSources();
  await import('../src/main.ts');
  // Every module the command imports at start is loaded by now: write what was made of them.
  module.flushCompileCache?.();
} else if (choice.kind === 'here' && process.platform !== 'win32' && process.platform !== 'os400') {
  // Start again with the flags in this same process (same pid, nothing left running beside it).
  process.execve(process.execPath, [process.execPath, ...flags, ...process.execArgv, self, ...args], env);
} else {
  // The pinned runtime, or (Windows has no execve) this Node.js again, as a child with the flags.
  const node = choice.kind === 'bundled' ? choice.path : process.execPath;
  const child = spawn(node, [...flags, ...process.execArgv, self, ...args], { stdio: 'inherit', env });
  // The child is the service: signals go to it, and its exit is this command's exit.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => {
    if (code !== null) process.exit(code);
    // Ended by a signal: end the same way, with the default handler back in place.
    process.removeAllListeners(signal);
    process.kill(process.pid, signal);
  });
}

/**
 * Node.js keeps what it made of each source file (the TypeScript with its types stripped, and V8's
 * compiled code) in node_modules/.cache/dockside-compile, or in the system's temporary folder when that
 * one cannot be written. A later start reads them instead of loading the type stripper and compiling
 * again: on the ship benchmark the server started 20 MiB smaller and 0.2 s sooner (2 cores, 2026-11-24;
 * docs/operations.md "Memory"). An entry serves only its unchanged source file under the same Node.js and
 * flags, so the first start after an install, an upgrade or a change of DOCKSIDE_NODE_FLAGS writes them
 * again. `NODE_COMPILE_CACHE=<folder>` puts the cache elsewhere; `NODE_DISABLE_COMPILE_CACHE=1` turns it off.
 */
function keepCompiledSources() {
  if (!module.enableCompileCache) return;
  const kept = module.enableCompileCache(join(ROOT, 'node_modules', '.cache', 'dockside-compile'));
  if (kept.status === module.constants.compileCacheStatus.FAILED) module.enableCompileCache();
}
