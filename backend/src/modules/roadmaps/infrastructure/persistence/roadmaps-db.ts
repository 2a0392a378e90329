import type { Database } from '../../../../platform/database/typed-sql.js';

/** The tables roadmaps own (their migrations create them): their SQL can name no other. */
export type RoadmapsDb = Pick<
  Database,
  | 'roadmaps'
  | 'roadmap_sections'
  | 'roadmap_nodes'
  | 'roadmap_modules'
  | 'roadmap_enrolments'
  | 'module_progress'
  | 'module_checks'
  | 'check_attempts'
  | 'module_check_passes'
  | 'module_passes'
>;
