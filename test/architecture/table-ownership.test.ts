import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { before, describe, it } from 'node:test';
import { ROOT } from '../helpers/cli.ts';
import { parseImportRules } from '../helpers/import-graph.ts';
import {
  bulkHelpers,
  databaseTables,
  findTableWrites,
  ownerFolder,
  ownershipProblems,
  ownershipViolations,
  parseTableOwnership,
  readTableWrites,
  type TableWrite,
} from '../helpers/table-writes.ts';

const architecture = readFileSync(new URL('../../docs/architecture.md', import.meta.url), 'utf8');
const rules = parseImportRules(architecture);
const owners = parseTableOwnership(architecture);
const tables = databaseTables(readFileSync(join(ROOT, 'src/db/schema.ts'), 'utf8'));
const helpers = bulkHelpers(readFileSync(join(ROOT, 'src/db/bulk-statements.ts'), 'utf8'));

// The one folder outside the domain that owns a table (sync_clock); migrations write any table.
const OWNER_FOLDERS = ['src/db/'];
const MIGRATIONS = 'src/db/migrations/';

describe('each table is written only by its owner, as docs/architecture.md says', () => {
  let writes: TableWrite[];
  before(() => {
    writes = readTableWrites(ROOT, 'src', [MIGRATIONS], helpers, tables);
  });

  it('owns every table of src/db/schema.ts exactly once, each by an area of the import rules or src/db/', () => {
    assert.ok(tables.length > 30 && tables.includes('stock_moves'), `read only ${tables.length} tables from the Database interface`);
    assert.deepEqual(ownershipProblems(owners, tables, rules.areas, OWNER_FOLDERS), []);
  });

  it("src/ breaks none: every write outside the migrations comes from its table owner's folder", () => {
    assert.ok(writes.length > 50, `found only ${writes.length} writes`);
    assert.ok(writes.some((w) => w.file === 'src/domain/inventory/ledger.ts' && w.table === 'stock_moves' && w.how === 'insertRows'));
    assert.deepEqual(ownershipViolations(writes, owners, rules.domain), []);
  });

  it("names as owner the area that does write the table: every owned table is written from its owner's folder", () => {
    const unwritten = owners.flatMap(({ owner, tables: owned }) =>
      owned
        .filter((table) => !writes.some((w) => w.table === table && w.file.startsWith(ownerFolder(owner, rules.domain))))
        .map((table) => `${table}: ${owner} never writes it`),
    );
    assert.deepEqual(unwritten, []);
  });

  it('reads the bulk-statement helpers and where their table goes', () => {
    assert.deepEqual(
      [...helpers],
      [
        ['insertRows', 1],
        ['updateRows', 1],
      ],
    );
  });

  it('finds every kind of write: builder calls, aliases, bulk helpers, sql text, and tables it cannot name', () => {
    const source = [
      "await trx.insertInto('lots').values(row).execute();",
      "await db.updateTable('customer_shipments as s').set({ state }).execute();",
      "await trx.deleteFrom(['packages', 'package_contents']).execute();",
      "await trx.mergeInto('stock_levels').using('x', 'a', 'b').execute();",
      'await trx.insertInto(table).values(row).execute();',
      "await insertRows(trx, 'events', rows);",
      "await updateRows(trx, 'return_orders', columns, rows);",
      'await sql`insert into "counters" (name, value) values (${name}, 0)`.execute(trx);',
      'await sql`update sales_orders as o\n  set state = ${state} where o.id = ${id}`.execute(trx);',
      'await sql`delete from ${sql.table(name)} where id = ${id}`.execute(trx);',
      "await sql.raw('delete from webhook_deliveries').execute(trx);",
      'await sql`insert into lots values (1) on conflict do update set number = excluded.number`.execute(trx);',
      "await trx.selectFrom('lots').select('id').execute();",
    ].join('\n');
    const found = findTableWrites('src/domain/x.ts', source, helpers, tables).map((w) => `${w.line} ${w.how} ${w.table}`);
    assert.deepEqual(found, [
      '1 insertInto lots',
      '2 updateTable customer_shipments',
      '3 deleteFrom packages',
      '3 deleteFrom package_contents',
      '4 mergeInto stock_levels',
      '5 insertInto null',
      '6 insertRows events',
      '7 updateRows return_orders',
      '8 sql insert into counters',
      '9 sql update set sales_orders',
      '11 sql delete from null',
      '12 sql delete from webhook_deliveries',
      '13 sql insert into lots',
    ]);
  });

  it("names file:line, table and owner when an area writes another area's table, or a route writes at all", () => {
    const writes = [
      { file: 'src/domain/shipments/confirm/lot-book.ts', line: 44, table: 'lots', how: 'insertInto' },
      { file: 'src/domain/inventory/lots.ts', line: 11, table: 'lots', how: 'insertInto' },
      { file: 'src/api/admin/products.ts', line: 9, table: 'products', how: 'updateTable' },
      { file: 'src/actions/create-order.ts', line: 3, table: 'sync_clock', how: 'sql update set' },
      { file: 'src/db/sync-stamp.ts', line: 15, table: 'sync_clock', how: 'updateTable' },
      { file: 'src/domain/orders/x.ts', line: 2, table: null, how: 'insertInto' },
    ];
    assert.deepEqual(ownershipViolations(writes, owners, rules.domain), [
      'src/domain/shipments/confirm/lot-book.ts:44: insertInto writes lots, owned by inventory: only src/domain/inventory/ may write it',
      'src/api/admin/products.ts:9: updateTable writes products, owned by catalog: only src/domain/catalog/ may write it',
      'src/actions/create-order.ts:3: sql update set writes sync_clock, owned by src/db/: only src/db/ may write it',
      'src/domain/orders/x.ts:2: insertInto writes a table it does not name by a literal, so its owner cannot be checked',
    ]);
  });

  it('finds a table without owner, one owned twice, an unknown table and an unknown owner', () => {
    const lines = [
      { owner: 'inventory', tables: ['lots', 'stock_moves'] },
      { owner: 'shipments', tables: ['lots', 'parcels'] },
      { owner: 'gizmos', tables: ['events'] },
    ];
    assert.deepEqual(ownershipProblems(lines, ['lots', 'stock_moves', 'events', 'counters'], rules.areas, OWNER_FOLDERS), [
      'lots is owned twice, by inventory and shipments',
      'parcels (owner shipments) is not a table of src/db/schema.ts',
      'owner gizmos is neither an area of the import rules nor one of src/db/',
      'counters has no owner',
    ]);
  });
});
