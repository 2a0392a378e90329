/**
 * The curriculum, checked like code (issue 29): the numbers a learner relies on when a roadmap is
 * called finished. A roadmap joins FINISHED_ROADMAPS when every one of its lessons, checks and
 * exam questions is written; from then on these rules hold for it in every release.
 *
 * The numbers live in curriculum-rules.ts (the stats script reads them too).
 * One test per module and per roadmap, named by its key, so `jest -t <key>` checks one lesson.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MODULE_EXERCISES } from '../../src/modules/roadmaps/infrastructure/content/exercises/index.js';
import { MODULE_CHECKS } from '../../src/modules/roadmaps/infrastructure/content/checks/index.js';
import { MODULES, ROADMAPS } from '../../src/modules/roadmaps/infrastructure/content/index.js';
import type { ModuleContent } from '../../src/modules/roadmaps/infrastructure/content/content-types.js';
import { EXAM_BANKS } from '../../src/modules/exams/infrastructure/content/index.js';
import { POSTS } from '../../src/modules/blog/infrastructure/content/posts.js';
import { TRACKS } from '../../src/modules/quiz/domain/tracks.js';
import {
  FINISHED_ROADMAPS,
  HOURS_TOLERANCE,
  MIN_BLOG_POSTS,
  KNOWN_HOSTS,
  lessonHeadings,
  lessonLinks,
  MIN_CHECKS,
  MIN_EXAM_BANK,
  MIN_EXAM_PER_MODULE,
  MIN_LESSON_WORDS,
  MIN_LESSONS,
  MIN_TOTAL_WORDS,
  MIN_RESOURCES,
  MIN_TOPICS,
  plausibleMinutes,
  proseWords,
} from './curriculum-rules.js';

const moduleByKey = new Map(MODULES.map((m) => [m.key, m]));
const checksByKey = new Map(MODULE_CHECKS.map((c) => [c.moduleKey, c]));
const finished = ROADMAPS.filter((r) => FINISHED_ROADMAPS.includes(r.slug));
const keysOf = (slug: string) => ROADMAPS.find((r) => r.slug === slug)?.sections.flatMap((s) => s.modules) ?? [];
const finishedModuleKeys = [...new Set(finished.flatMap((r) => keysOf(r.slug)))].sort();

describe('the curriculum', () => {
  it(`has a finished roadmap for every career track, at least ${MIN_LESSONS} distinct lessons and ${MIN_TOTAL_WORDS} words of explanation`, () => {
    expect(ROADMAPS.length).toBeGreaterThanOrEqual(9);
    expect(ROADMAPS.map((r) => r.slug).filter((slug) => !FINISHED_ROADMAPS.includes(slug))).toEqual([]);
    expect(MODULES.length).toBeGreaterThanOrEqual(MIN_LESSONS);
    expect(MODULES.reduce((sum, m) => sum + proseWords(m.contentMd), 0)).toBeGreaterThanOrEqual(MIN_TOTAL_WORDS);
  });
});

describe('a finished roadmap', () => {
  it('is one of the shipped roadmaps', () => {
    for (const slug of FINISHED_ROADMAPS) expect(ROADMAPS.map((r) => r.slug)).toContain(slug);
  });

  describe.each(finished.map((r) => r.slug))('%s', (slug) => {
    const keys = keysOf(slug);

    it(`has at least ${MIN_TOPICS} topics, each a shipped lesson`, () => {
      expect(keys.length).toBeGreaterThanOrEqual(MIN_TOPICS);
      expect(keys.filter((k) => !moduleByKey.has(k))).toEqual([]);
    });

    it('is the own roadmap of its career track in the quiz, so the quiz result leads to it', () => {
      const track = TRACKS.find((t) => t.key === slug || (t.roadmaps as readonly string[])[0] === slug);
      expect(track).toBeDefined();
      expect(track?.roadmaps[0]).toBe(slug);
      expect(track?.ownRoadmap).toBe(true);
    });

    it(`has an exam bank of at least ${MIN_EXAM_BANK} questions, at least ${MIN_EXAM_PER_MODULE} per module, each traced to a section of its module's lesson`, () => {
      const bank = EXAM_BANKS.find((b) => b.roadmapSlug === slug);
      expect(bank).toBeDefined();
      const questions = bank?.questions ?? [];
      expect(questions.length).toBeGreaterThanOrEqual(MIN_EXAM_BANK);
      const perModule = Object.fromEntries(keys.map((k) => [k, questions.filter((q) => q.moduleKey === k).length]));
      expect(Object.entries(perModule).filter(([, n]) => n < MIN_EXAM_PER_MODULE)).toEqual([]);
      const untraced = questions
        .filter((q) => {
          const lesson = moduleByKey.get(q.moduleKey);
          return !keys.includes(q.moduleKey) || !lesson || !q.section || !lessonHeadings(lesson).includes(q.section);
        })
        .map((q) => `${q.key} → ${q.moduleKey} / ${q.section ?? '(no section)'}`);
      expect(untraced).toEqual([]);
    });
  });
});

describe('every roadmap', () => {
  it.each(ROADMAPS.map((r) => [r.slug, r] as const))(
    `%s states hours within ${HOURS_TOLERANCE * 100} % of the sum of its modules' estimates`,
    (slug, roadmap) => {
      const minutes = keysOf(slug).reduce((sum, k) => sum + (moduleByKey.get(k)?.estimatedMinutes ?? 0), 0);
      const hours = minutes / 60;
      expect({
        slug,
        stated: roadmap.estimatedHours,
        modules: Math.round(hours),
        withinTolerance: Math.abs(roadmap.estimatedHours - hours) <= hours * HOURS_TOLERANCE,
      }).toEqual({ slug, stated: roadmap.estimatedHours, modules: Math.round(hours), withinTolerance: true });
    },
  );
});

describe('a lesson of a finished roadmap', () => {
  it.each(finishedModuleKeys)('%s: explains, links to vetted sources and ends with checks', (key) => {
    const lesson = moduleByKey.get(key) as ModuleContent;
    expect(lesson).toBeDefined();
    expect({ key, words: proseWords(lesson.contentMd) >= MIN_LESSON_WORDS }).toEqual({ key, words: true });
    expect(lesson.resources.length).toBeGreaterThanOrEqual(MIN_RESOURCES);
    expect(lessonHeadings(lesson).length).toBeGreaterThanOrEqual(3);
    expect(checksByKey.get(key)?.questions.length ?? 0).toBeGreaterThanOrEqual(MIN_CHECKS);
  });
});

describe('every lesson', () => {
  it('estimates a time plausible for its words, checks and exercises', () => {
    const implausible = MODULES.flatMap((m) => {
      const { low, high } = plausibleMinutes(
        proseWords(m.contentMd),
        checksByKey.get(m.key)?.questions.length ?? 0,
        MODULE_EXERCISES[m.key]?.length ?? 0,
      );
      return m.estimatedMinutes < low || m.estimatedMinutes > high
        ? [`${m.key}: ${m.estimatedMinutes} min, plausible ${low}–${high}`]
        : [];
    });
    expect(implausible).toEqual([]);
  });

  it('links only over https to known hosts, each link once per lesson', () => {
    const problems: string[] = [];
    for (const lesson of MODULES) {
      const links = lessonLinks(lesson);
      const seen = new Set<string>();
      for (const link of links) {
        const url = new URL(link);
        if (url.protocol !== 'https:') problems.push(`${lesson.key}: not https: ${link}`);
        if (!KNOWN_HOSTS.has(url.hostname)) problems.push(`${lesson.key}: unknown host ${url.hostname} (${link})`);
        const normal = link.replace(/#.*$/, '').replace(/\/$/, '');
        if (seen.has(normal)) problems.push(`${lesson.key}: linked twice: ${link}`);
        seen.add(normal);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('every exam bank', () => {
  it('asks each question once across all banks (no copies between roadmaps)', () => {
    const normal = (s: string) =>
      s
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, ' ')
        .trim();
    const seen = new Map<string, string>();
    const copies: string[] = [];
    for (const bank of EXAM_BANKS) {
      for (const q of bank.questions) {
        const sig = `${normal(q.prompt)}|${normal(q.code ?? '')}|${q.options
          .map((o) => normal(o.text))
          .sort()
          .join('|')}`;
        const first = seen.get(sig);
        if (first) copies.push(`${q.key} copies ${first}`);
        else seen.set(sig, q.key);
      }
    }
    expect(copies).toEqual([]);
  });

  it('names a module of its own roadmap in every question', () => {
    const stray = EXAM_BANKS.flatMap((b) =>
      b.questions.filter((q) => !keysOf(b.roadmapSlug).includes(q.moduleKey)).map((q) => `${q.key} → ${q.moduleKey}`),
    );
    expect(stray).toEqual([]);
  });
});

describe('every "what does this print" exam question', () => {
  const runners: Record<string, (code: string) => [string, string[]]> = {
    javascript: (code) => [process.execPath, ['--input-type=module', '-e', code]],
    typescript: (code) => [process.execPath, ['--input-type=module-typescript', '-e', code]],
    python: (code) => ['python3', ['-c', code]],
    bash: (code) => ['bash', ['-c', code]],
  };
  const outputs = EXAM_BANKS.flatMap((b) => b.questions.filter((q) => q.kind === 'output'));

  it('is code we can run', () => {
    expect(outputs.filter((q) => !q.code || !runners[q.language ?? '']).map((q) => q.key)).toEqual([]);
  });

  it('has the key of what the code prints (run here: Node.js, python3 or bash; lines compared as one line)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'devpath-exam-output-'));
    const oneLine = (s: string) => s.trim().split(/\s+/).join(' ');
    try {
      const wrong: string[] = [];
      for (const q of outputs) {
        const runner = runners[q.language ?? ''];
        if (!runner || !q.code) continue;
        const [command, args] = runner(q.code);
        // Scripts such as `set -e` examples exit non-zero on purpose: what they print is the answer.
        const run = spawnSync(command, args, {
          cwd: dir,
          encoding: 'utf8',
          timeout: 10_000,
          env: { PATH: process.env.PATH },
        });
        const key = q.options.find((o) => o.key === q.correct[0])?.text ?? '';
        if (oneLine(run.stdout) !== oneLine(key))
          wrong.push(`${q.key}: prints "${oneLine(run.stdout)}", key says "${key}"`);
      }
      expect(wrong).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the blog', () => {
  it(`ships at least ${MIN_BLOG_POSTS} posts, each with its own slug, linking out over https only`, () => {
    expect(POSTS.length).toBeGreaterThanOrEqual(MIN_BLOG_POSTS);
    expect(new Set(POSTS.map((p) => p.slug)).size).toBe(POSTS.length);
    const insecure = POSTS.flatMap((p) =>
      lessonLinks({ contentMd: p.bodyMd, resources: [] })
        .filter((url) => !url.startsWith('https://'))
        .map((url) => `${p.slug}: ${url}`),
    );
    expect(insecure).toEqual([]);
  });
});
