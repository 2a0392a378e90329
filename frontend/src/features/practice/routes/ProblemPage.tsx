import '@mantine/core/styles/Breadcrumbs.css';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/Kbd.css';
import '@mantine/core/styles/Accordion.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Tabs.css';
import {
  Accordion,
  Alert,
  Anchor,
  Badge,
  Breadcrumbs,
  Button,
  Code,
  Container,
  Grid,
  Group,
  Paper,
  Skeleton,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { IconCircleCheckFilled, IconPlayerPlay, IconSend } from '@tabler/icons-react';
import { CodeWorkbench } from '../../../components/code/CodeWorkbench';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { paths } from '../../../lib/paths';
import type { ProblemResponse, SubmissionResponse } from '../../../api/generated/types.gen';
import { Markdown } from '../../../components/Markdown';
import { PageLoadFailed } from '../../../components/PageLoadFailed';
import { PageMeta } from '../../../components/PageMeta';
import { errorMessage } from '../../../lib/api/errors';
import { useSession } from '../../../lib/session/SessionProvider';
import {
  DIFFICULTY_COLORS,
  DIFFICULTY_LABELS,
  LANGUAGE_LABELS,
  LANGUAGES,
  useAfterJudged,
  useJudge,
  useProblem,
  useProblemXp,
  useSubmission,
  type Difficulty,
  type Language,
} from '../api/practice';
import { LessonLinks } from '../components/LessonLinks';
import { SubmissionHistory } from '../components/SubmissionHistory';
import { ProblemSamples, signatureText } from '../../../components/code/ProblemSamples';
import { useSavedCode } from '../../../components/code/useSavedCode';
import { VerdictPanel } from '../../../components/code/VerdictPanel';
import classes from '../components/Practice.module.css';

const COMPARATOR_TEXT = {
  exact: 'The returned value must equal the expected one exactly.',
  whitespace: 'Strings are compared ignoring differences in spaces and line breaks.',
  float: 'Numbers may differ from the expected ones by a small tolerance.',
  rows: 'Your result must have the same column names, in the same order, and the same rows.',
} as const;

const comparatorText = ({ comparator }: ProblemResponse) =>
  comparator.kind === 'rows'
    ? `${COMPARATOR_TEXT.rows} ${comparator.ordered ? 'The rows must come in the order the statement asks for.' : 'The rows may come in any order.'}`
    : COMPARATOR_TEXT[comparator.kind];

function Statement({ problem }: { problem: ProblemResponse }) {
  const limits = LANGUAGES.filter((l) => problem.timeLimits[l] !== undefined).map(
    (l) => `${LANGUAGE_LABELS[l]} ${((problem.timeLimits[l] ?? 0) / 1000).toFixed(1)} s`,
  );
  return (
    <Stack gap="md" className={classes.statement}>
      <Markdown>{problem.statementMd}</Markdown>
      {problem.sqlSchema !== undefined ? (
        <div>
          <Title order={2} size="h5" mb={6}>
            Tables
          </Title>
          <Code block>{problem.sqlSchema}</Code>
          <Text size="xs" c="dimmed" mt={6}>
            Write one query (SELECT, or WITH … SELECT) in PostgreSQL's SQL. Each test fills these tables with its own
            rows.
          </Text>
        </div>
      ) : (
        <div>
          <Title order={2} size="h5" mb={6}>
            Function
          </Title>
          <Code block>{signatureText(problem)}</Code>
        </div>
      )}
      <div>
        <Title order={2} size="h5" mb={6}>
          Examples
        </Title>
        <ProblemSamples problem={problem} />
        <Text size="xs" c="dimmed" mt={6}>
          Submit also runs {problem.hiddenCount} hidden tests. {comparatorText(problem)}
        </Text>
      </div>
      {problem.constraints.length ? (
        <div>
          <Title order={2} size="h5" mb={6}>
            Constraints
          </Title>
          <ul style={{ margin: 0, paddingInlineStart: 20 }}>
            {problem.constraints.map((c) => (
              <li key={c}>
                <Text size="sm">{c}</Text>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <Text size="sm" c="dimmed">
        Limits: {limits.length ? `${limits.join(', ')} for all tests together` : 'the default time'},{' '}
        {problem.memoryLimitMb} MB of memory.
      </Text>
      {problem.hints.length ? (
        <Accordion variant="contained" chevronPosition="left">
          {problem.hints.map((hint, i) => (
            <Accordion.Item key={hint} value={`hint-${i}`}>
              <Accordion.Control>Hint {i + 1}</Accordion.Control>
              <Accordion.Panel>
                <Text size="sm">{hint}</Text>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      ) : null}
    </Stack>
  );
}

/** /practice/problem/:id: the statement, an editor, Run and Submit, the verdict and my history. */
export function ProblemPage() {
  const { id = '' } = useParams();
  const problem = useProblem(id);
  const { user } = useSession();
  const editor = useSavedCode(problem.data, id);
  const run = useJudge('run');
  const submit = useJudge('submit');
  const [submissionId, setSubmissionId] = useState<string | null>(null);
  const submission = useSubmission(submissionId);
  const afterJudged = useAfterJudged();
  const [tab, setTab] = useState<string | null>('description');
  const [firstSolve, setFirstSolve] = useState(false);
  const solvedBefore = useRef(false);
  const reported = useRef<string | null>(null);
  const xp = useProblemXp(problem.data?.difficulty as Difficulty | undefined);
  const current = submission.data;
  const judging = run.isPending || submit.isPending || (current !== undefined && current.status !== 'done');

  useEffect(() => {
    if (current?.status !== 'done' || reported.current === current.id) return;
    reported.current = current.id;
    if (current.mode === 'submit' && current.verdict === 'Accepted' && !solvedBefore.current) setFirstSolve(true);
    afterJudged(current);
  }, [current, afterJudged]);

  const judge = (mode: 'run' | 'submit') => {
    if (!user || judging || !problem.data) return;
    solvedBefore.current = problem.data.solved;
    setFirstSolve(false);
    const mutation = mode === 'run' ? run : submit;
    (mode === 'run' ? submit : run).reset();
    mutation.mutate(
      { path: { slug: id }, body: { language: editor.language, code: editor.code } },
      { onSuccess: (s: SubmissionResponse) => setSubmissionId(s.id) },
    );
  };

  if (problem.isPending) {
    return (
      <Container size="xl" py="xl" role="status" aria-busy="true" aria-label="Loading the problem">
        <Skeleton height={36} width="40%" mb="lg" />
        <Grid>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Skeleton height={420} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Skeleton height={420} />
          </Grid.Col>
        </Grid>
      </Container>
    );
  }
  if (problem.isError) {
    return (
      <PageLoadFailed
        error={problem.error}
        heading="Problem"
        notFound={{
          documentTitle: 'Problem not found · DevPath',
          title: 'This problem does not exist',
          text: 'It may have been renamed or removed.',
        }}
        failedTitle="Could not load the problem"
        back={{ to: '/practice', label: 'All problems' }}
      />
    );
  }
  const data = problem.data;
  const difficulty = data.difficulty as Difficulty;
  const mutationError = run.error ?? submit.error;
  return (
    <Container size="xl" py="lg">
      <PageMeta
        title={`${data.title} · Practice · DevPath`}
        description={`A ${difficulty} coding problem: ${data.tags.join(', ')}. Solve it in JavaScript, TypeScript or Python.`}
      />
      <Stack gap="md">
        <Breadcrumbs>
          <Anchor component={Link} to="/practice">
            Practice
          </Anchor>
          <Text>{data.title}</Text>
        </Breadcrumbs>
        <Group gap="sm" align="center">
          <Title order={1} size="h2">
            {data.title}
          </Title>
          <Badge color={DIFFICULTY_COLORS[difficulty]} variant="filled" autoContrast>
            {DIFFICULTY_LABELS[difficulty]}
          </Badge>
          {data.solved ? (
            <Badge
              color="teal.9"
              variant="filled"
              autoContrast
              leftSection={<IconCircleCheckFilled size={14} aria-hidden="true" />}
              data-testid="solved-badge"
            >
              Solved
            </Badge>
          ) : null}
          <Text size="sm" c="dimmed">
            {data.acceptanceRate === null
              ? 'No submissions yet'
              : `${data.acceptanceRate}% accepted of ${data.submissions} submissions`}
          </Text>
        </Group>
        <LessonLinks modules={data.modules} />

        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Tabs value={tab} onChange={setTab} keepMounted={false}>
              <Tabs.List>
                <Tabs.Tab value="description">Description</Tabs.Tab>
                <Tabs.Tab value="editorial">Editorial</Tabs.Tab>
                {user ? <Tabs.Tab value="history">My submissions</Tabs.Tab> : null}
              </Tabs.List>
              <Tabs.Panel value="description" pt="md">
                <Statement problem={data} />
              </Tabs.Panel>
              <Tabs.Panel value="editorial" pt="md">
                {data.editorialMd ? (
                  <>
                    {data.editorialUnlockedBy === 'premium' ? (
                      <Text size="sm" c="dimmed" mb="sm">
                        Open to you as a premium member, before you solve the problem.
                      </Text>
                    ) : null}
                    <Markdown>{data.editorialMd}</Markdown>
                  </>
                ) : (
                  <Text c="dimmed">
                    The editorial opens once you have solved the problem: try it first, the hints help. Premium members
                    can read it any time (
                    <Anchor component={Link} to={paths.pricing} underline="always">
                      see premium
                    </Anchor>
                    ).
                  </Text>
                )}
              </Tabs.Panel>
              {user ? (
                <Tabs.Panel value="history" pt="md">
                  <SubmissionHistory
                    slug={id}
                    onOpen={(past) => {
                      editor.load(past.language as Language, past.code);
                      setSubmissionId(past.id);
                    }}
                  />
                </Tabs.Panel>
              ) : null}
            </Tabs>
          </Grid.Col>

          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="sm">
              <CodeWorkbench
                editor={editor}
                label={`Your ${LANGUAGE_LABELS[editor.language]} solution`}
                onRun={() => judge('run')}
                onSubmit={() => judge('submit')}
                height={340}
              />
              {user ? (
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
                  <Text size="xs" c="dimmed">
                    Run tries the {data.samples.length} examples; Submit also the {data.hiddenCount} hidden tests.
                  </Text>
                </Group>
              ) : (
                <Alert color="indigo" title="Sign in to run your code">
                  <Text size="sm" mb="xs">
                    You can write code now; it is kept in this browser. Running and submitting need an account (free).
                  </Text>
                  <Button component={Link} to="/auth" state={{ from: { pathname: `/practice/problem/${id}` } }}>
                    Sign in
                  </Button>
                </Alert>
              )}
              {mutationError ? (
                <Alert color="red" title="Your code was not sent to the judge">
                  {errorMessage(mutationError, 'Please try again.')}
                </Alert>
              ) : null}
              {firstSolve ? (
                <Alert
                  color="teal"
                  title="Solved!"
                  icon={<IconCircleCheckFilled aria-hidden="true" />}
                  data-testid="first-solve"
                >
                  Your first accepted solution of this problem{xp ? ` earns ${xp} XP` : ' earns XP'}. See it on your{' '}
                  <Anchor component={Link} to="/dashboard">
                    dashboard
                  </Anchor>
                  , or take the{' '}
                  <Anchor component={Link} to="/practice">
                    next problem
                  </Anchor>
                  . The editorial is open now.
                </Alert>
              ) : null}
              {current ? (
                <Paper withBorder p="md" radius="md">
                  <VerdictPanel submission={current} />
                </Paper>
              ) : submission.isError ? (
                <Alert color="red" title="Could not read the verdict">
                  {errorMessage(submission.error, 'Please try again.')}
                </Alert>
              ) : null}
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}

export default ProblemPage;
