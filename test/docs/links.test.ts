import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The lines of a Markdown text outside its fenced code blocks, with their line numbers. */
function proseLines(text: string): [number, string][] {
  const lines: [number, string][] = [];
  let fenced = false;
  text.split('\n').forEach((line, i) => {
    if (line.startsWith('```')) fenced = !fenced;
    else if (!fenced) lines.push([i + 1, line]);
  });
  return lines;
}

/** A heading's anchor as GitHub writes it: lower case, punctuation dropped, spaces as hyphens. */
function slug(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}_\- ]/gu, '')
    .replace(/ /g, '-');
}

const anchorsByFile = new Map<string, Set<string>>();

/** The anchors of a Markdown file's headings (a repeated heading gets -1, -2, ...). */
function anchors(file: string): Set<string> {
  let found = anchorsByFile.get(file);
  if (found) return found;
  found = new Set();
  const seen = new Map<string, number>();
  for (const [, line] of proseLines(readFileSync(file, 'utf8'))) {
    const [, heading] = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line) ?? [];
    if (heading === undefined) continue;
    const base = slug(heading);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    found.add(count === 0 ? base : `${base}-${count}`);
  }
  anchorsByFile.set(file, found);
  return found;
}

/** What is wrong with a link to `target` (`path#anchor`, the path relative to `from`'s folder), or null. */
function brokenLink(from: string, target: string): string | null {
  const [path = '', anchor] = target.split('#', 2);
  const file = path === '' ? from : normalize(join(dirname(from), decodeURI(path)));
  if (!existsSync(file)) return `no file ${relative(ROOT, file)}`;
  if (anchor && file.endsWith('.md') && !anchors(file).has(anchor)) return `no heading #${anchor} in ${relative(ROOT, file)}`;
  return null;
}

function markdownFiles(): string[] {
  const docs = readdirSync(join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => join(ROOT, 'docs', name));
  return [...docs, join(ROOT, 'README.md'), join(ROOT, 'CHANGELOG.md')];
}

function sourceFiles(): string[] {
  return ['src', 'bench', 'bin', 'scripts', 'test'].flatMap((folder) => {
    const dir = join(ROOT, folder);
    if (!existsSync(dir)) return [];
    return readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((name) => /\.(ts|tsx|js)$/.test(name))
      .map((name) => join(dir, name));
  });
}

describe('links between the guides (docs/, README.md, CHANGELOG.md)', () => {
  it('writes anchors as GitHub does', () => {
    assert.equal(slug("2026-11-28: cold polls and PostgreSQL's planner"), '2026-11-28-cold-polls-and-postgresqls-planner');
    assert.equal(slug('2026-11-24: receive.json set-based'), '2026-11-24-receivejson-set-based');
    assert.equal(
      slug("ship.json: statements without Kysely's builder, checkpoints off the serving thread"),
      'shipjson-statements-without-kyselys-builder-checkpoints-off-the-serving-thread',
    );
    assert.equal(slug('4. Conventions'), '4-conventions');
    assert.equal(slug('`GET /warehouses/{id}`'), 'get-warehousesid');
  });

  it('finds the file and the heading of every relative link', () => {
    const broken: string[] = [];
    for (const file of markdownFiles()) {
      for (const [number, line] of proseLines(readFileSync(file, 'utf8'))) {
        for (const [, target] of line.matchAll(/\]\(([^)\s]+)\)/g)) {
          if (target === undefined || /^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
          const problem = brokenLink(file, target);
          if (problem) broken.push(`${relative(ROOT, file)}:${number}: ${target} (${problem})`);
        }
      }
    }
    assert.deepEqual(broken, []);
  });

  it('finds the heading of every pointer into a guide with an anchor that the code holds', () => {
    const broken: string[] = [];
    for (const file of [...sourceFiles(), ...markdownFiles()]) {
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          for (const match of line.matchAll(/docs\/([\w.-]+\.md)#([\w-]+)/g)) {
            const problem = brokenLink(join(ROOT, 'x'), `docs/${match[1]}#${match[2]}`);
            if (problem) broken.push(`${relative(ROOT, file)}:${i + 1}: ${match[0]} (${problem})`);
          }
        });
    }
    assert.deepEqual(broken, []);
  });
});
