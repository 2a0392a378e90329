import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Skeleton.css';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Container,
  Group,
  List,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowRight, IconRefresh } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { QuizResultResponse } from '../../../api/generated/types.gen';
import { PageMeta } from '../../../components/PageMeta';
import { useSession } from '../../../lib/session/SessionProvider';
import { quizStorage, useQuizHistory, useQuizResult, useSaveQuizResult } from '../api/quiz';
import { ScoreChart } from '../components/ScoreChart';

const day = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

type Recommended = QuizResultResponse['roadmaps'][number];

/** Why a roadmap is suggested: the best track's, or a runner-up's with its score; honest when the track has no roadmap of its own. */
function why(roadmap: Recommended, best: boolean): string {
  // Results kept in this browser before the roadmaps carried their track have no track.
  if (!roadmap.track) return best ? 'The roadmap that fits you best.' : 'Also a good fit.';
  if (best) {
    return roadmap.closest
      ? `There is no ${roadmap.trackTitle} roadmap yet: this one comes closest.`
      : 'The roadmap that fits you best.';
  }
  return roadmap.closest
    ? `Also a good fit: the closest roadmap to ${roadmap.trackTitle} (${roadmap.percent}%).`
    : `Also a good fit: ${roadmap.trackTitle} (${roadmap.percent}%).`;
}

function Result({ result }: { result: QuizResultResponse }) {
  const [first, second] = result.scores;
  return (
    <Stack gap="lg">
      <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="top-track">
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            Your best match
          </Text>
          <Title order={2} id="top-track">
            {result.top.title}
          </Title>
          {result.closeMatch && second ? (
            <Alert color="indigo" variant="light" title="Close match" data-testid="close-match">
              {first.title} ({first.percent}%) and {second.title} ({second.percent}%) are within 10 points of each
              other: both fit you, so look at both before you choose.
            </Alert>
          ) : null}
          <Text>{result.explanation}</Text>
          {result.reasons.length ? (
            <List size="sm" spacing={4}>
              {result.reasons.map((r) => (
                <List.Item key={r.question}>
                  <Text span c="dimmed">
                    {r.question}
                  </Text>{' '}
                  <Text span fw={600}>
                    {r.answer}
                  </Text>
                </List.Item>
              ))}
            </List>
          ) : null}
        </Stack>
      </Paper>

      <section aria-labelledby="recommended">
        <Title order={2} size="h3" id="recommended" mb="sm">
          Start here
        </Title>
        <SimpleGrid cols={{ base: 1, sm: Math.min(3, Math.max(1, result.roadmaps.length)) }}>
          {result.roadmaps.map((roadmap, i) => (
            <Card key={roadmap.slug} withBorder radius="md" padding="md">
              <Stack gap="xs" h="100%" justify="space-between">
                <Stack gap="xs">
                  <Text fw={700}>{roadmap.title}</Text>
                  <Text size="sm" c="dimmed">
                    {why(roadmap, i === 0)}
                  </Text>
                </Stack>
                <Button
                  component={Link}
                  to={`/roadmap/${roadmap.slug}`}
                  rightSection={<IconArrowRight size={16} aria-hidden="true" />}
                  variant={i === 0 ? 'filled' : 'light'}
                >
                  Start this roadmap
                </Button>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </section>

      <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="all-tracks">
        <Title order={2} size="h3" id="all-tracks" mb="md">
          All career tracks
        </Title>
        <ScoreChart scores={result.scores} top={result.top.key} />
      </Paper>
    </Stack>
  );
}

/** /quiz/results: the result kept in this browser or, signed in, any of my saved results; the history; retake. */
export function QuizResultsPage() {
  const { user } = useSession();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [local, setLocal] = useState(() => quizStorage.result());
  const history = useQuizHistory(Boolean(user));
  const save = useSaveQuizResult();
  const attaching = useRef(false);
  const chosenId = params.get('id');
  const latestId = !local && history.data?.items[0]?.id;
  const remote = useQuizResult(chosenId ?? (latestId || null));

  // A result taken before signing in is attached to the account once.
  useEffect(() => {
    if (!user || !local || local.savedFor === user.id || attaching.current) return;
    attaching.current = true;
    save.mutate(
      { body: { answers: local.answers, takenAt: local.takenAt } },
      {
        onSuccess: (result) => {
          const next = { ...local, result, savedFor: user.id };
          quizStorage.saveResult(next);
          setLocal(next);
        },
        onSettled: () => {
          attaching.current = false;
        },
      },
    );
  }, [user, local, save]);

  const retake = () => {
    quizStorage.clearProgress();
    navigate('/quiz');
  };
  const shown = chosenId ? remote.data : (local?.result ?? remote.data);
  const loading = chosenId
    ? remote.isPending
    : !local && Boolean(user) && (history.isPending || (Boolean(latestId) && remote.isPending));

  return (
    <Container size="md" py="xl">
      <PageMeta
        title="Quiz Results · DevPath"
        description="Your career quiz results: the careers that match your answers and where to start."
      />
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <Title order={1}>Quiz Results</Title>
          <Button variant="default" leftSection={<IconRefresh size={16} aria-hidden="true" />} onClick={retake}>
            Retake the quiz
          </Button>
        </Group>
        {loading ? (
          <Stack role="status" aria-busy="true" aria-label="Loading your result">
            <Skeleton height={160} radius="md" />
            <Skeleton height={240} radius="md" />
          </Stack>
        ) : shown ? (
          <>
            {!user ? (
              <Alert color="indigo" title="Keep this result">
                This result is only in this browser.{' '}
                <Anchor component={Link} to="/auth" state={{ from: { pathname: '/quiz/results' } }} underline="always">
                  Sign in or create an account
                </Anchor>{' '}
                to keep it and see your history.
              </Alert>
            ) : null}
            <Result result={shown} />
          </>
        ) : (
          <Alert color="gray" title="No result yet">
            <Stack gap="xs">
              <Text>Take the career quiz to see which tech careers fit what you enjoy, and where to start.</Text>
              <Button component={Link} to="/quiz" w="fit-content">
                Take the career quiz
              </Button>
            </Stack>
          </Alert>
        )}

        {user && history.data && history.data.items.length > 0 ? (
          <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="quiz-history">
            <Title order={2} size="h3" id="quiz-history" mb="sm">
              Your past results
            </Title>
            <Stack component="ol" gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
              {history.data.items.map((item) => (
                <li key={item.id}>
                  <Group justify="space-between">
                    <Anchor
                      component="button"
                      type="button"
                      onClick={() => setParams({ id: item.id })}
                      aria-current={chosenId === item.id ? 'true' : undefined}
                    >
                      {day.format(new Date(item.takenAt))}
                    </Anchor>
                    <Text size="sm">
                      {item.top.title} · {item.scores[0]?.percent ?? 0}%
                    </Text>
                  </Group>
                </li>
              ))}
            </Stack>
          </Paper>
        ) : null}
      </Stack>
    </Container>
  );
}

export default QuizResultsPage;
