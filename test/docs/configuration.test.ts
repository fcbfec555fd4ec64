import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
// @ts-expect-error: plain JavaScript without types, on purpose (any Node.js must run it).
import { SERVICE_NODE_FLAGS } from '../../bin/runtime.js';
import { ENV_SCHEMA } from '../../src/config.ts';

// src/config.ts's ENV_SCHEMA is the list of variables; docs/operations.md "Configuration" documents it.
// Each test below fails when one of the two changes without the other.

type Row = { name: string; fallback: string; meaning: string };
type Entry = { type?: string; default?: unknown; minimum?: number; maximum?: number; enum?: string[] };

/** Read by the `dockside` launcher (bin/runtime.js) before Dockside runs, so not in ENV_SCHEMA; with its default. */
const LAUNCHER_VARIABLES: Record<string, string> = { DOCKSIDE_NODE_FLAGS: SERVICE_NODE_FLAGS };

/** The rows of the table in the "Configuration" section of docs/operations.md. */
function configurationTable(): Row[] {
  const doc = readFileSync(new URL('../../docs/operations.md', import.meta.url), 'utf8');
  const section = doc.split(/^## /m).find((s) => s.startsWith('Configuration\n'));
  assert.ok(section, 'docs/operations.md has a "## Configuration" section');
  return [...section.matchAll(/^\| `([A-Z_]+)` \| (.*?) \| (.*) \|$/gm)].map(([, name = '', fallback = '', meaning = '']) => ({ name, fallback, meaning }));
}

/** A schema default as the environment would spell it: flags as `1` and `0`. */
function spelled(value: unknown): string {
  return typeof value === 'boolean' ? (value ? '1' : '0') : String(value);
}

/** Whether `text` names the number on its own (not inside a longer one). */
function namesNumber(text: string, value: number): boolean {
  return new RegExp(`(^|\\D)${value}(\\D|$)`).test(text);
}

const entries = Object.entries(ENV_SCHEMA.properties) as [string, Entry][];

describe('docs/operations.md "Configuration" documents ENV_SCHEMA (src/config.ts)', () => {
  const rows = configurationTable();

  it('has a row for every variable of the schema, and no row for a variable nobody reads', () => {
    const documented = rows.map((row) => row.name);
    const read = [...entries.map(([name]) => name), ...Object.keys(LAUNCHER_VARIABLES)];
    assert.ok(documented.length >= 20, `found ${documented.length} rows`);
    assert.deepEqual(
      read.filter((name) => !documented.includes(name)),
      [],
      'variables missing from the table',
    );
    assert.deepEqual(
      documented.filter((name) => !read.includes(name)),
      [],
      'rows for variables the schema does not have',
    );
    assert.equal(new Set(documented).size, documented.length, 'a variable has two rows');
  });

  it('gives each variable the default the schema gives it', () => {
    const wrong = rows.flatMap(({ name, fallback }) => {
      const entry = ENV_SCHEMA.properties[name as keyof typeof ENV_SCHEMA.properties] as Entry | undefined;
      const expected = name in LAUNCHER_VARIABLES ? LAUNCHER_VARIABLES[name] : entry?.default === undefined ? undefined : spelled(entry.default);
      if (expected !== undefined) return fallback === `\`${expected}\`` ? [] : [`${name}: ${fallback}, not \`${expected}\``];
      // Without a default in the schema, the table must not show one as if it were.
      return /^`[^`]*`$/.test(fallback) ? [`${name}: ${fallback}, but the schema has no default`] : [];
    });
    assert.deepEqual(wrong, []);
  });

  it('states the bounds and values the schema allows', () => {
    const meaning = new Map(rows.map((row) => [row.name, row.meaning]));
    const missing = entries.flatMap(([name, entry]) => {
      const text = meaning.get(name) ?? '';
      if (entry.enum) return entry.enum.filter((value) => !text.includes(`\`${value}\``)).map((value) => `${name}: \`${value}\``);
      if (entry.type !== 'integer') return [];
      if (entry.maximum! < Number.MAX_SAFE_INTEGER) return namesNumber(text, entry.maximum!) ? [] : [`${name}: at most ${entry.maximum}`];
      return entry.minimum! > 0 && !text.includes(`at least ${entry.minimum}`) ? [`${name}: at least ${entry.minimum}`] : [];
    });
    assert.deepEqual(missing, []);
  });
});
