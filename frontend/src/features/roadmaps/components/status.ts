import type { ModuleStatus } from '../api/roadmaps';

/** One colour per status, the same on the map, in the list and in the legend (with an icon and a word, never colour alone). */
export const STATUS_COLORS: Record<ModuleStatus, string> = { pending: 'gray', learning: 'yellow', done: 'teal', skipped: 'violet' };
export const STATUS_ORDER: ModuleStatus[] = ['pending', 'learning', 'done', 'skipped'];
