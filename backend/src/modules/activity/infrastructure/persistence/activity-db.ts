import type { Database } from '../../../../platform/database/typed-sql.js';

/** The tables activity owns (its migrations create them): its SQL can name no other. */
export type ActivityDb = Pick<
  Database,
  | 'learner_progress'
  | 'xp_ledger'
  | 'activity_days'
  | 'streak_freezes'
  | 'leaderboard_all'
  | 'leaderboard_month'
  | 'leaderboard_week'
  | 'leaderboard_boards'
  | 'league_members'
  | 'league_groups'
  | 'league_placements'
  | 'league_weeks'
>;
