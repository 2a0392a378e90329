import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Skeleton.css';
import { Button, Group, Paper, Skeleton, Text, Title } from '@mantine/core';
import IconRepeat from '@tabler/icons-react/dist/esm/icons/IconRepeat.mjs';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { getReviewSummaryOptions } from '../../../api/generated/@tanstack/react-query.gen';
import type { ReviewSummaryResponse } from '../../../api/generated/types.gen';
import { paths } from '../../../lib/paths';
import { timeLeft } from '../../../lib/time';

const number = new Intl.NumberFormat();

/** "Nothing to review — next in 3 hours 5 minutes", or the empty queue's line. */
export function idleText(summary: ReviewSummaryResponse): string {
  if (summary.nextDueAt) return `Nothing to review — next in ${timeLeft(summary.nextDueAt)}`;
  return 'Nothing to review — questions you miss in lessons come back here.';
}

/** The review queue on the dashboard (issue 28): how many items are due, and the way in. */
export function ReviewCard() {
  const summary = useQuery({ ...getReviewSummaryOptions(), refetchOnMount: 'always' });
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="review-card">
      <Group justify="space-between" align="flex-start" mb="xs">
        <Title order={2} size="h3" id="review-card">
          Review
        </Title>
        <IconRepeat size={24} color="var(--mantine-color-grape-filled)" aria-hidden="true" />
      </Group>
      {summary.isPending ? (
        <>
          <Skeleton height={28} width="40%" mb="sm" />
          <Skeleton height={14} width="70%" />
        </>
      ) : summary.isError ? (
        <Text size="sm" c="dimmed">
          Your review queue could not be loaded. It will show on your next visit.
        </Text>
      ) : summary.data.dueNow > 0 ? (
        <Group justify="space-between" align="center" gap="sm">
          <Text size="xl" fw={700}>
            {number.format(summary.data.dueNow)} to review
          </Text>
          <Button component={Link} to={paths.review}>
            Start review
          </Button>
        </Group>
      ) : (
        <Text size="sm">{idleText(summary.data)}</Text>
      )}
    </Paper>
  );
}
