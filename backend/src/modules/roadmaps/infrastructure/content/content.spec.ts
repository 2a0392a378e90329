import { MODULES, ROADMAPS } from './index.js';
import { CONTENT_REVIEW_MONTH } from './content-types.js';
import { isKey } from '../../domain/roadmap.js';

/** The shipped content is the product's: these rules keep a release from breaking learners' progress or pages. */
describe('shipped roadmap content', () => {
  const moduleKeys = MODULES.map((m) => m.key);

  it('has the nine career roadmaps, each with at least 8 modules in named sections', () => {
    expect(ROADMAPS.map((r) => r.slug).sort()).toEqual([
      'ai-ml',
      'backend',
      'data',
      'devops',
      'frontend',
      'full-stack',
      'mobile',
      'security',
      'ux-design',
    ]);
    for (const roadmap of ROADMAPS) {
      const keys = roadmap.sections.flatMap((s) => s.modules);
      expect(keys.length).toBeGreaterThanOrEqual(8);
      expect(new Set(keys).size).toBe(keys.length); // a module appears once per roadmap
      expect(new Set(roadmap.sections.map((s) => s.key)).size).toBe(roadmap.sections.length);
      for (const section of roadmap.sections) {
        expect(isKey(section.key)).toBe(true);
        expect(section.modules.length).toBeGreaterThan(0);
      }
      expect(isKey(roadmap.slug)).toBe(true);
      expect(roadmap.summary.length).toBeGreaterThan(20);
      expect(roadmap.descriptionMd.split(/\s+/).length).toBeGreaterThanOrEqual(40);
      expect(roadmap.tags.length).toBeGreaterThan(0);
      for (const tag of roadmap.tags) expect(tag).toMatch(/^[a-z0-9+#.-]+$/);
      expect(['beginner', 'intermediate', 'advanced']).toContain(roadmap.level);
      expect(roadmap.estimatedHours).toBeGreaterThan(0);
    }
  });

  it('names every module once, by a stable key, and every roadmap names only shipped modules', () => {
    expect(new Set(moduleKeys).size).toBe(moduleKeys.length);
    for (const key of moduleKeys) expect(isKey(key)).toBe(true);
    const used = new Set(ROADMAPS.flatMap((r) => r.sections.flatMap((s) => s.modules)));
    for (const key of used) expect(moduleKeys).toContain(key);
    for (const key of moduleKeys) expect(used.has(key)).toBe(true); // no orphan lesson
  });

  it('shares foundations between roadmaps (progress on them counts on each)', () => {
    const containing = (key: string) => ROADMAPS.filter((r) => r.sections.some((s) => s.modules.includes(key))).length;
    expect(containing('git-basics')).toBeGreaterThanOrEqual(4);
  });

  it('teaches something in every module, with real free https resources and no placeholder text', () => {
    for (const m of MODULES) {
      expect(m.title.length).toBeGreaterThan(3);
      expect(m.summary.length).toBeGreaterThan(20);
      expect(m.contentMd.split(/\s+/).length).toBeGreaterThanOrEqual(120);
      expect(m.contentMd).not.toMatch(/lorem ipsum|TEMP-STUB/i);
      expect(m.contentMd).not.toMatch(/\bTODO\b|\bTBD\b/);
      // Links in lessons are https (the SPA renders Markdown without raw HTML, so code samples may show tags).
      for (const [, url] of m.contentMd.matchAll(/\]\(([^)\s]+)\)/g)) expect(url).toMatch(/^https:\/\//);
      expect(m.estimatedMinutes).toBeGreaterThanOrEqual(15);
      expect(m.resources.length).toBeGreaterThanOrEqual(2);
      const urls = m.resources.map((r) => r.url);
      expect(new Set(urls).size).toBe(urls.length);
      for (const r of m.resources) {
        expect(new URL(r.url).protocol).toBe('https:');
        expect(['docs', 'article', 'video', 'course', 'interactive', 'book']).toContain(r.kind);
        expect(r.title.length).toBeGreaterThan(2);
      }
    }
  });

  it('records when every module was last reviewed against its primary sources, never after this release', () => {
    const month = /^\d{4}-(0[1-9]|1[0-2])$/;
    expect(CONTENT_REVIEW_MONTH).toMatch(month);
    const unreviewed = MODULES.filter((m) => m.reviewedOn === undefined).map((m) => m.key);
    expect(unreviewed).toEqual([]);
    for (const m of MODULES) {
      // The key is in each expectation so a failure names the module.
      expect({ key: m.key, reviewedOn: m.reviewedOn }).toEqual({
        key: m.key,
        reviewedOn: expect.stringMatching(month),
      });
      // YYYY-MM strings sort like their months, so a string comparison says "later than".
      expect({ key: m.key, afterRelease: (m.reviewedOn ?? '') > CONTENT_REVIEW_MONTH }).toEqual({
        key: m.key,
        afterRelease: false,
      });
    }
  });
});
