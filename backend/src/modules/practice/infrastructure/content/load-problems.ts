import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import type { Json } from '../../../../platform/database/db.generated.js';
import { typedSql } from '../../../../platform/database/typed-sql.js';
import type { ProblemContent } from '../../domain/problem.js';
import { incomingProblemContent, type PracticeDb, problemContentRow } from '../persistence/practice-db.js';

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
      .values({ ...problemContentRow(p), position })
      .onConflict((oc) =>
        oc
          .column('slug')
          .doUpdateSet((eb) => ({
            ...incomingProblemContent(eb),
            position: eb.ref('excluded.position'),
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
