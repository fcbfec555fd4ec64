import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/** File -> the files of the same tree it imports (paths relative to the repository, `src/...`). */
export type ImportGraph = Map<string, string[]>;

/**
 * The rules of docs/architecture.md: layers from top to bottom, each a list of sibling entries (a folder
 * ending in `/`, or one file), and the areas of the domain folder from lowest to highest.
 */
export type ImportRules = { layers: string[][]; domain: string; areas: string[] };

/** Every `.ts` file under `dir` (relative to `root`), with its relative imports resolved. */
export function readImportGraph(root: string, dir: string): ImportGraph {
  const graph: ImportGraph = new Map();
  const files = listFiles(join(root, dir)).map((f) => relative(root, f));
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(join(root, file), 'utf8'), true, true);
    const targets = importedFiles
      .map((i) => i.fileName)
      .filter((name) => name.startsWith('.'))
      .map((name) => relative(root, resolve(root, dirname(file), name)));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** Every `.ts` file under an absolute folder, as absolute paths. */
export function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return listFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/**
 * Reads the rules from the fenced block of docs/architecture.md that starts with `# import rules`:
 * `layer: <entry> | <entry> ...` lines top to bottom, a `domain: <folder>` line, then
 * `area: <name>` lines lowest first.
 */
export function parseImportRules(markdown: string): ImportRules {
  const [, block] = /```text\n# import rules\n([\s\S]*?)```/.exec(markdown) ?? [];
  if (block === undefined) throw new Error('docs/architecture.md has no ```text block starting with "# import rules"');
  const rules: ImportRules = { layers: [], domain: '', areas: [] };
  for (const raw of block.split('\n')) {
    const line = raw.replace(/#.*$/, '').trim();
    if (!line) continue;
    const [kind, value] = line.split(/:\s*/, 2);
    if (value === undefined) throw new Error(`unknown line in the import rules: ${raw}`);
    if (kind === 'layer') rules.layers.push(value.split('|').map((e) => e.trim()));
    else if (kind === 'domain') rules.domain = value;
    else if (kind === 'area') rules.areas.push(value);
    else throw new Error(`unknown line in the import rules: ${raw}`);
  }
  return rules;
}

/** Where a file stands: its layer's index (0 = top), its entry, and its area when in the domain. */
type Place = { layer: number; entry: string; area: string | null };

function placeOf(file: string, rules: ImportRules): Place | null {
  for (const [layer, entries] of rules.layers.entries()) {
    const entry = entries.find((e) => (e.endsWith('/') ? file.startsWith(e) : file === e));
    if (!entry) continue;
    const area = file.startsWith(rules.domain) ? file.slice(rules.domain.length).split('/')[0]! : null;
    return { layer, entry, area };
  }
  return null;
}

/**
 * Every way the graph breaks the rules, as readable lines: a file no layer holds; an import up to a
 * higher layer or across to a sibling entry; a domain area importing an area not listed before it
 * (or one not listed at all); and every circle of imports.
 */
export function ruleViolations(graph: ImportGraph, rules: ImportRules): string[] {
  const problems: string[] = [];
  for (const [file, targets] of graph) {
    const from = placeOf(file, rules);
    if (!from) {
      problems.push(`${file}: in no layer of docs/architecture.md`);
      continue;
    }
    if (from.area !== null && !rules.areas.includes(from.area)) problems.push(`${file}: area "${from.area}" is not listed in docs/architecture.md`);
    for (const target of targets) {
      const to = placeOf(target, rules);
      if (!to) continue;
      if (to.layer < from.layer) problems.push(`${file} -> ${target}: imports up, from layer ${from.entry} to layer ${to.entry}`);
      else if (to.layer === from.layer && to.entry !== from.entry) problems.push(`${file} -> ${target}: imports a sibling, ${from.entry} -> ${to.entry}`);
      else if (from.area !== null && to.area !== null && from.area !== to.area && !(rules.areas.indexOf(to.area) < rules.areas.indexOf(from.area))) {
        problems.push(`${file} -> ${target}: area ${from.area} imports area ${to.area}, which is not below it`);
      }
    }
  }
  for (const circle of circles(graph)) problems.push(`circle: ${circle.join(', ')} import each other`);
  return problems;
}

/** The circles of a graph (Tarjan's strongly connected components of two or more files, or a file importing itself). */
export function circles(graph: ImportGraph): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string): void => {
    index.set(file, next);
    low.set(file, next++);
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!graph.has(target)) continue;
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file)!, index.get(target)!));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || (graph.get(file) ?? []).includes(file)) found.push(component.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}
