import type { EntityManager } from '@mikro-orm/postgresql';
import type { ContentPack } from '../../../../platform/content/content-pack.js';
import type { QuizQuestion } from '../../domain/quiz.js';
import { QUIZ_QUESTIONS } from './questions.js';

/** Raise when the shipped questions change. Inserts by key; updates only questions no moderator edited. */
export const QUIZ_CONTENT_VERSION = 2;

export async function loadQuizQuestions(em: EntityManager, questions: readonly QuizQuestion[]): Promise<void> {
  for (const [position, q] of questions.entries()) {
    await em.execute(
      `insert into quiz_questions (key, position, prompt, options) values (?, ?, ?, ?::jsonb)
       on conflict (key) do update set position = excluded.position, prompt = excluded.prompt, options = excluded.options, updated_at = now()
       where not quiz_questions.edited_by_staff`,
      [q.key, position, q.prompt, JSON.stringify(q.options)],
    );
  }
}

export const quizContentPack: ContentPack = {
  name: 'quiz.questions',
  version: QUIZ_CONTENT_VERSION,
  load: (em) => loadQuizQuestions(em, QUIZ_QUESTIONS),
};
