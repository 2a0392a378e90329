import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Table.css';
import { Alert, Badge, Button, Pagination, Skeleton, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import type { SubmissionResponse } from '../../../api/generated/types.gen';
import { errorMessage } from '../../../lib/api/errors';
import { HISTORY_PAGE_SIZE, LANGUAGE_LABELS, useMySubmissions, type Language } from '../api/practice';
import { duration, VERDICT_COLORS } from '../../../components/code/VerdictPanel';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** My runs and submissions of this problem, newest first; any of them can be put back in the editor. */
export function SubmissionHistory({
  slug,
  onOpen,
}: {
  slug: string;
  onOpen: (submission: SubmissionResponse) => void;
}) {
  const [page, setPage] = useState(1);
  const history = useMySubmissions(slug, page, true);
  if (history.isPending) {
    return (
      <Stack gap="xs" role="status" aria-busy="true" aria-label="Loading your submissions">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} height={36} />
        ))}
      </Stack>
    );
  }
  if (history.isError) {
    return (
      <Alert color="red" title="Could not load your submissions">
        {errorMessage(history.error, 'Please try again.')}
      </Alert>
    );
  }
  if (history.data.total === 0) {
    return <Text c="dimmed">No runs or submissions yet. Your code is judged when you press Run or Submit.</Text>;
  }
  const pages = Math.max(1, Math.ceil(history.data.total / HISTORY_PAGE_SIZE));
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={420}>
        <Table verticalSpacing="xs" striped>
          <Table.Caption>Your runs and submissions of this problem, newest first</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>When</Table.Th>
              <Table.Th>Kind</Table.Th>
              <Table.Th>Language</Table.Th>
              <Table.Th>Verdict</Table.Th>
              <Table.Th>
                <VisuallyHidden>Code</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {history.data.items.map((submission) => (
              <Table.Tr key={submission.id}>
                <Table.Td>
                  <Text size="sm">{when.format(new Date(submission.createdAt))}</Text>
                </Table.Td>
                <Table.Td>{submission.mode === 'run' ? 'Run' : 'Submit'}</Table.Td>
                <Table.Td>{LANGUAGE_LABELS[submission.language as Language]}</Table.Td>
                <Table.Td>
                  {submission.verdict ? (
                    <Badge color={VERDICT_COLORS[submission.verdict]} variant="filled" autoContrast>
                      {submission.verdict}
                    </Badge>
                  ) : (
                    <Text size="sm" c="dimmed">
                      {submission.status === 'queued' ? 'Waiting' : 'Judging'}
                    </Text>
                  )}
                  {submission.result ? (
                    <Text size="xs" c="dimmed">
                      {submission.result.passedCount}/{submission.result.totalCount} ·{' '}
                      {duration(submission.result.totalTimeMs)}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td>
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    onClick={() => onOpen(submission)}
                    aria-label={`Open the code of the ${submission.mode === 'run' ? 'run' : 'submission'} of ${when.format(new Date(submission.createdAt))}`}
                  >
                    Open
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pages > 1 ? (
        <Pagination
          size="sm"
          total={pages}
          value={page}
          onChange={setPage}
          getControlProps={(control) => ({ 'aria-label': `${control} page` })}
        />
      ) : null}
    </Stack>
  );
}
