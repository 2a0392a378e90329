import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Chip.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Skeleton.css';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Chip,
  Container,
  Group,
  Pagination,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
  useMatches,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { RoadmapSummaryResponse } from '../../../api/generated/types.gen';
import { PageMeta } from '../../../components/PageMeta';
import { errorMessage } from '../../../lib/api/errors';
import { useSession } from '../../../lib/session/SessionProvider';
import { LEVEL_LABELS, PAGE_SIZE, useMyRoadmaps, useRoadmapList, type Level } from '../api/roadmaps';
import { LabelledProgress } from '../../../components/LabelledProgress';
import { useListQueryState } from '../../../lib/useListQueryState';

const LEVELS = Object.keys(LEVEL_LABELS) as Level[];

function RoadmapCard({ roadmap, percent }: { roadmap: RoadmapSummaryResponse; percent?: number }) {
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-labelledby={`roadmap-${roadmap.slug}`}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={2} size="h4" id={`roadmap-${roadmap.slug}`}>
            <Anchor component={Link} to={`/roadmap/${roadmap.slug}`} inherit c="inherit">
              {roadmap.title}
            </Anchor>
          </Title>
          <Badge variant="light" style={{ flexShrink: 0 }}>
            {LEVEL_LABELS[roadmap.level as Level]}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed" style={{ flex: 1 }}>
          {roadmap.summary}
        </Text>
        <Group gap={6}>
          {roadmap.tags.map((tag) => (
            <Badge key={tag} size="sm" variant="outline" color="gray">
              {tag}
            </Badge>
          ))}
        </Group>
        <Text size="sm">
          {roadmap.moduleCount} modules · about {roadmap.estimatedHours} hours
        </Text>
        {percent !== undefined ? (
          <Stack gap={4}>
            <Text size="xs" c="dimmed" id={`progress-${roadmap.slug}`}>
              {percent}% done
            </Text>
            <LabelledProgress value={percent} color="teal" labelledBy={`progress-${roadmap.slug}`} />
          </Stack>
        ) : null}
        <Button
          component={Link}
          to={`/roadmap/${roadmap.slug}`}
          variant={percent !== undefined ? 'filled' : 'light'}
          aria-label={`${percent !== undefined ? 'Continue' : 'Open roadmap'}: ${roadmap.title}`}
        >
          {percent !== undefined ? 'Continue' : 'Open roadmap'}
        </Button>
      </Stack>
    </Card>
  );
}

/** /roadmaps and /bootcamps: every published roadmap, searchable and filterable, with my progress when signed in. */
export function RoadmapsPage() {
  const { params, text, setText, q, page, set, pick } = useListQueryState();
  const level = pick('level', LEVELS);
  const tag = params.get('tag') ?? undefined;
  const { user } = useSession();
  // The four levels at the normal size are wider than a 360 px phone (the page scrolled sideways).
  const levelSize = useMatches({ base: 'xs', xs: 'sm' });
  const list = useRoadmapList({ q: q || undefined, level, tag, page });
  const mine = useMyRoadmaps(Boolean(user));
  const percentBySlug = new Map(mine.data?.items.map((item) => [item.roadmap.slug, item.percent]) ?? []);

  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / PAGE_SIZE)) : 1;
  return (
    <Container size="lg" py="xl">
      <PageMeta
        title="Roadmaps · DevPath"
        description="Step-by-step learning roadmaps (bootcamps) for tech careers, with free resources, progress tracking, an exam and a verifiable certificate."
      />
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>Roadmaps</Title>
          <Text c="dimmed">
            Step-by-step paths to a tech career. Track each module, earn XP, then pass the exam for a certificate anyone
            can verify. Not sure where to start?{' '}
            <Anchor component={Link} to="/quiz" underline="always">
              Take the career quiz
            </Anchor>
            .
          </Text>
        </Stack>

        <Group align="flex-end" gap="md">
          <TextInput
            label="Search"
            placeholder="e.g. React, SQL, Docker"
            leftSection={<IconSearch size={16} aria-hidden="true" />}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            maxLength={100}
            style={{ flex: 1, minWidth: 220 }}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="level-filter">
              Level
            </Text>
            <SegmentedControl
              aria-labelledby="level-filter"
              size={levelSize}
              value={level ?? 'all'}
              onChange={(value) => set({ level: value === 'all' ? undefined : value })}
              data={[{ value: 'all', label: 'All' }, ...LEVELS.map((l) => ({ value: l, label: LEVEL_LABELS[l] }))]}
            />
          </Stack>
        </Group>
        {list.data?.tags.length ? (
          <Chip.Group value={tag ?? ''} onChange={(value) => set({ tag: (value as string) || undefined })}>
            <Group gap={6} role="group" aria-label="Filter by tag">
              {list.data.tags.slice(0, 16).map((t) => (
                <Chip
                  key={t}
                  value={t}
                  size="xs"
                  variant="outline"
                  onClick={() => t === tag && set({ tag: undefined })}
                >
                  {t}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        ) : null}

        {list.isPending && typeof document === 'undefined' ? (
          // Prerendered at build time, where there is no catalog to show: room for the list, which the app fills at once.
          <div style={{ minHeight: 480 }} aria-hidden="true" />
        ) : list.isPending ? (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} role="status" aria-busy="true" aria-label="Loading roadmaps">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} height={240} radius="md" />
            ))}
          </SimpleGrid>
        ) : list.isError ? (
          <Alert color="red" title="Could not load the roadmaps">
            {errorMessage(list.error, 'Please try again.')}
          </Alert>
        ) : list.data.items.length === 0 ? (
          <Alert color="gray" title="No roadmap matches">
            <Stack gap="xs">
              <Text>Try other words or clear the filters.</Text>
              <Button
                variant="light"
                w="fit-content"
                onClick={() => {
                  setText('');
                  set({ q: undefined, level: undefined, tag: undefined });
                }}
              >
                Clear filters
              </Button>
            </Stack>
          </Alert>
        ) : (
          <>
            <Text size="sm" c="dimmed" aria-live="polite">
              {list.data.total} roadmap{list.data.total === 1 ? '' : 's'}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
              {list.data.items.map((roadmap) => (
                <RoadmapCard key={roadmap.slug} roadmap={roadmap} percent={percentBySlug.get(roadmap.slug)} />
              ))}
            </SimpleGrid>
            {pages > 1 ? (
              <Pagination
                total={pages}
                value={page}
                onChange={(p) => set({ page: String(p) })}
                getControlProps={(control) => ({ 'aria-label': `${control} page` })}
              />
            ) : null}
          </>
        )}
      </Stack>
    </Container>
  );
}

export default RoadmapsPage;
