import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Paper.css';
import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { StaffQuizQuestionResponse } from '../../../api/generated/types.gen';
import { errorMessage } from '../../../lib/api/errors';
import { useStaffQuiz, useUpdateQuizQuestion } from '../api/contentAdmin';

/** "backend:3, devops:1" ⇄ { backend: 3, devops: 1 }. */
const weightsText = (weights: Record<string, number>) =>
  Object.entries(weights)
    .map(([track, w]) => `${track}:${w}`)
    .join(', ');
function parseWeights(text: string): Record<string, number> {
  return Object.fromEntries(
    text
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [track, weight] = part.split(':').map((x) => x.trim());
        return [track, Number(weight)];
      }),
  );
}

function QuestionForm({ question }: { question: StaffQuizQuestionResponse }) {
  const [prompt, setPrompt] = useState(question.prompt);
  const [options, setOptions] = useState(question.options.map((o) => ({ ...o, weightsText: weightsText(o.weights) })));
  const save = useUpdateQuizQuestion();
  return (
    <Paper withBorder p="md" radius="sm" component="article" aria-label={`Quiz question ${question.key}`}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Text size="xs" c="dimmed">
            {question.key} · position {question.position}
          </Text>
          <Badge variant="dot" color={question.published ? 'teal' : 'gray'}>
            {question.published ? 'Published' : 'Hidden'}
          </Badge>
        </Group>
        <TextInput label="Question" value={prompt} onChange={(e) => setPrompt(e.currentTarget.value)} maxLength={500} />
        {options.map((option, i) => (
          <Group key={option.key} grow align="flex-end">
            <TextInput
              label={`Answer ${option.key}`}
              value={option.text}
              maxLength={300}
              onChange={(e) => setOptions(options.map((o, j) => (j === i ? { ...o, text: e.currentTarget.value } : o)))}
            />
            <TextInput
              label={`Tracks of answer ${option.key}`}
              description="track:weight (1–3), comma separated"
              value={option.weightsText}
              onChange={(e) =>
                setOptions(options.map((o, j) => (j === i ? { ...o, weightsText: e.currentTarget.value } : o)))
              }
            />
          </Group>
        ))}
        <Group>
          <Button
            size="xs"
            loading={save.isPending}
            onClick={() =>
              save.mutate({
                path: { key: question.key },
                body: {
                  prompt: prompt.trim(),
                  options: options.map(({ key, text, weightsText: w }) => ({
                    key,
                    text: text.trim(),
                    weights: parseWeights(w),
                  })),
                },
              })
            }
          >
            Save question
          </Button>
          <Button
            size="xs"
            variant="default"
            onClick={() => save.mutate({ path: { key: question.key }, body: { published: !question.published } })}
          >
            {question.published ? 'Hide from the quiz' : 'Show in the quiz'}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** The career quiz's questions, their answers and the tracks each answer weighs. */
export function QuizQuestionsPanel() {
  const quiz = useStaffQuiz(true);
  if (quiz.isPending) return <Skeleton height={300} />;
  if (quiz.isError) return <Alert color="red">{errorMessage(quiz.error, 'Could not load the quiz.')}</Alert>;
  return (
    <Stack gap="sm">
      {quiz.data.items.map((q) => (
        <QuestionForm key={`${q.key}:${q.updatedAt}`} question={q} />
      ))}
    </Stack>
  );
}
