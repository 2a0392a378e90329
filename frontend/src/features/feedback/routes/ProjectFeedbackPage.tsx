import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Tabs.css';
import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  List,
  Pagination,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { MyProjectsResponse } from '../../../api/generated/types.gen';
import { PageMeta } from '../../../components/PageMeta';
import { errorMessage } from '../../../lib/api/errors';
import { draftStore } from '../../../lib/drafts';
import { paths, pathTo } from '../../../lib/paths';
import { useSession } from '../../../lib/session/SessionProvider';
import { toast } from '../../../lib/toast';
import {
  CRITERIA,
  duration,
  projectDraftKey,
  QUEUE_PAGE_SIZE,
  useClaim,
  useMyProjects,
  useReviewQueue,
  useWithdraw,
} from '../api/feedback';
import { FeedbackView } from '../components/FeedbackView';
import { ago, ProjectCard } from '../components/ProjectCard';
import { SubmitProjectForm } from '../components/SubmitProjectForm';

function Intro() {
  return (
    <Stack gap="sm">
      <Title order={1}>Project Feedback</Title>
      <Text>
        Built something? Share it and get a structured code review from a more experienced developer: a moderator, or a
        learner who has earned at least 500 XP on DevPath. Reviewers score your project from 1 to 5 on four criteria,
        explain each score, and end with a summary of what to improve first.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {CRITERIA.map((c) => (
          <Paper key={c.criterion} withBorder radius="md" p="sm">
            <Text fw={600} size="sm">
              {c.title}
            </Text>
            <Text size="sm" c="dimmed">
              {c.hint}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function MyProjects({ data, userId }: { data: MyProjectsResponse; userId: number }) {
  // An unsent project kept in this browser opens the form again, as it was left.
  const [submitting, setSubmitting] = useState(() => draftStore(projectDraftKey(userId)).read() !== null);
  const withdraw = useWithdraw();
  const waiting = data.items.filter((p) => p.state === 'open' || p.state === 'in_review').length;
  return (
    <Stack gap="md" component="section" aria-labelledby="my-projects-heading">
      <Group justify="space-between" align="center">
        <Title order={2} size="h3" id="my-projects-heading">
          My projects
        </Title>
        {!submitting ? (
          <Button onClick={() => setSubmitting(true)} disabled={waiting >= data.maxWaiting}>
            Submit a project
          </Button>
        ) : null}
      </Group>
      {waiting >= data.maxWaiting ? (
        <Text size="sm" c="dimmed">
          You have {data.maxWaiting} projects waiting, the most at once: withdraw one or wait for its feedback to submit
          another.
        </Text>
      ) : null}
      {submitting ? <SubmitProjectForm userId={userId} onDone={() => setSubmitting(false)} /> : null}
      {withdraw.isError ? (
        <Alert color="red" title="Not withdrawn">
          {errorMessage(withdraw.error, 'Please try again.')}
        </Alert>
      ) : null}
      {data.items.length === 0 ? (
        <Alert color="gray" title="No projects yet">
          Submit your first project: a public repository, a few words on what it does, and what you would like feedback
          on.
        </Alert>
      ) : (
        data.items.map((p) => (
          <ProjectCard key={p.id} project={p}>
            {p.state === 'open' ? (
              <Group>
                <Button
                  size="xs"
                  variant="default"
                  loading={withdraw.isPending && withdraw.variables?.path.id === p.id}
                  onClick={() =>
                    withdraw.mutate(
                      { path: { id: p.id } },
                      { onSuccess: () => toast({ title: `Withdrawn: ${p.title}` }) },
                    )
                  }
                >
                  Withdraw
                </Button>
              </Group>
            ) : null}
            {p.feedback ? <FeedbackView projectId={p.id} feedback={p.feedback} canMarkHelpful={p.mine} /> : null}
          </ProjectCard>
        ))
      )}
    </Stack>
  );
}

function ReviewQueue() {
  const [page, setPage] = useState(1);
  const queue = useReviewQueue(page, true);
  const claim = useClaim();
  const navigate = useNavigate();
  if (queue.isPending) return <Skeleton height={240} />;
  if (queue.isError) {
    return (
      <Alert color="red" title="Could not load the queue">
        {errorMessage(queue.error, 'Please try again.')}
      </Alert>
    );
  }
  const { data } = queue;
  const pages = Math.max(1, Math.ceil(data.total / QUEUE_PAGE_SIZE));
  const active = data.claimed.filter((p) => p.state === 'in_review');
  return (
    <Stack gap="md" component="section" aria-labelledby="queue-heading">
      <Title order={2} size="h3" id="queue-heading">
        Review queue
      </Title>
      <Group gap="xl" aria-live="polite">
        <div>
          <Text size="xs" c="dimmed">
            Median wait of open projects
          </Text>
          <Text fw={600}>{duration(data.medianOpenWaitSeconds)}</Text>
        </div>
        <div>
          <Text size="xs" c="dimmed">
            Median time to feedback (last 30 days)
          </Text>
          <Text fw={600}>{duration(data.medianReviewedWaitSeconds)}</Text>
        </div>
        <div>
          <Text size="xs" c="dimmed">
            Waiting
          </Text>
          <Text fw={600}>{data.total}</Text>
        </div>
      </Group>
      {active.length > 0 ? (
        <Stack gap="xs">
          <Title order={3} size="h5">
            Claimed by you
          </Title>
          <List>
            {active.map((p) => (
              <List.Item key={p.id}>
                <Anchor component={Link} to={pathTo('projectFeedbackDetail', { id: String(p.id) })}>
                  {p.title}
                </Anchor>{' '}
                <Text span size="sm" c="dimmed">
                  (claim ends {p.claimExpiresAt ? ago(p.claimExpiresAt) : 'soon'})
                </Text>
              </List.Item>
            ))}
          </List>
        </Stack>
      ) : null}
      {claim.isError ? (
        <Alert color="red" title="Not claimed">
          {errorMessage(claim.error, 'Please try again.')}
        </Alert>
      ) : null}
      {data.items.length === 0 ? (
        <Alert color="gray" title="The queue is empty">
          No project is waiting for a reviewer. Thank you for helping!
        </Alert>
      ) : (
        data.items.map((p) => (
          <ProjectCard key={p.id} project={p}>
            <Text size="sm" lineClamp={3}>
              {p.description}
            </Text>
            <Group>
              <Button
                size="xs"
                loading={claim.isPending && claim.variables?.path.id === p.id}
                onClick={() =>
                  claim.mutate(
                    { path: { id: p.id } },
                    {
                      // Claiming is the first step of reviewing: the review form of that project opens.
                      onSuccess: () => {
                        toast({ title: `Claimed: ${p.title}. You have 48 hours to review it.` });
                        void navigate(pathTo('projectFeedbackDetail', { id: String(p.id) }));
                      },
                    },
                  )
                }
              >
                Claim and review
              </Button>
            </Group>
          </ProjectCard>
        ))
      )}
      {pages > 1 ? <Pagination total={pages} value={page} onChange={setPage} aria-label="Queue pages" /> : null}
    </Stack>
  );
}

/** /project-feedback: what it is, my projects and the feedback on them, and for reviewers the queue. */
export function ProjectFeedbackPage() {
  const { user } = useSession();
  const mine = useMyProjects(Boolean(user));
  const [params, setParams] = useSearchParams();
  const reviewer = mine.data?.reviewer;
  const tab = params.get('tab') === 'review' && reviewer?.eligible ? 'review' : 'mine';
  return (
    <Container size="md" py="xl">
      <PageMeta
        title="Project Feedback · DevPath"
        description="Share a project you built and get a structured code review from experienced developers."
      />
      <Stack gap="lg">
        <Intro />
        {!user ? (
          <Alert color="blue" title="Sign in to submit a project">
            {/* The alert's own text colour, underlined: the link colour on its tinted background missed 4.5:1 in the dark scheme. */}
            <Anchor component={Link} to={paths.auth} c="inherit" underline="always" fw={600}>
              Sign in
            </Anchor>{' '}
            to share a project and read the feedback on it.
          </Alert>
        ) : mine.isPending ? (
          <Skeleton height={200} />
        ) : mine.isError ? (
          <Alert color="red" title="Could not load your projects">
            {errorMessage(mine.error, 'Please try again.')}
          </Alert>
        ) : (
          <Tabs
            value={tab}
            onChange={(value) => setParams(value === 'review' ? { tab: 'review' } : {}, { replace: true })}
          >
            <Tabs.List>
              <Tabs.Tab value="mine">My projects</Tabs.Tab>
              {mine.data.reviewer.eligible ? <Tabs.Tab value="review">Review queue</Tabs.Tab> : null}
            </Tabs.List>
            <Tabs.Panel value="mine" pt="md">
              <MyProjects data={mine.data} userId={user.id} />
              {!mine.data.reviewer.eligible ? (
                <Text size="sm" c="dimmed" mt="lg">
                  Reviewing opens at {mine.data.reviewer.threshold} XP; you have {mine.data.reviewer.xp}. Each review
                  you give earns 15 XP.
                </Text>
              ) : null}
            </Tabs.Panel>
            {mine.data.reviewer.eligible ? (
              <Tabs.Panel value="review" pt="md">
                {tab === 'review' ? <ReviewQueue /> : null}
              </Tabs.Panel>
            ) : null}
          </Tabs>
        )}
      </Stack>
    </Container>
  );
}

export default ProjectFeedbackPage;
