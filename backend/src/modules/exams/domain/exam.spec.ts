import { checkAnswers, draw, EXAM_RULES, grade, type DrawnQuestion } from './exam.js';

const q = (key: string, kind: DrawnQuestion['kind'], correct: string[]): DrawnQuestion => ({
  key,
  kind,
  prompt: key,
  code: null,
  language: null,
  options: ['a', 'b', 'c', 'd'].map((k) => ({ key: k, text: k })),
  correct,
  explanation: `why ${key}`,
});

describe('exam grading', () => {
  const deadline = new Date('2026-11-24T12:30:00Z');
  const at = (iso: string, options: string[]) => ({ options, savedAt: iso });

  it('marks single and output questions right on the one answer, multiple only on the exact set', () => {
    const questions = [q('s', 'single', ['b']), q('o', 'output', ['a']), q('m', 'multiple', ['a', 'c'])];
    const result = grade(
      questions,
      {
        s: at('2026-11-24T12:00:00Z', ['b']),
        o: at('2026-11-24T12:00:00Z', ['c']),
        m: at('2026-11-24T12:00:00Z', ['c', 'a']),
      },
      deadline,
    );
    expect(result.review.map((r) => r.right)).toEqual([true, false, true]);
    expect(result).toMatchObject({ correctCount: 2, questionCount: 3, scorePercent: 66, passed: false });
    expect(
      grade([q('m', 'multiple', ['a', 'c'])], { m: at('2026-11-24T12:00:00Z', ['a']) }, deadline).review[0].right,
    ).toBe(false);
    expect(
      grade([q('m', 'multiple', ['a', 'c'])], { m: at('2026-11-24T12:00:00Z', ['a', 'b', 'c']) }, deadline).review[0]
        .right,
    ).toBe(false);
  });

  it('counts only answers saved by the deadline plus the grace, and rounds the score down', () => {
    const questions = [q('1', 'single', ['a']), q('2', 'single', ['a']), q('3', 'single', ['a'])];
    const graceEnd = new Date(deadline.getTime() + EXAM_RULES.graceSeconds * 1000).toISOString();
    const late = new Date(deadline.getTime() + EXAM_RULES.graceSeconds * 1000 + 1).toISOString();
    const result = grade(
      questions,
      { '1': at('2026-11-24T12:29:59Z', ['a']), '2': at(graceEnd, ['a']), '3': at(late, ['a']) },
      deadline,
    );
    expect(result.review.map((r) => r.chosen)).toEqual([['a'], ['a'], []]);
    expect(result.scorePercent).toBe(66);
  });

  it('passes at the pass mark exactly', () => {
    const questions = Array.from({ length: 10 }, (_, i) => q(String(i), 'single', ['a']));
    const answers = Object.fromEntries(questions.slice(0, 7).map((x) => [x.key, at('2026-11-24T12:00:00Z', ['a'])]));
    expect(grade(questions, answers, deadline)).toMatchObject({ scorePercent: 70, passed: true });
  });

  it('refuses unknown questions and options, duplicates, and two answers to a single-choice question', () => {
    const questions = [q('s', 'single', ['a']), q('m', 'multiple', ['a', 'b'])];
    expect(() => checkAnswers(questions, { nope: ['a'] })).toThrow(
      expect.objectContaining({ code: 'EXAM_QUESTION_UNKNOWN' }),
    );
    expect(() => checkAnswers(questions, { s: ['z'] })).toThrow(
      expect.objectContaining({ code: 'EXAM_OPTION_UNKNOWN' }),
    );
    expect(() => checkAnswers(questions, { s: ['a', 'b'] })).toThrow(
      expect.objectContaining({ code: 'EXAM_ANSWER_INVALID' }),
    );
    expect(() => checkAnswers(questions, { m: ['a', 'a'] })).toThrow(
      expect.objectContaining({ code: 'EXAM_ANSWER_INVALID' }),
    );
    expect(() => checkAnswers(questions, { s: ['a'], m: ['a', 'b'] })).not.toThrow();
  });

  it('draws a subset without repeats, in an order the randomness decides', () => {
    const items = Array.from({ length: 30 }, (_, i) => i);
    const picked = draw(items, 20, (n) => n - 1); // always swap with itself: the original order reversed into the front
    expect(picked).toHaveLength(20);
    expect(new Set(picked).size).toBe(20);
    expect(draw(items, 50, () => 0)).toHaveLength(30);
  });
});
