import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Table.css';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  List,
  NativeSelect,
  Pagination,
  Paper,
  Skeleton,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { Link } from 'react-router';
import type { LinkCheckResponse } from '../../../api/generated/types.gen';
import { AdminConsoleNav } from '../../../components/AdminConsoleNav';
import { errorMessage } from '../../../lib/api/errors';
import { useSession } from '../../../lib/session/SessionProvider';
import { useListQueryState } from '../../../lib/useListQueryState';
import { type LinkCheckQuery, useLinkChecks, useRunLinkCheck } from '../api/linkChecks';

const LINKS_PAGE_SIZE = 20;
const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

type Outcome = LinkCheckResponse['outcome'];
const OUTCOMES: readonly Outcome[] = ['broken', 'unreachable', 'moved', 'blocked', 'ok'];
const FILTERS = [
  { value: '', label: 'Every link that needs a look' },
  { value: 'broken', label: 'Broken (4xx/5xx)' },
  { value: 'unreachable', label: 'Unreachable (no answer)' },
  { value: 'moved', label: 'Moved (301/308)' },
  { value: 'blocked', label: 'Not requested (not https or not public)' },
  { value: 'ok', label: 'Answered well' },
];
/** Filled badges with automatic text colour: each reads at 4.5:1 or better. */
const BADGES: Record<Outcome, { label: string; color: string }> = {
  broken: { label: 'Broken', color: 'red.9' },
  unreachable: { label: 'Unreachable', color: 'orange.9' },
  moved: { label: 'Moved', color: 'yellow.6' },
  blocked: { label: 'Not requested', color: 'gray.7' },
  ok: { label: 'OK', color: 'teal.9' },
};
const KINDS: Record<LinkCheckResponse['usedIn'][number]['kind'], string> = {
  lesson: 'Lesson',
  resource: 'Resource',
  post: 'Post',
};

function Detail({ item }: { item: LinkCheckResponse }) {
  if (item.outcome === 'moved')
    return (
      <Text size="sm">
        {item.status} to{' '}
        {item.location ? (
          <Anchor href={item.location} target="_blank" rel="noopener noreferrer" style={{ wordBreak: 'break-all' }}>
            {item.location}
          </Anchor>
        ) : (
          'an address it did not give'
        )}
      </Text>
    );
  if (item.status !== null) return <Text size="sm">HTTP {item.status}</Text>;
  return <Text size="sm">{item.reason ?? '—'}</Text>;
}

/** /admin/links: the weekly link check's dead links with where each is used; admins can check now. */
export function LinkCheckPage() {
  const { user } = useSession();
  const { page, set, pick } = useListQueryState({ maxPage: 1000 });
  const outcome = pick('outcome', OUTCOMES);
  const query: LinkCheckQuery = { page, pageSize: LINKS_PAGE_SIZE, ...(outcome ? { outcome } : {}) };
  const checks = useLinkChecks(query);
  const run = useRunLinkCheck();
  const total = checks.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / LINKS_PAGE_SIZE));
  const last = checks.data?.lastCheckedAt;

  return (
    <Container size="lg" py="xl" px="md">
      <title>Links · DevPath</title>
      <Title order={1}>Links</Title>
      <Text c="dimmed" mt={4} mb="md">
        Every week each external link of the lessons, free resources and blog posts is requested once. Here are those
        that did not answer well, and where each is used.
      </Text>
      <AdminConsoleNav />
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <Group justify="space-between" align="flex-end" mb="md" wrap="wrap" gap="sm">
          <NativeSelect
            label="Show"
            data={FILTERS}
            value={outcome ?? ''}
            onChange={(event) => set({ outcome: event.currentTarget.value || undefined })}
            w={{ base: '100%', xs: 300 }}
          />
          <Group gap="sm" align="center">
            <Text size="sm" c="dimmed" aria-live="polite">
              {run.isPending
                ? 'Checking every link…'
                : checks.data
                  ? last
                    ? `Last checked ${when.format(new Date(last))}`
                    : 'Not checked yet'
                  : ''}
            </Text>
            {user?.role === 'admin' && (
              <Button onClick={() => run.mutate({})} loading={run.isPending} disabled={run.isPending}>
                Check now
              </Button>
            )}
          </Group>
        </Group>
        {checks.isError ? (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(checks.error, 'The link check could not be loaded.')}
          </Alert>
        ) : checks.data && checks.data.items.length === 0 ? (
          <Text ta="center" c="dimmed" py="xl">
            {outcome
              ? 'No link had this outcome at the last check.'
              : last
                ? 'Every link answered at the last check.'
                : 'No check has run yet.'}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={820}>
            <Table striped verticalSpacing="sm" aria-busy={checks.isFetching}>
              <Table.Caption>
                {checks.data ? `${total} ${total === 1 ? 'link' : 'links'}` : 'Loading the link check...'}
              </Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Link</Table.Th>
                  <Table.Th scope="col">Outcome</Table.Th>
                  <Table.Th scope="col">Detail</Table.Th>
                  <Table.Th scope="col">Used in</Table.Th>
                  <Table.Th scope="col">Checked</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {checks.isPending
                  ? [0, 1, 2, 3].map((row) => (
                      <Table.Tr key={row}>
                        <Table.Td colSpan={5}>
                          <Skeleton height={20} />
                        </Table.Td>
                      </Table.Tr>
                    ))
                  : checks.data?.items.map((item) => (
                      <Table.Tr key={item.url}>
                        <Table.Td>
                          <Anchor
                            href={item.url}
                            target="_blank"
                            rel="noopener noreferrer"
                            size="sm"
                            style={{ wordBreak: 'break-all' }}
                          >
                            {item.url}
                          </Anchor>
                        </Table.Td>
                        <Table.Td>
                          <Badge color={BADGES[item.outcome].color} variant="filled" autoContrast>
                            {BADGES[item.outcome].label}
                          </Badge>
                        </Table.Td>
                        <Table.Td>
                          <Detail item={item} />
                        </Table.Td>
                        <Table.Td>
                          <List size="sm" listStyleType="none" spacing={2}>
                            {item.usedIn.map((use) => (
                              <List.Item key={`${use.kind}:${use.key}`}>
                                <Anchor component={Link} to={use.path} size="sm">
                                  {KINDS[use.kind]}: {use.title}
                                </Anchor>
                              </List.Item>
                            ))}
                          </List>
                        </Table.Td>
                        <Table.Td>
                          <Text size="sm">{when.format(new Date(item.checkedAt))}</Text>
                        </Table.Td>
                      </Table.Tr>
                    ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {pages > 1 && (
          <Group justify="center" mt="md" component="nav" aria-label="Pages of the link check">
            <Pagination
              total={pages}
              value={page}
              onChange={(next) => set({ page: next > 1 ? String(next) : undefined })}
              getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
            />
          </Group>
        )}
      </Paper>
    </Container>
  );
}

export default LinkCheckPage;
