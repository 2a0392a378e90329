import '@mantine/core/styles/Paper.css';
import { Group, Paper, Skeleton, Text, Title } from '@mantine/core';
import type { CalendarResponse } from '../../../api/generated/types.gen';

const DAYS = 30;
const WIDTH = 600;
const HEIGHT = 120;
const number = new Intl.NumberFormat();
const dayLabel = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** The last 30 days up to `to` (YYYY-MM-DD), oldest first. */
function lastDays(to: string): string[] {
  const end = Date.parse(`${to}T00:00:00Z`);
  return Array.from({ length: DAYS }, (_, i) => new Date(end - (DAYS - 1 - i) * 86_400_000).toISOString().slice(0, 10));
}

/** XP per day over the last 30 days: one bar a day (the learner's own days). */
export function XpChart({ calendar, loading }: { calendar?: CalendarResponse; loading: boolean }) {
  if (loading) {
    return (
      <Paper withBorder radius="md" p="lg">
        <Skeleton height={HEIGHT} />
      </Paper>
    );
  }
  if (!calendar) return null;
  const byDay = new Map(calendar.xp.map((entry) => [entry.day, entry.xp]));
  const days = lastDays(calendar.to);
  const values = days.map((day) => byDay.get(day) ?? 0);
  const total = values.reduce((sum, xp) => sum + xp, 0);
  const max = Math.max(1, ...values);
  const slot = WIDTH / DAYS;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="xp-chart">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h3" id="xp-chart">
          XP over the last 30 days
        </Title>
        <Text size="sm" c="dimmed">
          {number.format(total)} XP
        </Text>
      </Group>
      {total === 0 ? (
        <Text size="sm" c="dimmed">
          No XP in the last 30 days yet: pass an exam, finish a module or solve a problem.
        </Text>
      ) : (
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT + 18}`}
          width="100%"
          role="img"
          aria-label={`XP per day from ${days[0]} to ${days[DAYS - 1]}: ${number.format(total)} XP in all, at most ${number.format(max)} in a day`}
        >
          {values.map((xp, i) => {
            const height = xp ? Math.max(3, (xp / max) * HEIGHT) : 0;
            return (
              <rect key={days[i]} x={i * slot + 2} y={HEIGHT - height} width={slot - 4} height={height} rx={2} style={{ fill: 'var(--mantine-color-indigo-filled)' }}>
                <title>{`${dayLabel.format(new Date(`${days[i]}T00:00:00Z`))}: ${number.format(xp)} XP`}</title>
              </rect>
            );
          })}
          <line x1={0} x2={WIDTH} y1={HEIGHT + 0.5} y2={HEIGHT + 0.5} style={{ stroke: 'var(--mantine-color-default-border)' }} />
          <text x={0} y={HEIGHT + 14} fontSize={11} style={{ fill: 'var(--mantine-color-dimmed)' }}>
            {dayLabel.format(new Date(`${days[0]}T00:00:00Z`))}
          </text>
          <text x={WIDTH} y={HEIGHT + 14} fontSize={11} textAnchor="end" style={{ fill: 'var(--mantine-color-dimmed)' }}>
            Today
          </text>
        </svg>
      )}
    </Paper>
  );
}
