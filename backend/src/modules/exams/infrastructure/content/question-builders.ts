/** Builders for exam bank questions: option keys 'a', 'b', ... and the kind's fixed parts. */
import type { ExamQuestionContent } from './exam-types.js';

/** Options keyed 'a', 'b', 'c', ... in the order given. */
export function opts(...texts: string[]): { key: string; text: string }[] {
  return texts.map((text, i) => ({ key: String.fromCharCode(97 + i), text }));
}

export const single = (
  key: string,
  moduleKey: string,
  prompt: string,
  options: string[],
  answer: string,
  explanation: string,
): ExamQuestionContent => ({
  key,
  kind: 'single',
  prompt,
  options: opts(...options),
  correct: [answer],
  explanation,
  moduleKey,
});

export const multiple = (
  key: string,
  moduleKey: string,
  prompt: string,
  options: string[],
  answers: string[],
  explanation: string,
): ExamQuestionContent => ({
  key,
  kind: 'multiple',
  prompt,
  options: opts(...options),
  correct: answers,
  explanation,
  moduleKey,
});

/** A builder of "what does this print?" questions for code in `language`, each asked with `prompt`. */
export const outputQuestion =
  (language: NonNullable<ExamQuestionContent['language']>, prompt: string) =>
  (
    key: string,
    moduleKey: string,
    code: string,
    options: string[],
    answer: string,
    explanation: string,
  ): ExamQuestionContent => ({
    key,
    kind: 'output',
    prompt,
    code,
    language,
    options: opts(...options),
    correct: [answer],
    explanation,
    moduleKey,
  });
