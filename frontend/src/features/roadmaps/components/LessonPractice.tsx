import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Skeleton.css';
import { Alert, Anchor, Badge, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheckFilled, IconCircleDashed } from '@tabler/icons-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { DIFFICULTY_COLORS, DIFFICULTY_LABELS, type Difficulty } from '../../../components/code/difficulty';
import { errorMessage } from '../../../lib/api/errors';
import { pathTo } from '../../../lib/paths';
import { useModuleProblems } from '../api/exercise';

/** "Practice this lesson": the practice problems that exercise the module, with difficulty and my status. */
export function LessonPractice({ moduleKey }: { moduleKey: string }) {
  const problems = useModuleProblems(moduleKey);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Title order={3} size="h4" mb="xs" id={headingId}>
        Practice this lesson
      </Title>
      {problems.isPending ? (
        <Stack gap={6} role="status" aria-busy="true" aria-label="Loading the practice problems">
          <Skeleton height={20} />
          <Skeleton height={20} width="70%" />
        </Stack>
      ) : problems.isError ? (
        <Alert color="red" title="Could not load the practice problems">
          {errorMessage(problems.error, 'Please try again.')}
        </Alert>
      ) : problems.data.items.length === 0 ? (
        <Text size="sm" c="dimmed">
          No practice problems for this lesson: its topic is not code the judge runs.
        </Text>
      ) : (
        <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
          {problems.data.items.map((item) => {
            const difficulty = item.difficulty as Difficulty;
            return (
              <Group component="li" key={item.slug} gap="xs" wrap="nowrap" justify="space-between">
                <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
                  {item.status === 'solved' ? (
                    <IconCircleCheckFilled
                      size={16}
                      color="var(--mantine-color-teal-8)"
                      aria-label="Solved"
                      role="img"
                    />
                  ) : item.status === 'attempted' ? (
                    <IconCircleDashed
                      size={16}
                      color="var(--mantine-color-yellow-8)"
                      aria-label="Attempted"
                      role="img"
                    />
                  ) : null}
                  <Anchor component={Link} to={pathTo('problem', { id: item.slug })} size="sm">
                    {item.title}
                  </Anchor>
                </Group>
                <Badge size="sm" color={DIFFICULTY_COLORS[difficulty]} variant="filled" autoContrast>
                  {DIFFICULTY_LABELS[difficulty]}
                </Badge>
              </Group>
            );
          })}
        </Stack>
      )}
      {problems.data && problems.data.items.length > 0 ? (
        <Anchor
          component={Link}
          to={`${pathTo('practice')}?module=${encodeURIComponent(moduleKey)}`}
          size="sm"
          mt="xs"
          display="inline-block"
        >
          See them in practice
        </Anchor>
      ) : null}
    </section>
  );
}
