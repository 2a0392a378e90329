import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Chip.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Pagination.css';
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
  NativeSelect,
  Pagination,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconExternalLink, IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { FreeResourceResponse } from '../../../api/generated/types.gen';
import { PageMeta } from '../../../components/PageMeta';
import { errorMessage } from '../../../lib/api/errors';
import { useSession } from '../../../lib/session/SessionProvider';
import {
  CATEGORY_LABELS,
  LEVEL_LABELS,
  PAGE_SIZE,
  TYPE_LABELS,
  useMySuggestions,
  useResourceList,
  type Category,
  type Level,
  type ResourceType,
} from '../api/resources';
import { SuggestForm } from '../components/SuggestForm';
import { useListQueryState } from '../../../lib/useListQueryState';

const CATEGORIES = Object.keys(CATEGORY_LABELS) as Category[];
const TYPES = Object.keys(TYPE_LABELS) as ResourceType[];
const LEVELS = Object.keys(LEVEL_LABELS) as Level[];
const STATUS_TEXT = { pending: 'Waiting for review', approved: 'Listed', rejected: 'Declined' } as const;
const STATUS_COLOR = { pending: 'gray.7', approved: 'teal.9', rejected: 'red.9' } as const;

function ResourceCard({ resource }: { resource: FreeResourceResponse }) {
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={`resource-${resource.id}`}>
      <Stack gap="xs" h="100%">
        <Title order={3} size="h5" id={`resource-${resource.id}`}>
          <Anchor href={resource.url} target="_blank" rel="noopener noreferrer" inherit>
            {resource.title} <IconExternalLink size={14} aria-label="(opens in a new tab)" role="img" />
          </Anchor>
        </Title>
        <Text size="sm" style={{ flex: 1 }}>
          {resource.description}
        </Text>
        <Group gap={6}>
          <Badge size="sm" variant="filled" color="indigo.7" autoContrast>
            {TYPE_LABELS[resource.type as ResourceType]}
          </Badge>
          <Badge size="sm" variant="filled" color="gray.7" autoContrast>
            {LEVEL_LABELS[resource.level as Level]}
          </Badge>
          {resource.tags.map((tag) => (
            <Badge key={tag} size="sm" variant="outline" color="gray">
              {tag}
            </Badge>
          ))}
        </Group>
      </Stack>
    </Card>
  );
}

function MySuggestions() {
  const mine = useMySuggestions(true);
  if (!mine.data?.items.length) return null;
  return (
    <section aria-labelledby="my-suggestions">
      <Title order={2} size="h4" id="my-suggestions" mb="xs">
        Your suggestions
      </Title>
      <Stack gap={6}>
        {mine.data.items.map((s) => (
          <Group key={s.id} gap="xs" wrap="nowrap" align="flex-start">
            <Badge color={STATUS_COLOR[s.status]} variant="filled" autoContrast style={{ flexShrink: 0 }}>
              {STATUS_TEXT[s.status]}
            </Badge>
            <Text size="sm">
              {s.title}
              {s.reviewNote ? (
                <Text span c="dimmed" size="sm">
                  {' '}
                  · {s.reviewNote}
                </Text>
              ) : null}
            </Text>
          </Group>
        ))}
      </Stack>
    </section>
  );
}

/** /resources: curated free courses, books, videos, tools and communities; learners suggest more. */
export function ResourcesPage() {
  const { text, setText, q, page, set, pick } = useListQueryState();
  const category = pick('category', CATEGORIES);
  const type = pick('type', TYPES);
  const level = pick('level', LEVELS);
  const list = useResourceList({ q: q || undefined, category, type, level, page });
  const { user } = useSession();
  const [suggesting, setSuggesting] = useState(false);

  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / PAGE_SIZE)) : 1;
  const counts = new Map(list.data?.categories.map((c) => [c.category, c.count]) ?? []);
  return (
    <Container size="lg" py="xl">
      <PageMeta
        title="Free IT Resources · DevPath"
        description="Free courses, books, videos, tools and communities for learning to code, chosen for beginners and beyond."
      />
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <Stack gap={4} style={{ flex: 1, minWidth: 260 }}>
            <Title order={1}>Free IT Resources</Title>
            <Text c="dimmed">
              Free courses, books, videos, tools and communities, picked for people learning to code. Every link is free
              to use.
            </Text>
          </Stack>
          {user ? (
            <Button
              leftSection={<IconPlus size={16} aria-hidden="true" />}
              variant="light"
              onClick={() => setSuggesting((s) => !s)}
              aria-expanded={suggesting}
            >
              Suggest a resource
            </Button>
          ) : (
            <Text size="sm">
              <Anchor component={Link} to="/auth" state={{ from: { pathname: '/resources' } }} underline="always">
                Sign in
              </Anchor>{' '}
              to suggest a resource.
            </Text>
          )}
        </Group>
        {user && suggesting ? <SuggestForm onDone={() => setSuggesting(false)} /> : null}
        {user ? <MySuggestions /> : null}

        <Chip.Group value={category ?? ''} onChange={(value) => set({ category: (value as string) || undefined })}>
          <Group gap={6} role="group" aria-label="Filter by category">
            {CATEGORIES.map((c) => (
              <Chip
                key={c}
                value={c}
                size="sm"
                variant="outline"
                onClick={() => c === category && set({ category: undefined })}
              >
                {CATEGORY_LABELS[c]}
                {counts.has(c) ? ` (${counts.get(c)})` : ''}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
        <Group align="flex-end" gap="md">
          <TextInput
            label="Search"
            placeholder="e.g. Git, SQL, accessibility"
            leftSection={<IconSearch size={16} aria-hidden="true" />}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            maxLength={100}
            style={{ flex: 1, minWidth: 220 }}
          />
          <NativeSelect
            label="Type"
            data={[{ value: '', label: 'Any type' }, ...TYPES.map((t) => ({ value: t, label: TYPE_LABELS[t] }))]}
            value={type ?? ''}
            onChange={(e) => set({ type: e.currentTarget.value || undefined })}
          />
          <NativeSelect
            label="Level"
            data={[{ value: '', label: 'Any level' }, ...LEVELS.map((l) => ({ value: l, label: LEVEL_LABELS[l] }))]}
            value={level ?? ''}
            onChange={(e) => set({ level: e.currentTarget.value || undefined })}
          />
        </Group>

        {list.isPending && typeof document === 'undefined' ? (
          <div style={{ minHeight: 480 }} aria-hidden="true" />
        ) : list.isPending ? (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} role="status" aria-busy="true" aria-label="Loading resources">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} height={180} radius="md" />
            ))}
          </SimpleGrid>
        ) : list.isError ? (
          <Alert color="red" title="Could not load the resources">
            {errorMessage(list.error, 'Please try again.')}
          </Alert>
        ) : list.data.items.length === 0 ? (
          <Alert color="gray" title="No resource matches">
            <Stack gap="xs">
              <Text>Try other words or clear the filters.</Text>
              <Button
                variant="light"
                w="fit-content"
                onClick={() => {
                  setText('');
                  set({ q: undefined, category: undefined, type: undefined, level: undefined });
                }}
              >
                Clear filters
              </Button>
            </Stack>
          </Alert>
        ) : (
          <>
            <Text size="sm" c="dimmed" aria-live="polite">
              {list.data.total} resource{list.data.total === 1 ? '' : 's'}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
              {list.data.items.map((resource) => (
                <ResourceCard key={resource.id} resource={resource} />
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

export default ResourcesPage;
