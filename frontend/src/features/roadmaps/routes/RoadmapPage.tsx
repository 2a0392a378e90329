import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Skeleton.css';
import {
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  Modal,
  Paper,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconCertificate, IconDownload, IconPlayerPlay, IconRefresh } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { PageLoadFailed } from '../../../components/PageLoadFailed';
import { PageMeta } from '../../../components/PageMeta';
import { useSession } from '../../../lib/session/SessionProvider';
import {
  downloadProgressExport,
  LEVEL_LABELS,
  STATUS_LABELS,
  useEnrol,
  useResetProgress,
  useRoadmap,
  useRoadmapProgress,
  useSetModuleStatus,
  type Level,
  type ModuleStatus,
} from '../api/roadmaps';
import { Markdown } from '../../../components/Markdown';
import { ModulePanel } from '../components/ModulePanel';
import { RoadmapList } from '../components/RoadmapList';
import { RoadmapMap } from '../components/RoadmapMap';
import { EarnedBadge } from '../components/EarnedBadge';
import { EARNED_HELP, STATUS_DOT_COLORS, STATUS_ORDER, type Earned } from '../components/status';
import { LabelledProgress } from '../../../components/LabelledProgress';

const EARNED_ORDER: Earned[] = ['passed', 'exercise-left', 'marked-done'];

/** The self-set statuses' colours, then what is earned: passed, an exercise left, marked done (each explained). */
function Legend({ signedIn }: { signedIn: boolean }) {
  return (
    <Stack gap={6}>
      <Group gap="xs" aria-label="Status colours">
        {STATUS_ORDER.map((status) => (
          <Badge key={status} color={STATUS_DOT_COLORS[status]} variant="dot">
            {STATUS_LABELS[status]}
          </Badge>
        ))}
      </Group>
      {signedIn ? (
        <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }} aria-label="What the badges mean">
          {EARNED_ORDER.map((earned) => (
            <Group component="li" key={earned} gap="xs" wrap="nowrap" align="flex-start">
              <EarnedBadge earned={earned} size="xs" />
              <Text size="xs" c="dimmed">
                {EARNED_HELP[earned]}
              </Text>
            </Group>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}

/** /roadmap/{slug} and /bootcamps/{id}: the roadmap as a map or a list, progress, continue, the exam, reset and export. */
export function RoadmapPage() {
  const params = useParams();
  const ref = params.slug ?? params.id ?? '';
  const [search, setSearch] = useSearchParams();
  const small = useMediaQuery('(max-width: 767px)', false, { getInitialValueInEffect: false });
  const view =
    search.get('view') === 'map' || search.get('view') === 'list'
      ? (search.get('view') as 'map' | 'list')
      : small
        ? 'list'
        : 'map';
  const openKey = search.get('module');
  const { user } = useSession();
  const signedIn = Boolean(user);
  const roadmap = useRoadmap(ref);
  const progress = useRoadmapProgress(ref, signedIn);
  const setStatus = useSetModuleStatus(ref);
  const enrol = useEnrol(ref);
  const reset = useResetProgress(ref);
  const [confirmOpen, confirm] = useDisclosure(false);

  const modules = useMemo(() => roadmap.data?.sections.flatMap((s) => s.modules) ?? [], [roadmap.data]);
  const statuses: Record<string, ModuleStatus> =
    (progress.data?.statuses as Record<string, ModuleStatus> | undefined) ?? {};
  const percent = progress.data?.percent ?? 0;
  // The exam opens when every module is passed (earned), not at a share of self-set statuses (the exams module checks it too).
  const examOpen = progress.data?.allPassed ?? false;
  const continueKey = progress.data?.continueModuleKey ?? modules[0]?.key ?? null;

  const update = (changes: Record<string, string | null>) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: 'view' in changes },
    );
  const open = (moduleKey: string) => update({ module: moduleKey });

  if (roadmap.isPending) {
    return (
      <Container size="lg" py="xl">
        <Stack gap="md" role="status" aria-busy="true" aria-label="Loading the roadmap">
          <Skeleton height={36} width="50%" />
          <Skeleton height={16} />
          <Skeleton height={16} width="70%" />
          <Skeleton height={240} />
        </Stack>
      </Container>
    );
  }
  if (roadmap.isError) {
    return (
      <PageLoadFailed
        error={roadmap.error}
        heading="Roadmap"
        notFound={{
          documentTitle: 'Roadmap not found · DevPath',
          title: 'This roadmap does not exist',
          text: 'It may have been renamed or unpublished.',
        }}
        failedTitle="Could not load this roadmap"
        back={{ to: '/roadmaps', label: 'See all roadmaps' }}
      />
    );
  }

  const data = roadmap.data;
  const enrolled = progress.data?.enrolled ?? false;
  const continueTitle = modules.find((m) => m.key === continueKey)?.title;
  return (
    <Container size="lg" py="xl">
      <PageMeta title={`${data.title} roadmap · DevPath`} description={data.summary} />
      <Stack gap="lg">
        <Stack gap="xs">
          <Anchor component={Link} to="/roadmaps" size="sm">
            ← All roadmaps
          </Anchor>
          <Title order={1}>{data.title}</Title>
          <Group gap="xs">
            <Badge variant="light">{LEVEL_LABELS[data.level as Level]}</Badge>
            <Badge variant="light" color="gray">
              About {data.estimatedHours} hours
            </Badge>
            <Badge variant="light" color="gray">
              {data.moduleCount} modules
            </Badge>
          </Group>
          <Markdown>{data.descriptionMd}</Markdown>
          {data.prerequisites.length ? (
            <Text size="sm">
              <Text span fw={600}>
                Before you start:{' '}
              </Text>
              {data.prerequisites.join(' · ')}
            </Text>
          ) : null}
        </Stack>

        <Paper withBorder p="md" radius="md">
          {signedIn ? (
            <Stack gap="sm">
              <Group justify="space-between" align="flex-end">
                <Text fw={600} id="roadmap-progress-label">
                  Your progress: {percent}%
                </Text>
                <Text size="sm" c="dimmed">
                  {progress.data
                    ? `${Object.keys(progress.data.passed).length} passed · ${progress.data.counts.done} done · ${progress.data.counts.skipped} skipped · ${progress.data.counts.learning} in progress · ${progress.data.counts.total} in all`
                    : 'Loading…'}
                </Text>
              </Group>
              <LabelledProgress
                value={percent}
                size="lg"
                radius="xl"
                color="teal"
                labelledBy="roadmap-progress-label"
              />
              <Group gap="sm">
                {enrolled ? (
                  continueKey ? (
                    <Button
                      leftSection={<IconPlayerPlay size={16} aria-hidden="true" />}
                      onClick={() => open(continueKey)}
                    >
                      Continue: {continueTitle}
                    </Button>
                  ) : null
                ) : (
                  <Button
                    leftSection={<IconPlayerPlay size={16} aria-hidden="true" />}
                    loading={enrol.isPending}
                    onClick={() =>
                      enrol.mutate(
                        { path: { ref } },
                        { onSuccess: (p) => p.continueModuleKey && open(p.continueModuleKey) },
                      )
                    }
                  >
                    Start this roadmap
                  </Button>
                )}
                <Button
                  component={Link}
                  to={`/roadmap-exam/${data.slug}`}
                  variant={examOpen ? 'filled' : 'default'}
                  color="indigo"
                  leftSection={<IconCertificate size={16} aria-hidden="true" />}
                >
                  {examOpen ? 'Take the exam' : 'Exam (opens when every module is passed)'}
                </Button>
                <Button
                  variant="subtle"
                  leftSection={<IconDownload size={16} aria-hidden="true" />}
                  onClick={() => void downloadProgressExport()}
                >
                  Export progress
                </Button>
                {enrolled ? (
                  <Button
                    variant="subtle"
                    color="red"
                    leftSection={<IconRefresh size={16} aria-hidden="true" />}
                    onClick={confirm.open}
                  >
                    Reset
                  </Button>
                ) : null}
              </Group>
            </Stack>
          ) : (
            <Group justify="space-between">
              <Text>Sign in to track your progress, earn XP for each module and unlock the exam.</Text>
              <Button component={Link} to="/auth" state={{ from: { pathname: `/roadmap/${data.slug}` } }}>
                Sign in to start
              </Button>
            </Group>
          )}
        </Paper>

        <Group justify="space-between" align="flex-start">
          <Legend signedIn={signedIn} />
          <SegmentedControl
            aria-label="How to show the roadmap"
            value={view}
            onChange={(value) => update({ view: value })}
            data={[
              { value: 'map', label: 'Map' },
              { value: 'list', label: 'List' },
            ]}
          />
        </Group>

        {view === 'map' ? (
          <RoadmapMap
            roadmap={data}
            statuses={statuses}
            earned={progress.data}
            current={enrolled ? continueKey : null}
            onOpen={open}
          />
        ) : (
          <RoadmapList
            roadmap={data}
            statuses={statuses}
            earned={progress.data}
            current={enrolled ? continueKey : null}
            onOpen={open}
          />
        )}
      </Stack>

      <ModulePanel
        roadmapRef={ref}
        moduleKey={openKey && modules.some((m) => m.key === openKey) ? openKey : null}
        modules={modules}
        status={(openKey && statuses[openKey]) || 'pending'}
        earned={progress.data}
        signedIn={signedIn}
        saving={setStatus.isPending}
        onStatus={(status) => openKey && setStatus.mutate({ path: { ref, moduleKey: openKey }, body: { status } })}
        onOpen={open}
        onClose={() => update({ module: null })}
      />

      <Modal opened={confirmOpen} onClose={confirm.close} title="Reset your progress on this roadmap?">
        <Stack>
          <Text>
            Every module of {data.title} goes back to “Not started”, except modules that are also part of another
            roadmap you follow. XP you earned stays, and your other roadmaps are not touched.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={confirm.close}>
              Cancel
            </Button>
            <Button
              color="red"
              loading={reset.isPending}
              onClick={() => reset.mutate({ path: { ref } }, { onSuccess: confirm.close })}
            >
              Reset progress
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Container>
  );
}

export default RoadmapPage;
