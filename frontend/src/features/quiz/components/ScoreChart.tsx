import '@mantine/core/styles/Progress.css';
import { Group, Stack, Text } from '@mantine/core';
import type { TrackScoreResponse } from '../../../api/generated/types.gen';
import { LabelledProgress } from '../../../components/LabelledProgress';

/** A score per track as horizontal bars, best first; every bar is labelled with its track and percentage (no colour-only meaning). */
export function ScoreChart({ scores, top }: { scores: TrackScoreResponse[]; top: string }) {
  return (
    <Stack
      component="ol"
      gap="sm"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label="Your match with each career track"
    >
      {scores.map((s) => (
        <li key={s.track}>
          <Group justify="space-between" mb={2}>
            <Text size="sm" fw={s.track === top ? 700 : 500} id={`score-${s.track}`}>
              {s.title}
            </Text>
            <Text size="sm" fw={600}>
              {s.percent}%
            </Text>
          </Group>
          <LabelledProgress
            value={s.percent}
            color={s.track === top ? 'indigo' : 'gray'}
            size="lg"
            radius="xl"
            labelledBy={`score-${s.track}`}
          />
        </li>
      ))}
    </Stack>
  );
}
