import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { EVENT_TYPES, EventDataSchemas, type EventType } from '../../src/wire/events.ts';
import { CustomerReturnShipmentRecord } from '../../src/wire/returns.ts';

/** The rows of the field table under each `### <event type>` heading of docs/events.md. */
function fieldTables(): Map<EventType, string[]> {
  const text = readFileSync(new URL('../../docs/events.md', import.meta.url), 'utf8');
  const tables = new Map<EventType, string[]>();
  for (const section of text.split(/^### /m).slice(1)) {
    const heading = section.slice(0, section.indexOf('\n')).trim();
    if (!(EVENT_TYPES as readonly string[]).includes(heading)) continue;
    const rows = section.split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('| Field'));
    tables.set(heading as EventType, rows);
  }
  return tables;
}

/** The field names a table cell spells out in backquotes (`packages[]` names `packages`). */
function namesIn(cell: string): string[] {
  return [...cell.matchAll(/`(\w+)(?:\[\])?`/g)].map((m) => m[1] ?? '');
}

/**
 * The tables of docs/events.md describe the schemas the payloads are typed by (src/wire/events.ts):
 * every top-level field of a type's `data` is named in its table, and the first column names no field
 * the schema lacks. A table row "every field of the CRS record" names the fields of the CRS record.
 */
describe('docs/events.md: each event type’s table names the fields of its schema', () => {
  const tables = fieldTables();

  it('has a table for every event type', () => {
    assert.deepEqual([...tables.keys()].sort(), [...EVENT_TYPES].sort());
  });

  for (const type of EVENT_TYPES) {
    it(`${type}: the table and the schema name the same fields`, () => {
      const rows = tables.get(type) ?? [];
      const keys = Object.keys(EventDataSchemas[type].properties);
      const named = new Set(rows.flatMap((row) => namesIn(row)));
      if (rows.some((row) => row.includes('every field of the CRS record'))) {
        for (const key of Object.keys(CustomerReturnShipmentRecord.properties)) named.add(key);
      }
      const firstColumn = rows.flatMap((row) => namesIn(row.split('|')[1] ?? ''));
      assert.deepEqual(
        keys.filter((key) => !named.has(key)),
        [],
        'fields of the schema the table does not name',
      );
      assert.deepEqual(
        firstColumn.filter((name) => !keys.includes(name)),
        [],
        'fields the table lists that the schema lacks',
      );
    });
  }
});
