import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { listFiles } from './import-graph.ts';

/** One owner line of docs/architecture.md's table ownership: an area (or a folder ending in `/`) and its tables. */
export type OwnerLine = { owner: string; tables: string[] };

/** A write to a table found in the source; `table` is null when the write does not name it by a literal. */
export type TableWrite = { file: string; line: number; table: string | null; how: string };

/** The exported functions of src/db/bulk-statements.ts that write a table, with the index of their `table` parameter. */
export type BulkHelpers = Map<string, number>;

const BUILDER_WRITES = new Set(['insertInto', 'replaceInto', 'updateTable', 'deleteFrom', 'mergeInto']);

// Stands for a `${...}` of a template, so that a write whose table is interpolated is still seen.
const HOLE = '\u0000';
const TABLE = `(?:"?(\\w+)"?|(${HOLE}))`;
const SQL_WRITES: { how: string; pattern: RegExp }[] = [
  { how: 'insert into', pattern: new RegExp(`\\b(?:insert|replace)(?:\\s+or\\s+\\w+)?\\s+into\\s+${TABLE}`, 'gi') },
  { how: 'update set', pattern: new RegExp(`\\bupdate\\s+(?:only\\s+)?${TABLE}(?:\\s+(?:as\\s+)?\\w+)?\\s+set\\b`, 'gi') },
  { how: 'delete from', pattern: new RegExp(`\\bdelete\\s+from\\s+(?:only\\s+)?${TABLE}`, 'gi') },
  { how: 'merge into', pattern: new RegExp(`\\bmerge\\s+into\\s+${TABLE}`, 'gi') },
];

/**
 * Reads the fenced block of docs/architecture.md that starts with `# table ownership`: lines
 * `owner: <area or folder>: table, table, ...`, an owner on as many lines as it likes.
 */
export function parseTableOwnership(markdown: string): OwnerLine[] {
  const block = /```text\n# table ownership\n([\s\S]*?)```/.exec(markdown);
  if (!block) throw new Error('docs/architecture.md has no ```text block starting with "# table ownership"');
  const lines: OwnerLine[] = [];
  for (const raw of (block[1] ?? '').split('\n')) {
    const line = raw.replace(/#.*$/, '').trim();
    if (!line) continue;
    const [, owner, tables] = /^owner:\s*([^:\s]+):\s*(.+)$/.exec(line) ?? [];
    if (owner === undefined || tables === undefined) throw new Error(`unknown line in the table ownership: ${raw}`);
    lines.push({
      owner,
      tables: tables
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean),
    });
  }
  return lines;
}

/** The folder whose files may write an owner's tables: the owner itself when it is a folder, else its area's folder. */
export function ownerFolder(owner: string, domain: string): string {
  return owner.endsWith('/') ? owner : `${domain}${owner}/`;
}

/**
 * What is wrong with the ownership itself: a table of the schema no line owns, a table owned twice,
 * a name that is no table, an owner that is neither a listed area nor one of the allowed folders.
 */
export function ownershipProblems(lines: OwnerLine[], tables: string[], areas: string[], folders: string[]): string[] {
  const problems: string[] = [];
  const seen = new Map<string, string>();
  for (const { owner, tables: owned } of lines) {
    if (!areas.includes(owner) && !folders.includes(owner))
      problems.push(`owner ${owner} is neither an area of the import rules nor one of ${folders.join(', ')}`);
    for (const table of owned) {
      if (!tables.includes(table)) problems.push(`${table} (owner ${owner}) is not a table of src/db/schema.ts`);
      const before = seen.get(table);
      if (before !== undefined) problems.push(`${table} is owned twice, by ${before} and ${owner}`);
      seen.set(table, owner);
    }
  }
  for (const table of tables) if (!seen.has(table)) problems.push(`${table} has no owner`);
  return problems;
}

/** The tables of the `Database` interface of a schema file's source. */
export function databaseTables(schemaSource: string): string[] {
  const file = ts.createSourceFile('schema.ts', schemaSource, ts.ScriptTarget.Latest, true);
  const database = file.statements.find((s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === 'Database');
  if (!database) throw new Error('src/db/schema.ts declares no interface Database');
  return database.members.flatMap((m) => (ts.isPropertySignature(m) && ts.isIdentifier(m.name) ? [m.name.text] : []));
}

/** The exported functions of bulk-statements.ts's source that take a parameter named `table`, and where. */
export function bulkHelpers(bulkSource: string): BulkHelpers {
  const file = ts.createSourceFile('bulk-statements.ts', bulkSource, ts.ScriptTarget.Latest, true);
  const helpers: BulkHelpers = new Map();
  for (const statement of file.statements) {
    if (!ts.isFunctionDeclaration(statement) || !statement.name) continue;
    if (!statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) continue;
    const index = statement.parameters.findIndex((p) => ts.isIdentifier(p.name) && p.name.text === 'table');
    if (index >= 0) helpers.set(statement.name.text, index);
  }
  return helpers;
}

/**
 * Every write to a table in one file's source: calls of Kysely's insertInto, replaceInto, updateTable,
 * deleteFrom and mergeInto (the table a string literal, `'name as alias'` read as `name`); calls of the
 * bulk-statement helpers, by their `table` argument; and `insert into`, `update ... set`, `delete from`,
 * `merge into` in the text of `sql` templates and of `sql.raw` and `CompiledQuery.raw`. SQL text reports
 * only names of `tables` (and interpolated ones, as null), so that words like `do update set` pass.
 */
export function findTableWrites(file: string, source: string, helpers: BulkHelpers, tables: string[]): TableWrite[] {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const writes: TableWrite[] = [];
  const lineOf = (position: number) => sourceFile.getLineAndCharacterOfPosition(position).line + 1;
  const named = (call: ts.CallExpression, node: ts.Expression | undefined, how: string): void => {
    const line = lineOf((node ?? call).getStart(sourceFile));
    if (node && ts.isArrayLiteralExpression(node)) {
      for (const element of node.elements) named(call, element, how);
    } else if (node && ts.isStringLiteralLike(node)) {
      writes.push({ file, line, table: (node.text.split(/\s+as\s+/i)[0] ?? '').trim(), how });
    } else {
      writes.push({ file, line, table: null, how });
    }
  };
  const sqlText = (text: string, start: number): void => {
    for (const { how, pattern } of SQL_WRITES) {
      for (const match of text.matchAll(pattern)) {
        const table = match[1] ?? null;
        if (table !== null && !tables.includes(table)) continue;
        writes.push({ file, line: lineOf(start) + (text.slice(0, match.index).match(/\n/g)?.length ?? 0), table, how: `sql ${how}` });
      }
    }
  };
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      if (ts.isPropertyAccessExpression(callee) && BUILDER_WRITES.has(callee.name.text)) named(node, node.arguments[0], callee.name.text);
      if (ts.isIdentifier(callee) && helpers.has(callee.text)) named(node, node.arguments[helpers.get(callee.text)!], callee.text);
      if (
        ts.isPropertyAccessExpression(callee) &&
        callee.name.text === 'raw' &&
        ts.isIdentifier(callee.expression) &&
        ['sql', 'CompiledQuery'].includes(callee.expression.text) &&
        node.arguments[0]
      ) {
        const text = templateText(node.arguments[0]);
        if (text !== null) sqlText(text, node.arguments[0].getStart(sourceFile));
      }
    }
    if (ts.isTaggedTemplateExpression(node) && ts.isIdentifier(node.tag) && node.tag.text === 'sql') {
      sqlText(templateText(node.template)!, node.template.getStart(sourceFile));
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return writes;
}

/** The text of a string or template literal, each `${...}` as HOLE; null for any other expression. */
function templateText(node: ts.Node): string | null {
  if (ts.isStringLiteralLike(node)) return node.text;
  if (ts.isTemplateExpression(node)) return node.head.text + node.templateSpans.map((span) => HOLE + span.literal.text).join('');
  return null;
}

/** Every write of the `.ts` files under `dir` (relative to `root`), skipping the folders of `skip`. */
export function readTableWrites(root: string, dir: string, skip: string[], helpers: BulkHelpers, tables: string[]): TableWrite[] {
  return listFiles(join(root, dir))
    .map((path) => relative(root, path))
    .filter((file) => !skip.some((folder) => file.startsWith(folder)))
    .flatMap((file) => findTableWrites(file, readFileSync(join(root, file), 'utf8'), helpers, tables));
}

/**
 * The writes that break the ownership, as readable lines naming file:line, the table and its owner: a
 * write from a file outside its table's owner folder, or one whose table the code does not name.
 */
export function ownershipViolations(writes: TableWrite[], lines: OwnerLine[], domain: string): string[] {
  const ownerOf = new Map(lines.flatMap(({ owner, tables }) => tables.map((table) => [table, owner] as const)));
  const problems: string[] = [];
  for (const { file, line, table, how } of writes) {
    if (table === null) {
      problems.push(`${file}:${line}: ${how} writes a table it does not name by a literal, so its owner cannot be checked`);
      continue;
    }
    const owner = ownerOf.get(table);
    if (owner === undefined) {
      problems.push(`${file}:${line}: ${how} writes ${table}, which no owner line of docs/architecture.md names`);
      continue;
    }
    const folder = ownerFolder(owner, domain);
    if (!file.startsWith(folder)) problems.push(`${file}:${line}: ${how} writes ${table}, owned by ${owner}: only ${folder} may write it`);
  }
  return problems;
}
