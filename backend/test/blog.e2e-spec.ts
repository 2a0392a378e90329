import request from 'supertest';
import { MikroORM } from '@mikro-orm/postgresql';
import { ScheduledPostsJob } from '../src/modules/blog/infrastructure/jobs/scheduled-posts.job.js';
import { POSTS } from '../src/modules/blog/infrastructure/content/posts.js';
import {
  csrfAgent,
  registerAndLogin,
  requestsAs,
  signedInWithRole,
  startTestApp,
  type SignedIn,
  type TestApp,
} from './support/test-app.js';

/** Issue 15, the blog: shipped posts, the readers' list, post pages and RSS; staff write, schedule and delete. */
describe('blog', () => {
  let t: TestApp;
  let csrf: Awaited<ReturnType<typeof csrfAgent>>;
  const as = (who: SignedIn) => requestsAs(csrf, who);
  const body = (overrides: Record<string, unknown> = {}) => ({
    title: 'Five free tools every new developer should install',
    summary: 'An editor, a terminal, Git, a browser with good developer tools and a note app: why each one matters.',
    bodyMd:
      '## The editor\n\nVisual Studio Code is free and has an extension for everything.\n\n## The terminal\n\nLearn ten commands and you will use them every day.',
    tags: ['tools', 'getting started'],
    status: 'published',
    ...overrides,
  });

  beforeAll(async () => {
    t = await startTestApp();
    csrf = await csrfAgent(t.http);
  });
  afterAll(() => t.close());

  it('ships at least six posts: newest first, with tags, search, pages, a post page and 404 with a code', async () => {
    const list = (await request(t.http).get('/api/blog/posts?pageSize=50').expect(200)).body;
    expect(list.total).toBeGreaterThanOrEqual(6);
    const dates = list.items.map((p: { publishAt: string }) => Date.parse(p.publishAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(list.items[0]).not.toHaveProperty('bodyMd');
    expect(list.tags).toContain('careers');

    const careers = (await request(t.http).get('/api/blog/posts?tag=careers').expect(200)).body;
    expect(careers.items.length).toBeGreaterThan(0);
    expect(careers.items.every((p: { tags: string[] }) => p.tags.includes('careers'))).toBe(true);
    const search = (await request(t.http).get('/api/blog/posts?q=git').expect(200)).body;
    expect(search.items.map((p: { slug: string }) => p.slug)).toContain('git-in-your-first-week');
    const second = (await request(t.http).get('/api/blog/posts?pageSize=4&page=2').expect(200)).body;
    expect(second.items.length).toBe(Math.min(4, list.total - 4));

    const shipped = POSTS[0];
    const post = (await request(t.http).get(`/api/blog/posts/${shipped.slug}`).expect(200)).body;
    expect(post).toMatchObject({
      slug: shipped.slug,
      title: shipped.title,
      bodyMd: shipped.bodyMd,
      authorName: 'DevPath team',
    });
    expect(post.readingMinutes).toBeGreaterThanOrEqual(1);
    expect((await request(t.http).get('/api/blog/posts/no-such-post').expect(404)).body.code).toBe('POST_NOT_FOUND');
  });

  it('serves an RSS 2.0 feed of the newest posts', async () => {
    const res = await request(t.http).get('/api/blog/rss.xml').expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/rss\+xml/);
    const xml = res.text;
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect((xml.match(/<item>/g) ?? []).length).toBeGreaterThanOrEqual(6);
    expect(xml).toContain(`/blog/${POSTS[0].slug}</link>`);
    expect(xml).toContain('Read the error message: a beginner&apos;s guide to debugging');
  });

  it('a moderator writes a draft (hidden), publishes it (first in the list, by them), edits it (same moment) and deletes it', async () => {
    const moderator = await signedInWithRole(t, 'moderator');
    await t.app
      .get(MikroORM)
      .em.fork()
      .execute('update users set full_name = ? where id = ?', ['Grace Moderator', moderator.user.id]);
    const draft = (
      await as(moderator)
        .put('/api/admin/blog/posts/five-free-tools')
        .send(body({ status: 'draft' }))
        .expect(200)
    ).body;
    expect(draft).toMatchObject({
      status: 'draft',
      publishAt: null,
      authorName: 'Grace Moderator',
      editedByStaff: true,
    });
    expect((await request(t.http).get('/api/blog/posts/five-free-tools').expect(404)).body.code).toBe('POST_NOT_FOUND');

    const published = (await as(moderator).put('/api/admin/blog/posts/five-free-tools').send(body()).expect(200)).body;
    expect(published.status).toBe('published');
    const list = (await request(t.http).get('/api/blog/posts').expect(200)).body;
    expect(list.items[0]).toMatchObject({ slug: 'five-free-tools', authorName: 'Grace Moderator' });

    const edited = (
      await as(moderator)
        .put('/api/admin/blog/posts/five-free-tools')
        .send(body({ title: 'Five free tools for new developers' }))
        .expect(200)
    ).body;
    expect(edited.publishAt).toBe(published.publishAt);
    expect((await request(t.http).get('/api/blog/posts/five-free-tools').expect(200)).body.title).toBe(
      'Five free tools for new developers',
    );

    await as(moderator).delete('/api/admin/blog/posts/five-free-tools').expect(204);
    expect((await request(t.http).get('/api/blog/posts/five-free-tools').expect(404)).body.code).toBe('POST_NOT_FOUND');
    expect((await as(moderator).delete('/api/admin/blog/posts/five-free-tools').expect(404)).body.code).toBe(
      'POST_NOT_FOUND',
    );
  });

  it('a scheduled post stays hidden until its moment; the job then publishes it', async () => {
    const admin = await signedInWithRole(t, 'admin');
    const moment = new Date(Date.now() + 3 * 24 * 3600 * 1000);
    await as(admin)
      .put('/api/admin/blog/posts/scheduled-note')
      .send(body({ status: 'scheduled', publishAt: moment.toISOString() }))
      .expect(200);
    expect((await request(t.http).get('/api/blog/posts/scheduled-note').expect(404)).body.code).toBe('POST_NOT_FOUND');
    const staffList = (await as(admin).get('/api/admin/blog/posts?q=free tools').expect(200)).body;
    expect(staffList.items.find((p: { slug: string }) => p.slug === 'scheduled-note')).toMatchObject({
      status: 'scheduled',
    });

    // The job's tick just before the moment changes nothing; the one after publishes it.
    const job = t.app.get(ScheduledPostsJob);
    await job.run(new Date(moment.getTime() - 60_000));
    expect((await as(admin).get('/api/admin/blog/posts/scheduled-note').expect(200)).body.status).toBe('scheduled');
    await job.run(new Date(moment.getTime() + 60_000));
    expect((await as(admin).get('/api/admin/blog/posts/scheduled-note').expect(200)).body.status).toBe('published');
    expect((await request(t.http).get('/api/blog/posts/scheduled-note').expect(200)).body.publishAt).toBe(
      moment.toISOString(),
    );
  });

  it('readers see a scheduled post from its moment on, before the job has published it (the one visibility rule, in SQL)', async () => {
    const admin = await signedInWithRole(t, 'admin');
    const moment = new Date(Date.now() + 3 * 24 * 3600 * 1000);
    await as(admin)
      .put('/api/admin/blog/posts/moment-passed')
      .send(body({ status: 'scheduled', publishAt: moment.toISOString() }))
      .expect(200);
    expect((await request(t.http).get('/api/blog/posts/moment-passed').expect(404)).body.code).toBe('POST_NOT_FOUND');
    // Its moment passes while no job has run yet: still 'scheduled', already visible.
    const past = new Date(Date.now() - 60_000);
    await t.app
      .get(MikroORM)
      .em.fork()
      .execute(`update blog_posts set publish_at = ? where slug = 'moment-passed'`, [past]);
    expect((await as(admin).get('/api/admin/blog/posts/moment-passed').expect(200)).body.status).toBe('scheduled');
    expect((await request(t.http).get('/api/blog/posts/moment-passed').expect(200)).body.slug).toBe('moment-passed');
    expect(
      (await request(t.http).get('/api/blog/posts?pageSize=50').expect(200)).body.items.map(
        (p: { slug: string }) => p.slug,
      ),
    ).toContain('moment-passed');
  });

  it('refuses learners and visitors on every staff route, and bad input with a code, storing nothing', async () => {
    const learner = await registerAndLogin(t.http);
    expect((await as(learner).put('/api/admin/blog/posts/mine').send(body()).expect(403)).body.code).toBe('FORBIDDEN');
    expect((await as(learner).get('/api/admin/blog/posts').expect(403)).body.code).toBe('FORBIDDEN');
    expect((await as(learner).delete(`/api/admin/blog/posts/${POSTS[0].slug}`).expect(403)).body.code).toBe(
      'FORBIDDEN',
    );
    await request(t.http).get('/api/admin/blog/posts').expect(401);

    const moderator = await signedInWithRole(t, 'moderator');
    const put = (slug: string, b: unknown) =>
      as(moderator)
        .put(`/api/admin/blog/posts/${slug}`)
        .send(b as object);
    expect((await put('Not_A_Slug', body()).expect(400)).body.code).toBe('POST_SLUG_INVALID');
    expect((await put('needs-moment', body({ status: 'scheduled' })).expect(400)).body.code).toBe(
      'PUBLISH_AT_REQUIRED',
    );
    expect((await put('bad-cover', body({ coverImageUrl: 'javascript:alert(1)' })).expect(400)).body.code).toBe(
      'VALIDATION_FAILED',
    );
    expect((await put('bad-date', body({ status: 'scheduled', publishAt: 'tomorrow' })).expect(400)).body.code).toBe(
      'VALIDATION_FAILED',
    );
    expect((await put('extra-field', { ...body(), editedByStaff: false }).expect(400)).body.code).toBe(
      'VALIDATION_FAILED',
    );
    expect((await put('nul-title', body({ title: 'Tools\u0000' })).expect(400)).body.code).toBeDefined();
    expect((await put('long-body', body({ bodyMd: 'x'.repeat(60_001) })).expect(400)).body.code).toBe(
      'VALIDATION_FAILED',
    );
    for (const slug of ['needs-moment', 'bad-cover', 'bad-date', 'extra-field', 'nul-title', 'long-body', 'mine']) {
      expect((await as(moderator).get(`/api/admin/blog/posts/${slug}`).expect(404)).body.code).toBe('POST_NOT_FOUND');
    }
    // A shipped post is still there, unchanged.
    expect((await request(t.http).get(`/api/blog/posts/${POSTS[0].slug}`).expect(200)).body.title).toBe(POSTS[0].title);
  });
});
