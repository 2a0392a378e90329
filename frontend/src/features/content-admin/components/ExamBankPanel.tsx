import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Paper.css';
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Paper,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import type { StaffExamQuestionResponse } from '../../../api/generated/types.gen';
import { errorMessage } from '../../../lib/api/errors';
import { useStaffBank, useStaffRoadmaps, useUpdateExamQuestion } from '../api/contentAdmin';

function QuestionForm({ question, onDone }: { question: StaffExamQuestionResponse; onDone: () => void }) {
  const [prompt, setPrompt] = useState(question.prompt);
  const [code, setCode] = useState(question.code ?? '');
  const [options, setOptions] = useState(question.options);
  const [correct, setCorrect] = useState(question.correct);
  const [explanation, setExplanation] = useState(question.explanation);
  const save = useUpdateExamQuestion(question.roadmapSlug);
  return (
    <Stack gap="xs">
      <Textarea
        label="Question"
        value={prompt}
        onChange={(e) => setPrompt(e.currentTarget.value)}
        autosize
        minRows={2}
        maxLength={2000}
      />
      {question.kind === 'output' || code ? (
        <Textarea
          label="Code"
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
          autosize
          minRows={3}
          maxLength={4000}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        />
      ) : null}
      {options.map((option, i) => (
        <Group key={option.key} align="flex-end" wrap="nowrap">
          <Checkbox
            aria-label={`Answer ${option.key} is right`}
            checked={correct.includes(option.key)}
            onChange={(e) =>
              setCorrect(
                e.currentTarget.checked ? [...correct, option.key].sort() : correct.filter((c) => c !== option.key),
              )
            }
            mb={8}
          />
          <TextInput
            style={{ flex: 1 }}
            label={`Answer ${option.key}`}
            value={option.text}
            maxLength={500}
            onChange={(e) => setOptions(options.map((o, j) => (j === i ? { ...o, text: e.currentTarget.value } : o)))}
          />
        </Group>
      ))}
      <Textarea
        label="Explanation (shown in the review)"
        value={explanation}
        onChange={(e) => setExplanation(e.currentTarget.value)}
        autosize
        minRows={2}
        maxLength={2000}
      />
      <Group>
        <Button
          size="xs"
          loading={save.isPending}
          onClick={() =>
            save.mutate(
              {
                path: { key: question.key },
                body: {
                  prompt: prompt.trim(),
                  code: code.trim() ? code : null,
                  options,
                  correct,
                  explanation: explanation.trim(),
                },
              },
              { onSuccess: onDone },
            )
          }
        >
          Save question
        </Button>
        <Button size="xs" variant="subtle" onClick={onDone}>
          Cancel
        </Button>
      </Group>
    </Stack>
  );
}

/** A roadmap's exam bank: every question with its answer, editable; hidden questions are not drawn into new attempts. */
export function ExamBankPanel() {
  const roadmaps = useStaffRoadmaps();
  const [slug, setSlug] = useState<string | null>(null);
  const bank = useStaffBank(slug);
  const [editing, setEditing] = useState<string | null>(null);
  const toggle = useUpdateExamQuestion(slug ?? '');
  return (
    <Stack gap="sm">
      <NativeSelect
        label="Roadmap"
        value={slug ?? ''}
        onChange={(e) => setSlug(e.currentTarget.value || null)}
        data={[
          { value: '', label: 'Choose a roadmap' },
          ...(roadmaps.data?.items.map((r) => ({ value: r.slug, label: r.title })) ?? []),
        ]}
        w={320}
      />
      {!slug ? null : bank.isPending ? (
        <Skeleton height={300} />
      ) : bank.isError ? (
        <Alert color="red">{errorMessage(bank.error, 'Could not load the bank.')}</Alert>
      ) : bank.data.items.length === 0 ? (
        <Text c="dimmed">This roadmap has no exam questions yet.</Text>
      ) : (
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            {bank.data.items.filter((q) => q.published).length} of {bank.data.items.length} questions are drawn into
            attempts.
          </Text>
          {bank.data.items.map((q) => (
            <Paper key={q.key} withBorder p="sm" radius="sm" component="article" aria-label={`Exam question ${q.key}`}>
              {editing === q.key ? (
                <QuestionForm question={q} onDone={() => setEditing(null)} />
              ) : (
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Stack gap={2}>
                    <Text size="sm" fw={600}>
                      {q.prompt}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {q.key} · {q.kind} · right: {q.correct.join(', ')}
                    </Text>
                  </Stack>
                  <Group gap={4} wrap="nowrap">
                    <Badge variant="dot" color={q.published ? 'teal' : 'gray'}>
                      {q.published ? 'Drawn' : 'Hidden'}
                    </Badge>
                    <Button size="xs" variant="light" onClick={() => setEditing(q.key)}>
                      Edit
                    </Button>
                    <Button
                      size="xs"
                      variant="default"
                      onClick={() => toggle.mutate({ path: { key: q.key }, body: { published: !q.published } })}
                    >
                      {q.published ? 'Hide' : 'Draw'}
                    </Button>
                  </Group>
                </Group>
              )}
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
