import '@mantine/core/styles/Paper.css';
import {
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Skeleton.css';
import { Link } from 'react-router';
import { useSession } from '../../../lib/session/SessionProvider';
import { useFeaturedRoadmaps, useMyRoadmaps } from '../api/learningPath';
import { LabelledProgress } from '../../../components/LabelledProgress';

const LEVELS: Record<string, string> = { beginner: 'Beginner', intermediate: 'Intermediate', advanced: 'Advanced' };

/**
 * The home page's way into the learning path: a signed-in learner continues where they left off;
 * everyone sees the roadmaps to start with.
 */
export function LearningPath() {
  const { user } = useSession();
  const mine = useMyRoadmaps(Boolean(user));
  const featured = useFeaturedRoadmaps();
  const latest = mine.data?.items[0];
  const next = latest && (latest.lastModule?.status === 'learning' ? latest.lastModule : latest.nextModule);

  return (
    <Container size="lg" pb={72} component="section" aria-labelledby="learning-path-title">
      {latest ? (
        <Paper withBorder radius="md" p="lg" mb="xl" aria-labelledby="continue-title">
          <Stack gap="sm">
            <Title order={2} size="h3" id="continue-title">
              Continue where you left off
            </Title>
            <Group justify="space-between" align="flex-end">
              <Anchor component={Link} to={`/roadmap/${latest.roadmap.slug}`} fw={700}>
                {latest.roadmap.title}
              </Anchor>
              <Text size="sm" c="dimmed" id="home-continue-percent">
                {latest.percent}% done
              </Text>
            </Group>
            <LabelledProgress value={latest.percent} color="teal" labelledBy="home-continue-percent" />
            <Button
              component={Link}
              to={
                next
                  ? `/roadmap/${latest.roadmap.slug}?module=${encodeURIComponent(next.key)}`
                  : `/roadmap-exam/${latest.roadmap.slug}`
              }
              w="fit-content"
            >
              {next ? `Continue: ${next.title}` : 'Take the exam'}
            </Button>
          </Stack>
        </Paper>
      ) : null}
      <Title order={2} id="learning-path-title" mb="xs">
        Start with a roadmap
      </Title>
      <Text mb="lg" maw={680}>
        Each roadmap is a path of modules with a lesson and free resources, ending with an exam and a certificate. Not
        sure which one fits?{' '}
        <Anchor component={Link} to="/quiz" underline="always">
          The career quiz
        </Anchor>{' '}
        recommends one.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
        {featured.isPending
          ? Array.from({ length: 6 }, (_, i) => <Skeleton key={i} height={112} radius="md" />)
          : (featured.data?.items ?? []).map((roadmap) => (
              <Paper
                key={roadmap.slug}
                withBorder
                radius="md"
                p="md"
                component={Link}
                to={`/roadmap/${roadmap.slug}`}
                style={{ textDecoration: 'none', color: 'inherit' }}
              >
                {/* The title wraps; the level badge keeps its whole word ("Intermediate" was cut to "INTERMEDI…"). */}
                <Group justify="space-between" align="flex-start" mb={4} wrap="nowrap">
                  <Text fw={700} miw={0}>
                    {roadmap.title}
                  </Text>
                  <Badge variant="light" size="sm" style={{ flexShrink: 0 }} mt={3}>
                    {LEVELS[roadmap.level] ?? roadmap.level}
                  </Badge>
                </Group>
                <Text size="sm" c="dimmed" lineClamp={2}>
                  {roadmap.summary}
                </Text>
                <Text size="xs" mt={6}>
                  {roadmap.moduleCount} modules · about {roadmap.estimatedHours} h
                </Text>
              </Paper>
            ))}
      </SimpleGrid>
    </Container>
  );
}
