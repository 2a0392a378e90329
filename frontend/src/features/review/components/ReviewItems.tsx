import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Kbd.css';
import '@mantine/core/styles/Paper.css';
import { Alert, Anchor, Badge, Button, Group, Kbd, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import type {
  ReviewAnswerGiven,
  ReviewAnswerResponse,
  ReviewQueueItemResponse,
  ReviewQueueQuestionResponse,
} from '../../../api/generated/types.gen';
import { type Draft, Explanation, initialDraft, Prompt, QuestionInput } from '../../../components/CheckQuestion';
import { ApiError } from '../../../lib/api/http';
import { errorMessage } from '../../../lib/api/errors';
import { pathTo } from '../../../lib/paths';
import { timeLeft } from '../../../lib/time';
import { useAnswerItem, useRateItem } from '../api/review';

export type Rating = 'again' | 'hard' | 'good' | 'easy';
export const RATINGS: ReadonlyArray<{ rating: Rating; label: string; key: string }> = [
  { rating: 'again', label: 'Again', key: '1' },
  { rating: 'hard', label: 'Hard', key: '2' },
  { rating: 'good', label: 'Good', key: '3' },
  { rating: 'easy', label: 'Easy', key: '4' },
];

/** Codes after which the item is skipped: it left the queue, or another tab answered it. */
const SKIPPABLE = new Set(['REVIEW_ITEM_GONE', 'REVIEW_NOT_DUE', 'REVIEW_ITEM_NOT_FOUND']);
const skippable = (error: unknown) => error instanceof ApiError && SKIPPABLE.has(error.body?.code ?? '');

/** "in 10 minutes", "in 3 days 2 hours". */
export const comesBack = (due: string) => `It comes back in ${timeLeft(due)}.`;

/** Keys 1–4 pick a rating (as in Anki), unless the learner is typing in a field. */
function useRatingKeys(allowed: readonly Rating[], pick: (rating: Rating) => void) {
  const latest = useRef(pick);
  latest.current = pick;
  const enabled = allowed.join(',');
  useEffect(() => {
    if (!enabled) return;
    const ratings = enabled.split(',') as Rating[];
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || event.repeat) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"]')) return;
      const match = RATINGS.find((r) => r.key === event.key && ratings.includes(r.rating));
      if (!match) return;
      event.preventDefault();
      latest.current(match.rating);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled]);
}

function RatingButtons({
  allowed,
  selected,
  busy,
  label,
  onPick,
}: {
  allowed: readonly Rating[];
  selected: Rating | null;
  busy: boolean;
  label: string;
  onPick: (rating: Rating) => void;
}) {
  useRatingKeys(busy ? [] : allowed, onPick);
  return (
    <Group gap="xs" role="group" aria-label={label} grow preventGrowOverflow={false}>
      {RATINGS.filter((r) => allowed.includes(r.rating)).map((r) => (
        <Button
          key={r.rating}
          variant={selected === r.rating ? 'filled' : 'default'}
          aria-pressed={selected === r.rating}
          aria-keyshortcuts={r.key}
          disabled={busy}
          onClick={() => onPick(r.rating)}
          rightSection={
            <Kbd size="xs" aria-hidden="true">
              {r.key}
            </Kbd>
          }
        >
          {r.label}
        </Button>
      ))}
    </Group>
  );
}

/** The answer a draft makes, or null while nothing is entered. */
function answerOf(q: ReviewQueueQuestionResponse, draft: Draft): ReviewAnswerGiven | null {
  if (q.kind === 'order') return { order: draft.order ?? q.steps.map((s) => s.id) };
  if (q.kind === 'fill') return draft.text?.trim() ? { text: draft.text } : null;
  return draft.choices?.length ? { choices: draft.choices } : null;
}

function SkippedAlert({ error, onNext }: { error: unknown; onNext: () => void }) {
  return (
    <Alert color="yellow" title="This item left your queue">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{errorMessage(error, 'It is no longer due.')}</Text>
        <Button variant="light" onClick={onNext}>
          Next item
        </Button>
      </Stack>
    </Alert>
  );
}

/**
 * A missed check question shown again: answered, graded on the server and explained. Wrong is
 * rated Again; right is rated Good, which the learner may turn into Hard or Easy (keys 2–4).
 */
export function CheckReview({
  item,
  question,
  onNext,
}: {
  item: ReviewQueueItemResponse;
  question: ReviewQueueQuestionResponse;
  onNext: (right: boolean | null) => void;
}) {
  const answer = useAnswerItem();
  const rate = useRateItem();
  const [draft, setDraft] = useState<Draft>(() => initialDraft(question));
  const [graded, setGraded] = useState<ReviewAnswerResponse | null>(null);
  const [rating, setRating] = useState<Rating | null>(null);
  const [due, setDue] = useState<string | null>(null);
  const next = useRef<HTMLButtonElement>(null);
  const given = answerOf(question, draft);

  useEffect(() => {
    if (graded) next.current?.focus();
  }, [graded]);

  const send = () => {
    if (!given || answer.isPending) return;
    answer.mutate(
      { path: { id: item.id }, body: { answer: given } },
      {
        onSuccess: (result) => {
          setGraded(result);
          setRating(result.rating);
          setDue(result.item.due);
        },
      },
    );
  };
  const rerate = (picked: Rating) => {
    if (picked === rating || picked === 'again') return;
    rate.mutate(
      { path: { id: item.id }, body: { rating: picked } },
      {
        onSuccess: (result) => {
          setRating(result.rating);
          setDue(result.item.due);
        },
      },
    );
  };
  const labelId = `check-${question.id}-label`;

  return (
    <Stack gap="sm">
      <Text size="xs" c="dimmed" id={labelId}>
        From {question.moduleTitle} · {question.section}
      </Text>
      <Prompt q={question} />
      <form
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
      >
        <Stack gap="sm">
          <QuestionInput
            q={question}
            draft={draft}
            disabled={graded !== null || answer.isPending}
            onChange={setDraft}
          />
          {graded ? null : (
            <Group>
              <Button type="submit" loading={answer.isPending} disabled={!given}>
                Check my answer
              </Button>
            </Group>
          )}
        </Stack>
      </form>
      {answer.isError ? (
        skippable(answer.error) ? (
          <SkippedAlert error={answer.error} onNext={() => onNext(null)} />
        ) : (
          <Alert color="red" title="Could not check your answer">
            {errorMessage(answer.error, 'Please try again.')}
          </Alert>
        )
      ) : null}
      {graded ? (
        <Stack gap="sm">
          <Explanation q={question} result={graded.result} />
          {graded.result.correct ? (
            <Stack gap={6}>
              <Text size="sm" id={`rate-${item.id}`}>
                How well did you know it? Good is chosen for you; press 2, 3 or 4 to change it.
              </Text>
              <RatingButtons
                allowed={['hard', 'good', 'easy']}
                selected={rating}
                busy={rate.isPending}
                label="How well you knew it"
                onPick={rerate}
              />
            </Stack>
          ) : (
            <Text size="sm">Rated Again: you will see it again soon.</Text>
          )}
          {rate.isError ? (
            <Alert color="red" title="Could not change the rating">
              {errorMessage(rate.error, 'Please try again.')}
            </Alert>
          ) : null}
          <Group justify="space-between" align="center">
            <Text size="sm" c="dimmed" role="status">
              {due ? comesBack(due) : null}
            </Text>
            <Button ref={next} onClick={() => onNext(graded.result.correct)} disabled={rate.isPending}>
              Next
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Stack>
  );
}

/** A practice problem that took more than one Submit: solved again on its page, then rated (keys 1–4). */
export function ProblemReview({
  item,
  problem,
  onNext,
}: {
  item: ReviewQueueItemResponse;
  problem: { slug: string; title: string };
  onNext: (right: boolean | null) => void;
}) {
  const rate = useRateItem();
  const pick = (rating: Rating) => {
    if (rate.isPending) return;
    rate.mutate({ path: { id: item.id }, body: { rating } }, { onSuccess: () => onNext(rating !== 'again') });
  };
  return (
    <Stack gap="sm">
      <Badge variant="light" color="grape" w="fit-content">
        Practice problem
      </Badge>
      <Text fw={600} size="lg">
        {problem.title}
      </Text>
      <Text size="sm">
        It took you more than one try. Solve it again, then rate how it went: Again if you could not, Hard, Good or Easy
        if you could.
      </Text>
      <Anchor href={pathTo('problem', { id: problem.slug })} target="_blank" rel="noopener" w="fit-content">
        Solve “{problem.title}” again (opens in a new tab)
      </Anchor>
      <Paper withBorder p="sm" radius="md">
        <Stack gap={6}>
          <Text size="sm">How did it go? Press 1–4.</Text>
          <RatingButtons
            allowed={['again', 'hard', 'good', 'easy']}
            selected={null}
            busy={rate.isPending}
            label="How re-solving it went"
            onPick={pick}
          />
        </Stack>
      </Paper>
      {rate.isError ? (
        skippable(rate.error) ? (
          <SkippedAlert error={rate.error} onNext={() => onNext(null)} />
        ) : (
          <Alert color="red" title="Could not save your rating">
            {errorMessage(rate.error, 'Please try again.')}
          </Alert>
        )
      ) : null}
    </Stack>
  );
}
