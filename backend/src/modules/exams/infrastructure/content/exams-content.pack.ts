import type { EntityManager } from '@mikro-orm/postgresql';
import type { ContentPack } from '../../../../platform/content/content-pack.js';
import type { ExamBankContent } from './exam-types.js';
import { EXAM_BANKS } from './index.js';

/** Raise when a shipped bank changes. Inserts by stable key; updates only questions no moderator edited; deletes nothing. */
export const EXAMS_CONTENT_VERSION = 1;

export async function loadExamBanks(em: EntityManager, banks: readonly ExamBankContent[]): Promise<void> {
  for (const bank of banks) {
    for (const q of bank.questions) {
      await em.execute(
        `insert into exam_questions (key, roadmap_slug, kind, prompt, code, language, options, correct, explanation, module_key)
         values (?, ?, ?, ?, ?, ?, ?::jsonb, ?::text[], ?, ?)
         on conflict (key) do update set roadmap_slug = excluded.roadmap_slug, kind = excluded.kind, prompt = excluded.prompt,
           code = excluded.code, language = excluded.language, options = excluded.options, correct = excluded.correct,
           explanation = excluded.explanation, module_key = excluded.module_key, updated_at = now()
         where not exam_questions.edited_by_staff`,
        [
          q.key,
          bank.roadmapSlug,
          q.kind,
          q.prompt,
          q.code ?? null,
          q.language ?? null,
          JSON.stringify(q.options),
          `{${q.correct.join(',')}}`,
          q.explanation,
          q.moduleKey,
        ],
      );
    }
  }
}

export const examsContentPack: ContentPack = {
  name: 'exams.banks',
  version: EXAMS_CONTENT_VERSION,
  load: (em) => loadExamBanks(em, EXAM_BANKS),
};
