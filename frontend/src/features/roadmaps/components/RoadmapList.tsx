import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Paper.css';
import { Badge, Group, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { STATUS_LABELS } from '../api/roadmaps';
import { EarnedBadge } from './EarnedBadge';
import { moduleLabel, type RoadmapViewProps } from './RoadmapMap';
import { EARNED_HELP, earnedState, exercisesLeft, STATUS_COLORS, STATUS_DOT_COLORS } from './status';
import { StatusIcon } from './StatusIcon';

/** The same roadmap as an ordered, semantic list: the default on small screens and what a screen reader reads. */
export function RoadmapList({ roadmap, statuses, earned = {}, current, onOpen }: RoadmapViewProps) {
  let number = 0;
  return (
    <Stack
      component="ol"
      gap="lg"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={`${roadmap.title}: sections in order`}
    >
      {roadmap.sections.map((section) => (
        <li key={section.key}>
          <Title order={3} size="h4" mb="xs">
            {section.title}
          </Title>
          <Stack component="ol" gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
            {section.modules.map((module) => {
              number += 1;
              const status = statuses[module.key] ?? 'pending';
              const state = earnedState(module.key, status, earned);
              const left = exercisesLeft(module.key, earned);
              return (
                <li key={module.key}>
                  <Paper
                    withBorder
                    radius="sm"
                    p={0}
                    bd={current === module.key ? '2px solid var(--mantine-color-indigo-filled)' : undefined}
                  >
                    <UnstyledButton
                      onClick={() => onOpen(module.key)}
                      p="sm"
                      w="100%"
                      aria-label={`${number}. ${moduleLabel(module.title, status, state, earned.checksPassed?.[module.key], left)}. Open the lesson`}
                    >
                      <Group wrap="nowrap" gap="sm" align="flex-start">
                        <Text c={`${STATUS_COLORS[status]}.7`} mt={2} span>
                          <StatusIcon status={status} />
                        </Text>
                        <Stack gap={2} style={{ flex: 1 }}>
                          <Text fw={600}>
                            {number}. {module.title}
                          </Text>
                          <Text size="sm" c="dimmed">
                            {module.summary}
                          </Text>
                          {state && state !== 'passed' ? (
                            <Text size="xs" c="dimmed" fs="italic">
                              {EARNED_HELP[state]}
                            </Text>
                          ) : null}
                        </Stack>
                        <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
                          <Badge color={STATUS_DOT_COLORS[status]} variant="dot">
                            {STATUS_LABELS[status]}
                          </Badge>
                          {state ? <EarnedBadge earned={state} /> : null}
                        </Stack>
                      </Group>
                    </UnstyledButton>
                  </Paper>
                </li>
              );
            })}
          </Stack>
        </li>
      ))}
    </Stack>
  );
}
