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
