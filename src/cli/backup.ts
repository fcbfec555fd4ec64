import { existsSync, renameSync, rmSync, statSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { Config } from '../config.ts';
import { checkCopy, copyOnline, removeSideFiles, type CopyFacts } from '../db/sqlite-backup.ts';

const USAGE = 'usage: dockside backup --to FILE [--force]\n';

/** Where DATABASE_URL keeps the database: a SQLite file, or a PostgreSQL server (its URL). */
export type DatabaseLocation = { kind: 'sqlite'; path: string } | { kind: 'postgres'; url: string };

/** The location of a DATABASE_URL; throws for an in-memory database, which no command can copy. */
export function databaseLocation(url: string): DatabaseLocation {
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) return { kind: 'postgres', url };
  if (!url.startsWith('sqlite:')) throw new Error(`DATABASE_URL must start with sqlite: or postgres://, got "${url}"`);
  const path = url.slice('sqlite:'.length);
  if (path === ':memory:') throw new Error('DATABASE_URL names an in-memory database: there is no file to back up or restore');
  return { kind: 'sqlite', path: resolve(path) };
}

/**
 * `dockside backup --to FILE [--force]` (docs/operations.md "Backups"): on SQLite, an online copy of
 * the database, checked, under FILE; on PostgreSQL, the pg_dump command to run instead. Returns the
 * exit code: 0 written, 1 failed, 2 usage error or PostgreSQL.
 */
export async function backupCommand(config: Config, args: string[]): Promise<number> {
  const flags = parseFlags(args, ['to', 'force'], USAGE);
  if (!flags) return 2;
  const location = databaseLocation(config.databaseUrl);
  if (location.kind === 'postgres') {
    process.stderr.write(postgresAdvice('backup', location.url, flags.to ?? 'dockside.dump'));
    return 2;
  }
  if (typeof flags.to !== 'string') {
    process.stderr.write(USAGE);
    return 2;
  }
  const target = resolve(flags.to);
  const refusal = targetRefusal(target, location.path, flags.force === true);
  if (refusal) {
    process.stderr.write(`dockside backup: ${refusal}\n`);
    return 1;
  }
  return writeBackup(location.path, target, flags.force === true, config);
}

/**
 * Copies, checks, then renames into place: the copy is written under a temporary name beside the
 * target, so that a backup that fails half-way never leaves a file under the target's name.
 */
async function writeBackup(source: string, target: string, force: boolean, config: Config): Promise<number> {
  const partial = join(dirname(target), `.${basename(target)}.${process.pid}.partial`);
  const started = performance.now();
  try {
    const sourceMigration = await copyOnline(source, partial);
    const copied = performance.now();
    const facts = checkCopy(partial, 'the copy');
    if (facts.latestMigration !== sourceMigration) {
      throw new Error(
        `the copy's last migration is ${facts.latestMigration}, the database's ${sourceMigration}: it was migrated during the backup; take it again`,
      );
    }
    // Asked again: the copy takes seconds, and a rename would replace a file written there meanwhile.
    if (!force && existsSync(target)) throw new Error(`${target} was written by something else during the backup`);
    renameSync(partial, target);
    const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
    process.stdout.write(
      `backup written: ${target} (${describeCopy(facts)}), integrity ok; copied in ${seconds(copied - started)}, checked in ${seconds(performance.now() - copied)}\n`,
    );
    process.stdout.write(`${masterKeyNote(config, facts.sealingKey)}\n`);
    return 0;
  } catch (error) {
    rmSync(partial, { force: true });
    removeSideFiles(partial);
    process.stderr.write(`dockside backup: ${(error as Error).message}; nothing was written to ${target}\n`);
    return 1;
  }
}

/** Why the backup may not be written to `target`, or null when it may. */
function targetRefusal(target: string, database: string, force: boolean): string | null {
  if (!existsSync(dirname(target))) return `the folder ${dirname(target)} does not exist`;
  if (target === database || (existsSync(target) && existsSync(database) && sameFile(target, database))) {
    return `${target} is the database itself`;
  }
  if (existsSync(target) && !force) return `${target} exists; pass --force to replace it`;
  return null;
}

function sameFile(a: string, b: string): boolean {
  const [x, y] = [statSync(a), statSync(b)];
  return x.dev === y.dev && x.ino === y.ino;
}

/** Size, pages, orders and migration of a checked copy, for the one line a command prints. */
export function describeCopy(facts: CopyFacts): string {
  const mib = (facts.bytes / (1024 * 1024)).toFixed(1);
  return `${mib} MiB, ${facts.pages} pages, ${facts.salesOrders} sales orders, last migration ${facts.latestMigration}`;
}

/**
 * The master key is not in the database (docs/operations.md "Master key"), so no backup holds it: the
 * line says where this service's key is, to be kept apart, and which key the copy's secrets need.
 */
export function masterKeyNote(config: Config, sealingKey: string | null): string {
  const file = resolve(config.masterKeyFile);
  const where = config.masterKey
    ? 'this service reads it from DOCKSIDE_MASTER_KEY: keep it in your secret store'
    : existsSync(file)
      ? `back up the key file ${file}`
      : `the key file ${file} does not exist yet (serve creates it at its first start): back it up then`;
  const needs = sealingKey ? `; the copy needs key ${sealingKey} to open its webhook secrets` : '';
  return `master key: not in the backup (it never is); ${where}, apart from the backups (docs/operations.md "Master key")${needs}`;
}

/** The flags of `backup` and `restore`. */
export type CopyFlags = { to?: string; from?: string; force?: boolean };

const COPY_FLAGS = { to: { type: 'string' }, from: { type: 'string' }, force: { type: 'boolean' } } as const;

/** The flags `allowed` of a command, or null (after printing why and the usage) when they do not parse. */
export function parseFlags(args: string[], allowed: (keyof CopyFlags)[], usage: string): CopyFlags | null {
  try {
    const options = Object.fromEntries(allowed.map((name) => [name, COPY_FLAGS[name]]));
    return parseArgs({ args, options, strict: true, allowPositionals: false }).values as CopyFlags;
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n${usage}`);
    return null;
  }
}

/**
 * What to run on PostgreSQL, where Dockside leaves backups to PostgreSQL's own tools: the exact
 * pg_dump (custom format) or pg_restore command for DATABASE_URL, with `--schema` for each schema its
 * search_path names. A password in the URL is left out of the printed command, which ends up in
 * terminals and shell histories; libpq takes it from PGPASSWORD or ~/.pgpass.
 */
export function postgresAdvice(action: 'backup' | 'restore', url: string, file: string): string {
  const parsed = new URL(url);
  const hasPassword = parsed.password !== '';
  parsed.password = '';
  const schemas = searchPathOf(parsed).map((schema) => `--schema=${shellQuote(schema)}`);
  const database = `--dbname=${shellQuote(parsed.toString())}`;
  const command =
    action === 'backup'
      ? ['pg_dump', '--format=custom', `--file=${shellQuote(file)}`, ...schemas, database]
      : ['pg_restore', '--clean', '--if-exists', '--no-owner', '--single-transaction', ...schemas, database, shellQuote(file)];
  const what = action === 'backup' ? 'Take the backup with pg_dump' : 'Restore it with pg_restore, the service stopped';
  return [
    `dockside ${action} works on SQLite databases only; DATABASE_URL is PostgreSQL. ${what}:`,
    '',
    `  ${command.join(' ')}`,
    '',
    ...(hasPassword ? ['The password of DATABASE_URL is left out: give it in PGPASSWORD or ~/.pgpass.'] : []),
    'See docs/operations.md "Backups" (and base backups with WAL archiving for point-in-time recovery).',
    '',
  ].join('\n');
}

/** The schemas named by `options=-c search_path=...` in a PostgreSQL URL, `$user` left out. */
function searchPathOf(url: URL): string[] {
  const match = /(?:^|\s)-c\s*search_path\s*=\s*(\S+)/.exec(url.searchParams.get('options') ?? '');
  const names = match?.[1];
  if (names === undefined) return [];
  return names
    .split(',')
    .map((name) => name.trim().replace(/^"(.*)"$/, '$1'))
    .filter((name) => name !== '' && name !== '$user');
}

function shellQuote(text: string): string {
  return /^[\w./:=@%+,-]+$/.test(text) ? text : `'${text.replaceAll("'", `'\\''`)}'`;
}
