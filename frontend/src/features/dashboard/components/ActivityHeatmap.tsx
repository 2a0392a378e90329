import '@mantine/core/styles/Paper.css';
import { Group, Paper, Skeleton, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import type { CalendarResponse } from '../../../api/generated/types.gen';
import classes from './ActivityHeatmap.module.css';
import { days as dayCount } from '../../../lib/plural';

const DAY_MS = 86_400_000;
const dayLabel = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });

/** Every day from `from` to `to` (YYYY-MM-DD), with blank days before `from` so weeks start on Monday. */
function days(from: string, to: string): Array<string | null> {
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  const lead = (new Date(start).getUTCDay() + 6) % 7;
  const list: Array<string | null> = Array.from({ length: lead }, () => null);
  for (let t = start; t <= end; t += DAY_MS) list.push(new Date(t).toISOString().slice(0, 10));
  return list;
}

/** A year of learning days (and the days a freeze covered), one square per day, weeks as columns. */
export function ActivityHeatmap({ calendar, loading }: { calendar?: CalendarResponse; loading: boolean }) {
  const active = new Set(calendar?.active);
  const frozen = new Set(calendar?.frozen);
  // On a narrow screen the grid scrolls: start at the latest weeks.
  const grid = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls to the latest weeks each time a calendar arrives
  useEffect(() => {
    if (grid.current) grid.current.scrollLeft = grid.current.scrollWidth;
  }, [calendar]);
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="heatmap-title">
      <Title order={2} size="h3" id="heatmap-title" mb="xs">
        Learning days
      </Title>
      {loading ? (
        <Skeleton height={95} />
      ) : !calendar ? (
        <Text size="sm" c="dimmed">
          Your learning days could not be loaded.
        </Text>
      ) : (
        <>
          <Text size="sm" c="dimmed" mb="sm">
            {dayCount(active.size)} of learning in the last year
            {frozen.size ? `, ${frozen.size} kept by a streak freeze` : ''}.
          </Text>
          <div
            ref={grid}
            className={classes.grid}
            role="img"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: the grid scrolls sideways on a phone; keyboard users focus it to scroll (axe: scrollable-region-focusable)
            tabIndex={0}
            aria-label={`Learning days from ${calendar.from} to ${calendar.to}: ${active.size} active, ${frozen.size} frozen`}
          >
            {days(calendar.from, calendar.to).map((day, i) =>
              day ? (
                <span
                  key={day}
                  className={`${classes.cell} ${active.has(day) ? classes.active : frozen.has(day) ? classes.frozen : ''}`}
                  title={`${dayLabel.format(new Date(`${day}T00:00:00Z`))}: ${active.has(day) ? 'learned' : frozen.has(day) ? 'streak freeze' : 'no activity'}`}
                />
              ) : (
                <span key={`blank-${i}`} />
              ),
            )}
          </div>
          <Group gap="md" mt="xs">
            <Text size="xs" c="dimmed">
              <span className={`${classes.legend} ${classes.active}`} aria-hidden="true" />
              Learned
            </Text>
            <Text size="xs" c="dimmed">
              <span className={`${classes.legend} ${classes.frozen}`} aria-hidden="true" />
              Streak freeze
            </Text>
            <Text size="xs" c="dimmed">
              <span className={`${classes.legend} ${classes.cell}`} aria-hidden="true" />
              No activity
            </Text>
          </Group>
        </>
      )}
    </Paper>
  );
}
