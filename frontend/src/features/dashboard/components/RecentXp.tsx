import '@mantine/core/styles/Paper.css';
import { Anchor, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { XpEntry } from '../../../api/generated/types.gen';
import { timeAgo } from '../../../lib/time';

/** The latest XP awards, newest first, with a link to the leaderboard. */
export function RecentXp({ items, loading }: { items?: XpEntry[]; loading: boolean }) {
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="recent-xp">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h3" id="recent-xp">
          Recent XP
        </Title>
        <Anchor component={Link} to="/leaderboard" size="sm">
          Leaderboard
        </Anchor>
      </Group>
      {loading ? (
        <Stack gap={6}>
          <Skeleton height={14} />
          <Skeleton height={14} />
          <Skeleton height={14} width="60%" />
        </Stack>
      ) : !items ? (
        <Text size="sm" c="dimmed">
          Your XP history could not be loaded.
        </Text>
      ) : items.length === 0 ? (
        <Text size="sm" c="dimmed">
          No XP yet. Each module, exam, solved problem and streak milestone pays XP once.
        </Text>
      ) : (
        <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {items.slice(0, 8).map((item) => (
            <Group component="li" key={`${item.achievement}-${item.awardedAt}`} justify="space-between" wrap="nowrap">
              <Text size="sm" truncate>
                {item.reason}
              </Text>
              <Group gap="xs" wrap="nowrap">
                <Text size="sm" fw={700} c="teal">
                  +{item.amount} XP
                </Text>
                <Text size="xs" c="dimmed">
                  {timeAgo(item.awardedAt)}
                </Text>
              </Group>
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
