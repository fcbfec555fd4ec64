import { buildApp, type App } from './app.ts';
import { loadConfig, type Config } from './config.ts';
import { connect, dbKind, type Db } from './db/connect.ts';
import { ensureStaffKey } from './domain/partners/api-keys.repo.ts';
import { sessionPolicy } from './domain/partners/sessions.repo.ts';
import { migrateToLatest } from './db/migrate.ts';
import { keysCommand } from './cli/keys.ts';
import { backupCommand } from './cli/backup.ts';
import { restoreCommand } from './cli/restore.ts';
import { demoCommand } from './cli/demo.ts';
import { keySource, masterKeyCommand } from './cli/master-key.ts';
import type { Keyring } from './domain/secrets/keyring.ts';
import { openKeyring } from './domain/webhooks/sealed-secrets.ts';
import { startDispatcher } from './worker/dispatcher.ts';
import { startHousekeeping } from './worker/housekeeping.ts';
import { jsonLogger, type Log } from './worker/log.ts';

const USAGE = `Usage: dockside <command>

Commands:
  serve                                  apply migrations and serve the API (HOST, PORT, DATABASE_URL),
                                         delivering webhooks too unless DOCKSIDE_DISPATCHER=0
  worker                                 deliver webhooks and run housekeeping only (run as many as needed)
  migrate                                apply pending migrations and exit
  keys create --role staff|viewer|warehouse [--partner ID|CODE] [--name TEXT]
                                         create an API key and print it (shown once)
  keys revoke ID                         revoke an API key
  keys list                              list API keys (never the keys themselves)
  master-key status                      where the master key comes from, and what it seals
  master-key rotate                      put a new key first in the key file and seal every secret under it
  master-key generate                    print a new random master key (for DOCKSIDE_MASTER_KEY)
  backup --to FILE [--force]             copy the SQLite database while it serves, and check the copy
                                         (PostgreSQL: prints the pg_dump command)
  restore --from FILE                    put a backup in place of the stopped SQLite database, keeping
                                         the current one beside it (PostgreSQL: prints the pg_restore command)
  demo                                   load a demo merchant and print keys and curl commands
  simulate --url URL --key KEY [--once]  act as a 3PL warehouse over the public API (dockside simulate --help)

Configuration comes from the environment; see docs/operations.md.`;

/**
 * Opens the configured database and applies migrations: every command starts here. Serving processes
 * (`serving`) checkpoint a SQLite write-ahead log on a thread of their own (src/db/wal-checkpoints.ts).
 */
async function openDatabase(config: Config, serving = false): Promise<Db> {
  const db = connect(config.databaseUrl, { poolSize: config.databasePoolSize, backgroundCheckpoints: serving });
  await migrateToLatest(db);
  return db;
}

/**
 * The master keys, checked against the database (docs/operations.md "Master key"); the key file is
 * created on a database's first start.
 */
async function masterKeys(db: Db, config: Config, log: Log): Promise<Keyring> {
  const { keyring, created, resealed } = await openKeyring(db, keySource(config));
  if (created) log.info({ file: keyring.source, key: keyring.currentId }, 'created the master key file: back it up apart from the database');
  if (resealed > 0) log.info({ resealed, key: keyring.currentId }, 'sealed webhook secrets under the current master key');
  return keyring;
}

/**
 * Runs housekeeping and, unless DOCKSIDE_DISPATCHER=0, the webhook dispatcher beside the API, on the
 * app's database (SQLite has one connection; a second one would block the thread on the other's write
 * lock). They are told to stop as the app starts closing (preClose), so that no webhook attempt begins
 * while the requests in flight drain, and waited for in an onClose hook of a child plugin: Fastify runs
 * those after the requests in flight have finished and before the root hook that closes the database.
 */
async function serveBackgroundWork(app: App, db: Db, keyring: Keyring, config: Config): Promise<void> {
  const housekeeping = startHousekeeping(db, app.log, sessionPolicy(config));
  const onOutcome = app.metrics.countAttempt;
  const dispatcher = config.dispatcherEnabled ? startDispatcher(db, keyring, config, app.log, { onOutcome }) : null;
  let stopped: Promise<unknown> | null = null;
  const stop = () => (stopped ??= Promise.all([dispatcher?.stop(), housekeeping.stop()]));
  await app.register(async (scope) => {
    // Not awaited here: preClose runs before the listening socket closes, which must not wait for a webhook.
    scope.addHook('preClose', async () => {
      stop().catch(() => {});
    });
    scope.addHook('onClose', async () => {
      await stop();
    });
  });
}

/**
 * Ends the process with code 1 once DOCKSIDE_SHUTDOWN_GRACE_MS have passed, should the shutdown not have
 * ended it by then. What is cut short is safe: every write runs in a transaction, and a webhook attempt
 * whose outcome was not recorded is sent again once its lease runs out.
 */
function exitAfterGrace(config: Config, report: () => void): void {
  const timer = setTimeout(() => {
    report();
    process.exit(1);
  }, config.shutdownGraceMs);
  timer.unref();
}

async function worker(config: Config): Promise<void> {
  const db = await openDatabase(config, true);
  const log = jsonLogger(config.logLevel);
  if (dbKind(db) === 'sqlite') {
    log.warn(
      {},
      'SQLite has one writer: while `dockside serve` uses the same file, leave the dispatcher to it (the default); a second process makes API writes fail now and then',
    );
  }
  const keyring = await masterKeys(db, config, log);
  const housekeeping = startHousekeeping(db, log, sessionPolicy(config));
  const dispatcher = startDispatcher(db, keyring, config, log);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down: finishing the webhook attempts in flight');
    exitAfterGrace(config, () => log.error({}, 'webhook attempts in flight did not finish in time; exiting'));
    await Promise.all([dispatcher.stop(), housekeeping.stop()]);
    await db.destroy();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

async function serve(config: Config): Promise<void> {
  const db = await openDatabase(config, true);
  const created = await ensureStaffKey(db, config.bootstrapStaffKey);
  if (created) {
    process.stdout.write(`\nNo staff key existed, so one was created. It is shown only this once:\n\n  ${created}\n\n`);
  }
  const keyring = await masterKeys(db, config, jsonLogger(config.logLevel));
  const app = await buildApp(config, db, keyring);
  await serveBackgroundWork(app, db, keyring, config);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: no new connections, finishing in-flight requests');
    exitAfterGrace(config, () => app.log.error('in-flight requests or webhook attempts did not finish in time; exiting'));
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  await app.listen({ host: config.host, port: config.port });
}

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const config = loadConfig();
  switch (command) {
    case 'serve':
      await serve(config);
      return -1;
    case 'worker':
      await worker(config);
      return -1;
    case 'migrate': {
      const db = connect(config.databaseUrl);
      const applied = await migrateToLatest(db);
      await db.destroy();
      process.stdout.write(applied.length ? `applied: ${applied.join(', ')}\n` : 'database is up to date\n');
      return 0;
    }
    case 'keys': {
      const db = await openDatabase(config);
      try {
        return await keysCommand(db, rest);
      } finally {
        await db.destroy();
      }
    }
    case 'backup':
      return backupCommand(config, rest);
    case 'restore':
      return restoreCommand(config, rest);
    case 'master-key':
      return masterKeyCommand(() => openDatabase(config), config, rest);
    case 'demo': {
      const db = await openDatabase(config);
      try {
        return await demoCommand(db, config);
      } finally {
        await db.destroy();
      }
    }
    case 'simulate': {
      // The reference warehouse is a client of the API: it opens no database.
      const { simulateCommand, SIMULATE_USAGE } = await import('./simulator/command.ts');
      if (rest.includes('--help') || rest.includes('-h')) {
        process.stdout.write(SIMULATE_USAGE);
        return 0;
      }
      return simulateCommand(rest);
    }
    case undefined:
    case 'help':
    case '--help':
    case '-h':
      process.stdout.write(`${USAGE}\n`);
      return command === undefined ? 2 : 0;
    default:
      process.stderr.write(`unknown command "${command}"\n\n${USAGE}\n`);
      return 2;
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    if (code >= 0) process.exit(code);
  },
  (error: unknown) => {
    process.stderr.write(`dockside: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
