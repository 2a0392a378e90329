import {
  CheckAnswerError,
  gradeAttempt,
  isPass,
  publicQuestion,
  scrambleOf,
  type CheckAnswer,
  type Question,
} from './lesson-checks.js';

const opt = (text: string, correct = false) => ({ text, correct, why: `why ${text}` });

const single: Question = {
  id: 'm-1',
  kind: 'single',
  section: 'S',
  prompt: 'Pick one',
  options: [opt('a'), opt('b', true), opt('c')],
};
const multiple: Question = {
  id: 'm-2',
  kind: 'multiple',
  section: 'S',
  prompt: 'Pick all',
  options: [opt('a', true), opt('b'), opt('c', true), opt('d')],
};
const output: Question = {
  id: 'm-3',
  kind: 'output',
  section: 'S',
  prompt: 'What does this print?',
  code: { language: 'javascript', source: 'console.log(1 + 1)' },
  options: [opt('11'), opt('2', true), opt('NaN')],
};
const order: Question = {
  id: 'm-4',
  kind: 'order',
  section: 'S',
  prompt: 'Order',
  steps: ['one', 'two', 'three', 'four'],
  why: 'counting',
};
const fill: Question = {
  id: 'm-5',
  kind: 'fill',
  section: 'S',
  prompt: 'The command is ____',
  answers: ['git init', 'git  init'],
  why: 'it creates a repository',
};
const fillAnyCase: Question = { ...fill, id: 'm-6', answers: ['HEAD'], caseInsensitive: true };
const QUESTIONS = [single, multiple, output, order, fill];

/** The shown step ids of the order question, in the right order (as a learner would find them). */
const rightOrder = (q: Question): number[] => {
  const shown = publicQuestion(q).steps;
  return (q as Extract<Question, { kind: 'order' }>).steps.map((text) => shown.find((s) => s.text === text)!.id);
};

const allRight = (): CheckAnswer[] => [
  { questionId: 'm-1', choices: [1] },
  { questionId: 'm-2', choices: [2, 0] },
  { questionId: 'm-3', choices: [1] },
  { questionId: 'm-4', order: rightOrder(order) },
  { questionId: 'm-5', text: 'git init' },
];

const grade = (answers: CheckAnswer[], questions: Question[] = QUESTIONS) => gradeAttempt(questions, answers);
const resultOf = (answers: CheckAnswer[], id: string, questions: Question[] = QUESTIONS) =>
  grade(answers, questions).results.find((r) => r.questionId === id)!;

describe('lesson checks: what a learner sees before answering', () => {
  it('hides the key of every kind', () => {
    for (const q of [...QUESTIONS, fillAnyCase]) {
      const shown = JSON.stringify(publicQuestion(q));
      expect(shown).not.toMatch(/"correct"|"why"|"answers"|caseInsensitive/);
    }
    expect(publicQuestion(fill).options).toEqual([]);
    expect(publicQuestion(single).options).toEqual(['a', 'b', 'c']);
  });

  it('shows an order question scrambled, stable and never in the right order', () => {
    const shown = publicQuestion(order).steps;
    expect(shown.map((s) => s.id)).toEqual([0, 1, 2, 3]);
    expect(shown.map((s) => s.text).sort()).toEqual(['four', 'one', 'three', 'two']);
    expect(shown.map((s) => s.text)).not.toEqual(['one', 'two', 'three', 'four']);
    expect(publicQuestion(order).steps).toEqual(shown);
    for (let n = 2; n <= 6; n++)
      for (const id of ['a', 'b', 'git-basics-3', 'x-9', 'q']) {
        const s = scrambleOf(id, n);
        expect([...s].sort()).toEqual(Array.from({ length: n }, (_, i) => i));
        expect(s).not.toEqual(Array.from({ length: n }, (_, i) => i));
      }
  });
});

describe('lesson checks: grading', () => {
  it('passes at 80 % and above', () => {
    expect(isPass(4, 5)).toBe(true);
    expect(isPass(3, 5)).toBe(false);
    expect(isPass(8, 10)).toBe(true);
    expect(isPass(7, 10)).toBe(false);
    expect(isPass(0, 0)).toBe(false);
    expect(grade(allRight())).toMatchObject({ score: 5, total: 5, passed: true });
  });

  it('single and output: the one right option; explains the chosen and the right one', () => {
    expect(resultOf(allRight(), 'm-1').correct).toBe(true);
    const wrong = resultOf([{ questionId: 'm-1', choices: [0] }], 'm-1');
    expect(wrong.correct).toBe(false);
    expect(wrong.options).toEqual([
      { index: 0, text: 'a', chosen: true, correct: false, why: 'why a' },
      { index: 1, text: 'b', chosen: false, correct: true, why: 'why b' },
    ]);
    expect(resultOf([{ questionId: 'm-3', choices: [0] }], 'm-3').correct).toBe(false);
    expect(resultOf([{ questionId: 'm-3', choices: [1] }], 'm-3').correct).toBe(true);
  });

  it('multiple: exactly the set of right options', () => {
    expect(resultOf([{ questionId: 'm-2', choices: [0, 2] }], 'm-2').correct).toBe(true);
    expect(resultOf([{ questionId: 'm-2', choices: [0] }], 'm-2').correct).toBe(false);
    expect(resultOf([{ questionId: 'm-2', choices: [0, 2, 3] }], 'm-2').correct).toBe(false);
    expect(resultOf([{ questionId: 'm-2', choices: [] }], 'm-2').correct).toBe(false);
  });

  it('order: exactly the right sequence, and the answer names it', () => {
    const right = rightOrder(order);
    const result = resultOf([{ questionId: 'm-4', order: right }], 'm-4');
    expect(result).toMatchObject({ correct: true, correctOrder: right, why: 'counting', givenOrder: right });
    const swapped = [right[1], right[0], ...right.slice(2)];
    expect(resultOf([{ questionId: 'm-4', order: swapped }], 'm-4').correct).toBe(false);
  });

  it('fill: trims, keeps case unless the question ignores it, accepts every listed answer', () => {
    const fillResult = (text: string, q: Question = fill) => resultOf([{ questionId: q.id, text }], q.id, [q]);
    expect(fillResult('  git init ').correct).toBe(true);
    expect(fillResult('git  init').correct).toBe(true);
    expect(fillResult('Git init').correct).toBe(false);
    expect(fillResult('git').correct).toBe(false);
    expect(fillResult('head', fillAnyCase).correct).toBe(true);
    expect(fillResult(' HEAD ', fillAnyCase).correct).toBe(true);
    expect(fillResult('HEAD~1', fillAnyCase).correct).toBe(false);
    expect(fillResult('x')).toMatchObject({
      acceptedAnswer: 'git init',
      why: 'it creates a repository',
      givenText: 'x',
    });
    expect(resultOf(allRight(), 'm-1')).toMatchObject({ givenOrder: null, givenText: null });
  });

  it('counts a question left unanswered as wrong', () => {
    const graded = grade(allRight().slice(0, 4));
    expect(graded).toMatchObject({ score: 4, total: 5, passed: true });
    expect(graded.results[4]).toMatchObject({ answered: false, correct: false, acceptedAnswer: 'git init' });
    expect(grade([])).toMatchObject({ score: 0, passed: false });
  });

  it('refuses answers that name no question, repeat one or do not fit the kind', () => {
    const code = (answers: CheckAnswer[]) => {
      try {
        grade(answers);
      } catch (e) {
        return (e as CheckAnswerError).code;
      }
      return 'graded';
    };
    expect(code([{ questionId: 'nope', choices: [0] }])).toBe('CHECK_QUESTION_UNKNOWN');
    expect(code([{ questionId: '__proto__', choices: [0] }])).toBe('CHECK_QUESTION_UNKNOWN');
    expect(
      code([
        { questionId: 'm-1', choices: [0] },
        { questionId: 'm-1', choices: [1] },
      ]),
    ).toBe('CHECK_ANSWER_DUPLICATE');
    for (const bad of [
      { questionId: 'm-1', choices: [0, 1] },
      { questionId: 'm-1', choices: [3] },
      { questionId: 'm-1', choices: [-1] },
      { questionId: 'm-1', choices: [0.5] },
      { questionId: 'm-1', text: 'b' },
      { questionId: 'm-1' },
      { questionId: 'm-2', choices: [0, 0] },
      { questionId: 'm-4', order: [0, 1, 2] },
      { questionId: 'm-4', order: [0, 1, 2, 2] },
      { questionId: 'm-4', order: [0, 1, 2, 4] },
      { questionId: 'm-5', choices: [0] },
      { questionId: 'm-5', text: 'x'.repeat(201) },
      { questionId: 'm-5', text: 'git init', choices: [0] },
    ])
      expect({ bad, code: code([bad]) }).toEqual({ bad, code: 'CHECK_ANSWER_INVALID' });
  });
});
