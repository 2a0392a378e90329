import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Skeleton.css';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Drawer,
  Group,
  List,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft, IconArrowRight, IconClock, IconExternalLink } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import type { ModuleNodeResponse } from '../../../api/generated/types.gen';
import { errorMessage } from '../../../lib/api/errors';
import { STATUS_LABELS, useRoadmapModule, type ModuleStatus } from '../api/roadmaps';
import { Markdown } from '../../../components/Markdown';
import { useModuleChecks } from '../api/checks';
import { ChecksPanel } from './ChecksPanel';
import { CodeExercise } from './CodeExercise';
import { LessonPractice } from './LessonPractice';
import { EarnedBadge } from './EarnedBadge';
import { EARNED_HELP, earnedState, STATUS_ORDER, type EarnedProgress } from './status';

export interface ModulePanelProps {
  roadmapRef: string;
  moduleKey: string | null;
  modules: ModuleNodeResponse[];
  status: ModuleStatus;
  /** What the learner earned on the roadmap (checks passed, modules passed, code exercises), distinct from the self-set status. */
  earned?: EarnedProgress;
  signedIn: boolean;
  saving: boolean;
  onStatus: (status: ModuleStatus) => void;
  onOpen: (moduleKey: string) => void;
  onClose: () => void;
}

/**
 * The module's code exercises, each with its editor: which they are is public (the module's
 * checks name them), whether I solved each comes from my progress. Signed out, each shows its
 * statement and asks to sign in to run code.
 */
function LessonExercises({
  roadmapRef,
  moduleKey,
  earned,
  signedIn,
}: {
  roadmapRef: string;
  moduleKey: string;
  earned: EarnedProgress;
  signedIn: boolean;
}) {
  const checks = useModuleChecks(roadmapRef, moduleKey);
  const solved = new Map((earned.exercises?.[moduleKey] ?? []).map((e) => [e.slug, e.solved]));
  const slugs = checks.data?.exercises ?? [];
  return slugs.map((slug, index) => (
    <CodeExercise
      key={slug}
      slug={slug}
      solved={solved.get(slug) ?? false}
      signedIn={signedIn}
      position={{ index: index + 1, total: slugs.length }}
    />
  ));
}

/** `2026-11` → "November 2026" (the month a lesson was checked against its sources). */
export const reviewedMonth = (month: string) =>
  new Date(`${month}-01T12:00:00Z`).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

const minutes = (total: number) =>
  total < 60 ? `${total} min` : `${Math.floor(total / 60)} h${total % 60 ? ` ${total % 60} min` : ''}`;

/** A module's lesson in a side panel: the text, its free resources, its status, and the way to the previous and next modules. */
export function ModulePanel({
  roadmapRef,
  moduleKey,
  modules,
  status,
  earned = {},
  signedIn,
  saving,
  onStatus,
  onOpen,
  onClose,
}: ModulePanelProps) {
  const lesson = useRoadmapModule(roadmapRef, moduleKey);
  const location = useLocation();
  const index = modules.findIndex((m) => m.key === moduleKey);
  const node = index >= 0 ? modules[index] : undefined;
  const previous = index > 0 ? modules[index - 1] : undefined;
  const next = index >= 0 && index < modules.length - 1 ? modules[index + 1] : undefined;
  // At phone widths the four statuses do not fit side by side ("Skipped" was cut off): one under another.
  const narrow = useMediaQuery('(max-width: 575px)', false, { getInitialValueInEffect: false });
  const state = moduleKey ? earnedState(moduleKey, status, earned) : null;

  return (
    <Drawer
      opened={moduleKey !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={node?.title ?? 'Lesson'}
      closeButtonProps={{ 'aria-label': 'Close the lesson' }}
    >
      {node ? (
        <Stack gap="md">
          <Group gap="xs">
            <Badge variant="light" leftSection={<IconClock size={12} aria-hidden="true" />}>
              {minutes(node.estimatedMinutes)}
            </Badge>
            <Text size="sm" c="dimmed">
              Module {index + 1} of {modules.length}
            </Text>
            {state ? <EarnedBadge earned={state} /> : null}
          </Group>
          {state ? (
            <Text size="sm" c="dimmed" data-testid="earned-help">
              {EARNED_HELP[state]}
            </Text>
          ) : null}

          {signedIn ? (
            <Stack gap={4}>
              <Text size="sm" fw={600} id="module-status-label">
                Your status
              </Text>
              <SegmentedControl
                aria-labelledby="module-status-label"
                value={status}
                onChange={(value) => onStatus(value as ModuleStatus)}
                disabled={saving}
                fullWidth
                orientation={narrow ? 'vertical' : 'horizontal'}
                data={STATUS_ORDER.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
              />
            </Stack>
          ) : (
            <Alert color="indigo" variant="light">
              <Anchor component={Link} to="/auth" state={{ from: location }} underline="always">
                Sign in
              </Anchor>{' '}
              to save your progress and earn XP for each module you finish.
            </Alert>
          )}

          {lesson.isPending ? (
            <Stack gap="xs" role="status" aria-busy="true" aria-label="Loading the lesson">
              <Skeleton height={20} width="60%" />
              <Skeleton height={12} />
              <Skeleton height={12} />
              <Skeleton height={12} width="80%" />
            </Stack>
          ) : lesson.isError ? (
            <Alert color="red" title="Could not load this lesson">
              {errorMessage(lesson.error, 'Please try again.')}
            </Alert>
          ) : (
            <>
              <Markdown>{lesson.data.contentMd}</Markdown>
              {lesson.data.reviewedOn ? (
                <Text size="xs" c="dimmed">
                  Reviewed {reviewedMonth(lesson.data.reviewedOn)} against its primary sources.
                </Text>
              ) : null}
              <div>
                <Title order={3} size="h4" mb="xs">
                  Free resources
                </Title>
                <List spacing="xs" icon={<IconExternalLink size={16} aria-hidden="true" />}>
                  {lesson.data.resources.map((resource) => (
                    <List.Item key={resource.url}>
                      <Anchor href={resource.url} target="_blank" rel="noopener noreferrer">
                        {resource.title}
                      </Anchor>{' '}
                      <Text span size="xs" c="dimmed">
                        ({resource.kind}, opens in a new tab)
                      </Text>
                    </List.Item>
                  ))}
                </List>
              </div>
              <ChecksPanel roadmapRef={roadmapRef} moduleKey={node.key} signedIn={signedIn} />
              <LessonExercises roadmapRef={roadmapRef} moduleKey={node.key} earned={earned} signedIn={signedIn} />
              <LessonPractice moduleKey={node.key} />
            </>
          )}

          {signedIn && status !== 'done' ? (
            <Button color="teal" onClick={() => onStatus('done')} loading={saving}>
              Mark as done
            </Button>
          ) : null}

          <Group justify="space-between">
            {previous ? (
              <Button
                variant="subtle"
                leftSection={<IconArrowLeft size={16} aria-hidden="true" />}
                onClick={() => onOpen(previous.key)}
              >
                {previous.title}
              </Button>
            ) : (
              <span />
            )}
            {next ? (
              <Button
                variant="subtle"
                rightSection={<IconArrowRight size={16} aria-hidden="true" />}
                onClick={() => onOpen(next.key)}
              >
                {next.title}
              </Button>
            ) : null}
          </Group>
        </Stack>
      ) : null}
    </Drawer>
  );
}
