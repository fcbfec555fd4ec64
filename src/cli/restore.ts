import { copyFileSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import type { Config } from '../config.ts';
import { connect } from '../db/connect.ts';
import { migrateToLatest, migrationNames } from '../db/migrate.ts';
import { carryCountersForward, checkCopy, removeSideFiles, replaceDatabaseFile, type CopyFacts } from '../db/sqlite-backup.ts';
import { readKeyring } from '../domain/secrets/master-key.ts';
import { databaseLocation, describeCopy, parseFlags, postgresAdvice } from './backup.ts';
import { keySource } from './master-key.ts';

const USAGE = 'usage: dockside restore --from FILE\n';

/**
 * `dockside restore --from FILE` (docs/operations.md "Backups"): on SQLite, checks the backup, refuses
 * while a process has the database open, keeps the current database beside it as
 * `<name>.before-restore-<time>`, puts the backup in its place, applies pending migrations and carries
 * the replaced database's counters forward; on PostgreSQL, the pg_restore command to run instead. Returns the exit code: 0 restored, 1 failed or
 * refused, 2 usage error or PostgreSQL.
 */
export async function restoreCommand(config: Config, args: string[]): Promise<number> {
  const flags = parseFlags(args, ['from'], USAGE);
  if (!flags) return 2;
  const location = databaseLocation(config.databaseUrl);
  if (location.kind === 'postgres') {
    process.stderr.write(postgresAdvice('restore', location.url, flags.from ?? 'dockside.dump'));
    return 2;
  }
  if (typeof flags.from !== 'string') {
    process.stderr.write(USAGE);
    return 2;
  }
  const backup = resolve(flags.from);
  if (!existsSync(backup)) return refuse(`there is no backup at ${backup}`);
  if (backup === location.path) return refuse(`${backup} is the database itself`);
  return restoreFile(backup, location.path, config);
}

/**
 * Copies the backup beside the database and checks that copy, so that the backup itself is never
 * changed and nothing is set aside until what goes in place is known to be sound; then swaps and migrates.
 */
async function restoreFile(backup: string, target: string, config: Config): Promise<number> {
  mkdirSync(dirname(target), { recursive: true });
  const incoming = join(dirname(target), `.${basename(target)}.${process.pid}.restoring`);
  let facts: CopyFacts;
  try {
    copyFileSync(backup, incoming);
    facts = checkCopy(incoming, `the backup ${backup}`);
    assertKnownMigration(facts.latestMigration);
  } catch (error) {
    discard(incoming);
    return refuse(`${(error as Error).message}; the database was not touched`);
  }
  const keptAs = `${target}.before-restore-${timestamp()}`;
  const refusal = swapIn(target, incoming, keptAs);
  if (refusal) return refuse(refusal);
  let applied: string[];
  try {
    applied = await applyMigrations(target);
  } catch (error) {
    const back = existsSync(keptAs) ? `; the database it replaced is kept as ${keptAs}: rename it back to return to it` : '';
    return refuse(`the backup is in place, but ${(error as Error).message}${back}`);
  }
  process.stdout.write(
    `restored ${target} from ${backup} (${describeCopy(facts)}); ${carryForward(target, keptAs)}; ` +
      `${applied.length ? `migrations applied: ${applied.join(', ')}` : 'no migration to apply'}\n`,
  );
  process.stdout.write(`${keyCheck(config, facts.sealingKey)}\n`);
  return 0;
}

/** Puts the checked copy `incoming` in place of `target`; answers why not (and discards it) when it cannot. */
function swapIn(target: string, incoming: string, keptAs: string): string | null {
  let replaced = false;
  try {
    replaced = !existsSync(keptAs) && replaceDatabaseFile(target, incoming, keptAs);
  } finally {
    if (!replaced) discard(incoming);
  }
  if (replaced) return null;
  return existsSync(keptAs) ? `${keptAs} exists: try again` : `${target} is in use by a running process (dockside serve or worker?): stop it, then restore`;
}

/** Carries the replaced database's counters forward, when there was one; answers what became of it. */
function carryForward(target: string, keptAs: string): string {
  if (!existsSync(keptAs)) return "there was no database before: ids, numbers and sync versions go on from the backup's";
  carryCountersForward(target, keptAs);
  return `the database it replaced is kept as ${keptAs}, and ids, numbers and sync versions go on from where it left them`;
}

/** Refuses a backup made by a newer Dockside: this code could neither migrate it nor know its tables. */
function assertKnownMigration(latest: string): void {
  if (!migrationNames().includes(latest)) {
    throw new Error(`the backup's last migration, ${latest}, is unknown to this version of Dockside: restore it with the version that made it`);
  }
}

async function applyMigrations(path: string): Promise<string[]> {
  const db = connect(`sqlite:${path}`);
  try {
    return await migrateToLatest(db);
  } finally {
    await db.destroy();
  }
}

/**
 * Whether the configured master keys open the restored secrets: a service whose keys lack the one they
 * are sealed under refuses to start (docs/operations.md "Master key"), so the restore says so at once.
 */
function keyCheck(config: Config, sealingKey: string | null): string {
  if (!sealingKey) return 'master key: the restored database has recorded none yet';
  const needs = `master key: the restored database needs key ${sealingKey} to open its webhook secrets`;
  let ids: string[];
  try {
    ids = readKeyring(keySource(config))?.ids ?? [];
  } catch (error) {
    return `${needs}; the configured keys do not read (${(error as Error).message})`;
  }
  return ids.includes(sealingKey)
    ? `${needs}; the configured keys hold it`
    : `${needs}, which the configured keys lack: put back the key file (or DOCKSIDE_MASTER_KEY) of the backup's time before starting (docs/operations.md "Master key")`;
}

function refuse(reason: string): number {
  process.stderr.write(`dockside restore: ${reason}\n`);
  return 1;
}

function discard(path: string): void {
  rmSync(path, { force: true });
  removeSideFiles(path);
}

/** The time now, in a form every file system takes in a name: 20261128T101500.123Z. */
function timestamp(): string {
  return new Date().toISOString().replace(/[-:]/g, '');
}
