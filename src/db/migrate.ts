import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import { sql } from 'kysely';
import { dbKind, type Db } from './connect.ts';
import * as foundation from './migrations/0001-foundation.ts';
import * as carriers from './migrations/0002-carriers.ts';
import * as partialIndexes from './migrations/0003-partial-reference-indexes.ts';
import * as referenceGeneration from './migrations/0004-reference-data-generation.ts';
import * as carrierList from './migrations/0005-carrier-list.ts';
import * as idempotencyOwner from './migrations/0006-idempotency-owner.ts';
import * as locationArchive from './migrations/0007-location-archive.ts';
import * as sealingKey from './migrations/0008-sealing-key.ts';
import * as syncVersions from './migrations/0009-sync-versions.ts';
import * as staffSessions from './migrations/0010-staff-sessions.ts';
import * as searchTerms from './migrations/0011-search-terms.ts';
import * as attention from './migrations/0012-attention.ts';
import * as stampedWrites from './migrations/0013-stamped-writes.ts';
import * as fanOutRounds from './migrations/0014-fan-out-rounds.ts';
import * as ledgerReferenceChecks from './migrations/0015-ledger-reference-checks.ts';
import * as packageReferenceChecks from './migrations/0016-package-reference-checks.ts';
import * as inbound from './migrations/0017-inbound.ts';
import * as transfers from './migrations/0018-transfers.ts';
import * as stockTruth from './migrations/0019-stock-truth.ts';
import * as changesAfterRelease from './migrations/0020-changes-after-release.ts';
import * as deliveryAddressPins from './migrations/0021-delivery-address-pins.ts';
import * as driftAlerts from './migrations/0022-drift-alerts.ts';
import * as holdEventName from './migrations/0023-hold-event-name.ts';

// Listed here rather than read from the folder, so the set of migrations is part of the code.
const migrations: Record<string, Migration> = {
  '0001-foundation': foundation,
  '0002-carriers': carriers,
  '0003-partial-reference-indexes': partialIndexes,
  '0004-reference-data-generation': referenceGeneration,
  '0005-carrier-list': carrierList,
  '0006-idempotency-owner': idempotencyOwner,
  '0007-location-archive': locationArchive,
  '0008-sealing-key': sealingKey,
  '0009-sync-versions': syncVersions,
  '0010-staff-sessions': staffSessions,
  '0011-search-terms': searchTerms,
  '0012-attention': attention,
  '0013-stamped-writes': stampedWrites,
  '0014-fan-out-rounds': fanOutRounds,
  '0015-ledger-reference-checks': ledgerReferenceChecks,
  '0016-package-reference-checks': packageReferenceChecks,
  '0017-inbound': inbound,
  '0018-transfers': transfers,
  '0019-stock-truth': stockTruth,
  '0020-changes-after-release': changesAfterRelease,
  '0021-delivery-address-pins': deliveryAddressPins,
  '0022-drift-alerts': driftAlerts,
  '0023-hold-event-name': holdEventName,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** The table where Kysely records the migrations applied, one row each (`name`, `timestamp`). */
export const MIGRATION_TABLE = 'schema_migrations';

/** The names of the migrations this code knows, oldest first. */
export function migrationNames(): string[] {
  return Object.keys(migrations);
}

/** Applies every pending migration; throws with the failing migration's name on error. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const schema = await currentSchema(db);
  const migrator = new Migrator({
    db,
    provider,
    migrationTableName: MIGRATION_TABLE,
    migrationLockTableName: 'schema_migrations_lock',
    // Kysely looks for its tables in every schema unless told which; name ours, so that databases
    // holding several Dockside schemas (tests, staging copies) migrate each one on its own.
    ...(schema === undefined ? {} : { migrationTableSchema: schema }),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`migration ${failed?.migrationName ?? '(unknown)'} failed: ${reason}`, { cause: error });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

async function currentSchema(db: Db): Promise<string | undefined> {
  if (dbKind(db) !== 'postgres') return undefined;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]!.schema;
}
