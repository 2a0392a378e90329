import type { Database } from '../../../../platform/database/typed-sql.js';

/** The tables exams own (their migrations create them): their SQL can name no other. */
export type ExamsDb = Pick<Database, 'exam_attempts' | 'exam_questions'>;
