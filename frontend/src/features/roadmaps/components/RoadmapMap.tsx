import { Fragment } from 'react';
import type { RoadmapDetailResponse } from '../../../api/generated/types.gen';
import { STATUS_LABELS, type ModuleStatus } from '../api/roadmaps';
import { IconCode } from '@tabler/icons-react';
import { EARNED_LABELS, earnedState, exercisesLeft, STATUS_COLORS, type EarnedProgress } from './status';
import { StatusIcon } from './StatusIcon';
import classes from './RoadmapMap.module.css';

export interface RoadmapViewProps {
  roadmap: RoadmapDetailResponse;
  statuses: Record<string, ModuleStatus>;
  /** What the learner earned (checks passed, modules passed, code exercises), shown apart from the self-set status. */
  earned?: EarnedProgress;
  /** The module to continue with (outlined). */
  current: string | null;
  onOpen: (moduleKey: string) => void;
}

/** A module's name for screen readers: its title, self-set status, and what is earned or left. */
export function moduleLabel(
  title: string,
  status: ModuleStatus,
  state: ReturnType<typeof earnedState>,
  checksPassedAt: string | undefined,
  left: number,
) {
  const parts = [`${title}: ${STATUS_LABELS[status]}`];
  if (checksPassedAt) parts.push('checks passed');
  if (state === 'marked-done') parts.push('marked done, not passed');
  if (left > 0) parts.push(`${left} code exercise${left === 1 ? '' : 's'} left`);
  if (state === 'passed') parts.push('passed');
  return parts.join(', ');
}

/**
 * The roadmap drawn as a map, as roadmap.sh does: each section a box joined to the next by a
 * line, each module a node coloured by its status (with an icon and its status in its label, so
 * colour is never the only sign). Every node is a button: Tab reaches it, Enter opens it.
 */
export function RoadmapMap({ roadmap, statuses, earned = {}, current, onOpen }: RoadmapViewProps) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a named group of the map's sections, not a form: a fieldset would bring form semantics and its own border
    <div className={classes.map} role="group" aria-label={`${roadmap.title} roadmap map`}>
      {roadmap.sections.map((section, index) => (
        <Fragment key={section.key}>
          {index > 0 ? <div className={classes.connector} aria-hidden="true" /> : null}
          <section className={classes.section} aria-label={section.title}>
            <span className={classes.sectionTitle}>{section.title}</span>
            <ul className={classes.nodes}>
              {section.modules.map((module) => {
                const status = statuses[module.key] ?? 'pending';
                const state = earnedState(module.key, status, earned);
                // Passed is earned, the strongest state: its node is the colour of done whatever the self-set status.
                const color = state === 'passed' ? STATUS_COLORS.done : STATUS_COLORS[status];
                const left = exercisesLeft(module.key, earned);
                return (
                  <li key={module.key}>
                    <button
                      type="button"
                      className={classes.node}
                      style={{
                        ['--node-color' as string]: `var(--mantine-color-${color}-filled)`,
                        ['--node-bg' as string]: `var(--mantine-color-${color}-light)`,
                      }}
                      aria-current={current === module.key ? 'true' : undefined}
                      // The name is the visible title (WCAG 2.5.3) with the status and the earned state; the badge's word is
                      // drawn by CSS (data-label), so the visible text stays the title that starts the name.
                      aria-label={moduleLabel(module.title, status, state, earned.checksPassed?.[module.key], left)}
                      data-earned={state ?? undefined}
                      onClick={() => onOpen(module.key)}
                    >
                      <span className={classes.nodeIcon}>
                        <StatusIcon status={status} />
                      </span>
                      <span className={classes.nodeTitle}>{module.title}</span>
                      {left > 0 && state !== 'exercise-left' ? (
                        <span className={classes.exerciseIcon} title="Has a code exercise to solve" aria-hidden="true">
                          <IconCode size={16} aria-hidden="true" />
                        </span>
                      ) : null}
                      {state ? (
                        <span
                          className={classes.earned}
                          data-earned={state}
                          data-label={EARNED_LABELS[state]}
                          aria-hidden="true"
                        />
                      ) : null}
                    </button>
                  </li>
                );
              })}
            </ul>
          </section>
        </Fragment>
      ))}
    </div>
  );
}
