import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Skeleton.css';
import { Anchor, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconMap, IconPlayerPlay, IconTarget } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { EnrolledRoadmapResponse } from '../../../api/generated/types.gen';
import { LabelledProgress } from '../../../components/LabelledProgress';

/**
 * "Continue where you left off": the roadmap visited last with its progress and the module to
 * open next (the one in progress, else the first not done), then the others; with no roadmap
 * yet, the way to find one.
 */
export function ContinueLearning({ items, loading }: { items: EnrolledRoadmapResponse[] | undefined; loading: boolean }) {
  const [latest, ...others] = items ?? [];
  const next = latest && (latest.lastModule?.status === 'learning' ? latest.lastModule : latest.nextModule);
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="continue-learning">
      <Title order={2} size="h3" id="continue-learning" mb="md">
        Continue learning
      </Title>
      {loading ? (
        <Stack gap="xs" role="status" aria-busy="true" aria-label="Loading your roadmaps">
          <Skeleton height={20} width="50%" />
          <Skeleton height={10} />
          <Skeleton height={36} width={200} />
        </Stack>
      ) : !latest ? (
        <Stack gap="sm">
          <Text c="dimmed">You have not started a roadmap yet. Pick one, or let the career quiz suggest where to begin.</Text>
          <Group gap="sm">
            <Button component={Link} to="/roadmaps" leftSection={<IconMap size={16} aria-hidden="true" />}>
              Browse roadmaps
            </Button>
            <Button component={Link} to="/quiz" variant="default" leftSection={<IconTarget size={16} aria-hidden="true" />}>
              Not sure? Take the quiz
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="sm">
          <Group justify="space-between" align="flex-end">
            <Anchor component={Link} to={`/roadmap/${latest.roadmap.slug}`} fw={700} size="lg">
              {latest.roadmap.title}
            </Anchor>
            <Text size="sm" c="dimmed" id="continue-percent">
              {latest.percent}% · {latest.finished} of {latest.roadmap.moduleCount} modules
            </Text>
          </Group>
          <LabelledProgress value={latest.percent} color="teal" size="lg" radius="xl" labelledBy="continue-percent" />
          {next ? (
            <Button
              component={Link}
              to={`/roadmap/${latest.roadmap.slug}?module=${encodeURIComponent(next.key)}`}
              leftSection={<IconPlayerPlay size={16} aria-hidden="true" />}
              w="fit-content"
            >
              Continue: {next.title}
            </Button>
          ) : (
            <Button component={Link} to={`/roadmap-exam/${latest.roadmap.slug}`} w="fit-content">
              Every module is done: take the exam
            </Button>
          )}
          {others.length ? (
            <Stack gap={4} mt="xs">
              <Text size="sm" fw={600}>
                Your other roadmaps
              </Text>
              {others.slice(0, 4).map((item) => (
                <Group key={item.roadmap.slug} justify="space-between">
                  <Anchor component={Link} to={`/roadmap/${item.roadmap.slug}`} size="sm">
                    {item.roadmap.title}
                  </Anchor>
                  <Text size="sm" c="dimmed">
                    {item.percent}%
                  </Text>
                </Group>
              ))}
            </Stack>
          ) : null}
        </Stack>
      )}
    </Paper>
  );
}
