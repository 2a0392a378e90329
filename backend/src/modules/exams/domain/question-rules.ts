import { DomainError } from '../../../platform/errors/domain-error.js';
import type { Option, QuestionKind } from './exam.js';

export interface QuestionDraft {
  kind: QuestionKind;
  prompt: string;
  code: string | null;
  options: Option[];
  correct: string[];
  explanation: string;
}

/**
 * What makes a bank question answerable without ambiguity: 3–6 options keyed a, b, c… in order
 * with distinct texts; one right answer for single choice and "what does this print" (which
 * shows code), at least two but not all for multiple choice.
 */
export function checkQuestion(q: QuestionDraft): void {
  const fail = (code: string, message: string) => {
    throw new DomainError('invalid', code, message);
  };
  if (q.options.length < 3 || q.options.length > 6) fail('EXAM_QUESTION_OPTIONS', 'A question has 3 to 6 options.');
  q.options.forEach((o, i) => {
    if (o.key !== String.fromCharCode(97 + i)) fail('EXAM_QUESTION_OPTIONS', 'Options are keyed a, b, c… in order.');
  });
  if (new Set(q.options.map((o) => o.text.trim().toLowerCase())).size !== q.options.length)
    fail('EXAM_QUESTION_OPTIONS', 'Two options have the same text.');
  if (new Set(q.correct).size !== q.correct.length || q.correct.some((c) => !q.options.some((o) => o.key === c))) {
    fail('EXAM_QUESTION_ANSWER', 'The right answers must be distinct option keys of the question.');
  }
  if (q.kind === 'multiple' && (q.correct.length < 2 || q.correct.length >= q.options.length)) {
    fail('EXAM_QUESTION_ANSWER', 'A multiple-choice question has at least two right answers, and not all of them.');
  }
  if (q.kind !== 'multiple' && q.correct.length !== 1)
    fail('EXAM_QUESTION_ANSWER', 'This kind of question has exactly one right answer.');
  if (q.kind === 'output' && !q.code?.trim())
    fail('EXAM_QUESTION_CODE', 'A "what does this print" question shows its code.');
}
