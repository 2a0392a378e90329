import { Group, Text } from '@mantine/core';
import { IconStar, IconStarFilled, IconStarHalfFilled } from '@tabler/icons-react';
import { formatRating } from '../api/marketplace';

/** A rating in tenths of a star as five stars plus the figure; the stars are decoration, the text says it. */
export function Stars({ tenths, count, size = 16 }: { tenths: number; count?: number; size?: number }) {
  const stars = Array.from({ length: 5 }, (_, i) => {
    const left = tenths - i * 10;
    if (left >= 8) return <IconStarFilled key={i} size={size} aria-hidden="true" />;
    if (left >= 3) return <IconStarHalfFilled key={i} size={size} aria-hidden="true" />;
    return <IconStar key={i} size={size} aria-hidden="true" />;
  });
  const label =
    count === 0
      ? 'No ratings yet'
      : `${formatRating(tenths)} out of 5${count !== undefined ? `, ${count} rating${count === 1 ? '' : 's'}` : ''}`;
  return (
    <Group gap={4} wrap="nowrap">
      <Group gap={0} c="yellow.9" wrap="nowrap">
        {stars}
      </Group>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
    </Group>
  );
}
