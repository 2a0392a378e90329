import { Fragment } from 'react';
import type { RoadmapDetailResponse } from '../../../api/generated/types.gen';
import { STATUS_LABELS, type ModuleStatus } from '../api/roadmaps';
import { STATUS_COLORS } from './status';
import { StatusIcon } from './StatusIcon';
import classes from './RoadmapMap.module.css';

export interface RoadmapViewProps {
  roadmap: RoadmapDetailResponse;
  statuses: Record<string, ModuleStatus>;
  /** The modules whose checks the learner passed (key → when), shown apart from the self-set status. */
  checksPassed?: Record<string, string>;
  /** The module to continue with (outlined). */
  current: string | null;
  onOpen: (moduleKey: string) => void;
}

/**
 * The roadmap drawn as a map, as roadmap.sh does: each section a box joined to the next by a
 * line, each module a node coloured by its status (with an icon and its status in its label, so
 * colour is never the only sign). Every node is a button: Tab reaches it, Enter opens it.
 */
export function RoadmapMap({ roadmap, statuses, checksPassed = {}, current, onOpen }: RoadmapViewProps) {
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
                const color = STATUS_COLORS[status];
                const passed = module.key in checksPassed;
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
                      aria-label={`${module.title}: ${STATUS_LABELS[status]}${passed ? ', checks passed' : ''}`}
                      onClick={() => onOpen(module.key)}
                    >
                      <span className={classes.nodeIcon}>
                        <StatusIcon status={status} />
                      </span>
                      <span className={classes.nodeTitle}>{module.title}</span>
                      {passed ? <span className={classes.passed}>Passed</span> : null}
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
