import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../platform/errors/domain-error.js';
import { checkQuizOptions } from '../domain/question-rules.js';
import { QuizRepository, type QuizQuestionFields, type StaffQuizQuestion } from '../domain/quiz.repository.js';

/**
 * Moderators and admins edit the career quiz: questions, options and their track weights,
 * order, publish and unpublish. Keys are fixed (stored results refer to them); edited questions
 * survive content releases. A learner in the middle of the quiz whose question was unpublished
 * is asked to answer the questions as they are now (QUIZ_INCOMPLETE / QUIZ_QUESTION_UNKNOWN).
 */
@Injectable()
export class QuizEditor {
  constructor(private readonly quiz: QuizRepository) {}

  questions(): Promise<StaffQuizQuestion[]> {
    return this.quiz.staffQuestions();
  }

  async create(key: string, fields: QuizQuestionFields): Promise<StaffQuizQuestion> {
    checkQuizOptions(fields.options);
    if (!(await this.quiz.insertQuestion(key, fields)))
      throw new DomainError('conflict', 'QUIZ_QUESTION_KEY_TAKEN', `A question with the key "${key}" exists already.`);
    return (await this.quiz.staffQuestions()).find((q) => q.key === key)!;
  }

  async update(key: string, changes: Partial<QuizQuestionFields>): Promise<StaffQuizQuestion> {
    const updated = await this.quiz.updateQuestion(key, (current) => {
      const next: QuizQuestionFields = {
        prompt: changes.prompt ?? current.prompt,
        options: changes.options ?? current.options,
        position: changes.position ?? current.position,
        published: changes.published ?? current.published,
      };
      checkQuizOptions(next.options);
      return next;
    });
    if (!updated)
      throw new DomainError('not_found', 'QUIZ_QUESTION_NOT_FOUND', 'There is no quiz question with this key.');
    return updated;
  }
}
