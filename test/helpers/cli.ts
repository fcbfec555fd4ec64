import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import pg from 'pg';
import { BACKEND } from './context.ts';

/** The repository root, where `node src/main.ts` runs. */
export const ROOT = resolve(import.meta.dirname, '../..');

export type CliDatabase = { url: string; cleanup: () => Promise<void> };

/**
 * An empty database for the command line: a SQLite file in a temporary folder, or a fresh schema in
 * the PostgreSQL of DATABASE_URL named through the URL's `options=-c search_path=...`.
 */
export async function emptyDatabase(): Promise<CliDatabase> {
  if (BACKEND === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'dockside-cli-'));
    return { url: `sqlite:${join(dir, 'data', 'dockside.db')}`, cleanup: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const base = process.env.DATABASE_URL!;
  const schema = `cli_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(base, `create schema ${schema}`);
  const url = `${base}${base.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  return { url, cleanup: () => adminQuery(base, `drop schema ${schema} cascade`) };
}

async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

// The master key file of every child of this test process (unless a test names another or sets
// DOCKSIDE_MASTER_KEY): outside the repository, so that no test writes ./data/master.key there.
const KEY_DIR = mkdtempSync(join(tmpdir(), 'dockside-keys-'));
process.on('exit', () => rmSync(KEY_DIR, { recursive: true, force: true }));

/**
 * The environment of a child: nothing inherited but PATH (with this Node first), the test process's
 * master key file, and what the test sets.
 */
export function childEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  // A console built elsewhere (DOCKSIDE_CONSOLE_DIR) is served by the children too, so that a change to the
  // console can be tried from its own build while console/dist stays as the install left it.
  const consoleDir = process.env.DOCKSIDE_CONSOLE_DIR ? { DOCKSIDE_CONSOLE_DIR: process.env.DOCKSIDE_CONSOLE_DIR } : {};
  return { PATH: `${dirname(process.execPath)}:${process.env.PATH ?? ''}`, DOCKSIDE_MASTER_KEY_FILE: join(KEY_DIR, 'master.key'), ...consoleDir, ...env };
}

const running = new Set<ChildProcess>();

/** Kills every child still running; call it in `after` so that no test leaves a process behind. */
export function killAll(): void {
  for (const child of running) child.kill('SIGKILL');
  running.clear();
}

export type CliResult = { code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string };

/** Runs `dockside <args>` to completion (killed after `timeoutMs`). */
export function runCli(args: string[], env: Record<string, string>, timeoutMs = 20_000): Promise<CliResult> {
  return runNode(['src/main.ts', ...args], env, timeoutMs);
}

/** Runs this test's Node.js with `args` from the repository root to completion (killed after `timeoutMs`). */
export function runNode(args: string[], env: Record<string, string>, timeoutMs: number): Promise<CliResult> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, env: childEnv(env) });
    running.add(child);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', reject);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      running.delete(child);
      resolvePromise({ code, signal, stdout, stderr });
    });
  });
}

export type Server = {
  child: ChildProcess;
  /** `http://127.0.0.1:<port>` */
  url: string;
  port: number;
  output: () => string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
};

/**
 * Starts `dockside serve` (`script`: src/main.ts, or bin/dockside.js as the `dockside` command) on a free
 * port (PORT=0) and resolves once it listens, with the address read from pino's "Server listening at"
 * line. Rejects with the output when it exits or takes too long.
 */
export function startServer(env: Record<string, string>, timeoutMs = 20_000, script = 'src/main.ts'): Promise<Server> {
  const child = spawn(process.execPath, [script, 'serve'], {
    cwd: ROOT,
    env: childEnv({ HOST: '127.0.0.1', PORT: '0', ...env }),
  });
  running.add(child);
  let text = '';
  const exited = new Promise<number | null>((resolveExit) =>
    child.on('close', (code) => {
      running.delete(child);
      resolveExit(code);
    }),
  );
  return new Promise((resolvePromise, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`serve did not listen within ${timeoutMs} ms:\n${text}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      text += chunk;
      const match = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(text);
      if (!match) return;
      clearTimeout(timer);
      const port = Number(match[1]);
      resolvePromise({ child, url: `http://127.0.0.1:${port}`, port, output: () => text, exited });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => {
      text += chunk;
    });
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`serve exited with ${code} before listening:\n${text}`));
    });
  });
}

/** Sends SIGTERM and waits for the exit code. */
export async function stopServer(server: Server): Promise<number | null> {
  server.child.kill('SIGTERM');
  return server.exited;
}
