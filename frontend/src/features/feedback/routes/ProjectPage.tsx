import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Skeleton.css';
import { Alert, Anchor, Badge, Button, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { PageMeta } from '../../../components/PageMeta';
import { errorMessage } from '../../../lib/api/errors';
import { paths, pathTo } from '../../../lib/paths';
import { useSession } from '../../../lib/session/SessionProvider';
import { CRITERION_TITLE, STATE_LABELS, useClaim, useProject, type Criterion } from '../api/feedback';
import { FeedbackView } from '../components/FeedbackView';
import { ago } from '../components/ProjectCard';
import { ReviewForm } from '../components/ReviewForm';

/** /project-feedback/:id: a project and its feedback, for its author and its reviewer. */
export function ProjectPage() {
  const { id = '' } = useParams();
  const valid = /^[1-9]\d{0,9}$/.test(id);
  const project = useProject(valid ? Number(id) : 0);
  const claim = useClaim();
  const { user } = useSession();
  const back = (
    <Anchor component={Link} to={paths.projectFeedback} size="sm">
      ← Project feedback
    </Anchor>
  );
  if (!valid || project.isError) {
    return (
      <Container size="md" py="xl">
        <PageMeta title="Project not found · DevPath" />
        <Stack gap="md">
          {back}
          <Title order={1}>Project not found</Title>
          <Alert color="gray" title="Nothing to show">
            {valid
              ? errorMessage(project.error, 'There is no such project, or it is not yours to see.')
              : 'There is no such project.'}
          </Alert>
        </Stack>
      </Container>
    );
  }
  if (project.isPending) {
    return (
      <Container size="md" py="xl">
        <Skeleton height={32} width="60%" mb="md" />
        <Skeleton height={240} />
      </Container>
    );
  }
  const p = project.data;
  const state = STATE_LABELS[p.state];
  return (
    <Container size="md" py="xl">
      <PageMeta title={`${p.title} · Project feedback · DevPath`} />
      <Stack gap="md">
        {back}
        <Group justify="space-between" align="flex-start">
          <Title order={1}>{p.title}</Title>
          <Badge color={state.color} variant="light" size="lg">
            {state.label}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          Submitted {ago(p.createdAt)}
          {p.roadmap ? (
            <>
              {' · '}
              <Anchor component={Link} to={pathTo('roadmap', { slug: p.roadmap.slug })}>
                {p.roadmap.title}
              </Anchor>
            </>
          ) : null}
        </Text>
        <Stack gap={4}>
          <Text size="sm">
            Repository:{' '}
            <Anchor
              href={p.repositoryUrl}
              target="_blank"
              rel="noopener noreferrer nofollow"
              style={{ wordBreak: 'break-all' }}
            >
              {p.repositoryUrl}
            </Anchor>
          </Text>
          {p.liveUrl ? (
            <Text size="sm">
              Live:{' '}
              <Anchor
                href={p.liveUrl}
                target="_blank"
                rel="noopener noreferrer nofollow"
                style={{ wordBreak: 'break-all' }}
              >
                {p.liveUrl}
              </Anchor>
            </Text>
          ) : null}
        </Stack>
        <Text style={{ whiteSpace: 'pre-wrap' }}>{p.description}</Text>
        <div>
          <Text fw={600} size="sm">
            Feedback wanted on
          </Text>
          <Group gap={6} mt={4}>
            {p.focusAreas.map((f) => (
              <Badge key={f} variant="outline" color="gray">
                {CRITERION_TITLE[f as Criterion] ?? f}
              </Badge>
            ))}
          </Group>
          {p.focusNote ? (
            <Text size="sm" mt="xs" style={{ whiteSpace: 'pre-wrap' }}>
              “{p.focusNote}”
            </Text>
          ) : null}
        </div>
        {p.feedback ? (
          <FeedbackView projectId={p.id} feedback={p.feedback} canMarkHelpful={p.mine} />
        ) : p.state === 'in_review' && p.claimedByMe && user ? (
          <>
            <Text size="sm" c="dimmed">
              You claimed this project; your claim ends {p.claimExpiresAt ? ago(p.claimExpiresAt) : 'soon'}. After that
              it goes back to the queue.
            </Text>
            <ReviewForm projectId={p.id} userId={user.id} focusAreas={p.focusAreas} />
          </>
        ) : p.state === 'open' && !p.mine ? (
          <Stack gap="xs">
            {claim.isError ? (
              <Alert color="red" title="Not claimed">
                {errorMessage(claim.error, 'Please try again.')}
              </Alert>
            ) : null}
            <Group>
              <Button loading={claim.isPending} onClick={() => claim.mutate({ path: { id: p.id } })}>
                Claim and review
              </Button>
            </Group>
          </Stack>
        ) : p.mine && (p.state === 'open' || p.state === 'in_review') ? (
          <Alert color="blue" title={p.state === 'open' ? 'Waiting for a reviewer' : 'A reviewer is on it'}>
            {p.state === 'open'
              ? 'Reviewers take projects oldest first. You will find the feedback here.'
              : 'The feedback will appear here once the review is done.'}
          </Alert>
        ) : null}
      </Stack>
    </Container>
  );
}

export default ProjectPage;
