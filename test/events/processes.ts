import { spawn, type ChildProcess } from 'node:child_process';
import { childEnv, ROOT } from '../helpers/cli.ts';
import { BACKEND, type TestContext } from '../helpers/context.ts';

/** A `dockside worker` child process and what it printed. */
export type WorkerProcess = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

/** The DATABASE_URL under which another process sees the test context's database (its schema on PostgreSQL). */
export function databaseUrlOf(ctx: TestContext): string {
  if (BACKEND === 'sqlite') return ctx.databaseUrl;
  const base = ctx.databaseUrl;
  return `${base}${base.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${ctx.schema}`)}`;
}

/**
 * Starts `dockside worker` with the given environment (see childEnv) and resolves once
 * its dispatcher has started, or rejects with its output after `timeoutMs`.
 */
export function startWorker(env: Record<string, string>, timeoutMs = 20_000): Promise<WorkerProcess> {
  const child = spawn(process.execPath, ['src/main.ts', 'worker'], {
    cwd: ROOT,
    env: childEnv(env),
  });
  let text = '';
  child.stdout.on('data', (chunk: Buffer) => {
    text += chunk;
  });
  child.stderr.on('data', (chunk: Buffer) => {
    text += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`worker did not start within ${timeoutMs} ms:\n${text}`));
    }, timeoutMs);
    const poll = setInterval(() => {
      if (!text.includes('webhook dispatcher started')) return;
      clearInterval(poll);
      clearTimeout(timer);
      resolve({ child, output: () => text, exited });
    }, 20);
    void exited.then((code) => {
      clearInterval(poll);
      clearTimeout(timer);
      reject(new Error(`worker exited with ${code} before starting:\n${text}`));
    });
  });
}
