/**
 * The learner's day: the one definition used by streaks, the activity heatmap and (later)
 * leagues. A day is a calendar date (YYYY-MM-DD) in the learner's IANA time zone; it ends at
 * the next local midnight, whatever daylight saving time does to its length (23, 24 or 25 h).
 */

/** The local calendar day of an instant in an IANA time zone. */
export function localDay(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/** `day` moved by `count` calendar days. */
export function addDays(day: string, count: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + count);
  return d.toISOString().slice(0, 10);
}

export function dayBefore(day: string): string {
  return addDays(day, -1);
}

/** Whole days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The offset of `timeZone` from UTC at an instant, in minutes (east positive). */
function offsetMinutes(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

/** The instant local midnight begins `day` in `timeZone` (the first instant whose local day is `day`). */
export function dayStart(day: string, timeZone: string): Date {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`);
  // Local midnight is midnightUtc - offset; the offset there may differ from the guess's
  // (a DST change near midnight), so correct once more, then make sure the instant is in `day`.
  let guess = midnightUtc - offsetMinutes(new Date(midnightUtc), timeZone) * 60_000;
  guess = midnightUtc - offsetMinutes(new Date(guess), timeZone) * 60_000;
  // Where midnight itself is skipped (a zone that springs forward at 00:00), the day starts later.
  while (localDay(new Date(guess), timeZone) < day) guess += 15 * 60_000;
  while (localDay(new Date(guess - 60_000), timeZone) === day) guess -= 15 * 60_000;
  return new Date(guess);
}

/** The instant `day` ends in `timeZone` (when the next local day begins). */
export function dayEnd(day: string, timeZone: string): Date {
  return dayStart(addDays(day, 1), timeZone);
}
