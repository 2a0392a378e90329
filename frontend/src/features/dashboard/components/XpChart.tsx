import '@mantine/core/styles/Paper.css';
import { Group, Paper, Skeleton, Text, Title } from '@mantine/core';
import type { CalendarResponse } from '../../../api/generated/types.gen';
import { DailyBars } from '../../../components/DailyBars';

const DAYS = 30;
const HEIGHT = 120;
const number = new Intl.NumberFormat();

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
        <DailyBars days={days} values={values} unit="XP" description="XP per day" height={HEIGHT} />
      )}
    </Paper>
  );
}
