import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Paper.css';
import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ProjectFeedbackResponse } from '../../../api/generated/types.gen';
import { errorMessage } from '../../../lib/api/errors';
import { CRITERION_TITLE, useMarkHelpful, type Criterion } from '../api/feedback';

/** The reviewer's rubric and summary; its author may say it helped, once. */
export function FeedbackView({
  projectId,
  feedback,
  canMarkHelpful,
}: {
  projectId: number;
  feedback: ProjectFeedbackResponse;
  canMarkHelpful: boolean;
}) {
  const helpful = useMarkHelpful();
  const average = feedback.rubric.reduce((sum, r) => sum + r.score, 0) / Math.max(feedback.rubric.length, 1);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={`feedback-${projectId}`}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} size="h5" id={`feedback-${projectId}`}>
            Feedback
          </Title>
          <Text size="sm" c="dimmed">
            Average {average.toFixed(1)} / 5 · {new Date(feedback.createdAt).toLocaleDateString()}
          </Text>
        </Group>
        <Stack gap="xs" component="dl" m={0}>
          {feedback.rubric.map((r) => (
            <div key={r.criterion}>
              <Group gap="xs" component="dt">
                <Text fw={600} size="sm">
                  {CRITERION_TITLE[r.criterion as Criterion] ?? r.criterion}
                </Text>
                <Badge variant="light" aria-label={`${r.score} out of 5`}>
                  {r.score} / 5
                </Badge>
              </Group>
              <Text size="sm" component="dd" ml={0} style={{ whiteSpace: 'pre-wrap' }}>
                {r.comment}
              </Text>
            </div>
          ))}
        </Stack>
        <div>
          <Text fw={600} size="sm">
            Summary
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {feedback.summary}
          </Text>
        </div>
        {feedback.helpfulAt ? (
          <Text size="sm" c="teal.9">
            Marked as helpful. Thank you for telling the reviewer.
          </Text>
        ) : canMarkHelpful ? (
          <Group>
            <Button
              variant="light"
              loading={helpful.isPending}
              onClick={() => helpful.mutate({ path: { id: projectId } })}
            >
              This feedback helped me
            </Button>
          </Group>
        ) : null}
        {helpful.isError ? (
          <Alert color="red" title="Not recorded">
            {errorMessage(helpful.error, 'Please try again.')}
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}
