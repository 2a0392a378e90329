import { execFileSync } from 'node:child_process';
import type { CheckOption, CheckQuestion } from './check-types.js';
import { MODULE_CHECKS } from './checks/index.js';
import { MODULES } from './index.js';

/**
 * The graded checks that end each lesson (issue 28) are content checked like code: every question
 * names a section its lesson has, carries its explanations, keeps its shape, and every
 * "what does this print" is run here so its key is what the code really prints.
 */
describe('shipped lesson checks', () => {
  const lessons = new Map(MODULES.map((m) => [m.key, m]));
  const questions = MODULE_CHECKS.flatMap((m) => m.questions.map((q) => ({ moduleKey: m.moduleKey, q })));
  const headings = (md: string) => [...md.matchAll(/^### (.+)$/gm)].map(([, h]) => h!.trim());
  const explains = (why: string) =>
    why.trim().length >= 15 && !/^(correct|wrong|incorrect|right)[.!]?$/i.test(why.trim());

  it('end every shipped lesson, once each, with at least 5 questions under stable unique ids', () => {
    const keys = MODULE_CHECKS.map((m) => m.moduleKey);
    expect(new Set(keys).size).toBe(keys.length);
    expect([...keys].sort()).toEqual(MODULES.map((m) => m.key).sort());
    for (const m of MODULE_CHECKS) {
      expect(lessons.has(m.moduleKey)).toBe(true);
      expect(m.questions.length).toBeGreaterThanOrEqual(5);
      for (const q of m.questions) expect(q.id).toMatch(new RegExp(`^${m.moduleKey}-\\d+$`));
    }
    const ids = questions.map(({ q }) => q.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('test a section their lesson teaches (a ### heading of the lesson, not "Check yourself")', () => {
    for (const { moduleKey, q } of questions) {
      const sections = headings(lessons.get(moduleKey)?.contentMd ?? '').filter((h) => h !== 'Check yourself');
      expect({ id: q.id, section: sections.includes(q.section) ? q.section : `missing: ${q.section}` }).toEqual({
        id: q.id,
        section: q.section,
      });
    }
  });

  it('keep their shape and explain every answer', () => {
    const options = (q: CheckQuestion & { options: CheckOption[] }, min: number, max: number, correct?: number) => {
      expect(q.options.length).toBeGreaterThanOrEqual(min);
      expect(q.options.length).toBeLessThanOrEqual(max);
      const right = q.options.filter((o) => o.correct).length;
      if (correct === undefined) expect(right).toBeGreaterThanOrEqual(1);
      else expect(right).toBe(correct);
      const texts = q.options.map((o) => o.text.trim());
      expect(new Set(texts).size).toBe(texts.length);
      for (const o of q.options)
        expect({ id: q.id, option: o.text, explains: explains(o.why) }).toMatchObject({ explains: true });
    };
    for (const { q } of questions) {
      expect(q.prompt.trim().length).toBeGreaterThan(10);
      switch (q.kind) {
        case 'single':
          options(q, 3, 5, 1);
          break;
        case 'output':
          expect(['javascript', 'python']).toContain(q.code.language);
          options(q, 3, 5, 1);
          break;
        case 'multiple':
          options(q, 4, 6);
          break;
        case 'order':
          expect(q.steps.length).toBeGreaterThanOrEqual(3);
          expect(q.steps.length).toBeLessThanOrEqual(6);
          expect(new Set(q.steps).size).toBe(q.steps.length);
          expect(explains(q.why)).toBe(true);
          break;
        case 'fill':
          expect(q.prompt.split('____').length).toBe(2);
          expect(q.answers.length).toBeGreaterThanOrEqual(1);
          for (const a of q.answers) expect(a.trim()).toBe(a);
          expect(explains(q.why)).toBe(true);
          break;
      }
    }
  });

  it('do not give the answer away by its length: the right option is the longest in at most 30 % of single-answer questions', () => {
    const single = questions.flatMap(({ q }) => (q.kind === 'single' || q.kind === 'output' ? [q] : []));
    const longestIsRight = single.filter((q) => {
      const lengths = q.options.map((o) => o.text.length);
      const max = Math.max(...lengths);
      const right = q.options.find((o) => o.correct)!;
      return right.text.length === max && lengths.filter((l) => l === max).length === 1;
    });
    expect(longestIsRight.length).toBeLessThanOrEqual(Math.floor(single.length * 0.3));
  });

  it('print what their key says ("what does this print" is executed: Node.js for JavaScript, python3 for Python)', () => {
    for (const { q } of questions) {
      if (q.kind !== 'output') continue;
      const [command, args] =
        q.code.language === 'python'
          ? ['python3', ['-c', q.code.source]]
          : [process.execPath, ['--input-type=module', '-e', q.code.source]];
      const printed = execFileSync(command, args as string[], {
        encoding: 'utf8',
        timeout: 10_000,
        env: { PATH: process.env.PATH },
      }).trim();
      expect({ id: q.id, printed }).toEqual({ id: q.id, printed: q.options.find((o) => o.correct)!.text.trim() });
    }
  });
});
