import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Paper.css';
import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ProjectResponse } from '../../../api/generated/types.gen';
import { pathTo } from '../../../lib/paths';
import { CRITERION_TITLE, STATE_LABELS, type Criterion } from '../api/feedback';

const relative = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });
export function ago(iso: string): string {
  const hours = Math.round((Date.parse(iso) - Date.now()) / 3_600_000);
  return Math.abs(hours) < 48 ? relative.format(hours, 'hour') : relative.format(Math.round(hours / 24), 'day');
}

/** A project in a list: title (to its page), state, addresses, focus areas. */
export function ProjectCard({ project, children }: { project: ProjectResponse; children?: ReactNode }) {
  const state = STATE_LABELS[project.state];
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-labelledby={`project-${project.id}`}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Title order={3} size="h5" id={`project-${project.id}`}>
            <Anchor component={Link} to={pathTo('projectFeedbackDetail', { id: String(project.id) })}>
              {project.title}
            </Anchor>
          </Title>
          <Badge color={state.color} variant="light">
            {state.label}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed">
          Submitted {ago(project.createdAt)}
          {project.roadmap ? ` · ${project.roadmap.title}` : ''}
        </Text>
        <Anchor
          href={project.repositoryUrl}
          target="_blank"
          rel="noopener noreferrer nofollow"
          size="sm"
          style={{ wordBreak: 'break-all' }}
        >
          {project.repositoryUrl}
        </Anchor>
        <Group gap={6}>
          {project.focusAreas.map((f) => (
            <Badge key={f} size="sm" variant="outline" color="gray">
              {CRITERION_TITLE[f as Criterion] ?? f}
            </Badge>
          ))}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
