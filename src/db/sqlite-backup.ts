import { existsSync, renameSync, rmSync, statSync } from 'node:fs';
import SqliteDatabase from 'better-sqlite3';
import { MIGRATION_TABLE } from './migrate.ts';

/** What a checked copy of a Dockside database holds. */
export type CopyFacts = {
  bytes: number;
  pages: number;
  /** The last migration recorded in the copy. */
  latestMigration: string;
  salesOrders: number;
  /** The master key id its webhook secrets are sealed under (docs/operations.md "Master key"), or null. */
  sealingKey: string | null;
};

// All remaining pages in one step of the backup API (its largest step).
const WHOLE_DATABASE = 0x7fffffff;

/**
 * Copies the SQLite database file at `source` to `destination` (a new file) while other processes go on
 * reading and writing it, and answers the last migration the database had recorded. The copy is one
 * consistent snapshot: SQLite's online backup restarts whenever another connection writes between two
 * of its steps, so a copy made in small steps under a steady write load might never finish; made in one
 * step, it reads a single snapshot under one read transaction, which in WAL mode holds no writer back
 * (the log grows meanwhile, and is checkpointed once the copy ends). The copy runs from a connection of
 * this process's own and blocks its event loop, which a command can afford.
 */
export async function copyOnline(source: string, destination: string): Promise<string> {
  if (!existsSync(source)) throw new Error(`there is no database at ${source}`);
  const database = new SqliteDatabase(source, { fileMustExist: true, timeout: 5000 });
  try {
    const latest = latestMigration(database, `the database ${source}`);
    await database.backup(destination, { progress: () => WHOLE_DATABASE });
    return latest;
  } finally {
    database.close();
  }
}

/**
 * Checks a copy of a Dockside database and answers what it holds: `PRAGMA integrity_check` answers `ok`
 * and the migrations table is there. The copy is first turned into a single file (rollback journal
 * instead of WAL, the journal mode its header carries from the original): it then has no -wal or -shm
 * beside it, opens read-only anywhere, and Dockside puts WAL back when it opens it. Throws, saying why
 * and naming the file as `name`, when the file is not such a copy.
 */
export function checkCopy(path: string, name: string): CopyFacts {
  const database = new SqliteDatabase(path, { fileMustExist: true });
  try {
    try {
      database.pragma('journal_mode = DELETE');
    } catch (error) {
      throw new Error(`${name} is not a SQLite database (${(error as Error).message})`);
    }
    const problems = (database.pragma('integrity_check') as { integrity_check: string }[]).map((row) => row.integrity_check);
    if (problems.length !== 1 || problems[0] !== 'ok') {
      throw new Error(`${name} fails SQLite's integrity check: ${problems.slice(0, 5).join('; ')}`);
    }
    return {
      bytes: statSync(path).size,
      pages: database.pragma('page_count', { simple: true }) as number,
      latestMigration: latestMigration(database, name),
      salesOrders: (database.prepare('select count(*) as n from sales_orders').get() as { n: number }).n,
      sealingKey: (database.prepare('select key_id from sealing_key where id = 1').get() as { key_id: string } | undefined)?.key_id ?? null,
    };
  } finally {
    database.close();
  }
}

/** The last migration a Dockside database recorded; throws, naming it `name`, when it has none. */
function latestMigration(database: SqliteDatabase.Database, name: string): string {
  const table = database.prepare("select 1 from sqlite_master where type = 'table' and name = ?").get(MIGRATION_TABLE);
  const row = table ? (database.prepare(`select name from ${MIGRATION_TABLE} order by name desc limit 1`).get() as { name: string } | undefined) : undefined;
  if (!row) throw new Error(`${name} is not a Dockside database: it has no migrations recorded (table ${MIGRATION_TABLE})`);
  return row.name;
}

/**
 * Puts the database file `replacement` in place of `target`, keeping the current database as `keepAs`,
 * and answers false, touching nothing, when another connection has `target` open.
 *
 * Whether a Dockside process uses the database is asked of SQLite's own locks. Every connection to a
 * WAL database that has read it keeps a shared lock on it for as long as it stays open, idle or not:
 * `dockside serve` and `dockside worker` do, and so does serve's checkpoint thread. A connection in
 * exclusive locking mode must take the exclusive lock to begin a transaction, so it gets it only when
 * no connection of any process holds the file. The other signs fail: `BEGIN EXCLUSIVE` in the normal
 * locking mode conflicts in WAL mode only with a writer, not with an idle server; and the -wal and -shm
 * files stay behind a process that crashed while one that stopped cleanly removes them.
 *
 * Under that lock, the database's log is copied into it and it is made a single file (rollback
 * journal) before it is renamed to `keepAs`, so that the kept file holds every committed transaction
 * and needs no -wal. The replacement is renamed in, and the -wal and -shm files left beside the target
 * are removed: they belong to the database set aside, and SQLite would replay such a log onto the new
 * file. The lock keeps out the processes running now; a process that starts in the milliseconds of the
 * renames opens one file or the other, so the service stays stopped throughout a restore.
 */
export function replaceDatabaseFile(target: string, replacement: string, keepAs: string): boolean {
  if (!existsSync(target)) {
    removeSideFiles(target);
    renameSync(replacement, target);
    return true;
  }
  const held = new SqliteDatabase(target, { fileMustExist: true, timeout: 0 });
  try {
    held.pragma('locking_mode = EXCLUSIVE');
    try {
      held.exec('begin exclusive');
      held.exec('commit');
    } catch (error) {
      if ((error as { code?: string }).code === 'SQLITE_BUSY') return false;
      throw error;
    }
    held.pragma('wal_checkpoint(TRUNCATE)');
    held.pragma('journal_mode = DELETE');
    renameSync(target, keepAs);
    renameSync(replacement, target);
    removeSideFiles(target);
    return true;
  } finally {
    held.close();
  }
}

/** Removes the write-ahead log and shared-memory files beside a database file, if any. */
export function removeSideFiles(path: string): void {
  for (const suffix of ['-wal', '-shm']) rmSync(`${path}${suffix}`, { force: true });
}

/** Counters of a Dockside database that only ever grow: table, key column, value column. */
const COUNTERS = [
  // Row ids, hence shipment and order numbers, and event ids (the webhook-id receivers deduplicate on).
  { table: 'sqlite_sequence', key: 'name', value: 'seq' },
  // SSCC serials and the reference data generation.
  { table: 'counters', key: 'name', value: 'value' },
  // Sync versions (docs/3pl-api.md section 5), which warehouses hold in their sync tokens.
  { table: 'sync_clock', key: 'id', value: 'version' },
] as const;

/**
 * Raises every counter of the restored database `restored` to its value in the database it replaced
 * (`replaced`), where that is higher. Otherwise what was written after the backup would have its
 * numbers given again: a new event would reuse an event id, and a receiver that deduplicates on the
 * webhook-id would drop it as seen; a new shipment would take a number a warehouse already holds for
 * another; a change would take a sync version below a warehouse's token, and its sync would skip it.
 * Run once both databases have the same migrations.
 */
export function carryCountersForward(restored: string, replaced: string): void {
  const database = new SqliteDatabase(restored, { fileMustExist: true });
  try {
    database.prepare('attach database ? as replaced').run(replaced);
    const hasTable = (schema: string, table: string) =>
      database.prepare(`select 1 from ${schema}.sqlite_master where type = 'table' and name = ?`).get(table) !== undefined;
    database.transaction(() => {
      for (const { table, key, value } of COUNTERS) {
        if (!hasTable('main', table) || !hasTable('replaced', table)) continue;
        database.exec(`update main.${table} set ${value} = r.${value} from replaced.${table} as r
          where r.${key} = ${table}.${key} and r.${value} > ${table}.${value}`);
        database.exec(
          `insert into main.${table} (${key}, ${value}) select r.${key}, r.${value} from replaced.${table} as r
          where r.${key} not in (select ${key} from main.${table})` +
            // A sequence row names a table: carried only for tables the restored database has.
            (table === 'sqlite_sequence' ? " and r.name in (select name from main.sqlite_master where type = 'table')" : ''),
        );
      }
    })();
  } finally {
    database.close();
  }
}
