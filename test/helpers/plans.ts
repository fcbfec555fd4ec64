import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { connect } from '../../src/db/connect.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';

/**
 * A migrated SQLite file in a folder of its own, for the tests of the plans SQLite picks once it has
 * statistics: `seed` writes rows straight into it (foreign keys off: the shapes matter, not what the rows
 * refer to), to be closed before the service's connect() opens the file and gathers the statistics.
 */
export async function plansDatabase(): Promise<{ file: string; seed: SqliteDatabase.Database; remove: () => void }> {
  const dir = mkdtempSync(join(tmpdir(), 'dockside-plans-'));
  const file = join(dir, 'plans.db');
  const migrated = connect(`sqlite:${file}`);
  await migrateToLatest(migrated);
  await migrated.destroy();
  const seed = new SqliteDatabase(file);
  seed.pragma('foreign_keys = OFF');
  return { file, seed, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
