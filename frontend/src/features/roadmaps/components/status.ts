import type { ModuleStatus } from '../api/roadmaps';

/** One colour per status, the same on the map, in the list and in the legend (with an icon and a word, never colour alone). */
export const STATUS_COLORS: Record<ModuleStatus, string> = {
  pending: 'gray',
  learning: 'yellow',
  done: 'teal',
  skipped: 'violet',
};
/**
 * The dot of a status badge (legend, list): a shade that stands out 3:1 (WCAG 1.4.11) from the
 * badge both in light (white) and in dark (dark 5). The plain colours resolve to shade 8, which
 * in dark left "Not started" (gray 8 on dark 5) invisible and the violet barely there.
 */
export const STATUS_DOT_COLORS: Record<ModuleStatus, string> = {
  pending: 'gray.6',
  learning: 'orange.7',
  done: 'teal.7',
  skipped: 'violet.4',
};
export const STATUS_ORDER: ModuleStatus[] = ['pending', 'learning', 'done', 'skipped'];

/** What the learner earned on a module, apart from the status they set themselves. */
export type Earned = 'passed' | 'exercise-left' | 'marked-done';

/** The parts of the roadmap's progress that say what is earned (all absent for a visitor). */
export interface EarnedProgress {
  checksPassed?: Record<string, string>;
  passed?: Record<string, string>;
  exercises?: Record<string, { slug: string; solved: boolean }[]>;
}

/**
 * Passed (checks and every code exercise: earned, the strongest state) first; then checks passed
 * with an exercise left; then a module the learner marked done without passing it.
 */
export function earnedState(key: string, status: string, progress: EarnedProgress): Earned | null {
  if (progress.passed?.[key]) return 'passed';
  if (progress.checksPassed?.[key] && exercisesLeft(key, progress) > 0) return 'exercise-left';
  if (status === 'done') return 'marked-done';
  return null;
}

/** How many of the module's code exercises are not solved yet. */
export const exercisesLeft = (key: string, progress: EarnedProgress) =>
  progress.exercises?.[key]?.filter((exercise) => !exercise.solved).length ?? 0;

export const EARNED_LABELS: Record<Earned, string> = {
  passed: 'Passed',
  'exercise-left': 'Exercise left',
  'marked-done': 'Marked done',
};

/** What each state means, said in the legend, the lesson and to screen readers. */
export const EARNED_HELP: Record<Earned, string> = {
  passed: 'Its checks are passed and its code exercises solved: it counts for the exam.',
  'exercise-left': 'Its checks are passed; solve its code exercise to pass it.',
  'marked-done': 'You marked this done; pass its checks and exercise to count it for the exam.',
};
