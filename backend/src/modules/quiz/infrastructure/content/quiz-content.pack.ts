import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import type { ContentPack } from '../../../../platform/content/content-pack.js';
import { typedSql } from '../../../../platform/database/typed-sql.js';
import type { QuizQuestion } from '../../domain/quiz.js';
import type { QuizDb } from '../persistence/quiz-db.js';
import { QUIZ_QUESTIONS } from './questions.js';

/** Raise when the shipped questions change. Inserts by key; updates only questions no moderator edited. */
export const QUIZ_CONTENT_VERSION = 2;

export async function loadQuizQuestions(em: EntityManager, questions: readonly QuizQuestion[]): Promise<void> {
  for (const [position, q] of questions.entries()) {
    await typedSql<QuizDb>(em)
      .insertInto('quiz_questions')
      .values({ key: q.key, position, prompt: q.prompt, options: JSON.stringify(q.options) })
      .onConflict((oc) =>
        oc
          .column('key')
          .doUpdateSet((eb) => ({
            position: eb.ref('excluded.position'),
            prompt: eb.ref('excluded.prompt'),
            options: eb.ref('excluded.options'),
            updated_at: sql`now()`,
          }))
          .where('quiz_questions.edited_by_staff', '=', false),
      )
      .execute();
  }
}

export const quizContentPack: ContentPack = {
  name: 'quiz.questions',
  version: QUIZ_CONTENT_VERSION,
  load: (em) => loadQuizQuestions(em, QUIZ_QUESTIONS),
};
