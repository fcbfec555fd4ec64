#!/usr/bin/env node
// The `dockside` command. Runs src/main.ts on this Node.js when it can strip types (22.18 or later);
// otherwise hands over to the Node.js that `npm ci` installed, or says what to do (bin/runtime.js).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { chooseRuntime } from './runtime.js';

const choice = chooseRuntime();
if (choice.kind === 'here') {
  await import('../src/main.ts');
} else if (choice.kind === 'bundled') {
  const child = spawn(choice.path, [fileURLToPath(import.meta.url), ...process.argv.slice(2)], { stdio: 'inherit' });
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
