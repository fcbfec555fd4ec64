import pg from 'pg';
import { connect, type Db } from '../../src/db/connect.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';

/** The run's own schema in the PostgreSQL of DATABASE_URL. */
export type ChaosSchema = {
  name: string;
  /** The DATABASE_URL under which the `dockside` processes find the schema (`options=-c search_path=...`). */
  url: string;
  /** The run's own connection, for the checks at the end. */
  db: Db;
  /** Closes the run's connection and drops the schema with everything in it. */
  drop: () => Promise<void>;
};

/** Whether a DATABASE_URL names PostgreSQL, the only backend several processes can share. */
export function isPostgresUrl(url: string | undefined): url is string {
  return url !== undefined && /^postgres(ql)?:\/\//.test(url);
}

/**
 * Creates the schema `name` and applies the migrations once, before any process starts: five processes
 * starting on an empty schema would otherwise all race to migrate it.
 */
export async function createSchema(base: string, name: string): Promise<ChaosSchema> {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`schema name "${name}" must be lower-case letters, digits and _`);
  await adminQuery(base, `create schema ${name}`);
  const db = connect(base, { schema: name, poolSize: 3 });
  let dropped = false;
  const drop = async () => {
    if (dropped) return;
    dropped = true;
    await db.destroy();
    await adminQuery(base, `drop schema if exists ${name} cascade`);
  };
  try {
    await migrateToLatest(db);
  } catch (error) {
    await drop();
    throw error;
  }
  const url = `${base}${base.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${name}`)}`;
  return { name, url, db, drop };
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
