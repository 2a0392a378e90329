import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Chip.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Table.css';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Chip,
  CloseButton,
  Container,
  Group,
  NativeSelect,
  Pagination,
  SegmentedControl,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconCircleCheckFilled, IconCircleDashed, IconSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { ProblemSummaryResponse } from '../../../api/generated/types.gen';
import { PageMeta } from '../../../components/PageMeta';
import { errorMessage } from '../../../lib/api/errors';
import { useSession } from '../../../lib/session/SessionProvider';
import {
  DIFFICULTY_COLORS,
  DIFFICULTY_LABELS,
  PAGE_SIZE,
  useLesson,
  useProblemList,
  type Difficulty,
  type ProblemStatus,
} from '../api/practice';
import { useListQueryState } from '../../../lib/useListQueryState';

const DIFFICULTIES = Object.keys(DIFFICULTY_LABELS) as Difficulty[];
const STATUSES: Array<{ value: ProblemStatus | ''; label: string }> = [
  { value: '', label: 'Any status' },
  { value: 'todo', label: 'Not tried' },
  { value: 'attempted', label: 'Attempted' },
  { value: 'solved', label: 'Solved' },
];

function StatusMark({ status }: { status: ProblemSummaryResponse['status'] }) {
  if (status === 'solved')
    return <IconCircleCheckFilled size={18} color="var(--mantine-color-teal-8)" aria-label="Solved" role="img" />;
  if (status === 'attempted')
    return <IconCircleDashed size={18} color="var(--mantine-color-yellow-8)" aria-label="Attempted" role="img" />;
  return null;
}

/** /practice: the problems, searchable and filterable, with my status and solved counts when signed in. */
export function PracticePage() {
  const { params, text, setText, q, page, set, pick } = useListQueryState();
  const difficulty = pick('difficulty', DIFFICULTIES);
  const tag = params.get('tag') ?? undefined;
  const { user } = useSession();
  const status =
    user && STATUSES.some((s) => s.value && s.value === params.get('status'))
      ? (params.get('status') as ProblemStatus)
      : undefined;
  const moduleKey = params.get('module') || undefined;
  const lesson = useLesson(moduleKey);
  const list = useProblemList({ q: q || undefined, difficulty, tag, status, module: moduleKey, page });

  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / PAGE_SIZE)) : 1;
  const solved = list.data?.solved;
  return (
    <Container size="lg" py="xl">
      <PageMeta
        title="Practice · DevPath"
        description="Coding problems in JavaScript, TypeScript and Python, judged in a sandbox: run your code on the examples, submit it against hidden tests, earn XP."
      />
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" gap="md">
          <Stack gap={4} style={{ flex: 1, minWidth: 260 }}>
            <Title order={1}>Practice</Title>
            <Text c="dimmed">
              Solve problems in JavaScript, TypeScript or Python. Run your code on the examples, then submit it against
              the hidden tests; your first accepted solution of each problem earns XP.
            </Text>
          </Stack>
          {solved ? (
            <Card withBorder radius="md" padding="sm" aria-labelledby="solved-heading">
              <Text size="sm" fw={600} id="solved-heading">
                You solved {solved.easy + solved.medium + solved.hard}
              </Text>
              <Group gap={6} mt={6}>
                {DIFFICULTIES.map((d) => (
                  <Badge key={d} color={DIFFICULTY_COLORS[d]} variant="filled" autoContrast>
                    {DIFFICULTY_LABELS[d]} {solved[d]}
                  </Badge>
                ))}
              </Group>
            </Card>
          ) : !user ? (
            <Text size="sm">
              <Anchor component={Link} to="/auth" state={{ from: { pathname: '/practice' } }} underline="always">
                Sign in
              </Anchor>{' '}
              to run your code and keep track of what you solved.
            </Text>
          ) : null}
        </Group>

        <Group align="flex-end" gap="md">
          <TextInput
            label="Search"
            placeholder="e.g. palindrome, matrix"
            leftSection={<IconSearch size={16} aria-hidden="true" />}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            maxLength={100}
            style={{ flex: 1, minWidth: 220 }}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="difficulty-filter">
              Difficulty
            </Text>
            <SegmentedControl
              aria-labelledby="difficulty-filter"
              value={difficulty ?? 'all'}
              onChange={(value) => set({ difficulty: value === 'all' ? undefined : value })}
              data={[
                { value: 'all', label: 'All' },
                ...DIFFICULTIES.map((d) => ({ value: d, label: DIFFICULTY_LABELS[d] })),
              ]}
            />
          </Stack>
          {user ? (
            <NativeSelect
              label="Status"
              data={STATUSES}
              value={status ?? ''}
              onChange={(event) => set({ status: event.currentTarget.value || undefined })}
            />
          ) : null}
        </Group>
        {moduleKey ? (
          <Group gap="xs">
            <Text size="sm" id="lesson-filter">
              Exercising the lesson:
            </Text>
            <Badge
              size="lg"
              variant="light"
              tt="none"
              aria-describedby="lesson-filter"
              data-testid="lesson-filter"
              rightSection={
                <CloseButton
                  size="xs"
                  aria-label="Remove the lesson filter"
                  onClick={() => set({ module: undefined })}
                />
              }
            >
              {lesson.data?.title ?? (lesson.isError ? moduleKey : 'Loading…')}
            </Badge>
          </Group>
        ) : null}
        {list.data?.tags.length ? (
          <Chip.Group value={tag ?? ''} onChange={(value) => set({ tag: (value as string) || undefined })}>
            <Group gap={6} role="group" aria-label="Filter by topic">
              {list.data.tags.map((t) => (
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
          <div style={{ minHeight: 480 }} aria-hidden="true" />
        ) : list.isPending ? (
          <Stack gap="xs" role="status" aria-busy="true" aria-label="Loading problems">
            {Array.from({ length: 8 }, (_, i) => (
              <Skeleton key={i} height={40} />
            ))}
          </Stack>
        ) : list.isError ? (
          <Alert color="red" title="Could not load the problems">
            {errorMessage(list.error, 'Please try again.')}
          </Alert>
        ) : list.data.items.length === 0 ? (
          <Alert color="gray" title="No problem matches">
            <Stack gap="xs">
              <Text>Try other words or clear the filters.</Text>
              <Button
                variant="light"
                w="fit-content"
                onClick={() => {
                  setText('');
                  set({ q: undefined, difficulty: undefined, tag: undefined, status: undefined, module: undefined });
                }}
              >
                Clear filters
              </Button>
            </Stack>
          </Alert>
        ) : (
          <>
            <Text size="sm" c="dimmed" aria-live="polite">
              {list.data.total} problem{list.data.total === 1 ? '' : 's'}
            </Text>
            <Table.ScrollContainer minWidth={560}>
              <Table verticalSpacing="sm" highlightOnHover>
                <Table.Caption>
                  Practice problems{difficulty ? `, ${DIFFICULTY_LABELS[difficulty].toLowerCase()}` : ''}
                </Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th w={70}>Status</Table.Th>
                    <Table.Th>Problem</Table.Th>
                    <Table.Th>Difficulty</Table.Th>
                    <Table.Th>Acceptance</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.data.items.map((problem) => (
                    <Table.Tr key={problem.slug} data-testid={`problem-row-${problem.slug}`}>
                      <Table.Td>
                        <StatusMark status={problem.status} />
                      </Table.Td>
                      <Table.Td>
                        <Anchor component={Link} to={`/practice/problem/${problem.slug}`} fw={500}>
                          {problem.title}
                        </Anchor>
                        <Group gap={4} mt={4}>
                          {problem.tags.map((t) => (
                            <Badge key={t} size="xs" variant="outline" color="gray">
                              {t}
                            </Badge>
                          ))}
                        </Group>
                      </Table.Td>
                      <Table.Td>
                        <Badge
                          color={DIFFICULTY_COLORS[problem.difficulty as Difficulty]}
                          variant="filled"
                          autoContrast
                        >
                          {DIFFICULTY_LABELS[problem.difficulty as Difficulty]}
                        </Badge>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{problem.acceptanceRate === null ? '—' : `${problem.acceptanceRate}%`}</Text>
                        <Text size="xs" c="dimmed">
                          {problem.accepted} of {problem.submissions} submissions
                        </Text>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
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

export default PracticePage;
