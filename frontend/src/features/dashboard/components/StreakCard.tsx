import '@mantine/core/styles/Paper.css';
import { Anchor, Group, Paper, Skeleton, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import IconFlame from '@tabler/icons-react/dist/esm/icons/IconFlame.mjs';
import IconSnowflake from '@tabler/icons-react/dist/esm/icons/IconSnowflake.mjs';
import type { StreakResponse } from '../../../api/generated/types.gen';
import { days, plural } from '../../../lib/plural';
import { timeLeft } from '../../../lib/time';

function deviceTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

function deadlineText(streak: StreakResponse): string {
  if (!streak.deadline) return 'Do a lesson, a problem or an exam today to start a streak.';
  // The deadline is a midnight: name the last minute of the day it ends, in the learner's zone.
  const lastMinute = new Date(Date.parse(streak.deadline) - 60_000);
  const when = new Intl.DateTimeFormat(undefined, {
    weekday: 'long',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: streak.timeZone,
    timeZoneName: 'short',
  }).format(lastMinute);
  return streak.todayDone
    ? `Today counts. Keep it going by ${when} (in ${timeLeft(streak.deadline)}).`
    : `Learn something by ${when} (in ${timeLeft(streak.deadline)}) to keep your streak.`;
}

/** The streak, its deadline in the learner's own time zone, and the freezes that protect it. */
export function StreakCard({ streak, loading }: { streak?: StreakResponse; loading: boolean }) {
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="streak-card">
      <Group justify="space-between" align="flex-start" mb="xs">
        <Title order={2} size="h3" id="streak-card">
          Daily streak
        </Title>
        <IconFlame size={24} color="var(--mantine-color-orange-filled)" aria-hidden="true" />
      </Group>
      {loading ? (
        <>
          <Skeleton height={28} width="40%" mb="sm" />
          <Skeleton height={14} mb={6} />
          <Skeleton height={14} width="70%" />
        </>
      ) : !streak ? (
        <Text size="sm" c="dimmed">
          Your streak could not be loaded. It will show on your next visit.
        </Text>
      ) : (
        <>
          <Text size="xl" fw={700}>
            {days(streak.daysStreak)}
          </Text>
          <Text size="sm" mt={4}>
            {deadlineText(streak)}
          </Text>
          {streak.timeZone !== deviceTimeZone() && (
            <Text size="sm" c="dimmed" mt={4}>
              Your days are counted in {streak.timeZone}.{' '}
              <Anchor component={Link} to="/settings" inherit>
                Use this device's time zone ({deviceTimeZone()})
              </Anchor>
            </Text>
          )}
          <Group gap="lg" mt="sm">
            <Text size="sm" c="dimmed">
              Longest: {days(streak.longestStreak)}
            </Text>
            {streak.previousStreak > 0 && (
              <Text size="sm" c="dimmed">
                Previous: {days(streak.previousStreak)}
              </Text>
            )}
          </Group>
          <Group
            gap={6}
            mt="sm"
            aria-label={`Streak freezes: ${streak.freezesHeld} of ${streak.maxFreezes}`}
            role="group"
          >
            {Array.from({ length: streak.maxFreezes }, (_, i) => (
              <IconSnowflake
                key={i}
                size={20}
                aria-hidden="true"
                color={i < streak.freezesHeld ? 'var(--mantine-color-blue-filled)' : 'var(--mantine-color-gray-5)'}
              />
            ))}
            <Text size="sm" c="dimmed">
              {streak.freezesHeld} of {plural(streak.maxFreezes, { one: 'freeze', other: 'freezes' })}: one is earned
              every {days(streak.freezeEveryDays)} of a streak and spent on a missed day automatically.
            </Text>
          </Group>
        </>
      )}
    </Paper>
  );
}
