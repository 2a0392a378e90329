import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Timeline.css';
import { Alert, Anchor, Badge, Container, Group, Paper, Skeleton, Stack, Text, Timeline, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../lib/api/http';
import { PageMeta } from '../../../components/PageMeta';
import { errorMessage } from '../../../lib/api/errors';
import { paths } from '../../../lib/paths';
import { STATUS_COLORS, STATUS_EXPLAINED, STATUS_LABELS, useSecurityStatus } from '../api/reports';

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** /security-reports/status/:token: the reporter follows their report through its private link. */
export function SecurityStatusPage() {
  const { token = '' } = useParams();
  const status = useSecurityStatus(token);
  return (
    <Container size="sm" py="xl">
      <PageMeta title="Security report status · DevPath" />
      <meta name="robots" content="noindex" />
      <Stack gap="md">
        <Title order={1}>Security report status</Title>
        {status.isPending ? (
          <Stack gap="sm" aria-busy="true">
            <Text size="sm">Loading the status of your report...</Text>
            <Skeleton height={28} width={120} />
            <Skeleton height={120} />
          </Stack>
        ) : status.isError ? (
          status.error instanceof ApiError && status.error.status === 404 ? (
            <Alert color="gray" title="No report matches this link">
              Check that you copied the whole link from the page or the mail you received. If you lost it, send a new
              report on the{' '}
              <Anchor underline="always" component={Link} to={paths.securityReports}>
                security reports page
              </Anchor>{' '}
              and mention your earlier one.
            </Alert>
          ) : (
            <Alert color="red" title="Could not load the status">
              {errorMessage(status.error, 'Please try again in a moment.')}
            </Alert>
          )
        ) : (
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
            <Stack gap="md">
              <Group gap="sm">
                <Text fw={600}>Status</Text>
                <Badge autoContrast size="lg" color={STATUS_COLORS[status.data.status]} data-testid="status-badge">
                  {STATUS_LABELS[status.data.status]}
                </Badge>
              </Group>
              <Text>{STATUS_EXPLAINED[status.data.status]}</Text>
              <Text size="sm" c="dimmed">
                Sent {when(status.data.createdAt)} · last change {when(status.data.updatedAt)}
              </Text>
              <Title order={2} size="h4">
                Timeline
              </Title>
              <Timeline bulletSize={14} lineWidth={2} active={status.data.timeline.length}>
                <Timeline.Item title="Report received">
                  <Text size="xs" c="dimmed">
                    {when(status.data.createdAt)}
                  </Text>
                </Timeline.Item>
                {status.data.timeline.map((entry, index) => (
                  <Timeline.Item
                    key={index}
                    title={entry.status ? `Status: ${STATUS_LABELS[entry.status]}` : 'Note from the team'}
                  >
                    {entry.note ? (
                      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                        {entry.note}
                      </Text>
                    ) : null}
                    <Text size="xs" c="dimmed">
                      {when(entry.at)}
                    </Text>
                  </Timeline.Item>
                ))}
              </Timeline>
            </Stack>
          </Paper>
        )}
        <Text size="sm" c="dimmed">
          Keep this link private: anyone who has it can read this page.
        </Text>
      </Stack>
    </Container>
  );
}

export default SecurityStatusPage;
