import { Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function SettingsSection({
  id,
  title,
  description,
  danger = false,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby={id}
      style={danger ? { borderColor: 'var(--mantine-color-red-4)' } : undefined}
    >
      <Title order={2} size="h3" id={id} c={danger ? 'var(--mantine-color-red-text)' : undefined}>
        {title}
      </Title>
      {description && (
        <Text size="sm" c="dimmed" mt={4} mb="md">
          {description}
        </Text>
      )}
      {!description && <div style={{ height: 'var(--mantine-spacing-md)' }} />}
      {children}
    </Paper>
  );
}
