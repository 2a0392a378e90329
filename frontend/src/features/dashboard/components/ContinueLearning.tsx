import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Skeleton.css';
import { Anchor, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconCertificate, IconMap, IconPlayerPlay, IconShare, IconTarget } from '@tabler/icons-react';
import { Link } from 'react-router';
import type {
  CertificateResponse,
  EnrolledRoadmapResponse,
  RoadmapSummaryResponse,
} from '../../../api/generated/types.gen';
import { LabelledProgress } from '../../../components/LabelledProgress';
import { certificateOf, suggestedNextRoadmap } from './nextRoadmap';

const issued = new Intl.DateTimeFormat(undefined, { dateStyle: 'long' });

/**
 * "Continue where you left off": the roadmap visited last with its progress and the step that
 * follows from its real state: its certificate earned → view and share it, then the suggested next
 * roadmap; every module done → the exam; else the module to open next (the one in progress, else
 * the first not done). Then the others; with no roadmap yet, the way to find one.
 */
export function ContinueLearning({
  items,
  loading,
  certificates,
  catalog,
}: {
  items: EnrolledRoadmapResponse[] | undefined;
  loading: boolean;
  certificates: CertificateResponse[] | undefined;
  catalog: RoadmapSummaryResponse[] | undefined;
}) {
  const [latest, ...others] = items ?? [];
  const certificate = latest && certificateOf(latest.roadmap.slug, certificates);
  // Only a roadmap with a module left has one to continue (the module last opened may be one of another roadmap's).
  const next = latest?.nextModule
    ? latest.lastModule?.status === 'learning'
      ? latest.lastModule
      : latest.nextModule
    : null;
  const suggestion =
    latest && certificate ? suggestedNextRoadmap(latest.roadmap, catalog, items ?? [], certificates) : null;
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
          <Text c="dimmed">
            You have not started a roadmap yet. Pick one, or let the career quiz suggest where to begin.
          </Text>
          <Group gap="sm">
            <Button component={Link} to="/roadmaps" leftSection={<IconMap size={16} aria-hidden="true" />}>
              Browse roadmaps
            </Button>
            <Button
              component={Link}
              to="/quiz"
              variant="default"
              leftSection={<IconTarget size={16} aria-hidden="true" />}
            >
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
          {certificate ? (
            <Stack gap="sm" data-testid="roadmap-certified">
              <Text>
                <IconCertificate size={18} aria-hidden="true" style={{ verticalAlign: 'text-bottom' }} /> You passed the
                exam and earned the certificate on {issued.format(new Date(certificate.issuedAt))}.
              </Text>
              <Group gap="sm">
                <Button
                  component={Link}
                  to={`/verify-certificate/${certificate.code}`}
                  leftSection={<IconCertificate size={16} aria-hidden="true" />}
                >
                  View your certificate
                </Button>
                <Button
                  component={Link}
                  to="/my-certificates"
                  variant="default"
                  leftSection={<IconShare size={16} aria-hidden="true" />}
                >
                  Share it or add it to LinkedIn
                </Button>
              </Group>
              {suggestion ? (
                <Group gap="xs" align="center">
                  <Text size="sm" c="dimmed">
                    Suggested next:
                  </Text>
                  <Button
                    component={Link}
                    to={`/roadmap/${suggestion.slug}`}
                    variant="light"
                    rightSection={<IconArrowRight size={16} aria-hidden="true" />}
                  >
                    Start {suggestion.title}
                  </Button>
                </Group>
              ) : (
                <Button
                  component={Link}
                  to="/roadmaps"
                  variant="light"
                  w="fit-content"
                  leftSection={<IconMap size={16} aria-hidden="true" />}
                >
                  Find your next roadmap
                </Button>
              )}
            </Stack>
          ) : next ? (
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
