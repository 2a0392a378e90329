import type { ExpressionBuilder, OnConflictDatabase, OnConflictTables } from 'kysely';
import type { Database } from '../../../../platform/database/typed-sql.js';
import type { ProblemContent } from '../../domain/problem.js';

/** The tables practice owns (its migrations create them): its SQL can name no other. */
export type PracticeDb = Pick<Database, 'practice_problems' | 'practice_submissions' | 'practice_solved'>;

/**
 * A problem's content as its row stores it: the one mapping both writers use (the content pack's
 * loader and the staff editor), so a new content field is added in one place.
 */
export function problemContentRow(p: ProblemContent) {
  return {
    slug: p.slug,
    title: p.title,
    difficulty: p.difficulty,
    tags: p.tags,
    statement_md: p.statementMd,
    constraints: JSON.stringify(p.constraints),
    signature: JSON.stringify(p.signature),
    starter: JSON.stringify(p.starter),
    reference: JSON.stringify(p.reference),
    samples: JSON.stringify(p.samples),
    hidden: JSON.stringify(p.hidden),
    comparator: JSON.stringify(p.comparator),
    hints: JSON.stringify(p.hints),
    editorial_md: p.editorialMd,
    memory_limit_mb: p.memoryLimitMb,
    modules: p.modules,
    sql_schema: p.sqlSchema ?? null,
  };
}

type ProblemUpsert = ExpressionBuilder<
  OnConflictDatabase<PracticeDb, 'practice_problems'>,
  OnConflictTables<'practice_problems'>
>;

/** On a slug conflict, the content columns of `problemContentRow` take the incoming row's values. */
export function incomingProblemContent(eb: ProblemUpsert) {
  return {
    title: eb.ref('excluded.title'),
    difficulty: eb.ref('excluded.difficulty'),
    tags: eb.ref('excluded.tags'),
    statement_md: eb.ref('excluded.statement_md'),
    constraints: eb.ref('excluded.constraints'),
    signature: eb.ref('excluded.signature'),
    starter: eb.ref('excluded.starter'),
    reference: eb.ref('excluded.reference'),
    samples: eb.ref('excluded.samples'),
    hidden: eb.ref('excluded.hidden'),
    comparator: eb.ref('excluded.comparator'),
    hints: eb.ref('excluded.hints'),
    editorial_md: eb.ref('excluded.editorial_md'),
    memory_limit_mb: eb.ref('excluded.memory_limit_mb'),
    modules: eb.ref('excluded.modules'),
    sql_schema: eb.ref('excluded.sql_schema'),
  };
}
