const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/**
 * Waits before each retry of a failed delivery, before jitter: 12 attempts in all. Jitter takes each
 * wait to 80-120 % of its value, so even the shortest draw puts the last attempt more than 25 h after
 * the first (docs/events.md, "Retries and failing endpoints": at least 24 h), and endpoints that failed together do not retry together.
 */
export const RETRY_DELAYS_MS: readonly number[] = [
  5 * SECOND,
  30 * SECOND,
  2 * MINUTE,
  10 * MINUTE,
  30 * MINUTE,
  1 * HOUR,
  2 * HOUR,
  4 * HOUR,
  8 * HOUR,
  8 * HOUR,
  8 * HOUR,
];

const JITTER = 0.2;

/**
 * The wait before the next attempt after `attempts` failed ones, or null when the schedule is spent
 * and the delivery fails for good. `random` is in [0, 1).
 */
export function retryDelay(schedule: readonly number[], attempts: number, random: number = Math.random()): number | null {
  if (attempts < 1 || attempts > schedule.length) return null;
  return Math.round(schedule[attempts - 1]! * (1 - JITTER + 2 * JITTER * random));
}
