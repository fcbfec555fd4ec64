import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync, writeSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { first } from '../../src/domain/shared/invariants.ts';
import type { Random } from '../../src/simulator/random.ts';

/** The repository root: `bin/dockside.js` is started from here, as an operator starts it. */
const ROOT = resolve(import.meta.dirname, '../..');
const DOCKSIDE = join(ROOT, 'bin', 'dockside.js');

/** One `dockside serve` or `dockside worker` of the run, restarted under the same name and port after each kill. */
export type Member = {
  name: string;
  role: 'serve' | 'worker';
  /** The port of a `serve` process, the same across restarts; null for a worker. */
  port: number | null;
  child: ChildProcess;
  /** Resolves when the current child has exited. */
  exited: Promise<void>;
  /** The current child is being ended by the run (a kill, or the stop at the end). */
  ending: boolean;
  /** A server's current child has answered GET /ready. */
  up: boolean;
  kills: number;
  /** Kills of a server that had not answered GET /ready since its last start. */
  killsWhileStarting: number;
};

export type ClusterOptions = {
  servers: number;
  workers: number;
  /** Environment every process gets (database, keys, limits), on top of PATH. */
  env: Record<string, string>;
  /** Each process appends its output to `<logDir>/<name>.log`, across restarts. */
  logDir: string;
};

/** How long a `dockside serve` may take to answer GET /ready after it was started. */
const READY_TIMEOUT_MS = 120_000;

/**
 * The run's processes: `servers` x `dockside serve` (each on its own 127.0.0.1 port, delivery left to the
 * workers) and `workers` x `dockside worker`, all on one database. Any member can be killed with
 * SIGKILL and is started again at once, on the same port.
 */
export class Cluster {
  readonly members: Member[] = [];
  /** Milliseconds from each restart of a server to its first 200 from GET /ready. */
  readonly restartsMs: number[] = [];
  /** Processes that exited when the run had not ended them (a crash at start, say), with their exit code. */
  readonly unexpectedExits: string[] = [];
  readonly #options: ClusterOptions;
  readonly #restarting = new Set<Promise<void>>();

  constructor(options: ClusterOptions) {
    this.#options = options;
  }

  /**
   * Starts the processes and resolves once every server answers GET /ready. The first server starts
   * alone: on a new database it registers the bootstrap staff key and the master key's record, which
   * several first starts at once would race for.
   */
  async start(): Promise<void> {
    const ports = await freePorts(this.#options.servers);
    await this.#ready(this.#launch('serve-1', 'serve', first(ports, "the first server's port")));
    for (const [i, port] of ports.slice(1).entries()) this.#launch(`serve-${i + 2}`, 'serve', port);
    for (let i = 1; i <= this.#options.workers; i++) this.#launch(`worker-${i}`, 'worker', null);
    await this.allReady();
  }

  /** The base URLs of the servers (`http://127.0.0.1:PORT`), in member order. */
  get urls(): string[] {
    return this.members.filter((m) => m.port !== null).map((m) => `http://127.0.0.1:${m.port}`);
  }

  /**
   * Kills a member with SIGKILL (no shutdown, no cleanup: what a crash or an OOM kill does) and starts it
   * again at once; a server's time to ready is measured in the background.
   */
  async killAndRestart(member: Member): Promise<void> {
    member.ending = true;
    member.child.kill('SIGKILL');
    await member.exited;
    member.kills++;
    if (member.role === 'serve' && !member.up) member.killsWhileStarting++;
    this.#note(member, 'killed with SIGKILL by the chaos run; starting again');
    const started = Date.now();
    this.#spawn(member);
    if (member.role !== 'serve') return;
    const timing = this.#ready(member).then(
      (ready) => {
        if (ready) this.restartsMs.push(Date.now() - started);
      },
      () => {},
    );
    this.#restarting.add(timing);
    void timing.finally(() => this.#restarting.delete(timing));
  }

  /** Resolves once every server answers GET /ready (each is given READY_TIMEOUT_MS). */
  async allReady(): Promise<void> {
    await Promise.all([...this.#restarting]);
    await Promise.all(this.members.filter((m) => m.role === 'serve').map((m) => this.#ready(m)));
  }

  /** Stops every member with SIGTERM, then SIGKILL for one still running after `graceMs`. */
  async stop(graceMs = 10_000): Promise<void> {
    await Promise.all(
      this.members.map(async (member) => {
        member.ending = true;
        member.child.kill('SIGTERM');
        const ended = await Promise.race([member.exited.then(() => true), sleep(graceMs, false)]);
        if (!ended) member.child.kill('SIGKILL');
        await member.exited;
      }),
    );
  }

  /** SIGKILL to every member still running, synchronously: for the process's `exit` handler. */
  killNow(): void {
    for (const member of this.members) if (member.child.exitCode === null && member.child.signalCode === null) member.child.kill('SIGKILL');
  }

  #launch(name: string, role: Member['role'], port: number | null): Member {
    const member = { name, role, port, kills: 0, killsWhileStarting: 0, ending: false, up: false } as Member;
    this.members.push(member);
    this.#spawn(member);
    return member;
  }

  #spawn(member: Member): void {
    const log = openSync(this.#logFile(member), 'a');
    const env: Record<string, string> = {
      PATH: `${dirname(process.execPath)}:${process.env.PATH ?? ''}`,
      ...this.#options.env,
      ...(member.port === null ? {} : { HOST: '127.0.0.1', PORT: String(member.port), DOCKSIDE_DISPATCHER: '0' }),
    };
    const child = spawn(process.execPath, [DOCKSIDE, member.role], { cwd: ROOT, env, stdio: ['ignore', log, log] });
    closeSync(log);
    member.child = child;
    member.ending = false;
    member.up = false;
    member.exited = new Promise((resolveExit) =>
      child.once('exit', (code, signal) => {
        if (!member.ending) this.unexpectedExits.push(`${member.name} exited with ${code ?? signal} (see ${this.#logFile(member)})`);
        resolveExit();
      }),
    );
  }

  /**
   * Waits until the member's current server answers GET /ready (true), or until it is replaced by a
   * restart (false: the new one is waited for by whoever restarted it); throws with the place of its
   * log when it does not answer in time.
   */
  async #ready(member: Member): Promise<boolean> {
    const child = member.child;
    const until = Date.now() + READY_TIMEOUT_MS;
    while (Date.now() < until) {
      if (member.child !== child) return false;
      try {
        const response = await fetch(`http://127.0.0.1:${member.port}/ready`, { signal: AbortSignal.timeout(2_000) });
        await response.arrayBuffer();
        if (response.status === 200 && member.child === child) {
          member.up = true;
          return true;
        }
      } catch {
        // Not listening yet.
      }
      await sleep(100);
    }
    throw new Error(`${member.name} did not answer GET /ready within ${READY_TIMEOUT_MS} ms; see ${this.#logFile(member)}`);
  }

  #logFile(member: Member): string {
    return join(this.#options.logDir, `${member.name}.log`);
  }

  #note(member: Member, text: string): void {
    const log = openSync(this.#logFile(member), 'a');
    writeSync(log, `--- ${new Date().toISOString()} ${text}\n`);
    closeSync(log);
  }
}

/** Ports of 127.0.0.1 free at the moment, one per server. */
async function freePorts(count: number): Promise<number[]> {
  const probes = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<ReturnType<typeof createServer>>((resolveProbe, reject) => {
          const probe = createServer();
          probe.once('error', reject);
          probe.listen(0, '127.0.0.1', () => resolveProbe(probe));
        }),
    ),
  );
  const ports = probes.map((probe) => (probe.address() as AddressInfo).port);
  await Promise.all(probes.map((probe) => new Promise<void>((resolveClose) => probe.close(() => resolveClose()))));
  return ports;
}

/** The kills of a run, by role. */
export type KillTally = { serve: number; worker: number };

/**
 * Every 2-5 s (drawn from `random`) until `stopAt`, kills a member drawn at random with SIGKILL and
 * starts it again at once; `onKill` hears each kill as it happens.
 */
export async function runKiller(cluster: Cluster, random: Random, stopAt: number, onKill: (member: Member) => void): Promise<KillTally> {
  const tally: KillTally = { serve: 0, worker: 0 };
  for (;;) {
    const wait = random.int(2_000, 5_000);
    if (Date.now() + wait >= stopAt) return tally;
    await sleep(wait);
    const member = random.pick(cluster.members);
    await cluster.killAndRestart(member);
    tally[member.role]++;
    onKill(member);
  }
}
