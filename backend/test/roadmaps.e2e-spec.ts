import { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import { loadRoadmapContent } from '../src/modules/roadmaps/infrastructure/content/roadmaps-content.pack.js';
import type { ModuleContent, RoadmapContent } from '../src/modules/roadmaps/infrastructure/content/content-types.js';
import { MODULES, ROADMAPS } from '../src/modules/roadmaps/infrastructure/content/index.js';
import { LeaderboardRepository } from '../src/modules/activity/domain/leaderboard.repository.js';
import {
  csrfAgent,
  eventually,
  registerAndLogin,
  startTestApp,
  unique,
  type SignedIn,
  type TestApp,
  requestsAs,
} from './support/test-app.js';

/** Issue 13: the roadmaps catalog, module progress that is never lost, XP once per module, reset and export. */
describe('roadmaps and learning progress', () => {
  let t: TestApp;
  let orm: MikroORM;
  let csrf: Awaited<ReturnType<typeof csrfAgent>>;
  const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
    orm.em.fork().execute<T[]>(query, params);
  const as = (who: SignedIn) => requestsAs(csrf, who);
  const setStatus = (who: SignedIn, roadmap: string, key: string, status: string) =>
    as(who).put(`/api/roadmaps/${roadmap}/modules/${key}/status`).send({ status });
  const stats = async (who: SignedIn) =>
    (await as(who).get('/api/users/stats').expect(200)).body as { totalXpEarned: number; completedModules: string[] };
  const ledger = (who: SignedIn) =>
    sql<{ achievement: string; amount: number }>(
      `select achievement, amount from xp_ledger where user_id = ? order by id`,
      [who.user.id],
    );
  /** Loads a roadmap of this test's own (unique slug and keys) through the content loader, as a content release would. */
  const release = (modules: ModuleContent[], roadmaps: RoadmapContent[]) =>
    orm.em.fork().transactional((em) => loadRoadmapContent(em, modules, roadmaps));

  beforeAll(async () => {
    t = await startTestApp();
    orm = t.app.get(MikroORM);
    csrf = await csrfAgent(t.http);
  });
  afterAll(() => t.close());

  it('lists the shipped roadmaps to anyone, with search, level and tag filters and pagination', async () => {
    const all = (await request(t.http).get('/api/roadmaps?pageSize=50').expect(200)).body;
    const slugs = all.items.map((r: { slug: string }) => r.slug);
    expect(slugs).toEqual(expect.arrayContaining(['frontend', 'backend', 'full-stack', 'devops', 'data', 'mobile']));
    for (const r of all.items.filter((r: { slug: string }) => ROADMAPS.some((c) => c.slug === r.slug)))
      expect(r.moduleCount).toBeGreaterThanOrEqual(8);
    expect(all.levels).toEqual(['beginner', 'intermediate', 'advanced']);
    expect(all.tags.length).toBeGreaterThan(3);

    const intermediate = (await request(t.http).get('/api/roadmaps?level=intermediate&pageSize=50').expect(200)).body;
    expect(intermediate.items.length).toBeGreaterThan(0);
    expect(intermediate.items.every((r: { level: string }) => r.level === 'intermediate')).toBe(true);
    const tag = all.items.find((r: { slug: string }) => r.slug === 'frontend').tags[0];
    const tagged = (
      await request(t.http)
        .get(`/api/roadmaps?tag=${encodeURIComponent(tag)}&pageSize=50`)
        .expect(200)
    ).body;
    expect(tagged.items.every((r: { tags: string[] }) => r.tags.includes(tag))).toBe(true);
    const searched = (await request(t.http).get('/api/roadmaps?q=DevOps').expect(200)).body;
    expect(searched.items.map((r: { slug: string }) => r.slug)).toContain('devops');
    expect((await request(t.http).get('/api/roadmaps?q=%25_%25').expect(200)).body.items).toEqual([]); // wildcards are text

    const first = (await request(t.http).get('/api/roadmaps?page=1&pageSize=2').expect(200)).body;
    const second = (await request(t.http).get('/api/roadmaps?page=2&pageSize=2').expect(200)).body;
    expect(first.items).toHaveLength(2);
    expect(second.items[0].slug).not.toBe(first.items[0].slug);
    expect(first.total).toBe(all.total);

    for (const bad of [
      'level=expert',
      'pageSize=500',
      'page=0',
      'tag=%3Cscript%3E',
      `q=${'x'.repeat(101)}`,
      'unknown=1',
    ]) {
      const res = await request(t.http).get(`/api/roadmaps?${bad}`).expect(400);
      expect(res.body.code).toBeTruthy();
    }
  });

  it('shows a roadmap by slug (/roadmap/{slug}) and by id (/bootcamps/{id}) with its sections and modules in order; unknown ones are a 404 with a code', async () => {
    const bySlug = (await request(t.http).get('/api/roadmaps/frontend').expect(200)).body;
    const byId = (await request(t.http).get(`/api/roadmaps/${bySlug.id}`).expect(200)).body;
    expect(byId).toEqual(bySlug);
    const shipped = ROADMAPS.find((r) => r.slug === 'frontend')!;
    expect(bySlug.sections.map((s: { key: string }) => s.key)).toEqual(shipped.sections.map((s) => s.key));
    expect(bySlug.sections.flatMap((s: { modules: { key: string }[] }) => s.modules.map((m) => m.key))).toEqual(
      shipped.sections.flatMap((s) => s.modules),
    );
    expect(bySlug.descriptionMd.length).toBeGreaterThan(100);

    const lesson = (await request(t.http).get('/api/roadmaps/frontend/modules/git-basics').expect(200)).body;
    expect(lesson.contentMd.split(/\s+/).length).toBeGreaterThan(100);
    expect(lesson.resources.length).toBeGreaterThanOrEqual(2);
    expect(lesson.resources.every((r: { url: string }) => r.url.startsWith('https://'))).toBe(true);
    // When it was last checked against its sources (issue 28), as the shipped content says.
    expect(lesson.reviewedOn).toBe(MODULES.find((m) => m.key === 'git-basics')!.reviewedOn);
    expect(lesson.reviewedOn).toMatch(/^\d{4}-\d{2}$/);

    for (const ref of [
      'no-such-roadmap',
      '999999',
      '__proto__',
      'constructor',
      'a%00b',
      'x'.repeat(10_000),
      '%F0%9F%98%80',
      '%ED%A0%80',
    ]) {
      const res = await request(t.http).get(`/api/roadmaps/${ref}`);
      expect([400, 404]).toContain(res.status);
      expect(res.body.code).toBeTruthy();
    }
    expect((await request(t.http).get('/api/roadmaps/no-such-roadmap').expect(404)).body.code).toBe(
      'ROADMAP_NOT_FOUND',
    );
    // A module of another roadmap is not part of this one.
    expect((await request(t.http).get('/api/roadmaps/frontend/modules/kubernetes-basics').expect(404)).body.code).toBe(
      'ROADMAP_MODULE_NOT_FOUND',
    );
    expect((await request(t.http).get('/api/roadmaps/frontend/modules/__proto__').expect(404)).body.code).toBe(
      'ROADMAP_MODULE_NOT_FOUND',
    );
  });

  it("computes the percentage on the server, pays a module's XP once whatever the repeats and races, and counts a shared module on every roadmap", async () => {
    const learner = await registerAndLogin(t.http);
    expect((await request(t.http).get('/api/roadmaps/frontend/progress').expect(401)).body.code).toBeTruthy();
    const start = (await as(learner).post('/api/roadmaps/frontend/enrolment').expect(200)).body;
    expect(start).toMatchObject({ slug: 'frontend', enrolled: true, percent: 0 });
    const detail = (await request(t.http).get('/api/roadmaps/frontend').expect(200)).body;
    const keys: string[] = detail.sections.flatMap((s: { modules: { key: string }[] }) => s.modules.map((m) => m.key));
    expect(start.continueModuleKey).toBe(keys[0]);

    // Eight parallel "done" of the same module: one completion, one event, one award, and the
    // answer that made it says so, with the XP already counted (no waiting for the event).
    const results = await Promise.all(
      Array.from({ length: 8 }, () => setStatus(learner, 'frontend', 'git-basics', 'done')),
    );
    expect(results.map((r) => r.status)).toEqual(Array(8).fill(200));
    const afterDone = results[0].body;
    expect(afterDone.statuses['git-basics']).toBe('done');
    expect(afterDone.percent).toBe(Math.floor(100 / keys.length));
    const awards = results.map((r) => r.body.award).filter((award) => award !== null);
    expect(results.every((r) => r.body.award !== undefined)).toBe(true);
    expect(awards).toEqual([{ status: 'delivered', xp: 50, totalXp: 50, daysStreak: 1, longestStreak: 1 }]);
    expect(await ledger(learner)).toEqual([{ achievement: 'module:git-basics', amount: 50 }]);
    expect(await stats(learner)).toMatchObject({ totalXpEarned: 50, completedModules: ['git-basics'] });
    const events = await sql<{ n: number }>(
      `select count(*)::int as n from outbox_events where name = 'roadmap.module-completed' and payload->>'userId' = ?`,
      [String(learner.user.id)],
    );
    expect(events[0].n).toBe(1);

    // Back to pending and done again: no second award. Skipped counts towards the percentage but pays nothing.
    expect((await setStatus(learner, 'frontend', 'git-basics', 'pending').expect(200)).body.award).toBeNull();
    expect((await setStatus(learner, 'frontend', 'git-basics', 'done').expect(200)).body.award).toBeNull();
    const skipped = (
      await setStatus(learner, 'frontend', keys[1] === 'git-basics' ? keys[2] : keys[1], 'skipped').expect(200)
    ).body;
    expect(skipped.percent).toBe(Math.floor((2 * 100) / keys.length));
    const learning = (await setStatus(learner, 'frontend', keys[keys.length - 1], 'learning').expect(200)).body;
    expect(learning.continueModuleKey).toBe(keys[keys.length - 1]);
    await new Promise((resolve) => setImmediate(resolve));
    await eventually(async () =>
      expect(await ledger(learner)).toEqual([{ achievement: 'module:git-basics', amount: 50 }]),
    );

    // git-basics is part of the backend and full-stack roadmaps too: done there without doing it again.
    for (const other of ['backend', 'full-stack']) {
      const progress = (await as(learner).get(`/api/roadmaps/${other}/progress`).expect(200)).body;
      expect(progress.statuses['git-basics']).toBe('done');
      expect(progress.enrolled).toBe(false);
      expect(progress.percent).toBeGreaterThan(0);
    }

    // The learner's own list: most recent first, with where to continue.
    const mine = (await as(learner).get('/api/roadmaps/me').expect(200)).body;
    expect(mine.items).toHaveLength(1);
    expect(mine.items[0]).toMatchObject({
      roadmap: { slug: 'frontend' },
      percent: skipped.percent,
      lastModule: { key: keys[keys.length - 1], status: 'learning' },
    });

    // Another learner sees none of it.
    const other = await registerAndLogin(t.http);
    const theirs = (await as(other).get('/api/roadmaps/frontend/progress').expect(200)).body;
    expect(theirs).toMatchObject({ enrolled: false, percent: 0 });
    expect((await as(other).get('/api/roadmaps/me').expect(200)).body.items).toEqual([]);
  });

  it('refuses bad statuses and unknown modules with a code and changes nothing', async () => {
    const learner = await registerAndLogin(t.http);
    await setStatus(learner, 'frontend', 'git-basics', 'learning').expect(200);
    for (const body of [
      { status: 'finished' },
      { status: 'done', percent: 100 },
      {},
      { status: ['done'] },
      { status: 'done\u0000' },
    ]) {
      const res = await as(learner).put('/api/roadmaps/frontend/modules/git-basics/status').send(body);
      expect(res.status).toBe(400);
      expect(res.body.code).toBeTruthy();
    }
    expect((await setStatus(learner, 'frontend', 'kubernetes-basics', 'done').expect(404)).body.code).toBe(
      'ROADMAP_MODULE_NOT_FOUND',
    );
    expect((await setStatus(learner, 'nope', 'git-basics', 'done').expect(404)).body.code).toBe('ROADMAP_NOT_FOUND');
    const res = await as(learner)
      .put('/api/roadmaps/frontend/modules/git-basics/status')
      .set('Content-Type', 'application/json')
      .send('{"status":"done","__proto__":{"admin":true}}');
    expect(res.status).toBe(400);
    const progress = (await as(learner).get('/api/roadmaps/frontend/progress').expect(200)).body;
    expect(progress.statuses['git-basics']).toBe('learning');
    expect(progress.counts.done).toBe(0);
  });

  it('resets one roadmap without touching another: modules shared with a roadmap the learner follows keep their status; XP stays', async () => {
    const learner = await registerAndLogin(t.http);
    await as(learner).post('/api/roadmaps/backend/enrolment').expect(200);
    await setStatus(learner, 'frontend', 'git-basics', 'done').expect(200); // shared with backend, which the learner follows
    const second = (await setStatus(learner, 'frontend', 'html-semantics', 'done').expect(200)).body; // frontend only (not in backend)
    expect(second.award).toMatchObject({ status: 'delivered', xp: 50, totalXp: 100 });
    await setStatus(learner, 'backend', 'relational-databases-sql', 'learning').expect(200);
    expect((await stats(learner)).totalXpEarned).toBe(100);

    const reset = (await as(learner).delete('/api/roadmaps/frontend/progress').expect(200)).body;
    expect(reset.reset).toBe(1);
    expect(reset.progress.statuses['html-semantics']).toBe('pending');
    expect(reset.progress.statuses['git-basics']).toBe('done');
    const backend = (await as(learner).get('/api/roadmaps/backend/progress').expect(200)).body;
    expect(backend.statuses['git-basics']).toBe('done');
    expect(backend.statuses['relational-databases-sql']).toBe('learning');
    expect((await stats(learner)).totalXpEarned).toBe(100);
  });

  it("exports the learner's progress as a JSON download", async () => {
    const learner = await registerAndLogin(t.http);
    await setStatus(learner, 'devops', 'linux-fundamentals', 'done').expect(200);
    const res = await as(learner).get('/api/roadmaps/me/export').expect(200);
    expect(res.headers['content-disposition']).toContain('attachment');
    expect(res.body.userId).toBe(learner.user.id);
    expect(res.body.roadmaps).toHaveLength(1);
    expect(res.body.roadmaps[0]).toMatchObject({ slug: 'devops' });
    expect(res.body.roadmaps[0].modules.find((m: { key: string }) => m.key === 'linux-fundamentals').status).toBe(
      'done',
    );
    expect(res.body.modules).toEqual([expect.objectContaining({ key: 'linux-fundamentals', status: 'done' })]);
  });

  it('keeps every earlier "done" when a roadmap is edited and reordered, and never overwrites what a moderator changed', async () => {
    const id = unique('rm').toLowerCase();
    const mod = (n: number, title = `Lesson ${n}`): ModuleContent => ({
      key: `${id}-m${n}`,
      title,
      summary: `What lesson ${n} teaches.`,
      contentMd: `### Lesson ${n}\n\nPractise step ${n} until it feels easy.`,
      estimatedMinutes: 30,
      resources: [{ title: 'MDN', url: 'https://developer.mozilla.org/', kind: 'docs' }],
    });
    const roadmap = (sections: RoadmapContent['sections'], title = 'Test roadmap'): RoadmapContent => ({
      slug: id,
      title,
      summary: 'A roadmap of this test.',
      descriptionMd: 'For the test.',
      level: 'beginner',
      estimatedHours: 3,
      tags: ['test'],
      prerequisites: [],
      sections,
    });
    await release(
      [mod(1), mod(2), mod(3), mod(4)],
      [
        roadmap([
          { key: 'a', title: 'A', modules: [`${id}-m1`, `${id}-m2`] },
          { key: 'b', title: 'B', modules: [`${id}-m3`, `${id}-m4`] },
        ]),
      ],
    );
    const learner = await registerAndLogin(t.http);
    await setStatus(learner, id, `${id}-m1`, 'done').expect(200);
    await setStatus(learner, id, `${id}-m3`, 'skipped').expect(200);
    await setStatus(learner, id, `${id}-m4`, 'learning').expect(200);

    // The next release renames, rewrites, reorders sections and modules, and adds a module.
    await release(
      [mod(1, 'Lesson one, rewritten'), mod(2), mod(3), mod(4), mod(5)],
      [
        roadmap(
          [
            { key: 'b', title: 'B first now', modules: [`${id}-m4`, `${id}-m3`, `${id}-m5`] },
            { key: 'a', title: 'A', modules: [`${id}-m2`, `${id}-m1`] },
          ],
          'Renamed',
        ),
      ],
    );
    // The release wrote through another connection: the cached roadmap is evicted when its change notification arrives.
    const detail = await eventually(async () => {
      const body = (await request(t.http).get(`/api/roadmaps/${id}`).expect(200)).body;
      expect(body.title).toBe('Renamed');
      return body;
    });
    expect(detail.sections.map((s: { key: string }) => s.key)).toEqual(['b', 'a']);
    await eventually(async () => {
      const progress = (await as(learner).get(`/api/roadmaps/${id}/progress`).expect(200)).body;
      expect(progress.statuses).toEqual({
        [`${id}-m4`]: 'learning',
        [`${id}-m3`]: 'skipped',
        [`${id}-m5`]: 'pending',
        [`${id}-m2`]: 'pending',
        [`${id}-m1`]: 'done',
      });
      expect(progress.percent).toBe(40);
      expect((await request(t.http).get(`/api/roadmaps/${id}/modules/${id}-m1`).expect(200)).body.title).toBe(
        'Lesson one, rewritten',
      );
    });

    // A moderator's edit stands against the next release.
    await sql(`update roadmaps set title = 'Moderated', edited_by_staff = true where slug = ?`, [id]);
    await sql(`update roadmap_modules set title = 'Moderated lesson', edited_by_staff = true where key = ?`, [
      `${id}-m2`,
    ]);
    await release(
      [mod(1), mod(2, 'Shipped again'), mod(3), mod(4), mod(5)],
      [roadmap([{ key: 'a', title: 'A', modules: [`${id}-m1`] }], 'Shipped again')],
    );
    await eventually(async () => {
      const after = (await request(t.http).get(`/api/roadmaps/${id}`).expect(200)).body;
      expect(after.title).toBe('Moderated');
      expect(after.sections.map((s: { key: string }) => s.key)).toEqual(['b', 'a']);
    });
    await eventually(async () =>
      expect((await request(t.http).get(`/api/roadmaps/${id}/modules/${id}-m2`).expect(200)).body.title).toBe(
        'Moderated lesson',
      ),
    );
    // Hidden from the catalog when unpublished.
    await sql(`update roadmaps set published = false where slug = ?`, [id]);
    await eventually(async () => expect((await request(t.http).get(`/api/roadmaps/${id}`)).status).toBe(404));
  });

  it("a module done is a learning day and XP that puts the learner on this week's leaderboard (issue 12)", async () => {
    const learner = await registerAndLogin(t.http);
    const done = (await setStatus(learner, 'mobile', 'react-native-basics', 'done').expect(200)).body;
    expect(done.award).toEqual({ status: 'delivered', xp: 50, totalXp: 50, daysStreak: 1, longestStreak: 1 });
    expect((await stats(learner)).totalXpEarned).toBe(50);
    const streak = (await as(learner).get('/api/progress/me/streak').expect(200)).body;
    expect(streak).toMatchObject({ daysStreak: 1, todayDone: true });
    await t.app.get(LeaderboardRepository).refresh(new Date());
    const board = (await as(learner).get('/api/leaderboard?board=week').expect(200)).body;
    expect(board.me).toMatchObject({ xp: 50 });
    expect(board.me.rank).toBeGreaterThanOrEqual(1);
  });

  it("forgets a deleted learner's roadmap progress", async () => {
    const learner = await registerAndLogin(t.http);
    await setStatus(learner, 'data', 'python-for-data', 'learning').expect(200);
    await as(learner)
      .post('/api/users/me/deletion')
      .send({ confirmation: learner.user.username, password: learner.password })
      .expect(200);
    await eventually(async () => {
      const rows = await sql<{ n: number }>(
        `select (select count(*) from module_progress where user_id = ?) + (select count(*) from roadmap_enrolments where user_id = ?) as n`,
        [learner.user.id, learner.user.id],
      );
      expect(Number(rows[0].n)).toBe(0);
    });
  });
});
