import type { EntityManager } from '@mikro-orm/postgresql';
import { pgTextArray } from '../../../../platform/database/sql-values.js';
import type { ProblemContent } from '../../domain/problem.js';

/**
 * Inserts each shipped problem by its stable slug and updates those no moderator edited (a
 * changed test or reference drops the calibrated time limits, measured again at the next
 * start); deletes nothing, so learners' submissions keep their problem.
 */
export async function loadProblems(em: EntityManager, problems: readonly ProblemContent[]): Promise<void> {
  for (const [position, p] of problems.entries()) {
    await em.execute(
      `insert into practice_problems (slug, position, title, difficulty, tags, statement_md, constraints, signature, starter, reference,
         samples, hidden, comparator, hints, editorial_md, memory_limit_mb)
       values (?, ?, ?, ?, ?::text[], ?, ?::jsonb, ?::jsonb, ?::jsonb, ?::jsonb, ?::jsonb, ?::jsonb, ?::jsonb, ?::jsonb, ?, ?)
       on conflict (slug) do update set position = excluded.position, title = excluded.title, difficulty = excluded.difficulty,
         tags = excluded.tags, statement_md = excluded.statement_md, constraints = excluded.constraints, signature = excluded.signature,
         starter = excluded.starter, reference = excluded.reference, samples = excluded.samples, hidden = excluded.hidden,
         comparator = excluded.comparator, hints = excluded.hints, editorial_md = excluded.editorial_md, memory_limit_mb = excluded.memory_limit_mb,
         time_limits = case when practice_problems.reference = excluded.reference and practice_problems.samples = excluded.samples
                              and practice_problems.hidden = excluded.hidden then practice_problems.time_limits else '{}'::jsonb end,
         updated_at = now()
       where not practice_problems.edited_by_staff`,
      [
        p.slug,
        position,
        p.title,
        p.difficulty,
        pgTextArray(p.tags),
        p.statementMd,
        JSON.stringify(p.constraints),
        JSON.stringify(p.signature),
        JSON.stringify(p.starter),
        JSON.stringify(p.reference),
        JSON.stringify(p.samples),
        JSON.stringify(p.hidden),
        JSON.stringify(p.comparator),
        JSON.stringify(p.hints),
        p.editorialMd,
        p.memoryLimitMb,
      ],
    );
  }
}
