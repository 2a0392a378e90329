import { DomainError } from '../../../platform/errors/domain-error.js';

/** The rules of a roadmap exam (served with the exam overview, so the SPA shows the same numbers). */
export const EXAM_RULES = {
  questionsPerAttempt: 20,
  timeLimitMinutes: 30,
  passMarkPercent: 70,
  cooldownHours: 24,
  /** Network latency allowed after the deadline for saving and submitting. */
  graceSeconds: 30,
} as const;

export type QuestionKind = 'single' | 'multiple' | 'output';

export interface Option {
  key: string;
  text: string;
}

/** A question as an attempt keeps it: drawn from the bank, options in the attempt's own order. */
export interface DrawnQuestion {
  key: string;
  kind: QuestionKind;
  prompt: string;
  code: string | null;
  language: string | null;
  options: Option[];
  correct: string[];
  explanation: string;
}

export interface SavedAnswer {
  options: string[];
  savedAt: string;
}

export interface Grade {
  correctCount: number;
  questionCount: number;
  scorePercent: number;
  passed: boolean;
  review: ReviewItem[];
}

export interface ReviewItem {
  key: string;
  chosen: string[];
  correct: string[];
  right: boolean;
  explanation: string;
}

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));

/**
 * A single-choice or "what does this print" question is right when the one chosen option is the
 * answer; a multiple-choice question only when the chosen set is exactly the correct set. Only
 * answers saved by the deadline (plus the grace) count.
 */
export function grade(
  questions: readonly DrawnQuestion[],
  answers: Readonly<Record<string, SavedAnswer>>,
  deadline: Date,
): Grade {
  const limit = deadline.getTime() + EXAM_RULES.graceSeconds * 1000;
  const review = questions.map((q): ReviewItem => {
    const saved = answers[q.key];
    const inTime = saved && new Date(saved.savedAt).getTime() <= limit ? saved.options : [];
    return {
      key: q.key,
      chosen: inTime,
      correct: q.correct,
      right: inTime.length > 0 && sameSet(inTime, q.correct),
      explanation: q.explanation,
    };
  });
  const correctCount = review.filter((r) => r.right).length;
  const scorePercent = questions.length ? Math.floor((correctCount * 100) / questions.length) : 0;
  return {
    correctCount,
    questionCount: questions.length,
    scorePercent,
    passed: scorePercent >= EXAM_RULES.passMarkPercent,
    review,
  };
}

/** Checks answers against the attempt's questions: known question keys, known options, one option for single and output. */
export function checkAnswers(
  questions: readonly DrawnQuestion[],
  answers: Readonly<Record<string, readonly string[]>>,
): void {
  const byKey = new Map(questions.map((q) => [q.key, q]));
  for (const [key, chosen] of Object.entries(answers)) {
    const question = byKey.get(key);
    if (!question)
      throw new DomainError(
        'invalid',
        'EXAM_QUESTION_UNKNOWN',
        `Question "${key.slice(0, 80)}" is not part of this attempt.`,
      );
    if (new Set(chosen).size !== chosen.length)
      throw new DomainError('invalid', 'EXAM_ANSWER_INVALID', 'An option is chosen twice.');
    for (const option of chosen) {
      if (!question.options.some((o) => o.key === option))
        throw new DomainError(
          'invalid',
          'EXAM_OPTION_UNKNOWN',
          `Option "${option.slice(0, 10)}" is not an option of this question.`,
        );
    }
    if (question.kind !== 'multiple' && chosen.length > 1)
      throw new DomainError('invalid', 'EXAM_ANSWER_INVALID', 'This question takes one answer.');
  }
}

/** A uniformly random sample of `count` items in random order (Fisher–Yates on a copy); `random(n)` returns 0 ≤ k < n. */
export function draw<T>(items: readonly T[], count: number, random: (n: number) => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = random(i + 1);
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy.slice(0, Math.min(count, copy.length));
}
