import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Skeleton.css';
import { Alert, Button, Container, Group, Paper, Radio, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { PageMeta } from '../../../components/PageMeta';
import { errorMessage } from '../../../lib/api/errors';
import { useSession } from '../../../lib/session/SessionProvider';
import { quizStorage, useQuiz, useSaveQuizResult, useScoreQuiz } from '../api/quiz';
import classes from './QuizPage.module.css';
import { LabelledProgress } from '../../../components/LabelledProgress';

/** /quiz: one question per screen, answers kept in this browser as you go, the result at the end. */
export function QuizPage() {
  const quiz = useQuiz();
  const navigate = useNavigate();
  const { user } = useSession();
  const [progress, setProgress] = useState(() => quizStorage.progress() ?? { answers: {}, index: 0 });
  const score = useScoreQuiz();
  const save = useSaveQuizResult();
  const finishing = score.isPending || save.isPending;
  const failure = score.error ?? save.error;
  // After Next or Back, keyboard focus moves to the new question (else it fell to the page's body).
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the question changes, to move focus to its heading
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    heading.current?.focus();
  }, [progress.index]);

  if (quiz.isPending) {
    return (
      <Container size="sm" py="xl">
        <Stack role="status" aria-busy="true" aria-label="Loading the quiz">
          <Skeleton height={32} width="60%" />
          <Skeleton height={240} />
        </Stack>
      </Container>
    );
  }
  if (quiz.isError) {
    return (
      <Container size="sm" py="xl">
        <Alert color="red" title="Could not load the quiz">
          {errorMessage(quiz.error, 'Please try again.')}
        </Alert>
      </Container>
    );
  }

  const questions = quiz.data.questions;
  const index = Math.min(progress.index, questions.length - 1);
  const question = questions[index];
  const chosen = progress.answers[question.key] ?? null;
  const update = (next: typeof progress) => {
    setProgress(next);
    quizStorage.saveProgress(next);
  };
  const finish = () => {
    const answers = progress.answers;
    const takenAt = new Date().toISOString();
    const done = (result: Parameters<typeof quizStorage.saveResult>[0]['result']) => {
      quizStorage.saveResult({ answers, takenAt, result, savedFor: user ? user.id : null });
      quizStorage.clearProgress();
      navigate('/quiz/results');
    };
    if (user) save.mutate({ body: { answers, takenAt } }, { onSuccess: done });
    else score.mutate({ body: { answers } }, { onSuccess: done });
  };
  const moveTo = (next: number) => {
    moved.current = true;
    update({ ...progress, index: next });
  };
  const last = index === questions.length - 1;

  return (
    <Container size="sm" py="xl">
      <PageMeta
        title="Career Quiz · DevPath"
        description="A short quiz about what you enjoy and how you like to work, which suggests tech careers that fit you and the roadmaps that lead there."
      />
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>Career Quiz</Title>
          <Text c="dimmed">
            {questions.length} questions about what you enjoy and how you like to work; there are no wrong answers. Your
            answers stay in this browser
            {user ? ' and your result is saved to your account.' : '; sign in afterwards to keep your result.'}
          </Text>
        </Stack>
        <Stack gap={4}>
          <Text size="sm" fw={600} id="quiz-progress">
            Question {index + 1} of {questions.length}
          </Text>
          <LabelledProgress value={((index + (chosen ? 1 : 0)) * 100) / questions.length} labelledBy="quiz-progress" />
        </Stack>
        <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="quiz-question">
          <Radio.Group
            value={chosen}
            onChange={(value) => update({ answers: { ...progress.answers, [question.key]: value }, index })}
            label={
              <Title
                order={2}
                size="h4"
                id="quiz-question"
                mb="sm"
                ref={heading}
                tabIndex={-1}
                className={classes.question}
              >
                {question.prompt}
              </Title>
            }
          >
            <Stack gap="xs">
              {question.options.map((option) => (
                <Radio
                  key={option.key}
                  value={option.key}
                  label={option.text}
                  classNames={{ root: classes.option, body: classes.optionBody }}
                />
              ))}
            </Stack>
          </Radio.Group>
        </Paper>
        {failure ? (
          <Alert color="red" role="alert">
            {errorMessage(failure, 'Could not compute your result. Please try again.')}
          </Alert>
        ) : null}
        <Group justify="space-between">
          <Button variant="default" disabled={index === 0} onClick={() => moveTo(index - 1)}>
            Back
          </Button>
          {last ? (
            <Button
              onClick={finish}
              disabled={!chosen || Object.keys(progress.answers).length < questions.length}
              loading={finishing}
            >
              See my results
            </Button>
          ) : (
            <Button onClick={() => moveTo(index + 1)} disabled={!chosen}>
              Next
            </Button>
          )}
        </Group>
      </Stack>
    </Container>
  );
}

export default QuizPage;
