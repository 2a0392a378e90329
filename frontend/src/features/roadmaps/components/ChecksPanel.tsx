import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Skeleton.css';
import { Alert, Anchor, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { CheckAnswerBody, CheckAttemptResponse, CheckQuestionResponse } from '../../../api/generated/types.gen';
import { type Draft, Explanation, initialDraft, Prompt, QuestionInput } from '../../../components/CheckQuestion';
import { errorMessage } from '../../../lib/api/errors';
import { useLatestCheckAttempt, useModuleChecks, useSubmitCheckAttempt } from '../api/checks';

export interface ChecksPanelProps {
  roadmapRef: string;
  moduleKey: string;
  signedIn: boolean;
}

/** A draft as the API's answer, or nothing when the learner left the question (it counts as wrong). */
function answerOf(q: CheckQuestionResponse, draft: Draft | undefined): CheckAnswerBody | null {
  const d = draft ?? initialDraft(q);
  if (q.kind === 'order') return { questionId: q.id, order: d.order };
  if (q.kind === 'fill') return d.text?.trim() ? { questionId: q.id, text: d.text } : null;
  return d.choices?.length ? { questionId: q.id, choices: d.choices } : null;
}

/**
 * "Check yourself" at the end of a lesson: the module's questions by kind, graded by the server
 * (a signed-in learner's attempts are stored); after answering, each question says right or
 * wrong with the explanations, the score says whether the checks are passed, and a retry starts
 * a new attempt. Signed-out visitors see the questions and a call to sign in.
 */
export function ChecksPanel({ roadmapRef, moduleKey, signedIn }: ChecksPanelProps) {
  const checks = useModuleChecks(roadmapRef, moduleKey);
  const latest = useLatestCheckAttempt(roadmapRef, moduleKey, signedIn);
  const submit = useSubmitCheckAttempt(roadmapRef, moduleKey);
  const location = useLocation();
  const [drafts, setDrafts] = useState<Record<string, Draft>>({});
  const [retrying, setRetrying] = useState(false);

  const heading = (
    <Group justify="space-between" align="center">
      <Title order={3} size="h4" id="checks-heading">
        Check yourself
      </Title>
      {latest.data?.passedAt ? (
        <Badge color="teal" variant="filled" leftSection={<IconCheck size={12} aria-hidden="true" />}>
          Passed
        </Badge>
      ) : null}
    </Group>
  );

  if (checks.isPending)
    return (
      <Stack gap="xs" role="status" aria-busy="true" aria-label="Loading the checks">
        {heading}
        <Skeleton height={16} width="70%" />
        <Skeleton height={12} />
        <Skeleton height={12} width="50%" />
      </Stack>
    );
  if (checks.isError)
    return (
      <Stack gap="xs">
        {heading}
        <Alert color="red" title="Could not load the checks">
          {errorMessage(checks.error, 'Please try again.')}
        </Alert>
      </Stack>
    );
  const questions = checks.data.questions;
  if (questions.length === 0)
    return (
      <Stack gap="xs">
        {heading}
        <Text c="dimmed" size="sm">
          This lesson has no checks yet.
        </Text>
      </Stack>
    );

  const attempt: CheckAttemptResponse | null = retrying ? null : (latest.data?.attempt ?? null);
  const resultOf = (id: string) => attempt?.results.find((r) => r.questionId === id);
  // A graded attempt loaded on a later visit still shows what the learner answered.
  const chosenIn = (q: CheckQuestionResponse): Draft | undefined => {
    const result = resultOf(q.id);
    if (result?.givenOrder) return { order: result.givenOrder };
    if (result?.givenText != null) return { text: result.givenText };
    const chosen = result?.options.filter((o) => o.chosen);
    return chosen?.length ? { choices: chosen.map((o) => o.index) } : undefined;
  };
  const draftOf = (q: CheckQuestionResponse) => drafts[q.id] ?? chosenIn(q) ?? initialDraft(q);
  const send = () => {
    const answers = questions.map((q) => answerOf(q, drafts[q.id])).filter((a): a is CheckAnswerBody => a !== null);
    submit.mutate({ path: { ref: roadmapRef, moduleKey }, body: { answers } }, { onSuccess: () => setRetrying(false) });
  };
  const retry = () => {
    setDrafts({});
    setRetrying(true);
  };

  return (
    <Stack gap="md" component="section" aria-labelledby="checks-heading">
      {heading}
      <Text size="sm" c="dimmed">
        {questions.length} questions · pass with {checks.data.passPercent}% right.
      </Text>
      {questions.map((q, i) => {
        const result = resultOf(q.id);
        return (
          <Paper key={q.id} withBorder p="sm" radius="md">
            <Stack gap="xs">
              <Text size="xs" c="dimmed" id={`check-${q.id}-label`}>
                Question {i + 1} of {questions.length}
              </Text>
              <Prompt q={q} />
              <QuestionInput
                q={q}
                draft={draftOf(q)}
                disabled={attempt !== null || submit.isPending}
                onChange={(draft) => setDrafts((current) => ({ ...current, [q.id]: draft }))}
              />
              {result ? <Explanation q={q} result={result} /> : null}
            </Stack>
          </Paper>
        );
      })}
      {!signedIn ? (
        <Alert color="indigo" variant="light">
          <Anchor component={Link} to="/auth" state={{ from: location }} underline="always">
            Sign in to check your answers
          </Anchor>{' '}
          and mark this module as passed.
        </Alert>
      ) : attempt ? (
        <Stack gap="xs" role="status">
          <Text fw={700} size="lg" c={attempt.passed ? 'teal' : undefined}>
            {attempt.score} of {attempt.total} — {attempt.passed ? 'passed' : 'not passed yet'}
          </Text>
          <Group>
            <Button variant="light" onClick={retry}>
              Try again
            </Button>
          </Group>
        </Stack>
      ) : (
        <Group>
          <Button onClick={send} loading={submit.isPending}>
            Check my answers
          </Button>
        </Group>
      )}
    </Stack>
  );
}
