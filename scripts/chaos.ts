/**
 * `npm run chaos -- [--duration S] [--seed N] [--lanes N] [--drain S] [--schema NAME]`: three
 * `dockside serve` and two `dockside worker` processes on one PostgreSQL schema, under load through all
 * three servers, while one of the five is killed with SIGKILL every 2-5 s and started again at once;
 * then checks that nothing was lost and nothing applied or moved twice (docs/operations.md "The chaos
 * run"). Prints one JSON line; exits 1 when a check fails, 2 when it cannot run (SQLite, bad flags).
 */
import { parseArgs } from 'node:util';
import { cleanUp, killChildrenNow, runChaos, type ChaosOptions } from './chaos/run.ts';
import { isPostgresUrl } from './chaos/schema.ts';

const USAGE = `Usage: npm run chaos -- [--duration S] [--seed N] [--lanes N] [--drain S] [--schema NAME]
  --duration S   seconds of load and kills (default 40)
  --seed N       seeds the load's choices and the killer's (default: from the clock)
  --lanes N      requests in flight at once (default 6)
  --drain S      seconds, at most, for delivery and sync to catch up afterwards (default 120)
  --schema NAME  the PostgreSQL schema to create and drop (default chaos_<pid>_<random>)
DATABASE_URL must name a PostgreSQL server (postgres://...).
`;

/** The options from the command line, or a message saying what is wrong with them. */
const FLAG_OPTIONS = {
  duration: { type: 'string' },
  seed: { type: 'string' },
  lanes: { type: 'string' },
  drain: { type: 'string' },
  schema: { type: 'string' },
} as const;

function parseOptions(argv: string[]): Omit<ChaosOptions, 'databaseUrl' | 'log'> | string {
  let values: ReturnType<typeof parseArgs<{ args: string[]; options: typeof FLAG_OPTIONS }>>['values'];
  try {
    values = parseArgs({ args: argv, options: FLAG_OPTIONS }).values;
  } catch (error) {
    return (error as Error).message;
  }
  const number = (name: string, raw: string | undefined, fallback: number, min: number, max: number) => {
    const value = raw === undefined ? fallback : Number(raw);
    return Number.isInteger(value) && value >= min && value <= max ? value : `--${name} must be an integer from ${min} to ${max}`;
  };
  const durationS = number('duration', values.duration, 40, 5, 3600);
  const seed = number('seed', values.seed, Date.now() % 2 ** 31, 0, 2 ** 31 - 1);
  const lanes = number('lanes', values.lanes, 6, 1, 64);
  const drainS = number('drain', values.drain, 120, 10, 3600);
  for (const value of [durationS, seed, lanes, drainS]) if (typeof value === 'string') return value;
  return {
    durationS: durationS as number,
    seed: seed as number,
    lanes: lanes as number,
    drainS: drainS as number,
    ...(values.schema === undefined ? {} : { schema: values.schema }),
    servers: 3,
    workers: 2,
  };
}

const databaseUrl = process.env.DATABASE_URL;
const options = parseOptions(process.argv.slice(2));
if (typeof options === 'string') {
  process.stderr.write(`chaos: ${options}\n\n${USAGE}`);
  process.exit(2);
}
if (!isPostgresUrl(databaseUrl)) {
  process.stderr.write(
    `chaos: DATABASE_URL must name a PostgreSQL server (postgres://...), got ${databaseUrl ? `"${databaseUrl}"` : 'nothing'}.\n` +
      'The chaos run shares one database between five processes, which only PostgreSQL allows: SQLite has one writer, and\n' +
      'the operations guide runs several instances only on PostgreSQL (docs/operations.md "Several instances behind a load balancer").\n',
  );
  process.exit(2);
}

// Whatever ends the run, no process it started outlives it, and a signal still drops its schema.
process.on('exit', killChildrenNow);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    process.stderr.write(`chaos: ${signal}: stopping the processes and dropping the schema\n`);
    void cleanUp().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  });
}

try {
  const result = await runChaos({ ...options, databaseUrl, log: (line) => process.stderr.write(`${line}\n`) });
  process.stdout.write(`${JSON.stringify(result)}\n`);
  process.exit(result.ok ? 0 : 1);
} catch (error) {
  process.stderr.write(`chaos: the run could not finish: ${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
}
