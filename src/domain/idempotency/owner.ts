import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { dbKind, type Db } from '../../db/connect.ts';
import { first } from '../shared/invariants.ts';

/**
 * This process as the owner of the requests it runs under an Idempotency-Key, and a way to tell
 * whether another owner is still alive, so that a key left `running` by a process that died is taken
 * over at once instead of answering `idempotency_key_in_use` (docs/3pl-api.md section 9).
 */
export type RequestOwner = {
  /** Written on the records this process claims: what proves this process alive. */
  currentToken: () => Promise<string>;
  /** Whether the process that wrote `token` still runs, as far as this process can tell. */
  liveness: (token: string) => Promise<Liveness>;
  /** Lets go of what proves this process alive; call it when the process stops serving. */
  release: () => Promise<void>;
};

export type Liveness = 'alive' | 'gone' | 'unknown';

/**
 * PostgreSQL: the owner holds a session advisory lock on a connection it keeps while it serves (from its
 * first claim); the server frees the lock the moment that connection ends, whatever ends the process.
 * Another process tries the same lock inside a transaction: getting it means the owner is gone.
 * SQLite: every process on a database file runs on the same host, so the owner is a host name and a
 * process id, and the operating system says whether that process still runs.
 */
export function requestOwner(db: Db): RequestOwner {
  return dbKind(db) === 'postgres' ? postgresOwner(db) : processOwner();
}

function processOwner(): RequestOwner {
  const host = hostname();
  const token = `process:${host}:${process.pid}`;
  return {
    currentToken: async () => token,
    liveness: async (token) => {
      const match = /^process:(.*):(\d+)$/.exec(token);
      // Another host (a database file on a network share): there is no way to tell.
      if (!match || match[1] !== host) return 'unknown';
      return processRuns(Number(match[2])) ? 'alive' : 'gone';
    },
    release: async () => {},
  };
}

function processRuns(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A lock session: held on one connection until released, or until that connection fails. */
type LockSession = { token: string; ended: boolean; release: () => Promise<void> };

// A held connection answers a trivial query this often, so that losing it is noticed.
const HEARTBEAT_MS = 5_000;

function postgresOwner(db: Db): RequestOwner {
  let session: Promise<LockSession> | null = null;
  return {
    currentToken: async () => {
      if (session === null || (await session.catch(() => null))?.ended !== false) session = openLockSession(db);
      return (await session).token;
    },
    liveness: async (token) => {
      const match = /^pg-lock:(-?\d+)$/.exec(token);
      if (!match) return 'unknown';
      return db.transaction().execute(async (trx) => {
        const { rows } = await sql<{ free: boolean }>`select pg_try_advisory_xact_lock(${match[1]}::int8) as free`.execute(trx);
        return first(rows, 'the answer of pg_try_advisory_xact_lock').free ? 'gone' : 'alive';
      });
    },
    release: async () => {
      const open = await session?.catch(() => null);
      await open?.release();
    },
  };
}

/**
 * Takes a session advisory lock on a pooled connection kept for as long as the session lasts. The
 * connection answers a heartbeat every few seconds; should it fail, the session ends (the server has
 * freed the lock with the connection) and the next claim opens a new session under a new token.
 */
function openLockSession(db: Db): Promise<LockSession> {
  const lockId = String(randomBytes(8).readBigInt64BE());
  let stop: () => void = () => {};
  const stopped = new Promise<true>((resolve) => {
    stop = () => resolve(true);
  });
  return new Promise((resolve, reject) => {
    let held = false;
    const session: LockSession = {
      token: `pg-lock:${lockId}`,
      ended: false,
      release: async () => {
        stop();
        await running;
      },
    };
    const running = db
      .connection()
      .execute(async (conn) => {
        await sql`select pg_advisory_lock(${lockId}::int8)`.execute(conn);
        held = true;
        resolve(session);
        while (!(await Promise.race([stopped, sleep(HEARTBEAT_MS, false, { ref: false })]))) {
          await sql`select 1`.execute(conn);
        }
        await sql`select pg_advisory_unlock(${lockId}::int8)`.execute(conn);
      })
      .catch((error: unknown) => {
        if (!held) reject(error);
      })
      .finally(() => {
        session.ended = true;
      });
  });
}
