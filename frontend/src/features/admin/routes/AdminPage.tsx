import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Table.css';
import {
  Alert,
  Badge,
  Button,
  Container,
  Group,
  Modal,
  NativeSelect,
  Pagination,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import IconSearch from '@tabler/icons-react/dist/esm/icons/IconSearch.mjs';
import { useState } from 'react';
import type { AdminUserResponse } from '../../../api/generated/types.gen';
import { errorMessage } from '../../../lib/api/errors';
import { useSession } from '../../../lib/session/SessionProvider';
import { AdminConsoleNav } from '../../../components/AdminConsoleNav';
import { roleWithArticle, useAdminUsers, useChangeRole, type UserListQuery } from '../api/adminUsers';
import { Overview } from '../components/Overview';
import { SuspensionControl } from '../components/SuspensionControl';

export const PAGE_SIZE = 20;
export const SEARCH_DEBOUNCE_MS = 300;

const ROLE_OPTIONS = [
  { value: 'user', label: 'Learner' },
  { value: 'moderator', label: 'Moderator' },
  { value: 'admin', label: 'Admin' },
];
const FILTER_OPTIONS = [{ value: '', label: 'All roles' }, ...ROLE_OPTIONS];
const SOURCES: Record<AdminUserResponse['source'], string> = { local: 'Password', firebase: 'Email', google: 'Google' };
const date = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

type Role = AdminUserResponse['role'];

const ROLE_LABELS: Record<Role, string> = { user: 'learner', moderator: 'moderator', admin: 'admin' };

/** What a role change means for the account, in the confirmation dialog. */
function consequences(user: AdminUserResponse, role: Role): string {
  const name = user.username;
  if (role === 'admin')
    return `${name} will manage every account: search users, change roles (other admins' included) and open the moderation area.`;
  if (role === 'moderator')
    return user.role === 'admin'
      ? `${name} will no longer manage accounts or roles, but keeps the moderation area.`
      : `${name} will open the moderation area and review security reports.`;
  return `${name} will lose access to ${user.role === 'admin' ? 'the admin area and moderation' : 'the moderation area'} and keep a learner's account.`;
}

/** The role of one user: a change asks for confirmation first, and its toast can undo it. */
function RoleSelect({ user, self }: { user: AdminUserResponse; self: boolean }) {
  const change = useChangeRole();
  const [target, setTarget] = useState<Role | null>(null);
  const pending = change.isPending ? change.variables?.role : undefined;
  const confirm = () => {
    if (target) change.mutate({ user, role: target });
    setTarget(null);
  };
  return (
    <>
      <NativeSelect
        aria-label={`Role of ${user.username}`}
        data={ROLE_OPTIONS}
        value={pending ?? target ?? user.role}
        disabled={self || change.isPending}
        title={self ? 'You cannot change your own role' : undefined}
        size="xs"
        w={130}
        onChange={(event) => {
          const role = event.currentTarget.value as Role;
          if (role !== user.role) setTarget(role);
        }}
      />
      <Modal
        opened={target !== null}
        onClose={() => setTarget(null)}
        title={target ? `Make ${user.username} ${roleWithArticle(target)}?` : ''}
        centered
      >
        {target && (
          <Stack gap="md">
            <Text size="sm">{consequences(user, target)}</Text>
            <Text size="sm" c="dimmed">
              You can undo this from the message that confirms the change.
            </Text>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setTarget(null)}>
                Cancel
              </Button>
              <Button color={target === 'user' ? 'red' : undefined} onClick={confirm} data-autofocus>
                {`Make ${ROLE_LABELS[target]}`}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </>
  );
}

/** On a phone: one card per user instead of a wide table. */
function UserCards({ items, meId }: { items: AdminUserResponse[]; meId: number | undefined }) {
  return (
    <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {items.map((item) => (
        <Paper component="li" key={item.id} withBorder radius="md" p="sm">
          <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
            <div style={{ minWidth: 0 }}>
              <Text component="div" fw={600} size="sm" truncate>
                {item.username}
                {item.id === meId && (
                  <Badge ml={6} size="xs" variant="light">
                    you
                  </Badge>
                )}
              </Text>
              <Text size="xs" c="dimmed" truncate>
                {item.email}
              </Text>
            </div>
            <RoleSelect user={item} self={item.id === meId} />
          </Group>
          <Group mt={6}>
            <SuspensionControl user={item} self={item.id === meId} />
          </Group>
          <Text size="xs" c="dimmed" mt={6}>
            {[
              item.fullName,
              SOURCES[item.source],
              `joined ${date.format(new Date(item.createdAt))}`,
              item.lastAccessedAt ? `last active ${date.format(new Date(item.lastAccessedAt))}` : 'never active',
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}

/** /admin: the console's home: users with search, role filter, pagination, role changes and suspensions (admins only). */
export function AdminPage() {
  const { user: me } = useSession();
  const [search, setSearch] = useState('');
  const [role, setRole] = useState('');
  const [page, setPage] = useState(1);
  const [q] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const query: UserListQuery = {
    page,
    pageSize: PAGE_SIZE,
    ...(q ? { q } : {}),
    ...(role ? { role: role as Role } : {}),
  };
  const users = useAdminUsers(query);
  const total = users.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const phone = useMediaQuery('(max-width: 47.99em)');

  return (
    <Container size="lg" py="xl" px="md">
      <title>Admin · DevPath</title>
      <Title order={1}>Admin</Title>
      <Text c="dimmed" mt={4} mb="md">
        How DevPath is doing, and its accounts: their roles, and suspensions with a reason.
      </Text>
      <AdminConsoleNav />
      <Overview />

      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby="admin-users">
        <Group justify="space-between" mb="md" gap="sm" align="flex-end">
          <Title order={2} size="h3" id="admin-users">
            Users
          </Title>
          <Group gap="sm" align="flex-end" wrap="wrap">
            <TextInput
              label="Search"
              placeholder="Username or email"
              leftSection={<IconSearch size={16} aria-hidden="true" />}
              value={search}
              onChange={(event) => {
                setSearch(event.currentTarget.value);
                setPage(1);
              }}
              w={{ base: '100%', xs: 240 }}
              type="search"
            />
            <NativeSelect
              label="Role"
              data={FILTER_OPTIONS}
              value={role}
              onChange={(event) => {
                setRole(event.currentTarget.value);
                setPage(1);
              }}
              w={{ base: '100%', xs: 150 }}
            />
          </Group>
        </Group>

        {users.isError ? (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(users.error, 'The users could not be loaded.')}
          </Alert>
        ) : (
          <>
            {phone ? (
              <>
                <Text size="sm" c="dimmed" mb="xs" role="status">
                  {users.data ? `${total} ${total === 1 ? 'user' : 'users'}` : 'Loading users...'}
                </Text>
                {users.data ? (
                  <UserCards items={users.data.items} meId={me?.id} />
                ) : (
                  <Skeleton height={180} radius="md" />
                )}
                {users.data && users.data.items.length === 0 && (
                  <Text ta="center" c="dimmed" py="md">
                    No users match this search.
                  </Text>
                )}
              </>
            ) : (
              <Table.ScrollContainer minWidth={900}>
                <Table striped highlightOnHover verticalSpacing="sm" aria-busy={users.isFetching}>
                  <Table.Caption>
                    {users.data ? `${total} ${total === 1 ? 'user' : 'users'}` : 'Loading users...'}
                  </Table.Caption>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">User</Table.Th>
                      <Table.Th scope="col">Name</Table.Th>
                      <Table.Th scope="col">Sign-in</Table.Th>
                      <Table.Th scope="col">Joined</Table.Th>
                      <Table.Th scope="col">Last active</Table.Th>
                      <Table.Th scope="col">Role</Table.Th>
                      <Table.Th scope="col">Access</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {users.isPending
                      ? [0, 1, 2, 3, 4].map((row) => (
                          <Table.Tr key={row}>
                            <Table.Td colSpan={7}>
                              <Skeleton height={20} />
                            </Table.Td>
                          </Table.Tr>
                        ))
                      : users.data.items.map((item) => (
                          <Table.Tr key={item.id}>
                            <Table.Td>
                              <Text component="div" fw={600} size="sm">
                                {item.username}
                                {item.id === me?.id && (
                                  <Badge ml={6} size="xs" variant="light">
                                    you
                                  </Badge>
                                )}
                              </Text>
                              <Text size="xs" c="dimmed">
                                {item.email}
                              </Text>
                            </Table.Td>
                            <Table.Td>
                              <Text size="sm">{item.fullName ?? '—'}</Text>
                            </Table.Td>
                            <Table.Td>
                              <Text size="sm">{SOURCES[item.source]}</Text>
                            </Table.Td>
                            <Table.Td>
                              <Text size="sm">{date.format(new Date(item.createdAt))}</Text>
                            </Table.Td>
                            <Table.Td>
                              <Text size="sm">
                                {item.lastAccessedAt ? date.format(new Date(item.lastAccessedAt)) : 'Never'}
                              </Text>
                            </Table.Td>
                            <Table.Td>
                              <RoleSelect user={item} self={item.id === me?.id} />
                            </Table.Td>
                            <Table.Td>
                              <SuspensionControl user={item} self={item.id === me?.id} />
                            </Table.Td>
                          </Table.Tr>
                        ))}
                    {users.data && users.data.items.length === 0 && (
                      <Table.Tr>
                        <Table.Td colSpan={7}>
                          <Text ta="center" c="dimmed" py="md">
                            No users match this search.
                          </Text>
                        </Table.Td>
                      </Table.Tr>
                    )}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
            {pages > 1 && (
              <Group justify="center" mt="md" component="nav" aria-label="Pages of users">
                <Pagination
                  total={pages}
                  value={page}
                  onChange={setPage}
                  getItemProps={(item) => ({
                    'aria-label': `Page ${item}`,
                    'aria-current': item === page ? 'page' : undefined,
                  })}
                  getControlProps={(control) => ({
                    'aria-label': `${control[0]!.toUpperCase()}${control.slice(1)} page`,
                  })}
                />
              </Group>
            )}
          </>
        )}
      </Paper>
    </Container>
  );
}

export default AdminPage;
