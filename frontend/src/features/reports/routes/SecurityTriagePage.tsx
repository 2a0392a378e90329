import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Table.css';
import {
  Alert,
  Badge,
  Button,
  Code,
  Container,
  Group,
  NativeSelect,
  Pagination,
  Paper,
  Radio,
  Skeleton,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useState } from 'react';
import type { SecurityReportDetailResponse } from '../../../api/generated/types.gen';
import { PageMeta } from '../../../components/PageMeta';
import { errorMessage } from '../../../lib/api/errors';
import { toast } from '../../../lib/toast';
import {
  SEVERITY_COLORS,
  SEVERITY_LABELS,
  STATUS_COLORS,
  STATUS_LABELS,
  useSecurityReport,
  useSecurityReports,
  useTriage,
  type SecurityStatus,
  type Severity,
} from '../api/reports';
import { AdminConsoleNav } from '../../../components/AdminConsoleNav';

const PAGE_SIZE = 20;
const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const MOVE_LABELS: Record<SecurityStatus, string> = {
  new: 'Back to new',
  triaged: 'Mark triaged',
  fixed: 'Mark fixed',
  wont_fix: "Won't fix",
};

function Detail({ report }: { report: SecurityReportDetailResponse }) {
  const triage = useTriage();
  const [note, setNote] = useState('');
  const [visibility, setVisibility] = useState<'public' | 'internal'>('internal');
  const send = (status?: SecurityStatus) =>
    triage.mutate(
      {
        path: { id: report.id },
        body: { ...(status ? { status } : {}), ...(note.trim() ? { note: note.trim(), visibility } : {}) },
      },
      {
        onSuccess: () => {
          setNote('');
          toast({
            title: status ? `Report #${report.id}: ${STATUS_LABELS[status]}` : `Note added to report #${report.id}`,
          });
        },
      },
    );
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="report-heading">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Title order={2} size="h4" id="report-heading">
            #{report.id} · {report.affectedArea}
          </Title>
          <Group gap={6}>
            <Badge autoContrast color={SEVERITY_COLORS[report.severity]}>
              {SEVERITY_LABELS[report.severity]}
            </Badge>
            <Badge autoContrast color={STATUS_COLORS[report.status]} variant="outline">
              {STATUS_LABELS[report.status]}
            </Badge>
          </Group>
        </Group>
        <Text size="sm" c="dimmed">
          From {report.reporterEmail} · {when(report.createdAt)}
        </Text>
        <Text style={{ whiteSpace: 'pre-wrap' }}>{report.description}</Text>
        {report.proofOfConcept ? (
          <>
            <Text fw={600} size="sm">
              Proof of concept
            </Text>
            <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
              {report.proofOfConcept}
            </Code>
          </>
        ) : null}
        <Title order={3} size="h5">
          Timeline
        </Title>
        {report.events.length === 0 ? (
          <Text size="sm" c="dimmed">
            No triage yet.
          </Text>
        ) : (
          <Stack gap={6} component="ol" style={{ paddingLeft: 18, margin: 0 }}>
            {report.events.map((e) => (
              <li key={e.id}>
                <Text size="sm">
                  {e.status ? <strong>{STATUS_LABELS[e.status]}. </strong> : null}
                  {e.note}{' '}
                  <Badge autoContrast size="xs" variant="light" color={e.visibility === 'public' ? 'teal' : 'gray'}>
                    {e.visibility}
                  </Badge>{' '}
                  <Text span size="xs" c="dimmed">
                    {when(e.createdAt)}
                  </Text>
                </Text>
              </li>
            ))}
          </Stack>
        )}
        <Textarea
          label="Note"
          description="Public notes appear on the reporter's status page; internal ones only here"
          autosize
          minRows={2}
          maxLength={4000}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
        />
        <Radio.Group label="Visibility" value={visibility} onChange={(v) => setVisibility(v as 'public' | 'internal')}>
          <Group mt={4}>
            <Radio value="internal" label="Internal (staff only)" />
            <Radio value="public" label="Public (the reporter sees it)" />
          </Group>
        </Radio.Group>
        {triage.isError ? (
          <Alert color="red" title="Not recorded">
            {errorMessage(triage.error, 'Please try again.')}
          </Alert>
        ) : null}
        <Group gap="sm">
          {report.nextStatuses.map((status) => (
            <Button
              key={status}
              color={status === 'wont_fix' ? 'gray' : undefined}
              loading={triage.isPending && triage.variables?.body.status === status}
              onClick={() => send(status)}
            >
              {MOVE_LABELS[status]}
            </Button>
          ))}
          <Button
            variant="default"
            disabled={!note.trim()}
            loading={triage.isPending && !triage.variables?.body.status}
            onClick={() => send()}
          >
            Add the note only
          </Button>
        </Group>
        {report.nextStatuses.length === 0 ? (
          <Text size="sm" c="dimmed">
            This report is settled; you can still add notes.
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** /admin/security-reports: admins triage security reports (new → triaged → fixed | won't fix). */
export function SecurityTriagePage() {
  const [status, setStatus] = useState<SecurityStatus | ''>('');
  const [severity, setSeverity] = useState<Severity | ''>('');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<number | null>(null);
  const list = useSecurityReports({
    status: status || undefined,
    severity: severity || undefined,
    page,
    pageSize: PAGE_SIZE,
  });
  const detail = useSecurityReport(selected);
  return (
    <Container size="lg" py="xl">
      <PageMeta title="Security reports · DevPath" />
      <Stack gap="md">
        <Title order={1}>Security reports</Title>
        <Text c="dimmed">
          Reports stay confidential: only admins see them. Confirm within 3 working days and keep the reporter informed
          with public notes.
        </Text>
        <AdminConsoleNav />
        <Group gap="sm" wrap="wrap">
          <NativeSelect
            label="Status"
            data={[
              { value: '', label: 'All statuses' },
              ...(Object.keys(STATUS_LABELS) as SecurityStatus[]).map((value) => ({
                value,
                label: STATUS_LABELS[value],
              })),
            ]}
            value={status}
            onChange={(e) => {
              setStatus(e.currentTarget.value as SecurityStatus | '');
              setPage(1);
            }}
          />
          <NativeSelect
            label="Severity"
            data={[
              { value: '', label: 'All severities' },
              ...(Object.keys(SEVERITY_LABELS) as Severity[]).map((value) => ({
                value,
                label: SEVERITY_LABELS[value],
              })),
            ]}
            value={severity}
            onChange={(e) => {
              setSeverity(e.currentTarget.value as Severity | '');
              setPage(1);
            }}
          />
        </Group>
        {list.isPending ? (
          <Skeleton height={200} />
        ) : list.isError ? (
          <Alert color="red" title="Could not load the reports">
            {errorMessage(list.error, 'Please try again.')}
          </Alert>
        ) : list.data.items.length === 0 ? (
          <Alert color="gray" title="No reports">
            No security report matches these filters.
          </Alert>
        ) : (
          <>
            <Table.ScrollContainer minWidth={520}>
              <Table highlightOnHover>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Report</Table.Th>
                    <Table.Th>Severity</Table.Th>
                    <Table.Th>Status</Table.Th>
                    <Table.Th>Received</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.data.items.map((r) => (
                    <Table.Tr key={r.id} bg={selected === r.id ? 'var(--mantine-color-default-hover)' : undefined}>
                      <Table.Td>
                        <UnstyledButton
                          onClick={() => setSelected(r.id)}
                          aria-pressed={selected === r.id}
                          style={{ textDecoration: 'underline' }}
                        >
                          #{r.id} {r.affectedArea}
                        </UnstyledButton>
                      </Table.Td>
                      <Table.Td>
                        <Badge autoContrast color={SEVERITY_COLORS[r.severity]}>
                          {SEVERITY_LABELS[r.severity]}
                        </Badge>
                      </Table.Td>
                      <Table.Td>
                        <Badge autoContrast color={STATUS_COLORS[r.status]} variant="outline">
                          {STATUS_LABELS[r.status]}
                        </Badge>
                      </Table.Td>
                      <Table.Td>{when(r.createdAt)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {list.data.total > PAGE_SIZE ? (
              <Pagination total={Math.ceil(list.data.total / PAGE_SIZE)} value={page} onChange={setPage} />
            ) : null}
          </>
        )}
        {selected === null ? null : detail.isPending ? (
          <Skeleton height={300} />
        ) : detail.isError ? (
          <Alert color="red" title="Could not load the report">
            {errorMessage(detail.error, 'Please try again.')}
          </Alert>
        ) : (
          <Detail key={detail.data.id} report={detail.data} />
        )}
      </Stack>
    </Container>
  );
}

export default SecurityTriagePage;
