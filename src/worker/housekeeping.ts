import type { Db } from '../db/connect.ts';
import { purgeExpiredIdempotencyRecords } from '../domain/idempotency/idempotency.repo.ts';
import { purgeEndedSessions, type SessionPolicy } from '../domain/partners/sessions.repo.ts';
import type { Log } from './log.ts';

export type Housekeeping = { stop: () => Promise<void> };

/** How often expired records are purged. */
export const HOUSEKEEPING_EVERY_MS = 60 * 60 * 1000;

/**
 * The upkeep `dockside serve` and `dockside worker` both run (docs/operations.md, "Housekeeping"), once
 * at start and then every hour: idempotency records past their 24 hours are purged, so the table holds
 * about a day of keys whatever the traffic, and so are staff console sessions that have ended (idle,
 * past their lifetime, or of a revoked key; they are refused from the moment they end, purged or not).
 * Any number of processes may run it at once: each purge is one delete of what has ended. A failed run
 * is logged and tried again at the next one.
 */
export function startHousekeeping(db: Db, log: Log, sessions: SessionPolicy, everyMs: number = HOUSEKEEPING_EVERY_MS): Housekeeping {
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = purgeExpiredIdempotencyRecords(db)
      .then(
        (purged) => log.info({ purged }, 'housekeeping: expired idempotency records purged'),
        (error: unknown) => log.error({ err: error }, 'housekeeping: purging expired idempotency records failed; trying again at the next run'),
      )
      .then(() => purgeEndedSessions(db, sessions))
      .then(
        (purged) => log.info({ purged }, 'housekeeping: ended staff sessions purged'),
        (error: unknown) => log.error({ err: error }, 'housekeeping: purging ended staff sessions failed; trying again at the next run'),
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
