import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Skeleton.css';
import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  Checkbox,
  Code,
  Group,
  Paper,
  Radio,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import type {
  CheckAnswerBody,
  CheckAttemptResponse,
  CheckQuestionResponse,
  CheckQuestionResultResponse,
} from '../../../api/generated/types.gen';
import { Markdown } from '../../../components/Markdown';
import { errorMessage } from '../../../lib/api/errors';
import { useLatestCheckAttempt, useModuleChecks, useSubmitCheckAttempt } from '../api/checks';

export interface ChecksPanelProps {
  roadmapRef: string;
  moduleKey: string;
  signedIn: boolean;
}

/** What the learner has entered for one question. */
type Draft = { choices?: number[]; order?: number[]; text?: string };

const initialDraft = (q: CheckQuestionResponse): Draft =>
  q.kind === 'order' ? { order: q.steps.map((s) => s.id) } : q.kind === 'fill' ? { text: '' } : { choices: [] };

/** A draft as the API's answer, or nothing when the learner left the question (it counts as wrong). */
function answerOf(q: CheckQuestionResponse, draft: Draft | undefined): CheckAnswerBody | null {
  const d = draft ?? initialDraft(q);
  if (q.kind === 'order') return { questionId: q.id, order: d.order };
  if (q.kind === 'fill') return d.text?.trim() ? { questionId: q.id, text: d.text } : null;
  return d.choices?.length ? { questionId: q.id, choices: d.choices } : null;
}

/** Option, step and explanation text: `code` spans shown as code, line breaks kept. */
function Inline({ text }: { text: string }) {
  return (
    <span style={{ whiteSpace: 'pre-line' }}>
      {text.split(/`([^`]+)`/).map((part, i) => (i % 2 ? <Code key={i}>{part}</Code> : part))}
    </span>
  );
}

/** What a program printed, as it printed it (an output can span lines). */
const Printed = ({ text }: { text: string }) => <Code style={{ whiteSpace: 'pre' }}>{text}</Code>;

/** The text without its backticks, for labels read aloud. */
const plain = (text: string) => text.replace(/`([^`]+)`/g, '$1');

const fence = (language: string, source: string) => `\`\`\`${language}\n${source}\n\`\`\``;

function Prompt({ q }: { q: CheckQuestionResponse }) {
  return (
    <>
      <Markdown>{q.prompt}</Markdown>
      {q.code ? <Markdown>{fence(q.code.language, q.code.source)}</Markdown> : null}
    </>
  );
}

function OrderInput({
  q,
  order,
  disabled,
  onChange,
}: {
  q: CheckQuestionResponse;
  order: number[];
  disabled: boolean;
  onChange: (order: number[]) => void;
}) {
  const text = (id: number) => q.steps.find((s) => s.id === id)?.text ?? '';
  const move = (from: number, to: number) => {
    const next = [...order];
    [next[from], next[to]] = [next[to]!, next[from]!];
    onChange(next);
  };
  return (
    <Stack gap={6} component="ol" p={0} m={0} aria-label="Steps, first to last" style={{ listStyle: 'none' }}>
      {order.map((id, i) => (
        <Group key={id} component="li" gap="xs" wrap="nowrap" justify="space-between">
          <Text size="sm">
            {i + 1}. <Inline text={text(id)} />
          </Text>
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              variant="default"
              aria-label={`Move "${plain(text(id))}" up`}
              disabled={disabled || i === 0}
              onClick={() => move(i, i - 1)}
            >
              <IconArrowUp size={16} aria-hidden="true" />
            </ActionIcon>
            <ActionIcon
              variant="default"
              aria-label={`Move "${plain(text(id))}" down`}
              disabled={disabled || i === order.length - 1}
              onClick={() => move(i, i + 1)}
            >
              <IconArrowDown size={16} aria-hidden="true" />
            </ActionIcon>
          </Group>
        </Group>
      ))}
    </Stack>
  );
}

function QuestionInput({
  q,
  draft,
  disabled,
  onChange,
}: {
  q: CheckQuestionResponse;
  draft: Draft;
  disabled: boolean;
  onChange: (draft: Draft) => void;
}) {
  const labelId = `check-${q.id}-label`;
  if (q.kind === 'order')
    return <OrderInput q={q} order={draft.order ?? []} disabled={disabled} onChange={(order) => onChange({ order })} />;
  if (q.kind === 'fill')
    return (
      <TextInput
        label="Your answer"
        maxLength={200}
        value={draft.text ?? ''}
        disabled={disabled}
        onChange={(e) => onChange({ text: e.currentTarget.value })}
      />
    );
  if (q.kind === 'multiple')
    return (
      <Checkbox.Group
        aria-labelledby={labelId}
        description="Choose all that apply"
        value={(draft.choices ?? []).map(String)}
        onChange={(values) => onChange({ choices: values.map(Number).sort((a, b) => a - b) })}
      >
        <Stack gap={6} mt={6}>
          {q.options.map((text, index) => (
            <Checkbox key={text} value={String(index)} label={<Inline text={text} />} disabled={disabled} />
          ))}
        </Stack>
      </Checkbox.Group>
    );
  return (
    <Radio.Group
      aria-labelledby={labelId}
      value={draft.choices?.length ? String(draft.choices[0]) : null}
      onChange={(value) => onChange({ choices: [Number(value)] })}
    >
      <Stack gap={6}>
        {q.options.map((text, index) => (
          <Radio
            key={text}
            value={String(index)}
            label={q.kind === 'output' ? <Printed text={text} /> : <Inline text={text} />}
            disabled={disabled}
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}

function Explanation({ q, result }: { q: CheckQuestionResponse; result: CheckQuestionResultResponse }) {
  const step = (id: number) => q.steps.find((s) => s.id === id)?.text ?? '';
  return (
    <Alert
      color={result.correct ? 'teal' : 'red'}
      variant="light"
      icon={result.correct ? <IconCheck size={18} aria-hidden="true" /> : <IconX size={18} aria-hidden="true" />}
      title={result.correct ? 'Right' : result.answered ? 'Not quite' : 'Not answered'}
    >
      <Stack gap={6}>
        {result.options.map((o) => (
          <Text size="sm" key={o.index}>
            <Text span fw={600}>
              {q.kind === 'output' ? <Printed text={o.text} /> : <Inline text={o.text} />}
            </Text>{' '}
            ({[o.chosen ? 'your choice' : null, o.correct ? 'right' : 'wrong'].filter(Boolean).join(', ')}):{' '}
            <Inline text={o.why} />
          </Text>
        ))}
        {result.correctOrder ? (
          <Text size="sm" component="div">
            The right order: <Inline text={result.correctOrder.map(step).join(' → ')} />
          </Text>
        ) : null}
        {result.acceptedAnswer !== null ? (
          <Text size="sm">
            The answer:{' '}
            <Text span fw={600}>
              {result.acceptedAnswer}
            </Text>
          </Text>
        ) : null}
        {result.why ? (
          <Text size="sm">
            <Inline text={result.why} />
          </Text>
        ) : null}
      </Stack>
    </Alert>
  );
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
