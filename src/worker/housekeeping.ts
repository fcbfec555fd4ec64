import type { Db } from '../db/connect.ts';
import { purgeExpiredIdempotencyRecords } from '../domain/idempotency/idempotency.repo.ts';
import type { Log } from './log.ts';

export type Housekeeping = { stop: () => Promise<void> };

/** How often expired records are purged. */
export const HOUSEKEEPING_EVERY_MS = 60 * 60 * 1000;

/**
 * The upkeep `dockside serve` and `dockside worker` both run (docs/operations.md, "Housekeeping"):
 * idempotency records past their 24 hours are purged once at start and then every hour, so the table
 * holds about a day of keys whatever the traffic. Any number of processes may run it at once: each
 * run is one delete of what has expired. A failed run is logged and tried again at the next one.
 */
export function startHousekeeping(db: Db, log: Log, everyMs: number = HOUSEKEEPING_EVERY_MS): Housekeeping {
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = purgeExpiredIdempotencyRecords(db).then(
      (purged) => log.info({ purged }, 'housekeeping: expired idempotency records purged'),
      (error: unknown) => log.error({ err: error }, 'housekeeping: purging expired idempotency records failed; trying again at the next run'),
    );
  };
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
