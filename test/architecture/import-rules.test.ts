import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, it } from 'node:test';
import { ROOT } from '../helpers/cli.ts';
import { circles, parseImportRules, readImportGraph, ruleViolations, type ImportGraph } from '../helpers/import-graph.ts';

const architecture = readFileSync(new URL('../../docs/architecture.md', import.meta.url), 'utf8');
const rules = parseImportRules(architecture);

/**
 * The files docs/architecture.md names, resolved: `src/...` paths as they stand, and bare file names in
 * a table row resolved against the folder of the last full path before them in the same row.
 */
function namedFiles(markdown: string): string[] {
  const files: string[] = [];
  for (const line of markdown.split('\n')) {
    let folder = '';
    for (const [, name] of line.matchAll(/`([\w./-]+\.(?:ts|js))`/g)) {
      if (name === undefined) continue;
      if (name.startsWith('src/')) folder = dirname(name);
      files.push(name.startsWith('src/') || name.startsWith('test/') ? name : join(folder, name));
    }
  }
  return files;
}

describe('the house keeps the import rules written in docs/architecture.md', () => {
  it('src/ breaks none: every file in a layer, imports only downwards, areas in their order, no circle', () => {
    assert.deepEqual(ruleViolations(readImportGraph(ROOT, 'src'), rules), []);
  });

  it('keeps the reference warehouse a client of the public API: src/simulator/ imports the client and no service code but GS1 check digits', () => {
    const outside = [...readImportGraph(ROOT, 'src').entries()]
      .filter(([file]) => file.startsWith('src/simulator/'))
      .flatMap(([file, targets]) =>
        targets
          .filter((t) => !t.startsWith('src/simulator/') && t !== 'src/domain/shared/gs1.ts' && t !== 'clients/typescript/src/index.ts')
          .map((t) => `${file} -> ${t}`),
      );
    assert.deepEqual(outside, []);
  });

  it('names only files that exist, so its table of rules stays true', () => {
    const names = namedFiles(architecture);
    assert.ok(names.length > 40, `found only ${names.length} file names`);
    assert.deepEqual(
      names.filter((name) => !existsSync(join(ROOT, name))),
      [],
    );
  });

  it('reads the rules: layers top to bottom, the domain folder, areas lowest first', () => {
    assert.deepEqual(rules.layers[0], ['src/main.ts']);
    assert.ok(rules.layers.some((l) => l.includes('src/http/')) && rules.layers.some((l) => l.includes('src/actions/')));
    assert.equal(rules.domain, 'src/domain/');
    assert.equal(rules.areas[0], 'shared');
    assert.ok(rules.areas.indexOf('inventory') < rules.areas.indexOf('shipments'));
  });

  const graph = (edges: Record<string, string[]>): ImportGraph => new Map(Object.entries(edges));

  it('finds a lower area calling up into a higher one', () => {
    const problems = ruleViolations(
      graph({
        'src/domain/inventory/adjust.ts': ['src/domain/shipments/release-waiting.ts'],
        'src/domain/shipments/release-waiting.ts': [],
      }),
      rules,
    );
    assert.deepEqual(problems, [
      'src/domain/inventory/adjust.ts -> src/domain/shipments/release-waiting.ts: area inventory imports area shipments, which is not below it',
    ]);
  });

  it('finds the domain importing the HTTP side, and an action importing a sibling layer', () => {
    const problems = ruleViolations(
      graph({
        'src/domain/shipments/ack.ts': ['src/http/batch/run-batch.ts'],
        'src/actions/confirm.ts': ['src/http/batch/run-batch.ts'],
        'src/http/batch/run-batch.ts': [],
      }),
      rules,
    );
    assert.deepEqual(problems, [
      'src/domain/shipments/ack.ts -> src/http/batch/run-batch.ts: imports up, from layer src/domain/ to layer src/http/',
      'src/actions/confirm.ts -> src/http/batch/run-batch.ts: imports a sibling, src/actions/ -> src/http/',
    ]);
  });

  it('finds a file in no layer and an area nobody listed', () => {
    const problems = ruleViolations(graph({ 'src/stray.ts': [], 'src/domain/gizmos/gizmo.ts': [] }), rules);
    assert.deepEqual(problems, [
      'src/stray.ts: in no layer of docs/architecture.md',
      'src/domain/gizmos/gizmo.ts: area "gizmos" is not listed in docs/architecture.md',
    ]);
  });

  it('finds every circle, even one inside a single area', () => {
    const edges = graph({
      'src/api/admin/index.ts': ['src/api/admin/orders.ts'],
      'src/api/admin/orders.ts': ['src/api/admin/index.ts'],
      'src/domain/events/a.ts': ['src/domain/events/b.ts'],
      'src/domain/events/b.ts': ['src/domain/events/c.ts'],
      'src/domain/events/c.ts': ['src/domain/events/a.ts'],
      'src/domain/events/d.ts': ['src/domain/events/d.ts'],
    });
    assert.deepEqual(
      circles(edges)
        .map((c) => c.join(' '))
        .sort(),
      ['src/api/admin/index.ts src/api/admin/orders.ts', 'src/domain/events/a.ts src/domain/events/b.ts src/domain/events/c.ts', 'src/domain/events/d.ts'],
    );
    assert.equal(ruleViolations(edges, rules).filter((p) => p.startsWith('circle:')).length, 3);
  });
});
