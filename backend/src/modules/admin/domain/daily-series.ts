/** One value per day, oldest first: what the overview's charts draw. */
export interface DailyPoint {
  day: string;
  count: number;
}

const DAY_MS = 86_400_000;

/** The `days` UTC days up to and including `today`'s, as YYYY-MM-DD, oldest first. */
export function lastDays(today: Date, days: number): string[] {
  const end = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Array.from({ length: days }, (_, i) => new Date(end - (days - 1 - i) * DAY_MS).toISOString().slice(0, 10));
}

/** The counts of `days`, with 0 for the days the counts leave out (and nothing from outside them). */
export function dailySeries(days: readonly string[], counts: readonly DailyPoint[]): DailyPoint[] {
  const byDay = new Map(counts.map((point) => [point.day, point.count]));
  return days.map((day) => ({ day, count: byDay.get(day) ?? 0 }));
}
