/**
 * `npm run fuzz`: 20,000 generated and mutated requests (FUZZ_CASES) on the database of DATABASE_URL,
 * SQLite by default, in rounds of 1,000 each on a fresh database with its own seed (FUZZ_SEED for the
 * first). Prints one JSON line; exits 1 when any case broke a promise (docs/reliability.md).
 */
import { BACKEND } from '../helpers/context.ts';
import { fuzz, type FuzzRun } from './fuzz.ts';

const CASES = Number(process.env.FUZZ_CASES ?? 20_000);
const ROUND = 1_000;
const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);

const started = performance.now();
const statuses: Record<string, number> = {};
const failures: (FuzzRun['failures'][number] & { seed: number })[] = [];
let cases = 0;
let operations = 0;
for (let round = 0; cases < CASES; round++) {
  const run = await fuzz(Math.min(ROUND, CASES - cases), seed + round);
  cases += run.cases;
  operations = run.operations;
  for (const [group, count] of Object.entries(run.statuses)) statuses[group] = (statuses[group] ?? 0) + count;
  failures.push(...run.failures.map((f) => ({ ...f, seed: seed + round })));
}
const first = failures[0];
process.stdout.write(
  `${JSON.stringify({
    fuzz: 'api',
    backend: BACKEND,
    cases,
    seed,
    rounds: Math.ceil(CASES / ROUND),
    operations,
    statuses,
    failures: failures.length,
    seconds: Math.round((performance.now() - started) / 100) / 10,
    first_failure: first
      ? { seed: first.seed, problems: first.problems, request: first.request, status: first.answer.status, body: first.answer.body.slice(0, 300) }
      : null,
  })}\n`,
);
process.exit(failures.length > 0 ? 1 : 0);
