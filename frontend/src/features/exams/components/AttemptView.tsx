import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Radio.css';
import { Button, Checkbox, Code, Group, Modal, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import type { AttemptResponse } from '../../../api/generated/types.gen';
import { useSaveAnswers, useSubmitAttempt } from '../api/exams';
import { Countdown } from './Countdown';
import classes from './AttemptView.module.css';
import { LabelledProgress } from '../../../components/LabelledProgress';

const SAVE_DELAY_MS = 400;

/**
 * An open attempt: one question at a time with a navigator, answers saved as they change, the
 * countdown from the server's deadline, and a submit that lists what is unanswered. When time
 * is up, the attempt is submitted with what was saved.
 */
export function AttemptView({ attempt }: { attempt: AttemptResponse }) {
  const [answers, setAnswers] = useState<Record<string, string[]>>(attempt.answers);
  const [index, setIndex] = useState(() =>
    Math.max(
      0,
      attempt.questions.findIndex((q) => !attempt.answers[q.key]?.length),
    ),
  );
  const [confirmOpen, confirm] = useDisclosure(false);
  const save = useSaveAnswers();
  const submit = useSubmitAttempt();
  const pending = useRef<Record<string, string[]>>({});
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const flush = () => {
    clearTimeout(timer.current);
    const batch = pending.current;
    pending.current = {};
    if (Object.keys(batch).length) save.mutate({ path: { attemptId: attempt.id }, body: { answers: batch } });
    return batch;
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on leaving: saves what is left (flush reads refs)
  useEffect(() => () => void flush(), []);

  const choose = (key: string, options: string[]) => {
    setAnswers((current) => ({ ...current, [key]: options }));
    pending.current[key] = options;
    clearTimeout(timer.current);
    timer.current = setTimeout(flush, SAVE_DELAY_MS);
  };
  const finish = () => {
    const last = flush();
    confirm.close();
    submit.mutate({ path: { attemptId: attempt.id }, body: Object.keys(last).length ? { answers: last } : {} });
  };

  const question = attempt.questions[index];
  const chosen = answers[question.key] ?? [];
  const answered = attempt.questions.filter((q) => answers[q.key]?.length).length;
  const unanswered = attempt.questions
    .map((q, i) => (answers[q.key]?.length ? null : i + 1))
    .filter((n): n is number => n !== null);

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Text fw={600} id="exam-progress-label">
          {answered} of {attempt.questions.length} answered
        </Text>
        <Countdown deadlineAt={attempt.deadlineAt} serverNow={attempt.serverNow} onExpire={finish} />
      </Group>
      <LabelledProgress value={(answered * 100) / attempt.questions.length} labelledBy="exam-progress-label" />

      <nav aria-label="Questions">
        <ol className={classes.navigator}>
          {attempt.questions.map((q, i) => (
            <li key={q.key}>
              <button
                type="button"
                className={classes.navButton}
                data-answered={answers[q.key]?.length ? 'true' : undefined}
                aria-current={i === index ? 'step' : undefined}
                aria-label={`Question ${i + 1}${answers[q.key]?.length ? ', answered' : ''}`}
                onClick={() => setIndex(i)}
              >
                {i + 1}
              </button>
            </li>
          ))}
        </ol>
      </nav>

      <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="question-title">
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Question {index + 1} of {attempt.questions.length}
            {question.kind === 'multiple' ? ' · choose every correct answer' : ''}
          </Text>
          <Title order={2} size="h4" id="question-title">
            {question.prompt}
          </Title>
          {question.code ? (
            <Code block aria-label={`Code${question.language ? ` (${question.language})` : ''}`}>
              {question.code}
            </Code>
          ) : null}
          {question.kind === 'multiple' ? (
            <Checkbox.Group
              value={chosen}
              onChange={(value) => choose(question.key, value)}
              aria-labelledby="question-title"
            >
              <Stack gap="xs">
                {question.options.map((option) => (
                  <Checkbox
                    key={option.key}
                    value={option.key}
                    label={option.text}
                    classNames={{ root: classes.option }}
                  />
                ))}
              </Stack>
            </Checkbox.Group>
          ) : (
            <Radio.Group
              value={chosen[0] ?? null}
              onChange={(value) => choose(question.key, [value])}
              aria-labelledby="question-title"
            >
              <Stack gap="xs">
                {question.options.map((option) => (
                  <Radio
                    key={option.key}
                    value={option.key}
                    label={option.text}
                    classNames={{ root: classes.option }}
                  />
                ))}
              </Stack>
            </Radio.Group>
          )}
        </Stack>
      </Paper>

      <Group justify="space-between">
        <Button variant="default" disabled={index === 0} onClick={() => setIndex(index - 1)}>
          Previous
        </Button>
        <Group gap="sm">
          {index < attempt.questions.length - 1 ? <Button onClick={() => setIndex(index + 1)}>Next</Button> : null}
          <Button
            color="teal"
            variant={index === attempt.questions.length - 1 ? 'filled' : 'light'}
            onClick={confirm.open}
            loading={submit.isPending}
          >
            Submit exam
          </Button>
        </Group>
      </Group>

      <Modal opened={confirmOpen} onClose={confirm.close} title="Submit your exam?">
        <Stack>
          {unanswered.length ? (
            <Text>
              {unanswered.length} question{unanswered.length === 1 ? ' is' : 's are'} unanswered:{' '}
              {unanswered.join(', ')}. Unanswered questions count as wrong.
            </Text>
          ) : (
            <Text>You answered every question. You cannot change your answers after submitting.</Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={confirm.close}>
              Keep working
            </Button>
            <Button color="teal" onClick={finish} loading={submit.isPending}>
              Submit now
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
