import { Group, Paper, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';

export function StatCard({
  label,
  value,
  hint,
  icon,
  color,
}: {
  label: string;
  value: ReactNode;
  hint?: string;
  icon: ReactNode;
  color: string;
}) {
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <div>
          <Text size="sm" c="dimmed" fw={500}>
            {label}
          </Text>
          <Text fz={28} fw={700} lh={1.2} mt={4}>
            {value}
          </Text>
        </div>
        <ThemeIcon variant="light" color={color} size="lg" radius="md" aria-hidden="true">
          {icon}
        </ThemeIcon>
      </Group>
      {hint && (
        <Text size="xs" c="dimmed" mt={6}>
          {hint}
        </Text>
      )}
    </Paper>
  );
}
