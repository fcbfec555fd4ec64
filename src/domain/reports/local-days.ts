/**
 * Calendar days in a time zone, as the reports count them (docs/admin-api.md "Reports"): each local day
 * with the UTC instants it begins and ends at, so that a day of 23 or 25 hours (daylight saving time)
 * counts exactly what happened on it there.
 */
export type LocalDay = { date: string; start: string; end: string };

/** The IANA time zone a name designates, as the runtime spells it (`europe/paris` is `Europe/Paris`), or null when unknown. */
export function timeZoneNamed(name: string): string | null {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** The last `count` local days of a time zone, the one holding `now` last, oldest first. */
export function lastLocalDays(count: number, timeZone: string, now: Date): LocalDay[] {
  const today = localDate(now, timeZone);
  const days: LocalDay[] = [];
  for (let back = count - 1; back >= 0; back--) {
    const date = addDays(today, -back);
    const next = addDays(date, 1);
    days.push({ date, start: startOfDay(date, timeZone).toISOString(), end: startOfDay(next, timeZone).toISOString() });
  }
  return days;
}

const formats = new Map<string, Intl.DateTimeFormat>();

function format(timeZone: string): Intl.DateTimeFormat {
  let known = formats.get(timeZone);
  if (!known) {
    known = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(timeZone, known);
  }
  return known;
}

/** The wall-clock fields of an instant in a time zone. */
function wallClock(instant: Date, timeZone: string): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number> {
  const parts = Object.fromEntries(
    format(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** `YYYY-MM-DD` of an instant in a time zone. */
function localDate(instant: Date, timeZone: string): string {
  const { year, month, day } = wallClock(instant, timeZone);
  return isoDate(Date.UTC(year, month - 1, day));
}

function isoDate(utcMidnight: number): string {
  return new Date(utcMidnight).toISOString().slice(0, 10);
}

function addDays(date: string, days: number): string {
  return isoDate(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000);
}

/** How far the time zone's wall clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const w = wallClock(new Date(instant), timeZone);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant a local date begins: its midnight, from the offset at midnight UTC and then from the
 * offset at that first guess (they differ on a day whose offset changes). Where a clock change skips
 * midnight or repeats the hour before it, the day begins at the first instant whose wall clock shows
 * the date.
 */
function startOfDay(date: string, timeZone: string): Date {
  const midnight = Date.parse(`${date}T00:00:00Z`);
  const first = midnight - offsetAt(midnight, timeZone);
  const second = midnight - offsetAt(first, timeZone);
  const candidates = [first, second].sort((a, b) => a - b);
  return new Date(candidates.find((c) => localDate(new Date(c), timeZone) === date) ?? second);
}
