import type { Database } from '../../../../platform/database/typed-sql.js';

/** The tables the career quiz owns (its migrations create them): its SQL can name no other. */
export type QuizDb = Pick<Database, 'quiz_questions' | 'quiz_results'>;
