// `npm run content:stats`: the curriculum's totals, read from the content packs the product loads
// (roadmaps, lessons, words, links, checks, exam questions, practice problems, blog posts), with
// the per-roadmap figures issue 29 sets targets for. `-- --json` prints them as JSON.
import { MODULES, ROADMAPS } from '../backend/src/modules/roadmaps/infrastructure/content/index.ts';
import { MODULE_CHECKS } from '../backend/src/modules/roadmaps/infrastructure/content/checks/index.ts';
import { EXAM_BANKS } from '../backend/src/modules/exams/infrastructure/content/index.ts';
import { PROBLEMS } from '../backend/src/modules/practice/infrastructure/content/problems/index.ts';
import { POSTS } from '../backend/src/modules/blog/infrastructure/content/posts.ts';
import {
  FINISHED_ROADMAPS,
  lessonLinks,
  MIN_LESSON_WORDS,
  proseWords,
} from '../backend/test/content/curriculum-rules.ts';

const words = new Map(MODULES.map((m) => [m.key, proseWords(m.contentMd)]));
const checks = new Map(MODULE_CHECKS.map((c) => [c.moduleKey, c.questions.length]));
const sum = (xs) => xs.reduce((a, b) => a + b, 0);
const countBy = (xs, f) =>
  Object.fromEntries(
    Map.groupBy(xs, f)
      .entries()
      .map(([k, v]) => [k, v.length]),
  );

const roadmaps = ROADMAPS.map((r) => {
  const keys = r.sections.flatMap((s) => s.modules);
  const bank = EXAM_BANKS.find((b) => b.roadmapSlug === r.slug);
  return {
    slug: r.slug,
    finished: FINISHED_ROADMAPS.includes(r.slug),
    topics: keys.length,
    deepLessons: keys.filter((k) => (words.get(k) ?? 0) >= MIN_LESSON_WORDS).length,
    words: sum(keys.map((k) => words.get(k) ?? 0)),
    statedHours: r.estimatedHours,
    moduleHours: Math.round(sum(keys.map((k) => MODULES.find((m) => m.key === k)?.estimatedMinutes ?? 0)) / 6) / 10,
    examQuestions: bank?.questions.length ?? 0,
  };
});
const totals = {
  roadmaps: ROADMAPS.length,
  finishedRoadmaps: FINISHED_ROADMAPS.length,
  lessons: MODULES.length,
  deepLessons: MODULES.filter((m) => (words.get(m.key) ?? 0) >= MIN_LESSON_WORDS).length,
  words: sum([...words.values()]),
  links: sum(MODULES.map((m) => lessonLinks(m).length)),
  checkQuestions: sum([...checks.values()]),
  examQuestions: sum(EXAM_BANKS.map((b) => b.questions.length)),
  problems: PROBLEMS.length,
  problemsByDifficulty: countBy(PROBLEMS, (p) => p.difficulty),
  // Issue 30: per language offered (SQL problems offer SQL alone) and per topic (a problem counts under each tag).
  problemsByLanguage: Object.fromEntries(
    ['javascript', 'typescript', 'python', 'sql'].map((l) => [
      l,
      PROBLEMS.filter((p) => typeof p.starter[l] === 'string').length,
    ]),
  ),
  problemsByTopic: Object.fromEntries(
    Object.entries(
      countBy(
        PROBLEMS.flatMap((p) => p.tags),
        (t) => t,
      ),
    ).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)),
  ),
  problemsWithModules: PROBLEMS.filter((p) => p.modules.length > 0).length,
  blogPosts: POSTS.length,
};

if (process.argv.includes('--json')) console.log(JSON.stringify({ totals, roadmaps }, null, 2));
else {
  console.table(roadmaps);
  for (const [name, value] of Object.entries(totals))
    console.log(`${name.padEnd(22)} ${typeof value === 'object' ? JSON.stringify(value) : value}`);
}
