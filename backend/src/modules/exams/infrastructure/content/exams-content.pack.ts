import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { typedSql } from '../../../../platform/database/typed-sql.js';
import type { ExamsDb } from '../persistence/exams-db.js';
import type { ContentPack } from '../../../../platform/content/content-pack.js';
import type { ExamBankContent } from './exam-types.js';
import { EXAM_BANKS } from './index.js';

/** Raise when a shipped bank changes. Inserts by stable key; updates only questions no moderator edited; deletes nothing. */
export const EXAMS_CONTENT_VERSION = 5;

export async function loadExamBanks(em: EntityManager, banks: readonly ExamBankContent[]): Promise<void> {
  const db = typedSql<ExamsDb>(em);
  for (const bank of banks) {
    for (const q of bank.questions) {
      await db
        .insertInto('exam_questions')
        .values({
          key: q.key,
          roadmap_slug: bank.roadmapSlug,
          kind: q.kind,
          prompt: q.prompt,
          code: q.code ?? null,
          language: q.language ?? null,
          options: JSON.stringify(q.options),
          correct: q.correct,
          explanation: q.explanation,
          module_key: q.moduleKey,
        })
        .onConflict((oc) =>
          oc
            .column('key')
            .doUpdateSet((eb) => ({
              roadmap_slug: eb.ref('excluded.roadmap_slug'),
              kind: eb.ref('excluded.kind'),
              prompt: eb.ref('excluded.prompt'),
              code: eb.ref('excluded.code'),
              language: eb.ref('excluded.language'),
              options: eb.ref('excluded.options'),
              correct: eb.ref('excluded.correct'),
              explanation: eb.ref('excluded.explanation'),
              module_key: eb.ref('excluded.module_key'),
              updated_at: sql`now()`,
            }))
            // Questions a moderator edited keep the moderator's text.
            .where((eb) => eb.not(eb.ref('exam_questions.edited_by_staff'))),
        )
        .execute();
    }
  }
}

export const examsContentPack: ContentPack = {
  name: 'exams.banks',
  version: EXAMS_CONTENT_VERSION,
  load: (em) => loadExamBanks(em, EXAM_BANKS),
};
