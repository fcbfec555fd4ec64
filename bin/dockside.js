#!/usr/bin/env node
// The `dockside` command. Runs src/main.ts on this Node.js when it can strip types (22.18 or later);
// otherwise hands over to the Node.js that `npm ci` installed, or says what to do (bin/runtime.js).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { chooseRuntime, serviceNodeFlags } from './runtime.js';

const choice = chooseRuntime();
// The service's heap flags (runtime.js) count only from a process's start.
const flags = serviceNodeFlags(process.argv[2]);
const self = fileURLToPath(import.meta.url);
if (choice.kind === 'here') {
  if (flags.length > 0 && typeof process.execve === 'function') {
    // Start again with them in this same process (same pid, nothing left running beside it).
    process.execve(process.execPath, [process.execPath, ...flags, ...process.execArgv, self, ...process.argv.slice(2)], process.env);
  }
  await import('../src/main.ts');
} else if (choice.kind === 'bundled') {
  const child = spawn(choice.path, [...flags, self, ...process.argv.slice(2)], { stdio: 'inherit' });
  // The child is the service: signals go to it, and its exit is this command's exit.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => {
    if (code !== null) process.exit(code);
    // Ended by a signal: end the same way, with the default handler back in place.
    process.removeAllListeners(signal);
    process.kill(process.pid, signal);
  });
} else {
  process.stderr.write(choice.message);
  process.exit(1);
}
