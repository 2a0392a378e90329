import '@mantine/core/styles/Progress.css';
import { Progress, type MantineColor, type MantineRadius, type MantineSize } from '@mantine/core';

/**
 * A progress bar whose progressbar element (Mantine's section) carries the accessible name:
 * `labelledBy` (the id of visible text saying what it measures) or `label`.
 */
export function LabelledProgress({
  value,
  labelledBy,
  label,
  color,
  size,
  radius,
}: {
  value: number;
  labelledBy?: string;
  label?: string;
  color?: MantineColor;
  size?: MantineSize;
  radius?: MantineRadius;
}) {
  return (
    <Progress.Root size={size} radius={radius}>
      <Progress.Section
        value={Math.max(0, Math.min(100, value))}
        color={color}
        aria-labelledby={labelledBy}
        aria-label={labelledBy ? undefined : label}
      />
    </Progress.Root>
  );
}
