/** Durations and moments as learners read them. */
import { plural } from './plural';

const relative = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });
/** "2 minutes ago", "just now". */
export function timeAgo(iso: string, now = Date.now()): string {
  const seconds = Math.round((Date.parse(iso) - now) / 1000);
  if (Math.abs(seconds) < 45) return 'just now';
  const minutes = Math.round(seconds / 60);
  if (Math.abs(minutes) < 60) return relative.format(minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (Math.abs(hours) < 24) return relative.format(hours, 'hour');
  return relative.format(Math.round(hours / 24), 'day');
}

/** "3 days 4 hours", "5 hours 12 minutes", "8 minutes". */
export function timeLeft(iso: string, now = Date.now()): string {
  const minutes = Math.max(0, Math.floor((Date.parse(iso) - now) / 60_000));
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = minutes % 60;
  const part = (n: number, unit: string) => plural(n, { one: unit, other: `${unit}s` });
  if (days > 0) return `${part(days, 'day')} ${part(hours, 'hour')}`;
  if (hours > 0) return `${part(hours, 'hour')} ${part(mins, 'minute')}`;
  return part(mins, 'minute');
}
