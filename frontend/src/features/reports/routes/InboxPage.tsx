import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Skeleton.css';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  Pagination,
  Paper,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { InboxItemResponse } from '../../../api/generated/types.gen';
import { AdminConsoleNav } from '../../../components/AdminConsoleNav';
import { PageMeta } from '../../../components/PageMeta';
import { errorMessage } from '../../../lib/api/errors';
import { toast } from '../../../lib/toast';
import { KIND_LABELS, useInbox, useUpdateInboxItem, type InboxKind, type InboxStatus } from '../api/reports';

const PAGE_SIZE = 20;
const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function Field({ label, value }: { label: string; value: string | null }) {
  if (!value) return null;
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
      <strong>{label}:</strong> {value}
    </Text>
  );
}

function Message({ item }: { item: InboxItemResponse }) {
  const update = useUpdateInboxItem();
  const [note, setNote] = useState('');
  const closing = item.status === 'open';
  const act = () =>
    update.mutate(
      { path: { id: item.id }, body: { status: closing ? 'closed' : 'open', note: note.trim() || null } },
      { onSuccess: () => toast({ title: closing ? `Closed: ${item.subject}` : `Reopened: ${item.subject}` }) },
    );
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-labelledby={`inbox-${item.id}`}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Title order={2} size="h5" id={`inbox-${item.id}`}>
            {item.subject}
          </Title>
          <Group gap={6}>
            <Badge autoContrast variant="light">
              {KIND_LABELS[item.kind]}
            </Badge>
            <Badge autoContrast variant="outline" color={item.status === 'open' ? 'blue' : 'gray'}>
              {item.status}
            </Badge>
          </Group>
        </Group>
        <Text size="xs" c="dimmed">
          {item.name ? `${item.name} · ` : ''}
          {item.email ? (
            <Anchor href={`mailto:${item.email}`} size="xs">
              {item.email}
            </Anchor>
          ) : item.userId ? (
            `signed-in user #${item.userId}`
          ) : (
            'anonymous'
          )}{' '}
          · {when(item.createdAt)}
        </Text>
        <Field label="Organisation" value={item.organisation} />
        <Field label="Website" value={item.website} />
        <Field label={item.kind === 'bug' ? 'Steps' : 'Message'} value={item.message} />
        <Field label="Expected" value={item.expected} />
        <Field label="Actual" value={item.actual} />
        <Field label="Page" value={item.pageUrl} />
        <Field label="Browser" value={item.browser} />
        <Field label="Staff note" value={item.note} />
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label={closing ? 'Note (what was done)' : 'Note (why it is reopened)'}
            maxLength={1000}
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
            style={{ flex: 1, minWidth: 220 }}
          />
          <Button variant={closing ? 'filled' : 'default'} loading={update.isPending} onClick={act}>
            {closing ? 'Close' : 'Reopen'}
          </Button>
        </Group>
        {update.isError ? (
          <Alert color="red" title="Not recorded">
            {errorMessage(update.error, 'Please try again.')}
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** /admin/inbox: bug reports, contact messages and partner inquiries, closed once handled. */
export function InboxPage() {
  // The overview links here with ?kind=bug (contact, partnership) to open on one kind.
  const [params] = useSearchParams();
  const asked = params.get('kind');
  const [kind, setKind] = useState<InboxKind | 'all'>(asked && asked in KIND_LABELS ? (asked as InboxKind) : 'all');
  const [status, setStatus] = useState<InboxStatus>('open');
  const [page, setPage] = useState(1);
  const inbox = useInbox({ kind: kind === 'all' ? undefined : kind, status, page, pageSize: PAGE_SIZE });
  return (
    <Container size="md" py="xl">
      <PageMeta title="Inbox · DevPath" />
      <Stack gap="md">
        <Title order={1}>Inbox</Title>
        <Text c="dimmed">
          Bug reports, contact messages and partner inquiries. Answer by mail, then close the message with a note on
          what was done.
        </Text>
        <AdminConsoleNav />
        <Group gap="sm" wrap="wrap">
          <SegmentedControl
            aria-label="Kind"
            value={kind}
            onChange={(v) => {
              setKind(v as InboxKind | 'all');
              setPage(1);
            }}
            data={[
              { value: 'all', label: 'All' },
              { value: 'bug', label: 'Bugs' },
              { value: 'contact', label: 'Contact' },
              { value: 'partnership', label: 'Partners' },
            ]}
          />
          <SegmentedControl
            aria-label="Status"
            value={status}
            onChange={(v) => {
              setStatus(v as InboxStatus);
              setPage(1);
            }}
            data={[
              { value: 'open', label: 'Open' },
              { value: 'closed', label: 'Closed' },
            ]}
          />
        </Group>
        {inbox.isPending ? (
          <Skeleton height={240} />
        ) : inbox.isError ? (
          <Alert color="red" title="Could not load the inbox">
            {errorMessage(inbox.error, 'Please try again.')}
          </Alert>
        ) : inbox.data.items.length === 0 ? (
          <Alert color="gray" title={status === 'open' ? 'Inbox zero' : 'Nothing closed yet'}>
            {status === 'open' ? 'No open messages here. Well done!' : 'No closed messages match this filter.'}
          </Alert>
        ) : (
          <>
            <Text size="sm" aria-live="polite">
              {inbox.data.total} {status}, newest first
            </Text>
            {inbox.data.items.map((item) => (
              <Message key={item.id} item={item} />
            ))}
            {inbox.data.total > PAGE_SIZE ? (
              <Pagination total={Math.ceil(inbox.data.total / PAGE_SIZE)} value={page} onChange={setPage} />
            ) : null}
          </>
        )}
      </Stack>
    </Container>
  );
}

export default InboxPage;
