import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Skeleton.css';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import type { SuggestionResponse } from '../../../api/generated/types.gen';
import { PageMeta } from '../../../components/PageMeta';
import { errorMessage } from '../../../lib/api/errors';
import { toast } from '../../../lib/toast';
import {
  CATEGORY_LABELS,
  LEVEL_LABELS,
  TYPE_LABELS,
  useReview,
  useSuggestionQueue,
  type Category,
  type Level,
  type ResourceType,
} from '../api/resources';
import { AdminConsoleNav } from '../../../components/AdminConsoleNav';

const waited = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });
const since = (iso: string) => {
  const hours = Math.round((Date.parse(iso) - Date.now()) / 3_600_000);
  return Math.abs(hours) < 48 ? waited.format(hours, 'hour') : waited.format(Math.round(hours / 24), 'day');
};

function Suggestion({ s }: { s: SuggestionResponse }) {
  const review = useReview();
  const [note, setNote] = useState('');
  const decide = (decision: 'approve' | 'reject') =>
    review.mutate(
      { path: { id: s.id }, body: { decision, note: note.trim() || null } },
      { onSuccess: () => toast({ title: decision === 'approve' ? `Listed: ${s.title}` : `Declined: ${s.title}` }) },
    );
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-labelledby={`suggestion-${s.id}`}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start">
          <Title order={2} size="h5" id={`suggestion-${s.id}`}>
            {s.title}
          </Title>
          <Text size="xs" c="dimmed">
            suggested {since(s.createdAt)}
          </Text>
        </Group>
        <Anchor
          href={s.url}
          target="_blank"
          rel="noopener noreferrer nofollow"
          size="sm"
          style={{ wordBreak: 'break-all' }}
        >
          {s.url}
        </Anchor>
        <Text size="sm">{s.description}</Text>
        <Group gap={6}>
          <Badge size="sm" variant="outline" color="gray">
            {CATEGORY_LABELS[s.category as Category]}
          </Badge>
          <Badge size="sm" variant="outline" color="gray">
            {TYPE_LABELS[s.type as ResourceType]}
          </Badge>
          <Badge size="sm" variant="outline" color="gray">
            {LEVEL_LABELS[s.level as Level]}
          </Badge>
          {s.tags.map((tag) => (
            <Badge key={tag} size="sm" variant="outline" color="gray">
              {tag}
            </Badge>
          ))}
        </Group>
        <TextInput
          label="Note to the learner"
          description="Required to decline; shown to them"
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          maxLength={500}
        />
        {review.isError ? (
          <Alert color="red" title="Not recorded">
            {errorMessage(review.error, 'Please try again.')}
          </Alert>
        ) : null}
        <Group>
          <Button
            color="teal.9"
            autoContrast
            loading={review.isPending && review.variables?.body.decision === 'approve'}
            onClick={() => decide('approve')}
          >
            Approve
          </Button>
          <Button
            color="red.9"
            variant="outline"
            loading={review.isPending && review.variables?.body.decision === 'reject'}
            onClick={() => decide('reject')}
            disabled={note.trim().length < 3}
          >
            Decline
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** /admin/resources: moderators review learners' suggestions, oldest first. */
export function ResourceQueuePage() {
  const queue = useSuggestionQueue();
  return (
    <Container size="md" py="xl">
      <PageMeta title="Resource suggestions · DevPath" />
      <Stack gap="md">
        <Title order={1}>Resource suggestions</Title>
        <Text c="dimmed">
          Approve free, useful resources; decline the rest with a short note the learner reads. The server never opens
          the links: check them yourself.
        </Text>
        <AdminConsoleNav />
        {queue.isPending ? (
          <Skeleton height={240} />
        ) : queue.isError ? (
          <Alert color="red" title="Could not load the queue">
            {errorMessage(queue.error, 'Please try again.')}
          </Alert>
        ) : queue.data.items.length === 0 ? (
          <Alert color="gray" title="Nothing to review">
            Every suggestion has been reviewed.
          </Alert>
        ) : (
          <>
            <Text size="sm" aria-live="polite">
              {queue.data.items.length} waiting, the oldest first
            </Text>
            {queue.data.items.map((s) => (
              <Suggestion key={s.id} s={s} />
            ))}
          </>
        )}
      </Stack>
    </Container>
  );
}

export default ResourceQueuePage;
