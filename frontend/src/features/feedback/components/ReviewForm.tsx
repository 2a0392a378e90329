import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Radio.css';
import { Alert, Button, Group, Paper, Radio, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import type { SubmitReviewBody } from '../../../api/generated/types.gen';
import { errorMessage } from '../../../lib/api/errors';
import { useDraft } from '../../../lib/drafts';
import { toast } from '../../../lib/toast';
import { CRITERIA, reviewDraftKey, useSubmitReview, type Criterion } from '../api/feedback';
import { checkReviewField, COMMENT_MIN, SUMMARY_MIN, type ReviewField, type ScoreValues } from './checks';

const SCORE_WORDS = ['', 'Needs a lot of work', 'Needs work', 'Fair', 'Good', 'Excellent'];
interface ReviewDraft {
  scores: ScoreValues;
  summary: string;
}
const EMPTY = (): ReviewDraft => ({
  scores: Object.fromEntries(CRITERIA.map((c) => [c.criterion, { score: '', comment: '' }])) as ScoreValues,
  summary: '',
});
const FIELDS: readonly ReviewField[] = [
  ...CRITERIA.flatMap((c) => [`score:${c.criterion}` as const, `comment:${c.criterion}` as const]),
  'summary',
];

/** A stored review with the form's shape, else null. */
function restoreReview(stored: unknown): ReviewDraft | null {
  if (!stored || typeof stored !== 'object') return null;
  const s = stored as { scores?: Record<string, { score?: unknown; comment?: unknown }>; summary?: unknown };
  const empty = EMPTY();
  for (const c of CRITERIA) {
    const entry = s.scores?.[c.criterion];
    if (!entry) continue;
    const score = typeof entry.score === 'string' && /^[1-5]$/.test(entry.score) ? entry.score : '';
    empty.scores[c.criterion] = { score, comment: typeof entry.comment === 'string' ? entry.comment : '' };
  }
  return { scores: empty.scores, summary: typeof s.summary === 'string' ? s.summary : '' };
}

/**
 * The reviewer's rubric: each criterion scored 1–5 with a comment, then a summary. A field says
 * what it still needs when it is left; "Send feedback" is never greyed out (pressing it shows
 * every problem). The half-written review is kept in this browser until it is sent.
 */
export function ReviewForm({
  projectId,
  userId,
  focusAreas,
}: {
  projectId: number;
  userId: number;
  focusAreas: readonly string[];
}) {
  const review = useSubmitReview();
  const draft = useDraft(reviewDraftKey(userId, projectId), EMPTY, restoreReview);
  const { scores, summary } = draft.value;
  const [touched, setTouched] = useState<Partial<Record<ReviewField, boolean>>>({});
  const set = (criterion: Criterion, part: 'score' | 'comment', value: string) =>
    draft.set((d) => ({ ...d, scores: { ...d.scores, [criterion]: { ...d.scores[criterion], [part]: value } } }));
  const leave = (field: ReviewField) => () => setTouched((t) => ({ ...t, [field]: true }));
  const errorOf = (field: ReviewField) =>
    touched[field] ? (checkReviewField(field, scores, summary) ?? undefined) : undefined;
  return (
    <Paper withBorder radius="md" p="lg">
      <form
        noValidate
        aria-labelledby={`review-form-${projectId}`}
        onSubmit={(event) => {
          event.preventDefault();
          setTouched(Object.fromEntries(FIELDS.map((f) => [f, true])));
          const first = FIELDS.find((f) => checkReviewField(f, scores, summary));
          if (first) {
            event.currentTarget
              .querySelector<HTMLElement>(
                `[data-field="${first}"] input, [data-field="${first}"] textarea, textarea[data-field="${first}"]`,
              )
              ?.focus();
            return;
          }
          review.mutate(
            {
              path: { id: projectId },
              body: {
                // One entry per criterion: the API's type is a tuple of the four.
                rubric: CRITERIA.map((c) => ({
                  criterion: c.criterion,
                  score: Number(scores[c.criterion].score),
                  comment: scores[c.criterion].comment.trim(),
                })) as SubmitReviewBody['rubric'],
                summary: summary.trim(),
              },
            },
            {
              onSuccess: () => {
                draft.clear();
                toast({ title: 'Feedback sent. Thank you! Your XP is on its way.' });
              },
            },
          );
        }}
      >
        <Stack gap="md">
          <Title order={2} size="h4" id={`review-form-${projectId}`}>
            Your feedback
          </Title>
          <Text size="sm" c="dimmed">
            Be specific and kind: point to files or screens, say why, and suggest the next step. The author reads every
            word.
          </Text>
          {draft.restored ? (
            <Text size="sm" c="dimmed" role="status">
              Your unsent review was kept in this browser; carry on where you left off.
            </Text>
          ) : null}
          {CRITERIA.map((c) => (
            <Stack key={c.criterion} gap={6}>
              <Radio.Group
                data-field={`score:${c.criterion}`}
                label={`${c.title}${focusAreas.includes(c.criterion) ? ' (the author asked about this)' : ''}`}
                description={c.hint}
                required
                value={scores[c.criterion].score}
                onChange={(value) => {
                  set(c.criterion, 'score', value);
                  leave(`score:${c.criterion}`)();
                }}
                error={errorOf(`score:${c.criterion}`)}
              >
                <Group gap="md" mt={6} mb={4}>
                  {[1, 2, 3, 4, 5].map((n) => (
                    <Radio
                      key={n}
                      value={String(n)}
                      label={String(n)}
                      aria-label={`${n}: ${SCORE_WORDS[n]}`}
                      onBlur={leave(`score:${c.criterion}`)}
                    />
                  ))}
                </Group>
              </Radio.Group>
              <Textarea
                data-field={`comment:${c.criterion}`}
                label={`Comment on ${c.title.toLowerCase()}`}
                description={`${COMMENT_MIN} characters at least`}
                required
                maxLength={1500}
                autosize
                minRows={2}
                value={scores[c.criterion].comment}
                onChange={(e) => set(c.criterion, 'comment', e.currentTarget.value)}
                onBlur={leave(`comment:${c.criterion}`)}
                error={errorOf(`comment:${c.criterion}`)}
              />
            </Stack>
          ))}
          <Textarea
            data-field="summary"
            label="Summary"
            description={`What works well and what to improve first (${SUMMARY_MIN} characters at least; ${summary.trim().length} so far)`}
            required
            maxLength={4000}
            autosize
            minRows={3}
            value={summary}
            onChange={(e) => {
              const value = e.currentTarget.value;
              draft.set((d) => ({ ...d, summary: value }));
            }}
            onBlur={leave('summary')}
            error={errorOf('summary')}
          />
          {review.isError ? (
            <Alert color="red" title="The feedback was not sent">
              {errorMessage(review.error, 'Please try again.')}
            </Alert>
          ) : null}
          <Group>
            <Button type="submit" loading={review.isPending}>
              Send feedback
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
