import type { Database } from '../../../../platform/database/typed-sql.js';

/** The tables practice owns (its migrations create them): its SQL can name no other. */
export type PracticeDb = Pick<Database, 'practice_problems' | 'practice_submissions' | 'practice_solved'>;
