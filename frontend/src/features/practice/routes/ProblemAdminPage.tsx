import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/NavLink.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Table.css';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Code,
  Container,
  Grid,
  Group,
  List,
  NavLink,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import {
  getStaffProblemOptions,
  listStaffProblemsOptions,
  saveProblemMutation,
} from '../../../api/generated/@tanstack/react-query.gen';
import type { ProblemCheckResponse, SaveProblemBody, StaffProblemResponse } from '../../../api/generated/types.gen';
import { PageMeta } from '../../../components/PageMeta';
import { errorMessage } from '../../../lib/api/errors';
import { ApiError } from '../../../lib/api/http';
import { toast } from '../../../lib/toast';
import { DIFFICULTY_COLORS, LANGUAGE_LABELS, type Difficulty, type Language } from '../api/practice';
import { AdminConsoleNav } from '../../../components/AdminConsoleNav';
import { isOperation } from '../../../lib/api/operations';

/** A complete problem to start from: it passes the judge's checks as it is. */
const sumCases: Array<[number[], number]> = [
  [[1, 2, 3], 6],
  [[], 0],
  [[5], 5],
  [[-4, 4], 0],
  [[10, -3, 7], 14],
  [[0, 0, 0], 0],
  [[1000000, 1000000], 2000000],
  [[-1, -2, -3], -6],
  [[2, 2, 2, 2, 2], 10],
  [[99, 1], 100],
];
export const NEW_PROBLEM: SaveProblemBody = {
  title: 'Sum of a List',
  difficulty: 'easy',
  tags: ['arrays'],
  statementMd: 'Return the sum of the numbers in `nums` (0 for an empty list).',
  constraints: ['0 ≤ nums.length ≤ 10,000'],
  signature: { name: 'sumOfList', params: [{ name: 'nums', type: 'int[]' }], returns: 'int' },
  starter: {
    javascript: 'function sumOfList(nums) {\n  // Your code here\n}\n',
    typescript: 'function sumOfList(nums: number[]): number {\n  // Your code here\n  return -1;\n}\n',
    python: 'def sum_of_list(nums):\n    pass\n',
  },
  reference: {
    javascript: 'function sumOfList(nums) {\n  return nums.reduce((sum, n) => sum + n, 0);\n}\n',
    typescript: 'function sumOfList(nums: number[]): number {\n  return nums.reduce((sum, n) => sum + n, 0);\n}\n',
    python: 'def sum_of_list(nums):\n    return sum(nums)\n',
  },
  samples: sumCases
    .slice(0, 2)
    .map(([nums, expected], i) => ({ name: i === 0 ? 'three numbers' : 'an empty list', args: [nums], expected })),
  hidden: sumCases.slice(2).map(([nums, expected], i) => ({ name: `hidden ${i + 1}`, args: [nums], expected })),
  comparator: { kind: 'exact' },
  hints: ['Keep a running total.'],
  editorialMd: 'Add the numbers one by one into a total that starts at 0.',
  memoryLimitMb: 64,
  published: false,
};

const bodyOf = (p: StaffProblemResponse): SaveProblemBody => ({
  title: p.title,
  difficulty: p.difficulty,
  tags: p.tags,
  // Every field the save replaces is sent back as it is: a problem's modules (the lessons that list
  // it) and a SQL problem's tables are kept unless the JSON is edited.
  modules: p.modules,
  statementMd: p.statementMd,
  constraints: p.constraints,
  signature: p.signature,
  starter: p.starter,
  reference: p.reference,
  ...(p.sqlSchema !== undefined ? { sqlSchema: p.sqlSchema } : {}),
  samples: p.samples,
  hidden: p.hidden,
  comparator: p.comparator,
  hints: p.hints,
  editorialMd: p.editorialMd,
  memoryLimitMb: p.memoryLimitMb,
  published: p.published,
});

function Checks({ checks }: { checks: ProblemCheckResponse[] }) {
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table>
        <Table.Caption>What the judge said</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Language</Table.Th>
            <Table.Th>Code</Table.Th>
            <Table.Th>Verdict</Table.Th>
            <Table.Th>Check</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {checks.map((c) => (
            <Table.Tr key={`${c.language}-${c.solution}`}>
              <Table.Td>{LANGUAGE_LABELS[c.language as Language]}</Table.Td>
              <Table.Td>{c.solution === 'reference' ? 'Reference' : 'Starter'}</Table.Td>
              <Table.Td>
                {c.verdict} ({c.passed}/{c.total})
                {c.message ? (
                  <Text size="xs" c="dimmed">
                    {c.message}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>
                <Badge color={c.ok ? 'teal.9' : 'red.9'} variant="filled" autoContrast>
                  {c.ok ? 'ok' : 'fails'}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function Editor({ slug, onSaved }: { slug: string | null; onSaved: (slug: string) => void }) {
  const existing = useQuery({
    ...getStaffProblemOptions({ path: { slug: slug ?? '' } }),
    enabled: slug !== null,
    retry: false,
  });
  const queryClient = useQueryClient();
  const save = useMutation({
    ...saveProblemMutation(),
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({
        predicate: isOperation('listStaffProblems', 'getStaffProblem', 'listProblems', 'getProblem'),
      });
      toast({ title: saved.problem.published ? 'Saved and published' : 'Saved (not published)' });
      onSaved(saved.problem.slug);
    },
  });
  const [newSlug, setNewSlug] = useState('sum-of-a-list');
  const [text, setText] = useState('');
  const [parseError, setParseError] = useState<string | null>(null);
  useEffect(() => {
    if (slug === null) setText(JSON.stringify(NEW_PROBLEM, null, 2));
    else if (existing.data) setText(JSON.stringify(bodyOf(existing.data), null, 2));
  }, [slug, existing.data]);

  if (slug !== null && existing.isPending) return <Skeleton height={480} />;
  if (slug !== null && existing.isError) {
    return (
      <Alert color="red" title="Could not load the problem">
        {errorMessage(existing.error, 'Please try again.')}
      </Alert>
    );
  }
  const submit = () => {
    let body: SaveProblemBody;
    try {
      body = JSON.parse(text) as SaveProblemBody;
    } catch (error) {
      setParseError(error instanceof Error ? error.message : 'The text is not JSON.');
      return;
    }
    setParseError(null);
    save.mutate({ path: { slug: slug ?? newSlug.trim() }, body });
  };
  const failure = save.error instanceof ApiError ? save.error.body : null;
  const failedChecks =
    failure?.code === 'PROBLEM_CHECK_FAILED' && Array.isArray(failure.details)
      ? (failure.details as ProblemCheckResponse[])
      : null;
  const problems =
    failure && !failedChecks && Array.isArray(failure.details)
      ? (failure.details as Array<{ field?: string; problem?: string; problems?: string[] }>)
      : [];

  return (
    <Stack
      gap="sm"
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      aria-label={slug ? `Edit ${existing.data?.title ?? slug}` : 'New problem'}
    >
      <Title order={2} size="h4">
        {slug ? existing.data?.title : 'New problem'}
      </Title>
      {slug ? (
        <Text size="sm" c="dimmed">
          Address:{' '}
          <Anchor component={Link} to={`/practice/problem/${slug}`}>
            /practice/problem/{slug}
          </Anchor>
          {existing.data && !existing.data.published ? ' (not published: only staff see it here)' : ''}
        </Text>
      ) : (
        <TextInput
          label="Address"
          description="Lower-case words joined by “-”; fixed once created"
          value={newSlug}
          onChange={(e) => setNewSlug(e.currentTarget.value)}
          maxLength={80}
          required
        />
      )}
      <Text size="sm">
        The problem as JSON: statement (Markdown), the function&apos;s signature, starter code and a reference solution
        per language, 1–10 sample tests and hidden tests (10 in all at least), comparator, hints, editorial, memory
        limit, published. Saving runs every reference (it must pass every test) and every starter (it must not) on the
        judge; the time limits are measured from the references.
      </Text>
      <Textarea
        label="Problem (JSON)"
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        autosize
        minRows={18}
        maxRows={40}
        spellCheck={false}
        error={parseError}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } }}
      />
      {save.isError ? (
        <Alert color="red" title="The problem was not saved">
          <Stack gap="xs">
            <Text size="sm">{errorMessage(save.error, 'Please try again.')}</Text>
            {problems.length ? (
              <List size="sm">
                {problems.map((p, i) => (
                  <List.Item key={i}>
                    {p.field ? <Code>{p.field}</Code> : null} {p.problem ?? p.problems?.join('; ')}
                  </List.Item>
                ))}
              </List>
            ) : null}
          </Stack>
        </Alert>
      ) : null}
      {failedChecks ? <Checks checks={failedChecks} /> : save.data ? <Checks checks={save.data.checks} /> : null}
      <Group>
        <Button type="submit" loading={save.isPending}>
          {save.isPending ? 'Judging the references…' : 'Check and save'}
        </Button>
      </Group>
    </Stack>
  );
}

/** /admin/practice: moderators and admins write problems and their tests. */
export function ProblemAdminPage() {
  const list = useQuery(listStaffProblemsOptions());
  const [selected, setSelected] = useState<string | null>(null);
  return (
    <Container size="xl" py="xl">
      <PageMeta title="Practice problems · DevPath" />
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1}>Practice problems</Title>
          <Button
            leftSection={<IconPlus size={16} aria-hidden="true" />}
            onClick={() => setSelected(null)}
            variant={selected === null ? 'filled' : 'light'}
          >
            New problem
          </Button>
        </Group>
        <AdminConsoleNav />
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 4 }}>
            {list.isPending ? (
              <Skeleton height={320} />
            ) : list.isError ? (
              <Alert color="red" title="Could not load the problems">
                {errorMessage(list.error, 'Please try again.')}
              </Alert>
            ) : (
              <Paper
                withBorder
                radius="md"
                component="nav"
                aria-label="Problems"
                style={{ maxHeight: '75vh', overflowY: 'auto' }}
              >
                {list.data.items.map((p) => (
                  <NavLink
                    key={p.slug}
                    active={p.slug === selected}
                    onClick={() => setSelected(p.slug)}
                    label={p.title}
                    description={
                      p.published ? (p.editedByStaff ? 'Published · edited by staff' : 'Published') : 'Not published'
                    }
                    rightSection={
                      <Badge
                        size="xs"
                        color={DIFFICULTY_COLORS[p.difficulty as Difficulty]}
                        variant="filled"
                        autoContrast
                      >
                        {p.difficulty}
                      </Badge>
                    }
                  />
                ))}
              </Paper>
            )}
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Paper withBorder radius="md" p="lg">
              <Editor key={selected ?? 'new'} slug={selected} onSaved={setSelected} />
            </Paper>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}

export default ProblemAdminPage;
