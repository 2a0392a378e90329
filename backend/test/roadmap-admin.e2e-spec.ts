import request from 'supertest';
import {
  csrfAgent,
  eventually,
  startTestApp,
  unique,
  type SignedIn,
  type TestApp,
  requestsAs,
  signedInWithRole,
} from './support/test-app.js';

/** Issue 13: moderators and admins create, edit, reorder, publish and unpublish roadmaps and modules; learners cannot. */
describe('roadmap administration', () => {
  let t: TestApp;
  let csrf: Awaited<ReturnType<typeof csrfAgent>>;
  const as = (who: SignedIn) => requestsAs(csrf, who);
  const signInAs = (role: 'user' | 'moderator' | 'admin') => signedInWithRole(t, role);
  const lesson = (key: string, title: string) => ({
    key,
    title,
    summary: `Learn ${title.toLowerCase()} from first principles.`,
    contentMd: `### ${title}\n\nA lesson about ${title.toLowerCase()}.`,
    estimatedMinutes: 45,
    resources: [{ title: 'MDN Web Docs', url: 'https://developer.mozilla.org/', kind: 'docs' }],
  });

  beforeAll(async () => {
    t = await startTestApp();
    csrf = await csrfAgent(t.http);
  });
  afterAll(() => t.close());

  it('refuses learners (403) and visitors (401) on every staff route', async () => {
    const learner = await signInAs('user');
    for (const [method, url] of [
      ['get', '/api/admin/roadmaps'],
      ['post', '/api/admin/roadmaps'],
      ['get', '/api/admin/roadmaps/modules'],
      ['post', '/api/admin/roadmaps/modules'],
      ['patch', '/api/admin/roadmaps/modules/git-basics'],
      ['patch', '/api/admin/roadmaps/frontend'],
      ['put', '/api/admin/roadmaps/frontend/structure'],
    ] as const) {
      const res = await as(learner)[method](url).send({});
      expect(res.status).toBe(403);
      expect(res.body.code).toBeTruthy();
      expect((await csrf.agent[method](url).set('X-CSRF-Token', csrf.token).send({})).status).toBe(401);
    }
    const title = (await request(t.http).get('/api/roadmaps/frontend').expect(200)).body.title;
    await as(learner).patch('/api/admin/roadmaps/frontend').send({ title: 'Hijacked' }).expect(403);
    expect((await request(t.http).get('/api/roadmaps/frontend').expect(200)).body.title).toBe(title);
  });

  it("lets a moderator build a roadmap from new and shared modules, publish it, reorder it and unpublish it; learners' progress survives", async () => {
    const moderator = await signInAs('moderator');
    const slug = unique('game').toLowerCase();
    const [a, b] = [`${slug}-engines`, `${slug}-physics`];
    await as(moderator).post('/api/admin/roadmaps/modules').send(lesson(a, 'Game engines')).expect(201);
    const created = (
      await as(moderator).post('/api/admin/roadmaps/modules').send(lesson(b, 'Game physics')).expect(201)
    ).body;
    expect(created).toMatchObject({ key: b, editedByStaff: true, usedBy: [] });
    expect(
      (await as(moderator).post('/api/admin/roadmaps/modules').send(lesson(b, 'Again')).expect(409)).body.code,
    ).toBe('ROADMAP_MODULE_KEY_TAKEN');

    const fields = {
      title: 'Game Developer',
      summary: 'Make games with a real engine.',
      descriptionMd: 'For **players** who want to make games.',
      level: 'intermediate',
      estimatedHours: 60,
      tags: ['games', 'c#'],
      prerequisites: ['The Frontend roadmap'],
    };
    const roadmap = (
      await as(moderator)
        .post('/api/admin/roadmaps')
        .send({ slug, ...fields })
        .expect(201)
    ).body;
    expect(roadmap).toMatchObject({ slug, published: false, sections: [] });
    expect(
      (
        await as(moderator)
          .post('/api/admin/roadmaps')
          .send({ slug, ...fields })
          .expect(409)
      ).body.code,
    ).toBe('ROADMAP_SLUG_TAKEN');
    expect(
      (
        await as(moderator)
          .post('/api/admin/roadmaps')
          .send({ ...fields, slug: 'me' })
          .expect(409)
      ).body.code,
    ).toBe('ROADMAP_SLUG_TAKEN');
    // Unpublished: not in the catalog, and it cannot be published without a structure.
    await request(t.http).get(`/api/roadmaps/${slug}`).expect(404);
    expect(
      (await as(moderator).patch(`/api/admin/roadmaps/${slug}`).send({ published: true }).expect(400)).body.code,
    ).toBe('ROADMAP_STRUCTURE_EMPTY');

    const structure = {
      sections: [
        { key: 'basics', title: 'Basics', modules: ['git-basics', a] },
        { key: 'physics', title: 'Physics', modules: [b] },
      ],
    };
    const built = (await as(moderator).put(`/api/admin/roadmaps/${slug}/structure`).send(structure).expect(200)).body;
    expect(built.sections).toEqual(structure.sections);
    // The editor shows each module of the structure by its title, however many modules exist.
    expect(Object.keys(built.moduleTitles).sort()).toEqual(['git-basics', a, b].sort());
    expect(built.moduleTitles['git-basics']).toBe('Git Basics');
    await as(moderator).patch(`/api/admin/roadmaps/${slug}`).send({ published: true }).expect(200);
    await eventually(async () => expect((await request(t.http).get(`/api/roadmaps/${slug}`)).status).toBe(200));

    const learner = await signInAs('user');
    await as(learner).put(`/api/roadmaps/${slug}/modules/${a}/status`).send({ status: 'done' }).expect(200);
    await as(learner).put(`/api/roadmaps/${slug}/modules/git-basics/status`).send({ status: 'skipped' }).expect(200);

    // Reorder: physics first, a module moved; edit a lesson; the learner's statuses stand.
    await as(moderator)
      .put(`/api/admin/roadmaps/${slug}/structure`)
      .send({
        sections: [
          { key: 'physics', title: 'Physics first', modules: [b, a] },
          { key: 'basics', title: 'Basics', modules: ['git-basics'] },
        ],
      })
      .expect(200);
    await as(moderator).patch(`/api/admin/roadmaps/modules/${a}`).send({ title: 'Game engines, revised' }).expect(200);
    await eventually(async () => {
      const detail = (await request(t.http).get(`/api/roadmaps/${slug}`).expect(200)).body;
      expect(detail.sections.map((s: { title: string }) => s.title)).toEqual(['Physics first', 'Basics']);
      expect(detail.sections[0].modules.map((m: { title: string }) => m.title)).toEqual([
        'Game physics',
        'Game engines, revised',
      ]);
    });
    const progress = (await as(learner).get(`/api/roadmaps/${slug}/progress`).expect(200)).body;
    expect(progress.statuses).toEqual({ [b]: 'pending', [a]: 'done', 'git-basics': 'skipped' });
    expect(progress.percent).toBe(66);
    expect((await as(moderator).get(`/api/admin/roadmaps/modules/${a}`).expect(200)).body.usedBy).toEqual([slug]);

    await as(moderator).patch(`/api/admin/roadmaps/${slug}`).send({ published: false }).expect(200);
    await eventually(async () => expect((await request(t.http).get(`/api/roadmaps/${slug}`)).status).toBe(404));
    expect(
      (await as(moderator).get('/api/admin/roadmaps').expect(200)).body.items.some(
        (r: { slug: string; published: boolean }) => r.slug === slug && !r.published,
      ),
    ).toBe(true);
  });

  it('validates every write with a code and changes nothing on bad input', async () => {
    const admin = await signInAs('admin');
    const before = (await as(admin).get('/api/admin/roadmaps/frontend').expect(200)).body;
    const bad: Array<[string, string, object]> = [
      ['post', '/api/admin/roadmaps', { slug: 'Bad Slug', title: 'x' }],
      [
        'post',
        '/api/admin/roadmaps/modules',
        { ...lesson('ok-key', 'Okay'), resources: [{ title: 'Plain', url: 'http://example.com', kind: 'docs' }] },
      ],
      [
        'post',
        '/api/admin/roadmaps/modules',
        { ...lesson('ok-key', 'Okay'), resources: [{ title: 'Script', url: 'javascript:alert(1)', kind: 'docs' }] },
      ],
      ['post', '/api/admin/roadmaps/modules', { ...lesson('ok-key', 'Okay'), contentMd: 'x'.repeat(50_001) }],
      ['patch', '/api/admin/roadmaps/frontend', { level: 'expert' }],
      ['patch', '/api/admin/roadmaps/frontend', { slug: 'renamed' }],
      ['patch', '/api/admin/roadmaps/frontend', { tags: ['UPPER CASE'] }],
      ['put', '/api/admin/roadmaps/frontend/structure', { sections: [] }],
      [
        'put',
        '/api/admin/roadmaps/frontend/structure',
        { sections: [{ key: 'a', title: 'A', modules: ['no-such-module'] }] },
      ],
      [
        'put',
        '/api/admin/roadmaps/frontend/structure',
        {
          sections: [
            { key: 'a', title: 'A', modules: ['git-basics'] },
            { key: 'b', title: 'B', modules: ['git-basics'] },
          ],
        },
      ],
      [
        'put',
        '/api/admin/roadmaps/frontend/structure',
        {
          sections: [
            { key: 'a', title: 'A', modules: ['git-basics'] },
            { key: 'a', title: 'A again', modules: ['css-layout'] },
          ],
        },
      ],
    ];
    for (const [method, url, body] of bad) {
      const res = await (as(admin) as Record<string, (u: string) => request.Test>)[method](url).send(body);
      expect([400, 409]).toContain(res.status);
      expect(res.body.code).toBeTruthy();
    }
    const after = (await as(admin).get('/api/admin/roadmaps/frontend').expect(200)).body;
    expect(after).toEqual(before);
    await as(admin).get('/api/admin/roadmaps/ok-key').expect(404);
    expect((await as(admin).get('/api/admin/roadmaps/modules/ok-key').expect(404)).body.code).toBe(
      'ROADMAP_MODULE_NOT_FOUND',
    );
  });
});
