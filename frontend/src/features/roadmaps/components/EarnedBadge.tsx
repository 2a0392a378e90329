import '@mantine/core/styles/Badge.css';
import { Badge } from '@mantine/core';
import { IconCircleCheckFilled, IconCode, IconHandFinger } from '@tabler/icons-react';
import { EARNED_LABELS, type Earned } from './status';

const ICONS = { passed: IconCircleCheckFilled, 'exercise-left': IconCode, 'marked-done': IconHandFinger } as const;

/**
 * Passed is filled (earned), Exercise left light, Marked done an outline: three looks and three
 * words, so neither colour nor shape alone tells them apart.
 */
export function EarnedBadge({ earned, size = 'sm' }: { earned: Earned; size?: 'xs' | 'sm' | 'md' }) {
  const Icon = ICONS[earned];
  return (
    <Badge
      size={size}
      color={earned === 'passed' ? 'teal.9' : earned === 'exercise-left' ? 'indigo' : 'gray'}
      variant={earned === 'passed' ? 'filled' : earned === 'exercise-left' ? 'light' : 'outline'}
      autoContrast={earned === 'passed'}
      leftSection={<Icon size={12} aria-hidden="true" />}
      data-earned={earned}
    >
      {EARNED_LABELS[earned]}
    </Badge>
  );
}
