import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Radio.css';
import { Alert, Button, Group, Paper, Radio, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import type { SubmitReviewBody } from '../../../api/generated/types.gen';
import { errorMessage } from '../../../lib/api/errors';
import { toast } from '../../../lib/toast';
import { CRITERIA, useSubmitReview, type Criterion } from '../api/feedback';

const SCORE_WORDS = ['', 'Needs a lot of work', 'Needs work', 'Fair', 'Good', 'Excellent'];
const SUMMARY_MIN = 80;
const COMMENT_MIN = 10;
type Scores = Record<Criterion, { score: string; comment: string }>;
const EMPTY = Object.fromEntries(CRITERIA.map((c) => [c.criterion, { score: '', comment: '' }])) as Scores;

/** The reviewer's rubric: each criterion scored 1–5 with a comment, then a summary. */
export function ReviewForm({ projectId, focusAreas }: { projectId: number; focusAreas: readonly string[] }) {
  const review = useSubmitReview();
  const [scores, setScores] = useState<Scores>(EMPTY);
  const [summary, setSummary] = useState('');
  const set = (criterion: Criterion, part: 'score' | 'comment', value: string) => setScores((s) => ({ ...s, [criterion]: { ...s[criterion], [part]: value } }));
  const complete = CRITERIA.every((c) => scores[c.criterion].score && scores[c.criterion].comment.trim().length >= COMMENT_MIN) && summary.trim().length >= SUMMARY_MIN;
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack
        gap="md"
        component="form"
        aria-labelledby={`review-form-${projectId}`}
        onSubmit={(event) => {
          event.preventDefault();
          review.mutate(
            {
              path: { id: projectId },
              body: {
                // One entry per criterion: the API's type is a tuple of the four.
                rubric: CRITERIA.map((c) => ({ criterion: c.criterion, score: Number(scores[c.criterion].score), comment: scores[c.criterion].comment.trim() })) as SubmitReviewBody['rubric'],
                summary: summary.trim(),
              },
            },
            { onSuccess: () => toast({ title: 'Feedback sent. Thank you! Your XP is on its way.' }) },
          );
        }}
      >
        <Title order={2} size="h4" id={`review-form-${projectId}`}>
          Your feedback
        </Title>
        <Text size="sm" c="dimmed">
          Be specific and kind: point to files or screens, say why, and suggest the next step. The author reads every word.
        </Text>
        {CRITERIA.map((c) => (
          <Stack key={c.criterion} gap={6}>
            <Radio.Group
              label={`${c.title}${focusAreas.includes(c.criterion) ? ' (the author asked about this)' : ''}`}
              description={c.hint}
              required
              value={scores[c.criterion].score}
              onChange={(value) => set(c.criterion, 'score', value)}
            >
              <Group gap="md" mt={6}>
                {[1, 2, 3, 4, 5].map((n) => (
                  <Radio key={n} value={String(n)} label={String(n)} aria-label={`${n}: ${SCORE_WORDS[n]}`} />
                ))}
              </Group>
            </Radio.Group>
            <Textarea
              label={`Comment on ${c.title.toLowerCase()}`}
              description={`${COMMENT_MIN} characters at least`}
              required
              minLength={COMMENT_MIN}
              maxLength={1500}
              autosize
              minRows={2}
              value={scores[c.criterion].comment}
              onChange={(e) => set(c.criterion, 'comment', e.currentTarget.value)}
            />
          </Stack>
        ))}
        <Textarea
          label="Summary"
          description={`What works well and what to improve first (${SUMMARY_MIN} characters at least; ${summary.trim().length} so far)`}
          required
          minLength={SUMMARY_MIN}
          maxLength={4000}
          autosize
          minRows={3}
          value={summary}
          onChange={(e) => setSummary(e.currentTarget.value)}
        />
        {review.isError ? (
          <Alert color="red" title="The feedback was not sent">
            {errorMessage(review.error, 'Please try again.')}
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" loading={review.isPending} disabled={!complete}>
            Send feedback
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
