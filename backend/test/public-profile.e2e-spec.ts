import { randomUUID } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import { EventOutbox } from '../src/platform/events/event-outbox.js';
import { loadRoadmapContent } from '../src/modules/roadmaps/infrastructure/content/roadmaps-content.pack.js';
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

/**
 * Issue 26, item 4: a public profile lists what its owner earned, as their privacy switches
 * allow: the valid certificates (title, date, verification page) and the finished roadmaps.
 */
describe('what a public profile shows', () => {
  let t: TestApp;
  let orm: MikroORM;
  let csrf: Awaited<ReturnType<typeof csrfAgent>>;
  const as = (who: SignedIn) => requestsAs(csrf, who);
  const pass = (who: SignedIn, roadmapSlug: string, roadmapTitle: string) =>
    orm.em.fork().transactional((em) =>
      t.app.get(EventOutbox).publish(em, 'exam.passed', {
        attemptId: randomUUID(),
        userId: who.user.id,
        roadmapSlug,
        roadmapTitle,
        scorePercent: 90,
        passedAt: new Date().toISOString(),
      }),
    );
  const withHandle = async () => {
    const who = await registerAndLogin(t.http);
    const handle = unique('pp').toLowerCase();
    await as(who).put('/api/users/me/handle').send({ handle }).expect(200);
    return { who, handle };
  };

  beforeAll(async () => {
    t = await startTestApp();
    orm = t.app.get(MikroORM);
    csrf = await csrfAgent(t.http);
  });
  afterAll(() => t.close());

  it('lists the valid certificates with their verification page, never a revoked one, and none when the owner hides them', async () => {
    const { who, handle } = await withHandle();
    expect((await request(t.http).get(`/api/profiles/${handle}/certificates`).expect(200)).body).toEqual({ items: [] });
    await pass(who, 'frontend', 'Frontend Developer');
    await pass(who, 'backend', 'Backend Developer');
    const mine = await eventually(async () => {
      const items = (await as(who).get('/api/certificates/me').expect(200)).body.items;
      expect(items).toHaveLength(2);
      return items as Array<{ code: string; roadmap: { slug: string } }>;
    }, 10_000);
    const admin = await registerAndLogin(t.http);
    await orm.em.fork().execute(`update users set role = 'admin' where id = ?`, [admin.user.id]);
    const revoked = mine.find((c) => c.roadmap.slug === 'backend')!;
    await as(admin)
      .post(`/api/admin/certificates/${revoked.code}/revoke`)
      .send({ reason: 'Issued by mistake.' })
      .expect(200);

    const shown = (await request(t.http).get(`/api/profiles/${handle}/certificates`).expect(200)).body.items;
    const valid = mine.find((c) => c.roadmap.slug === 'frontend')!;
    expect(shown).toEqual([
      {
        code: valid.code,
        roadmap: { slug: 'frontend', title: 'Frontend Developer' },
        issuedAt: expect.any(String),
        verifyUrl: expect.stringMatching(new RegExp(`/verify-certificate/${valid.code}$`)),
      },
    ]);

    await as(who)
      .patch('/api/users/me/settings')
      .send({ privacy: { showCertificates: false } })
      .expect(200);
    expect((await request(t.http).get(`/api/profiles/${handle}/certificates`).expect(404)).body.code).toBe(
      'CERTIFICATES_HIDDEN',
    );
    expect((await request(t.http).get('/api/profiles/nobody-here-at-all/certificates').expect(404)).body.code).toBe(
      'PROFILE_NOT_FOUND',
    );
  });

  it('lists the finished roadmaps, not the ones under way, and none when the owner hides their activity', async () => {
    const id = unique('pr').toLowerCase();
    const module = (n: number) => ({
      key: `${id}-m${n}`,
      title: `Lesson ${n}`,
      summary: `What lesson ${n} teaches.`,
      contentMd: `### Lesson ${n}\n\nPractise step ${n}.`,
      estimatedMinutes: 10,
      resources: [],
    });
    const roadmap = (slug: string, title: string, keys: string[]) => ({
      slug,
      title,
      summary: 'A roadmap of this test.',
      descriptionMd: 'For the test.',
      level: 'beginner' as const,
      estimatedHours: 1,
      tags: ['test'],
      prerequisites: [],
      sections: [{ key: 's', title: 'S', modules: keys }],
    });
    await orm.em
      .fork()
      .transactional((em) =>
        loadRoadmapContent(
          em,
          [module(1), module(2), module(3)],
          [
            roadmap(`${id}-done`, 'Finished roadmap', [`${id}-m1`]),
            roadmap(`${id}-open`, 'Open roadmap', [`${id}-m2`, `${id}-m3`]),
          ],
        ),
      );
    const { who, handle } = await withHandle();
    await as(who).put(`/api/roadmaps/${id}-done/modules/${id}-m1/status`).send({ status: 'done' }).expect(200);
    await as(who).put(`/api/roadmaps/${id}-open/modules/${id}-m2/status`).send({ status: 'done' }).expect(200);

    const shown = (await request(t.http).get(`/api/profiles/${handle}/roadmaps`).expect(200)).body.items;
    expect(shown).toEqual([{ slug: `${id}-done`, title: 'Finished roadmap', completedAt: expect.any(String) }]);

    await as(who)
      .patch('/api/users/me/settings')
      .send({ privacy: { showActivity: false } })
      .expect(200);
    expect((await request(t.http).get(`/api/profiles/${handle}/roadmaps`).expect(404)).body.code).toBe(
      'ACTIVITY_HIDDEN',
    );
  });
});
