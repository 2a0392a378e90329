import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Radio.css';
import { ActionIcon, Alert, Checkbox, Code, Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconCheck, IconX } from '@tabler/icons-react';
import type { CheckQuestionResponse, CheckQuestionResultResponse } from '../api/generated/types.gen';
import { Markdown } from './Markdown';

/*
 * A check question's pieces, shared by the lesson's "Check yourself" panel (features/roadmaps)
 * and the review queue (features/review), which shows a missed question again: its prompt, the
 * input of its kind (radios, checkboxes, an up/down order list, a text input) and the
 * explanation after grading.
 */

/** A question as both APIs serve it (the review queue's adds its module). */
export type CheckQuestion = Pick<CheckQuestionResponse, 'id' | 'kind' | 'prompt' | 'code' | 'options' | 'steps'>;
/** A graded answer as both APIs return it. */
export type CheckResult = CheckQuestionResultResponse;

/** What the learner has entered for one question. */
export type Draft = { choices?: number[]; order?: number[]; text?: string };

export const initialDraft = (q: CheckQuestion): Draft =>
  q.kind === 'order' ? { order: q.steps.map((s) => s.id) } : q.kind === 'fill' ? { text: '' } : { choices: [] };

/** Option, step and explanation text: `code` spans shown as code, line breaks kept. */
export function Inline({ text }: { text: string }) {
  return (
    <span style={{ whiteSpace: 'pre-line' }}>
      {text.split(/`([^`]+)`/).map((part, i) => (i % 2 ? <Code key={i}>{part}</Code> : part))}
    </span>
  );
}

/** What a program printed, as it printed it (an output can span lines). */
export const Printed = ({ text }: { text: string }) => <Code style={{ whiteSpace: 'pre' }}>{text}</Code>;

/** The text without its backticks, for labels read aloud. */
const plain = (text: string) => text.replace(/`([^`]+)`/g, '$1');

const fence = (language: string, source: string) => `\`\`\`${language}\n${source}\n\`\`\``;

export function Prompt({ q }: { q: CheckQuestion }) {
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
  q: CheckQuestion;
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

export function QuestionInput({
  q,
  draft,
  disabled,
  onChange,
}: {
  q: CheckQuestion;
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

export function Explanation({ q, result }: { q: CheckQuestion; result: CheckResult }) {
  const step = (id: number) => q.steps.find((s) => s.id === id)?.text ?? '';
  return (
    <Alert
      color={result.correct ? 'teal' : 'red'}
      variant="light"
      icon={result.correct ? <IconCheck size={18} aria-hidden="true" /> : <IconX size={18} aria-hidden="true" />}
      title={result.correct ? 'Right' : result.answered ? 'Not quite' : 'Not answered'}
      // Teal on the light teal ground is 4.3:1: the title takes the text colour (the icon keeps the hue).
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
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
