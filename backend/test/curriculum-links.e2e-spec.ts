import { PROBLEMS } from '../src/modules/practice/infrastructure/content/problems/index.js';
import { MODULE_CHECKS } from '../src/modules/roadmaps/infrastructure/content/checks/index.js';
import { CODE_MODULES, MODULE_EXERCISES } from '../src/modules/roadmaps/infrastructure/content/exercises/index.js';
import { MODULES } from '../src/modules/roadmaps/infrastructure/content/index.js';

/**
 * Issue 28, practice tied to lessons: the shipped content of two modules agrees. Roadmaps names
 * each code module's lesson exercises; practice's problems name the modules they exercise. (A
 * test of content only, beside the e2e specs because it reads both modules' content.)
 */
describe('lessons and practice problems', () => {
  const moduleKeys = new Set(MODULES.map((m) => m.key));
  const withChecks = new Set(MODULE_CHECKS.map((c) => c.moduleKey));
  const bySlug = new Map(PROBLEMS.map((p) => [p.slug, p]));
  const naming = (key: string) => PROBLEMS.filter((p) => p.modules.includes(key));

  it('every module a problem names exists', () => {
    const unknown = PROBLEMS.flatMap((p) => p.modules.filter((k) => !moduleKeys.has(k)).map((k) => `${p.slug} → ${k}`));
    expect(unknown).toEqual([]);
  });

  it('every lesson exercise is a shipped problem that names its module back, and its module has checks', () => {
    const broken: string[] = [];
    for (const [key, slugs] of Object.entries(MODULE_EXERCISES)) {
      if (!withChecks.has(key)) broken.push(`${key}: no checks`);
      for (const slug of slugs) {
        const problem = bySlug.get(slug);
        if (!problem) broken.push(`${key}: ${slug} is not a problem`);
        else if (!problem.modules.includes(key)) broken.push(`${key}: ${slug} does not name it`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('every code module has at least one lesson exercise and at least two practice problems', () => {
    const short = CODE_MODULES.flatMap((key) => {
      const exercises = MODULE_EXERCISES[key]?.length ?? 0;
      const problems = naming(key).length;
      return exercises >= 1 && problems >= 2 ? [] : [`${key}: ${exercises} exercises, ${problems} problems`];
    });
    expect(short).toEqual([]);
    expect(CODE_MODULES.every((key) => moduleKeys.has(key))).toBe(true);
    // Only code modules gate on exercises.
    expect(Object.keys(MODULE_EXERCISES).filter((key) => !CODE_MODULES.includes(key))).toEqual([]);
  });

  it('a lesson exercise is easy: a learner who just read the lesson can solve it', () => {
    const hard = Object.values(MODULE_EXERCISES)
      .flat()
      .filter((slug) => bySlug.get(slug)?.difficulty !== 'easy');
    expect(hard).toEqual([]);
  });
});
