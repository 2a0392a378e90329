import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/Kbd.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Skeleton.css';
import { Alert, Anchor, Badge, Button, Code, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheckFilled, IconArrowRight, IconPlayerPlay, IconSend } from '@tabler/icons-react';
import { CodeWorkbench } from '../../../components/code/CodeWorkbench';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { SubmissionResponse } from '../../../api/generated/types.gen';
import { useJudge, useSubmission } from '../../../components/code/judge';
import { LANGUAGE_LABELS } from '../../../components/code/languages';
import { ProblemSamples, signatureText } from '../../../components/code/ProblemSamples';
import { useSavedCode } from '../../../components/code/useSavedCode';
import { VerdictPanel } from '../../../components/code/VerdictPanel';
import { Markdown } from '../../../components/Markdown';
import { errorMessage } from '../../../lib/api/errors';
import { pathTo } from '../../../lib/paths';
import { useAfterExerciseJudged, useExerciseProblem } from '../api/exercise';

// The editor (CodeMirror, a chunk of its own) loads when an exercise is shown, never with the lesson.

export interface CodeExerciseProps {
  /** The practice problem that is this module's exercise. */
  slug: string;
  /** Solved according to the roadmap's progress. */
  solved: boolean;
  signedIn: boolean;
  /** "Exercise 2 of 2" when the module has more than one. */
  position?: { index: number; total: number };
}

/**
 * A module's code exercise inside its lesson: the problem's statement and samples, a language,
 * the editor with the starter (or the code left here or on the practice page), Run and Submit,
 * and the same verdict view as practice. An accepted Submit marks it solved and refreshes the
 * roadmap's progress (the module passes when its checks are passed too).
 */
export function CodeExercise({ slug, solved, signedIn, position }: CodeExerciseProps) {
  const problem = useExerciseProblem(slug);
  const editor = useSavedCode(problem.data, slug);
  const run = useJudge('run');
  const submit = useJudge('submit');
  const [submissionId, setSubmissionId] = useState<string | null>(null);
  const submission = useSubmission(submissionId);
  const afterJudged = useAfterExerciseJudged();
  const reported = useRef<string | null>(null);
  const location = useLocation();
  const headingId = useId();
  const current = submission.data;
  const judging = run.isPending || submit.isPending || (current !== undefined && current.status !== 'done');
  const isSolved = solved || Boolean(problem.data?.solved);

  useEffect(() => {
    if (current?.status !== 'done' || reported.current === current.id) return;
    reported.current = current.id;
    afterJudged(current);
  }, [current, afterJudged]);

  const judge = (mode: 'run' | 'submit') => {
    if (!signedIn || judging || !problem.data) return;
    const mutation = mode === 'run' ? run : submit;
    (mode === 'run' ? submit : run).reset();
    mutation.mutate(
      { path: { slug }, body: { language: editor.language, code: editor.code } },
      { onSuccess: (s: SubmissionResponse) => setSubmissionId(s.id) },
    );
  };

  const heading = (
    <Group gap="xs" justify="space-between" wrap="wrap">
      <Title order={3} size="h4" id={headingId}>
        Code exercise{position && position.total > 1 ? ` ${position.index} of ${position.total}` : ''}
        {problem.data ? `: ${problem.data.title}` : ''}
      </Title>
      {isSolved ? (
        <Badge
          color="teal.9"
          variant="filled"
          autoContrast
          leftSection={<IconCircleCheckFilled size={14} aria-hidden="true" />}
          data-testid="exercise-solved"
        >
          Solved
        </Badge>
      ) : null}
    </Group>
  );

  if (problem.isPending) {
    return (
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby={headingId}>
        {heading}
        <Stack gap="xs" mt="sm" role="status" aria-busy="true" aria-label="Loading the exercise">
          <Skeleton height={12} />
          <Skeleton height={12} width="80%" />
          <Skeleton height={120} />
        </Stack>
      </Paper>
    );
  }
  if (problem.isError) {
    return (
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby={headingId}>
        {heading}
        <Alert color="red" title="Could not load the exercise" mt="sm">
          {errorMessage(problem.error, 'Please try again.')}{' '}
          <Button variant="subtle" size="compact-sm" onClick={() => void problem.refetch()}>
            Try again
          </Button>
        </Alert>
      </Paper>
    );
  }

  const data = problem.data;
  const mutationError = run.error ?? submit.error;
  const accepted = current?.mode === 'submit' && current.status === 'done' && current.verdict === 'Accepted';
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        {heading}
        <Markdown>{data.statementMd}</Markdown>
        <div>
          <Text size="sm" fw={600} mb={4}>
            Function
          </Text>
          <Code block style={{ whiteSpace: 'pre-wrap' }}>
            {signatureText(data)}
          </Code>
        </div>
        <div>
          <Text size="sm" fw={600} mb={4}>
            Examples
          </Text>
          <ProblemSamples problem={data} />
          <Text size="xs" c="dimmed" mt={6}>
            Run tries the {data.samples.length} example{data.samples.length === 1 ? '' : 's'}; Submit also the{' '}
            {data.hiddenCount} hidden tests.
          </Text>
        </div>

        {signedIn ? (
          <>
            <CodeWorkbench
              editor={editor}
              label={`Your ${LANGUAGE_LABELS[editor.language]} solution to ${data.title}`}
              onRun={() => judge('run')}
              onSubmit={() => judge('submit')}
              height={200}
              minHeight={180}
            />
            <Group gap="sm">
              <Button
                variant="default"
                leftSection={<IconPlayerPlay size={16} aria-hidden="true" />}
                onClick={() => judge('run')}
                disabled={judging}
                loading={run.isPending}
              >
                Run
              </Button>
              <Button
                leftSection={<IconSend size={16} aria-hidden="true" />}
                onClick={() => judge('submit')}
                disabled={judging}
                loading={submit.isPending}
              >
                Submit
              </Button>
            </Group>
          </>
        ) : (
          <Alert color="indigo" variant="light" title="Sign in to run your code">
            <Text size="sm" mb="xs">
              Running and submitting need an account (free). A solved exercise counts toward passing this module.
            </Text>
            <Button component={Link} to="/auth" state={{ from: location }} size="sm">
              Sign in
            </Button>
          </Alert>
        )}

        {mutationError ? (
          <Alert color="red" title="Your code was not sent to the judge">
            {errorMessage(mutationError, 'Please try again.')}
          </Alert>
        ) : null}
        {accepted ? (
          <Alert
            color="teal"
            title="Solved"
            icon={<IconCircleCheckFilled aria-hidden="true" />}
            data-testid="exercise-accepted"
          >
            Every test passed. Once this module's checks are passed too, the module counts as passed.
          </Alert>
        ) : null}
        {current ? (
          <Paper withBorder p="sm" radius="md">
            <VerdictPanel submission={current} />
          </Paper>
        ) : submission.isError ? (
          <Alert color="red" title="Could not read the verdict">
            {errorMessage(submission.error, 'Please try again.')}
          </Alert>
        ) : null}

        <Anchor component={Link} to={pathTo('problem', { id: slug })} size="sm">
          <Group gap={4} component="span" wrap="nowrap">
            Open in practice
            <IconArrowRight size={14} aria-hidden="true" />
          </Group>
        </Anchor>
      </Stack>
    </Paper>
  );
}
