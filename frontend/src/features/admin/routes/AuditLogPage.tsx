import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Table.css';
import {
  Alert,
  Badge,
  Code,
  Container,
  Group,
  Pagination,
  Paper,
  Skeleton,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import type { AuditEntryResponse } from '../../../api/generated/types.gen';
import { AdminConsoleNav } from '../../../components/AdminConsoleNav';
import { errorMessage } from '../../../lib/api/errors';
import { useAuditLog, type AuditLogQuery } from '../api/adminUsers';

export const AUDIT_PAGE_SIZE = 50;
const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** "/api/admin/users/:id/role" with { id: "42" } → "/api/admin/users/42/role". */
export function actionPath(entry: Pick<AuditEntryResponse, 'route' | 'params'>): string {
  return entry.route.replace(/:(\w+)/g, (whole, name: string) => entry.params[name] ?? whole);
}

/** Filled with automatic text colour: each shade reads at 4.5:1 or better (white on teal 9 and red 9, black on yellow 6). */
function statusColor(status: number): string {
  return status < 300 ? 'teal.9' : status < 500 ? 'yellow.6' : 'red.9';
}

function Changes({ changes }: { changes: AuditEntryResponse['changes'] }) {
  const keys = Object.keys(changes);
  if (keys.length === 0)
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  return (
    <Code
      block
      style={{ maxWidth: 420, maxHeight: 160, overflow: 'auto', whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
    >
      {JSON.stringify(changes, null, 1)}
    </Code>
  );
}

/** /admin/audit-log: every action on a staff-only route, newest first, by staff member or route (admins only). */
export function AuditLogPage() {
  const [actor, setActor] = useState('');
  const [route, setRoute] = useState('');
  const [page, setPage] = useState(1);
  const [typedRoute] = useDebouncedValue(route.trim(), 300);
  const actorId = /^\d{1,9}$/.test(actor.trim()) ? Number(actor.trim()) : undefined;
  const query: AuditLogQuery = {
    page,
    pageSize: AUDIT_PAGE_SIZE,
    ...(actorId ? { actorId } : {}),
    ...(typedRoute ? { route: typedRoute } : {}),
  };
  const log = useAuditLog(query);
  const total = log.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE));

  return (
    <Container size="lg" py="xl" px="md">
      <title>Audit log · DevPath</title>
      <Title order={1}>Audit log</Title>
      <Text c="dimmed" mt={4} mb="md">
        Every change made through a moderator or admin screen: who, what, with which fields, and how it ended.
        Passwords, tokens and keys are never recorded.
      </Text>
      <AdminConsoleNav />
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <Group gap="sm" align="flex-end" mb="md" wrap="wrap">
          <TextInput
            label="Staff member (user id)"
            inputMode="numeric"
            value={actor}
            onChange={(event) => {
              setActor(event.currentTarget.value);
              setPage(1);
            }}
            error={actor.trim() && !actorId ? 'A user id is a number' : undefined}
            w={{ base: '100%', xs: 200 }}
          />
          <TextInput
            label="Route contains"
            placeholder="users, blog, suspension…"
            type="search"
            value={route}
            onChange={(event) => {
              setRoute(event.currentTarget.value);
              setPage(1);
            }}
            w={{ base: '100%', xs: 260 }}
          />
        </Group>
        {log.isError ? (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(log.error, 'The audit log could not be loaded.')}
          </Alert>
        ) : (
          <Table.ScrollContainer minWidth={820}>
            <Table striped verticalSpacing="sm" aria-busy={log.isFetching}>
              <Table.Caption>
                {log.data ? `${total} ${total === 1 ? 'action' : 'actions'}` : 'Loading the audit log...'}
              </Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">When</Table.Th>
                  <Table.Th scope="col">Who</Table.Th>
                  <Table.Th scope="col">Action</Table.Th>
                  <Table.Th scope="col">Fields</Table.Th>
                  <Table.Th scope="col">Outcome</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {log.isPending
                  ? [0, 1, 2, 3].map((row) => (
                      <Table.Tr key={row}>
                        <Table.Td colSpan={5}>
                          <Skeleton height={20} />
                        </Table.Td>
                      </Table.Tr>
                    ))
                  : log.data.items.map((entry) => (
                      <Table.Tr key={entry.id}>
                        <Table.Td>
                          <Text size="sm">{when.format(new Date(entry.at))}</Text>
                        </Table.Td>
                        <Table.Td>
                          <Text size="sm">User #{entry.actorId}</Text>
                          <Text size="xs" c="dimmed">
                            {entry.actorRole}
                          </Text>
                        </Table.Td>
                        <Table.Td>
                          <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
                            {entry.method} {actionPath(entry)}
                          </Text>
                        </Table.Td>
                        <Table.Td>
                          <Changes changes={entry.changes} />
                        </Table.Td>
                        <Table.Td>
                          <Badge color={statusColor(entry.status)} variant="filled" autoContrast>
                            {entry.status}
                          </Badge>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                {log.data && log.data.items.length === 0 && (
                  <Table.Tr>
                    <Table.Td colSpan={5}>
                      <Text ta="center" c="dimmed" py="md">
                        No staff action matches these filters yet.
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                )}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {pages > 1 && (
          <Group justify="center" mt="md" component="nav" aria-label="Pages of the audit log">
            <Pagination
              total={pages}
              value={page}
              onChange={setPage}
              getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
            />
          </Group>
        )}
      </Paper>
    </Container>
  );
}

export default AuditLogPage;
