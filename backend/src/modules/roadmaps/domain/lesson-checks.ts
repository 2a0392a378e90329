/**
 * Lesson checks (issue 28, first increment): the graded questions that end a module's lesson.
 * Pure: what a learner may see before answering (no key), and the grading of an attempt.
 * The shipped content's types (infrastructure/content/check-types.ts) are assignable to these.
 */

export const CHECK_KINDS = ['single', 'multiple', 'output', 'order', 'fill'] as const;
export type CheckKind = (typeof CHECK_KINDS)[number];
/** The longest fill-in answer a learner may send. */
export const FILL_MAX = 200;

export interface CheckSnippet {
  language: string;
  source: string;
}

interface QuestionBase {
  id: string;
  section: string;
  prompt: string;
  code?: CheckSnippet;
}

export interface ChoiceQuestion extends QuestionBase {
  kind: 'single' | 'multiple' | 'output';
  options: ReadonlyArray<{ text: string; correct: boolean; why: string }>;
}

export interface OrderQuestion extends QuestionBase {
  kind: 'order';
  /** The correct order. */
  steps: readonly string[];
  why: string;
}

export interface FillQuestion extends QuestionBase {
  kind: 'fill';
  answers: readonly string[];
  caseInsensitive?: boolean;
  why: string;
}

export type Question = ChoiceQuestion | OrderQuestion | FillQuestion;

/** A question as a learner sees it before answering: no `correct`, no `why`, no `answers`, steps scrambled. */
export interface PublicQuestion {
  id: string;
  kind: CheckKind;
  section: string;
  prompt: string;
  code: CheckSnippet | null;
  /** Option texts (single, multiple, output), answered by index; empty for order and fill. */
  options: string[];
  /** The steps to order, in a stable scrambled order, answered by these ids; empty for the other kinds. */
  steps: Array<{ id: number; text: string }>;
}

/** A learner's answer to one question: option indexes, an order of step ids, or a text. */
export interface CheckAnswer {
  questionId: string;
  choices?: readonly number[];
  order?: readonly number[];
  text?: string;
}

export interface OptionExplanation {
  index: number;
  text: string;
  chosen: boolean;
  correct: boolean;
  why: string;
}

export interface QuestionResult {
  questionId: string;
  /** False when the attempt held no answer for this question (counted wrong). */
  answered: boolean;
  correct: boolean;
  /** Choice kinds: the options the learner chose and the right one(s), each with why. */
  options: OptionExplanation[];
  /** Order: the step ids (as shown) in the right order. */
  correctOrder: number[] | null;
  /** Fill: the first accepted answer. */
  acceptedAnswer: string | null;
  /** Order and fill: why this is the answer. */
  why: string | null;
  /** Order: the learner's order of step ids (null when not answered or another kind). */
  givenOrder: number[] | null;
  /** Fill: the learner's text (null when not answered or another kind). */
  givenText: string | null;
}

export interface GradedAttempt {
  score: number;
  total: number;
  passed: boolean;
  results: QuestionResult[];
}

/** A broken answer, with its machine-readable code (the HTTP layer answers 400). */
export class CheckAnswerError extends Error {
  constructor(
    readonly code: 'CHECK_QUESTION_UNKNOWN' | 'CHECK_ANSWER_DUPLICATE' | 'CHECK_ANSWER_INVALID',
    message: string,
  ) {
    super(message);
    this.name = 'CheckAnswerError';
  }
}

/** Passed: at least 80 % of the questions right (integer arithmetic: 4 of 5, 8 of 10). */
export const PASS_PERCENT = 80;
export const isPass = (score: number, total: number): boolean => total > 0 && score * 100 >= total * PASS_PERCENT;

/** FNV-1a of a text, 32 bits: the seed of a question's stable scramble. */
function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * The order in which an order question's steps are shown: `shown[i]` is the index, in the
 * correct order, of the step shown at position i. Stable per question id (a reload shows the
 * same list), and never the correct order itself (for 2 steps or more).
 */
export function scrambleOf(questionId: string, count: number): number[] {
  const shown = Array.from({ length: count }, (_, i) => i);
  let state = seedOf(questionId) || 1;
  for (let i = count - 1; i > 0; i--) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    const j = state % (i + 1);
    [shown[i], shown[j]] = [shown[j], shown[i]];
  }
  if (count > 1 && shown.every((step, i) => step === i)) shown.push(shown.shift()!);
  return shown;
}

export function publicQuestion(q: Question): PublicQuestion {
  const base = { id: q.id, kind: q.kind, section: q.section, prompt: q.prompt, code: q.code ?? null };
  if (q.kind === 'order') {
    const shown = scrambleOf(q.id, q.steps.length);
    return { ...base, options: [], steps: shown.map((step, id) => ({ id, text: q.steps[step] })) };
  }
  if (q.kind === 'fill') return { ...base, options: [], steps: [] };
  return { ...base, options: q.options.map((o) => o.text), steps: [] };
}

const distinctInRange = (values: readonly number[], size: number): boolean =>
  new Set(values).size === values.length && values.every((v) => Number.isInteger(v) && v >= 0 && v < size);

function invalid(q: Question, what: string): never {
  throw new CheckAnswerError('CHECK_ANSWER_INVALID', `The answer to ${q.id} ${what}.`);
}

/** Checks an answer's shape against its question's kind (throws CHECK_ANSWER_INVALID). */
function validate(q: Question, a: CheckAnswer): void {
  const given = [a.choices, a.order, a.text].filter((v) => v !== undefined).length;
  if (given !== 1) invalid(q, 'must give exactly one of choices, order or text');
  if (q.kind === 'order') {
    if (!a.order || a.order.length !== q.steps.length || !distinctInRange(a.order, q.steps.length))
      invalid(q, 'must list every step id once');
  } else if (q.kind === 'fill') {
    if (typeof a.text !== 'string' || a.text.length > FILL_MAX) invalid(q, `must be a text of at most ${FILL_MAX}`);
  } else {
    if (!a.choices || !distinctInRange(a.choices, q.options.length)) invalid(q, 'must name options by their index');
    if (q.kind !== 'multiple' && a.choices.length !== 1) invalid(q, 'must choose exactly one option');
  }
}

/** Fill-in: surrounding spaces are trimmed; case counts unless the question says otherwise. */
export function fillMatches(q: Pick<FillQuestion, 'answers' | 'caseInsensitive'>, text: string): boolean {
  const norm = (s: string) => (q.caseInsensitive ? s.trim().toLowerCase() : s.trim());
  const given = norm(text);
  return q.answers.some((answer) => norm(answer) === given);
}

function resultOf(q: Question, a: CheckAnswer | undefined): QuestionResult {
  const none = { options: [], correctOrder: null, acceptedAnswer: null, why: null, givenOrder: null, givenText: null };
  if (q.kind === 'order') {
    const shown = scrambleOf(q.id, q.steps.length);
    // The shown id of each step, in the correct order.
    const correctOrder = q.steps.map((_, step) => shown.indexOf(step));
    const correct = !!a?.order && a.order.every((id, i) => id === correctOrder[i]);
    const givenOrder = a?.order ? [...a.order] : null;
    return { ...none, questionId: q.id, answered: !!a, correct, correctOrder, why: q.why, givenOrder };
  }
  if (q.kind === 'fill') {
    const correct = a?.text !== undefined && fillMatches(q, a.text);
    const acceptedAnswer = q.answers[0] ?? null;
    const givenText = a?.text ?? null;
    return { ...none, questionId: q.id, answered: !!a, correct, acceptedAnswer, why: q.why, givenText };
  }
  const chosen = new Set(a?.choices ?? []);
  // Multiple: exactly the set of right options.
  const correct = !!a && q.options.every((o, index) => o.correct === chosen.has(index));
  const options = q.options
    .map((o, index) => ({ index, text: o.text, chosen: chosen.has(index), correct: o.correct, why: o.why }))
    .filter((o) => o.chosen || o.correct);
  return { ...none, questionId: q.id, answered: !!a, correct, options };
}

/**
 * Grades an attempt. Every answer must name a question of the module once and fit its kind
 * (else CheckAnswerError); a question left without an answer counts as wrong.
 */
export function gradeAttempt(questions: readonly Question[], answers: readonly CheckAnswer[]): GradedAttempt {
  const byId = new Map(questions.map((q) => [q.id, q]));
  const given = new Map<string, CheckAnswer>();
  for (const a of answers) {
    const q = byId.get(a.questionId);
    if (!q) throw new CheckAnswerError('CHECK_QUESTION_UNKNOWN', `This module has no question ${a.questionId}.`);
    if (given.has(a.questionId))
      throw new CheckAnswerError('CHECK_ANSWER_DUPLICATE', `The question ${a.questionId} is answered twice.`);
    validate(q, a);
    given.set(a.questionId, a);
  }
  const results = questions.map((q) => resultOf(q, given.get(q.id)));
  const score = results.filter((r) => r.correct).length;
  return { score, total: questions.length, passed: isPass(score, questions.length), results };
}
