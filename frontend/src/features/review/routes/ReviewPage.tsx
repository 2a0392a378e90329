import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Skeleton.css';
import { Alert, Anchor, Button, Container, Group, Paper, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import type { ReviewSummaryResponse } from '../../../api/generated/types.gen';
import { errorMessage } from '../../../lib/api/errors';
import { paths } from '../../../lib/paths';
import { plural } from '../../../lib/plural';
import { timeLeft } from '../../../lib/time';
import { useDueItems, useReviewSummary } from '../api/review';
import { CheckReview, ProblemReview } from '../components/ReviewItems';

const items = (n: number) => plural(n, { one: 'item', other: 'items' });

/** When the next item comes due, in words (after the summary has loaded). */
function nextDue(summary: ReviewSummaryResponse | undefined): string {
  if (!summary) return '';
  if (summary.dueNow > 0) return `${items(summary.dueNow)} more ${summary.dueNow === 1 ? 'is' : 'are'} due now.`;
  if (summary.nextDueAt) return `The next item comes back in ${timeLeft(summary.nextDueAt)}.`;
  return 'Your queue is empty: questions you miss in lessons come back here.';
}

function Page({ children }: { children: ReactNode }) {
  return (
    <Container size="sm" py="xl">
      <title>Review · DevPath</title>
      <Stack gap="lg">
        <div>
          <Title order={1}>Review</Title>
          <Text c="dimmed" mt={4}>
            What you missed comes back when you are about to forget it (spaced repetition with FSRS).
          </Text>
        </div>
        {children}
      </Stack>
    </Container>
  );
}

/**
 * /review: the items due now, one at a time. A check question is answered again (graded on the
 * server, explained); a problem is solved again on its page and rated. After the last one, a
 * summary: how many were answered, how many right, and when the next one comes back.
 */
export function ReviewPage() {
  const due = useDueItems();
  const summary = useReviewSummary();
  const [position, setPosition] = useState(0);
  const [tally, setTally] = useState({ answered: 0, right: 0 });

  if (due.isPending)
    return (
      <Page>
        <Stack gap="sm" role="status" aria-busy="true" aria-label="Loading your reviews">
          <Skeleton height={12} width="30%" />
          <Skeleton height={20} width="80%" />
          <Skeleton height={14} />
          <Skeleton height={14} width="60%" />
        </Stack>
      </Page>
    );
  if (due.isError)
    return (
      <Page>
        <Alert color="red" title="Could not load your reviews">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorMessage(due.error, 'Please try again.')}</Text>
            <Button variant="light" onClick={() => void due.refetch()}>
              Try again
            </Button>
          </Stack>
        </Alert>
      </Page>
    );

  const list = due.data.items;
  if (list.length === 0)
    return (
      <Page>
        <Paper withBorder radius="md" p="lg">
          <Stack gap="xs" align="flex-start">
            <Title order={2} size="h3">
              Nothing to review right now
            </Title>
            <Text size="sm" role="status">
              {summary.isPending ? 'Checking when the next item comes back…' : nextDue(summary.data)}
            </Text>
            <Anchor component={Link} to={paths.roadmaps}>
              Continue a roadmap
            </Anchor>
          </Stack>
        </Paper>
      </Page>
    );

  if (position >= list.length)
    return (
      <Page>
        <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="review-done">
          <Stack gap="sm" align="flex-start">
            <Title order={2} size="h3" id="review-done">
              Review complete
            </Title>
            <Text>
              You answered {items(tally.answered)}: {tally.right} right.
            </Text>
            <Text size="sm" role="status">
              {summary.isFetching ? 'Checking when the next item comes back…' : nextDue(summary.data)}
            </Text>
            <Group>
              {summary.data && summary.data.dueNow > 0 ? (
                <Button
                  onClick={() => {
                    setPosition(0);
                    setTally({ answered: 0, right: 0 });
                    void due.refetch();
                  }}
                >
                  Review them
                </Button>
              ) : null}
              <Button component={Link} to={paths.dashboard} variant="light">
                Back to the dashboard
              </Button>
            </Group>
          </Stack>
        </Paper>
      </Page>
    );

  const item = list[position]!;
  /** The next item; `right` is null for an item skipped because it left the queue. */
  const next = (right: boolean | null) => {
    if (right !== null) setTally((t) => ({ answered: t.answered + 1, right: t.right + (right ? 1 : 0) }));
    setPosition((p) => p + 1);
  };
  const label = `Item ${position + 1} of ${list.length}`;

  return (
    <Page>
      <Stack gap={6}>
        <Text size="sm" c="dimmed">
          {label}
        </Text>
        <Progress value={(position / list.length) * 100} aria-label={`${label}: ${position} answered`} size="sm" />
      </Stack>
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-label={label}>
        {item.question ? (
          <CheckReview key={item.id} item={item} question={item.question} onNext={next} />
        ) : item.problem ? (
          <ProblemReview key={item.id} item={item} problem={item.problem} onNext={next} />
        ) : null}
      </Paper>
    </Page>
  );
}

export default ReviewPage;
