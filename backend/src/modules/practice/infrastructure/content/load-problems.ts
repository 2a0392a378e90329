import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import type { Json } from '../../../../platform/database/db.generated.js';
import { typedSql } from '../../../../platform/database/typed-sql.js';
import type { ProblemContent } from '../../domain/problem.js';
import type { PracticeDb } from '../persistence/practice-db.js';

/**
 * Inserts each shipped problem by its stable slug and updates those no moderator edited (a
 * changed test or reference drops the calibrated time limits, measured again at the next
 * start); deletes nothing, so learners' submissions keep their problem.
 */
export async function loadProblems(em: EntityManager, problems: readonly ProblemContent[]): Promise<void> {
  const db = typedSql<PracticeDb>(em);
  for (const [position, p] of problems.entries()) {
    await db
      .insertInto('practice_problems')
      .values({
        slug: p.slug,
        position,
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
      })
      .onConflict((oc) =>
        oc
          .column('slug')
          .doUpdateSet((eb) => ({
            position: eb.ref('excluded.position'),
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
            // The calibrated limits stay while what they were measured on (tests, reference) is unchanged.
            time_limits: eb
              .case()
              .when(
                eb.and([
                  eb('practice_problems.reference', '=', eb.ref('excluded.reference')),
                  eb('practice_problems.samples', '=', eb.ref('excluded.samples')),
                  eb('practice_problems.hidden', '=', eb.ref('excluded.hidden')),
                ]),
              )
              .then(eb.ref('practice_problems.time_limits'))
              .else(sql<Json>`'{}'::jsonb`)
              .end(),
            updated_at: sql`now()`,
          }))
          .where('practice_problems.edited_by_staff', '=', false),
      )
      .execute();
  }
}
