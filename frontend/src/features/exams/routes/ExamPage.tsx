import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Table.css';
import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  List,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { Link, useParams, useSearchParams } from 'react-router';
import type { ExamOverviewResponse } from '../../../api/generated/types.gen';
import { PageLoadFailed } from '../../../components/PageLoadFailed';
import { PageMeta } from '../../../components/PageMeta';
import { ApiError } from '../../../lib/api/http';
import { errorMessage } from '../../../lib/api/errors';
import { useAttempt, useExam, useStartAttempt } from '../api/exams';
import { AttemptView } from '../components/AttemptView';
import { ResultView } from '../components/ResultView';
import { LabelledProgress } from '../../../components/LabelledProgress';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function Rules({ exam }: { exam: ExamOverviewResponse }) {
  const r = exam.rules;
  return (
    <List spacing={4}>
      <List.Item>
        {exam.questionCount} questions drawn at random from the roadmap's question bank, in random order.
      </List.Item>
      <List.Item>{r.timeLimitMinutes} minutes from the moment you start; answers are saved as you go.</List.Item>
      <List.Item>{r.passMarkPercent}% to pass. Passing earns XP and a certificate anyone can verify.</List.Item>
      <List.Item>After a failed attempt, wait {r.cooldownHours} hours before the next one.</List.Item>
      <List.Item>
        Opens once you have passed every module of the roadmap: its checks and code exercises (or tested out of it).
        Modules you only marked done do not count.
      </List.Item>
    </List>
  );
}

function History({
  attempts,
  onOpen,
}: {
  attempts: NonNullable<ExamOverviewResponse['learner']>['attempts'];
  onOpen: (id: string) => void;
}) {
  if (!attempts.length) return null;
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        Your attempts
      </Title>
      <Table.ScrollContainer minWidth={360}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Started</Table.Th>
              <Table.Th>Score</Table.Th>
              <Table.Th>Result</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {attempts.map((a) => (
              <Table.Tr key={a.id}>
                <Table.Td>{when.format(new Date(a.startedAt))}</Table.Td>
                <Table.Td>{a.scorePercent === null ? '—' : `${a.scorePercent}%`}</Table.Td>
                <Table.Td>{a.passed === null ? 'In progress' : a.passed ? 'Passed' : 'Not passed'}</Table.Td>
                <Table.Td>
                  <Button
                    variant="subtle"
                    size="xs"
                    onClick={() => onOpen(a.id)}
                    aria-label={`Open the attempt of ${when.format(new Date(a.startedAt))}`}
                  >
                    {a.passed === null ? 'Resume' : 'Review'}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

/** /roadmap-exam/{id}: the exam of the roadmap {id} (its slug): rules, eligibility, the attempt and its review. */
export function ExamPage() {
  const { id = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const attemptId = search.get('attempt');
  const exam = useExam(id);
  const attempt = useAttempt(attemptId);
  const start = useStartAttempt();
  const open = (next: string | null) =>
    setSearch((current) => {
      const params = new URLSearchParams(current);
      if (next) params.set('attempt', next);
      else params.delete('attempt');
      return params;
    });

  if (exam.isPending) {
    return (
      <Container size="md" py="xl">
        <Stack role="status" aria-busy="true" aria-label="Loading the exam">
          <Skeleton height={36} width="60%" />
          <Skeleton height={120} />
        </Stack>
      </Container>
    );
  }
  if (exam.isError) {
    return (
      <PageLoadFailed
        error={exam.error}
        heading="Roadmap exam"
        notFound={{
          documentTitle: 'Exam not found · DevPath',
          title: 'This roadmap has no exam yet',
          text: 'Exams open roadmap by roadmap; keep learning in the meantime.',
        }}
        failedTitle="Could not load the exam"
        back={{ to: '/roadmaps', label: 'See all roadmaps' }}
      />
    );
  }

  const data = exam.data;
  const learner = data.learner;
  const title = `${data.roadmap.title} exam`;
  const startError = start.error instanceof ApiError ? start.error : null;

  return (
    <Container size="md" py="xl">
      <PageMeta
        title={`${title} · DevPath`}
        description={`The final exam of the ${data.roadmap.title} roadmap: pass it to earn a certificate anyone can verify.`}
      />
      <Stack gap="lg">
        <Stack gap={4}>
          <Anchor component={Link} to={`/roadmap/${data.roadmap.slug}`} size="sm">
            ← {data.roadmap.title} roadmap
          </Anchor>
          <Title order={1}>{title}</Title>
        </Stack>

        {attemptId ? (
          attempt.isPending ? (
            <Skeleton height={320} role="status" aria-busy="true" aria-label="Loading the attempt" />
          ) : attempt.isError ? (
            <Alert color="red" title="Could not open this attempt">
              <Stack gap="xs">
                <Text>{errorMessage(attempt.error, 'Please try again.')}</Text>
                <Button variant="light" w="fit-content" onClick={() => open(null)}>
                  Back to the exam
                </Button>
              </Stack>
            </Alert>
          ) : attempt.data.status === 'open' ? (
            <AttemptView key={attempt.data.id} attempt={attempt.data} />
          ) : (
            <>
              <ResultView attempt={attempt.data} />
              <Button variant="default" w="fit-content" onClick={() => open(null)}>
                Back to the exam
              </Button>
            </>
          )
        ) : (
          <>
            <Paper withBorder p="lg" radius="md">
              <Stack gap="sm">
                <Title order={2} size="h4">
                  How it works
                </Title>
                <Rules exam={data} />
              </Stack>
            </Paper>

            {!learner ? (
              <Alert color="indigo" title="Sign in to take the exam">
                <Button
                  component={Link}
                  to="/auth"
                  state={{ from: { pathname: `/roadmap-exam/${data.roadmap.slug}` } }}
                  mt="xs"
                >
                  Sign in
                </Button>
              </Alert>
            ) : (
              <Paper withBorder p="lg" radius="md">
                <Stack gap="sm">
                  <Group justify="space-between">
                    <Text fw={600} id="exam-roadmap-progress">
                      Modules passed: {learner.modulesPassed} of {learner.moduleCount}
                    </Text>
                    {learner.passed ? (
                      <Text c="teal" fw={700}>
                        Passed · best {learner.bestScorePercent}%
                      </Text>
                    ) : null}
                  </Group>
                  <LabelledProgress
                    value={learner.moduleCount ? Math.floor((learner.modulesPassed * 100) / learner.moduleCount) : 0}
                    color={learner.eligible ? 'teal' : 'yellow'}
                    labelledBy="exam-roadmap-progress"
                  />
                  {learner.openAttemptId ? (
                    <Button
                      leftSection={<IconPlayerPlay size={16} aria-hidden="true" />}
                      onClick={() => open(learner.openAttemptId)}
                      w="fit-content"
                    >
                      Resume your attempt
                    </Button>
                  ) : !learner.eligible ? (
                    <Text>
                      Pass the checks and exercises of the{' '}
                      {learner.moduleCount - learner.modulesPassed === 1
                        ? 'last module'
                        : `${learner.moduleCount - learner.modulesPassed} modules left`}{' '}
                      in the{' '}
                      <Anchor component={Link} to={`/roadmap/${data.roadmap.slug}`} underline="always">
                        {data.roadmap.title} roadmap
                      </Anchor>{' '}
                      to open the exam.
                    </Text>
                  ) : learner.nextAttemptAt ? (
                    <Text>
                      Your next attempt opens on <strong>{when.format(new Date(learner.nextAttemptAt))}</strong>.
                    </Text>
                  ) : (
                    <Button
                      leftSection={<IconPlayerPlay size={16} aria-hidden="true" />}
                      w="fit-content"
                      loading={start.isPending}
                      onClick={() =>
                        start.mutate({ path: { roadmapSlug: data.roadmap.slug } }, { onSuccess: (a) => open(a.id) })
                      }
                    >
                      {learner.passed ? 'Take it again' : 'Start the exam'}
                    </Button>
                  )}
                  {startError ? (
                    <Alert color="red" role="alert">
                      {startError.body?.message ?? 'Could not start the exam.'}
                    </Alert>
                  ) : null}
                </Stack>
              </Paper>
            )}
            {learner ? <History attempts={learner.attempts} onOpen={open} /> : null}
          </>
        )}
      </Stack>
    </Container>
  );
}

export default ExamPage;
