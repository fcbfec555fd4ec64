import assert from 'node:assert/strict';
import { execFile, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { call } from '../helpers/context.ts';
import { crsAt, createReturn, shippedOrder } from '../helpers/returns-fixture.ts';
import { placeOrder, setupMerchant } from '../helpers/tpl-fixture.ts';
import { serve, type ServedContext } from './support.ts';

const REPO = fileURLToPath(new URL('../../', import.meta.url));
const CLIENT = join(REPO, 'clients', 'typescript');
const TSC = join(REPO, 'node_modules', 'typescript', 'bin', 'tsc');

/** Runs a command; fails the test with its output when it exits non-zero. */
function run(command: string, args: string[], options: { cwd: string }): string {
  const result = attempt(command, args, options);
  assert.equal(result.status, 0, `${command} ${args.join(' ')} in ${options.cwd} exited ${result.status}:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

function attempt(command: string, args: string[], options: { cwd: string }) {
  return spawnSync(command, args, { cwd: options.cwd, env: cleanEnv(), encoding: 'utf8', timeout: 180_000 });
}

/** The environment without what `npm test` sets for its own project, so nested npm commands see only theirs. */
function cleanEnv(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(process.env).filter((entry): entry is [string, string] => entry[1] !== undefined && !/^(npm_|INIT_CWD$)/i.test(entry[0])),
  );
}

/** The ```ts blocks of a page, in order: one program. */
function programOf(page: string): string {
  const text = readFileSync(join(REPO, page), 'utf8');
  const blocks = [...text.matchAll(/^```ts\n([\s\S]*?)^```$/gm)].map((match) => match[1]);
  assert.ok(blocks.length >= 3, `${page} has ${blocks.length} ts blocks`);
  return blocks.join('\n');
}

/** The pages whose code is a program run here, and the file each becomes in the other project. */
const PROGRAMS = { 'readme.ts': 'clients/typescript/README.md', 'integrate.ts': 'docs/integrate.md' };

/**
 * Packs the package as `npm pack` does for publishing (its `prepare` builds dist/ with tsc), from a copy,
 * so that the workspace's own dist/ is left alone while other tests run. The copy's node_modules points
 * at the repository's, where TypeScript and the package's dependencies are installed.
 */
function pack(work: string): { tarball: string; files: string[] } {
  const stage = join(work, 'package');
  mkdirSync(stage);
  for (const entry of ['package.json', 'README.md', 'tsconfig.json', 'src', 'scripts']) cpSync(join(CLIENT, entry), join(stage, entry), { recursive: true });
  symlinkSync(join(REPO, 'node_modules'), join(stage, 'node_modules'), 'dir');
  const [packed] = JSON.parse(run('npm', ['pack', '--json', '--pack-destination', work], { cwd: stage })) as { filename: string; files: { path: string }[] }[];
  assert.ok(packed, 'npm pack answered the package it made');
  return { tarball: join(work, packed.filename), files: packed.files.map((f) => f.path) };
}

/**
 * A new project outside the repository with the tarball installed. Its dependencies (and @types/node)
 * come from the npm cache that installing the repository filled (--offline). A cache that holds their
 * tarballs but not their registry listings (filled by `npm ci`, which fetches by lockfile URL) cannot
 * resolve the version ranges: then the registry is asked for what the cache lacks (--prefer-offline).
 */
function consumerProject(work: string, tarball: string): string {
  const project = join(work, 'consumer');
  mkdirSync(project);
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'warehouse-integration', private: true, type: 'module' }));
  writeFileSync(
    join(project, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: { target: 'es2022', module: 'nodenext', moduleResolution: 'nodenext', strict: true, types: ['node'], outDir: 'out' },
      files: Object.keys(PROGRAMS),
    }),
  );
  for (const [file, page] of Object.entries(PROGRAMS)) writeFileSync(join(project, file), programOf(page));
  const typesNode = JSON.parse(readFileSync(join(REPO, 'node_modules', '@types', 'node', 'package.json'), 'utf8')).version as string;
  const install = (mode: string) => ['install', mode, '--no-audit', '--no-fund', tarball, `@types/node@${typesNode}`];
  const offline = attempt('npm', install('--offline'), { cwd: project });
  if (offline.status !== 0) {
    assert.match(offline.stderr, /ENOTCACHED/, `npm install --offline failed:\n${offline.stderr}`);
    run('npm', install('--prefer-offline'), { cwd: project });
  }
  return project;
}

describe('@dockside/client used from another project: packed, installed, the programs of its README and docs/integrate.md type-checked and run', {
  timeout: 300_000,
}, () => {
  let work: string;
  let packed: { tarball: string; files: string[] };
  let project: string;
  let compiled: { status: number | null; output: string };
  before(() => {
    work = mkdtempSync(join(tmpdir(), 'dockside-client-'));
    packed = pack(work);
    project = consumerProject(work, packed.tarball);
    const tsc = spawnSync(process.execPath, [TSC, '-p', project], { cwd: project, encoding: 'utf8', timeout: 180_000 });
    compiled = { status: tsc.status, output: `${tsc.stdout}${tsc.stderr}` };
  });
  after(() => {
    rmSync(work, { recursive: true, force: true });
  });

  it('packs the build (JavaScript and declarations), the sources and the README, and nothing of the repository', () => {
    for (const file of ['package.json', 'README.md', 'dist/index.js', 'dist/index.d.ts', 'dist/schema.d.ts', 'dist/webhooks.js', 'src/index.ts']) {
      assert.ok(packed.files.includes(file), `${file} is packed`);
    }
    assert.deepEqual(packed.files.filter((f) => !/^(dist|src)\//.test(f)).sort(), ['README.md', 'package.json']);
    const installed = JSON.parse(readFileSync(join(project, 'node_modules', '@dockside', 'client', 'package.json'), 'utf8'));
    assert.deepEqual(Object.keys(installed.dependencies).sort(), ['openapi-fetch', 'standardwebhooks']);
  });

  it('type-checks the programs against the installed package (its .d.ts files included)', () => {
    assert.equal(compiled.status, 0, `tsc -p ${project}:\n${compiled.output}`);
  });

  it('runs them against a Dockside server: the guide confirms a first shipment, a README pass does the rest, the next pass finds nothing new', async () => {
    assert.equal(compiled.status, 0, 'the programs compiled');
    const ctx: ServedContext = await serve();
    try {
      const { key } = await setupMerchant(ctx);
      const shipments = [
        await placeOrder(ctx, [{ product_code: 'GADGET', quantity: 1 }]),
        await placeOrder(ctx, [{ product_code: 'WIDGET', quantity: 2 }]),
        await placeOrder(ctx, [{ product_code: 'KIT', quantity: 1 }], 'WEST'),
      ] as const;
      const order = await shippedOrder(ctx, [{ product_code: 'GADGET', quantity: 1 }]);
      const crs = crsAt(await createReturn(ctx, { order: order.number, lines: [{ product_code: 'GADGET', quantity: 1, reason: 'damaged box' }] }), 'EAST');
      const env = { DOCKSIDE_URL: ctx.baseUrl, DOCKSIDE_KEY: key, DOCKSIDE_TOKENS: join(work, 'tokens.json') };

      assert.deepEqual(await runProgram(project, 'integrate.js', env), { confirmed: shipments[0].number, backorder: null });
      assert.deepEqual(await runProgram(project, 'readme.js', env), { fetched: 2, confirmed: 2, received: 1 });
      for (const shipment of shipments) {
        assert.equal((await call(ctx, 'GET', `/api/v1/customer-shipments/${shipment.id}`)).body.state, 'done');
      }
      const returned = await call(ctx, 'GET', `/services/3pl/v1/customer-return-shipments.json?status=done&ids=${crs.id}`, { key });
      assert.equal(returned.body.length, 1);
      assert.deepEqual(await runProgram(project, 'readme.js', env), { fetched: 0, confirmed: 0, received: 0 }, 'the stored tokens: nothing new');
    } finally {
      await ctx.close();
    }
  });
});

/**
 * Runs a compiled program and answers the summary it prints last. Asynchronously: the server
 * it talks to runs in this process.
 */
async function runProgram(project: string, program: string, env: Record<string, string>): Promise<unknown> {
  try {
    const { stdout } = await promisify(execFile)(process.execPath, [join('out', program)], { cwd: project, env: { ...cleanEnv(), ...env }, timeout: 60_000 });
    const lines = stdout.trim().split('\n');
    return JSON.parse(lines[lines.length - 1]!);
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string };
    return assert.fail(`${program} failed: ${String(error)}\n${failed.stdout ?? ''}\n${failed.stderr ?? ''}`);
  }
}
