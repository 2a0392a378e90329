import { MikroORM } from '@mikro-orm/postgresql';
import {
  csrfAgent,
  eventually,
  registerAndLogin,
  requestsAs,
  signedInWithRole,
  startTestApp,
  type SignedIn,
  type TestApp,
} from './support/test-app.js';

describe('admin console: suspensions and the audit log', () => {
  let t: TestApp;
  let orm: MikroORM;
  let csrf: Awaited<ReturnType<typeof csrfAgent>>;
  let admin: SignedIn;
  const sql = <T extends object[]>(query: string, params: unknown[] = []) => orm.em.fork().execute<T>(query, params);
  const as = (who: SignedIn) => requestsAs(csrf, who);
  const reason = 'Posted other learners\u2019 exam answers in three project descriptions.';
  const login = (who: SignedIn, password = who.password) =>
    csrf.agent
      .post('/api/users/login')
      .set('X-CSRF-Token', csrf.token)
      .set('X-Forwarded-For', '10.77.0.1')
      .send({ username: who.user.username, password });

  beforeAll(async () => {
    t = await startTestApp();
    orm = t.app.get(MikroORM);
    csrf = await csrfAgent(t.http);
    admin = await signedInWithRole(t, 'admin');
  });
  afterAll(() => t.close());

  it('ends the sessions, refuses sign-in with the reason, and lets the account back in once lifted', async () => {
    const learner = await registerAndLogin(t.http);
    await as(learner).get('/api/users/me').expect(200);

    const suspended = await as(admin)
      .put(`/api/admin/users/${learner.user.id}/suspension`)
      .send({ reason })
      .expect(200);
    expect(suspended.body).toMatchObject({ id: learner.user.id, suspensionReason: reason });
    expect(Date.parse(suspended.body.suspendedAt)).not.toBeNaN();

    // The token issued before is refused at once, and its session ends after the commit.
    const refused = await as(learner).get('/api/users/me').expect(401);
    expect(['ACCOUNT_SUSPENDED', 'SESSION_ENDED']).toContain(refused.body.code);
    await eventually(async () => {
      const live = await sql<{ n: string }[]>(
        'select count(*) as n from sessions where user_id = ? and revoked_at is null',
        [learner.user.id],
      );
      expect(Number(live[0].n)).toBe(0);
    });

    // The right password hears why; a wrong one learns nothing about the suspension.
    const denied = await login(learner).expect(403);
    expect(denied.body.code).toBe('ACCOUNT_SUSPENDED');
    expect(denied.body.message).toContain(reason);
    expect((await login(learner, 'not the password at all').expect(401)).body.code).not.toBe('ACCOUNT_SUSPENDED');

    const listed = await as(admin).get(`/api/admin/users?q=${learner.user.username}`).expect(200);
    expect(listed.body.items[0]).toMatchObject({ id: learner.user.id, suspensionReason: reason });

    const lifted = await as(admin).delete(`/api/admin/users/${learner.user.id}/suspension`).expect(200);
    expect(lifted.body).toMatchObject({ suspendedAt: null, suspensionReason: null });
    // The old session stays ended; a new sign-in works.
    expect((await as(learner).get('/api/users/me').expect(401)).body.code).toBe('SESSION_ENDED');
    const again = await login(learner).expect(200);
    await as({ ...learner, token: again.body.token })
      .get('/api/users/me')
      .expect(200);
  });

  it('is for admins only, never of oneself or of an admin, and once at a time', async () => {
    const learner = await registerAndLogin(t.http);
    const moderator = await signedInWithRole(t, 'moderator');
    const otherAdmin = await signedInWithRole(t, 'admin');
    const path = `/api/admin/users/${learner.user.id}/suspension`;

    await csrf.agent.put(path).set('X-CSRF-Token', csrf.token).send({ reason }).expect(401);
    expect((await as(learner).put(path).send({ reason }).expect(403)).body.code).toBe('FORBIDDEN');
    expect((await as(moderator).put(path).send({ reason }).expect(403)).body.code).toBe('FORBIDDEN');
    expect((await as(moderator).delete(path).expect(403)).body.code).toBe('FORBIDDEN');

    expect(
      (await as(admin).put(`/api/admin/users/${admin.user.id}/suspension`).send({ reason }).expect(409)).body.code,
    ).toBe('CANNOT_SUSPEND_SELF');
    expect(
      (await as(admin).put(`/api/admin/users/${otherAdmin.user.id}/suspension`).send({ reason }).expect(409)).body.code,
    ).toBe('CANNOT_SUSPEND_ADMIN');
    expect((await as(admin).put('/api/admin/users/2147483647/suspension').send({ reason }).expect(404)).body.code).toBe(
      'USER_NOT_FOUND',
    );
    expect((await as(admin).delete(path).expect(409)).body.code).toBe('NOT_SUSPENDED');

    for (const body of [
      {},
      { reason: 'short' },
      { reason: 'x'.repeat(10_000) },
      { reason: `a long enough reason\u0000` },
      { reason, extra: 1 },
    ]) {
      expect((await as(admin).put(path).send(body)).status).toBe(400);
    }
    const untouched = await sql<{ suspended_at: Date | null }[]>('select suspended_at from users where id = ?', [
      learner.user.id,
    ]);
    expect(untouched[0].suspended_at).toBeNull();

    // Two admins at once: one suspends, the other hears it was done.
    const answers = await Promise.all([
      as(admin).put(path).send({ reason }),
      as(otherAdmin).put(path).send({ reason }),
    ]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    expect(answers.find((res) => res.status === 409)!.body.code).toBe('ALREADY_SUSPENDED');

    // A suspended account does not become staff.
    expect(
      (await as(admin).patch(`/api/admin/users/${learner.user.id}/role`).send({ role: 'moderator' }).expect(409)).body
        .code,
    ).toBe('ACCOUNT_SUSPENDED');
  });

  it('records every action on a staff-only route, with its outcome, for admins to read', async () => {
    const learner = await registerAndLogin(t.http);
    const moderator = await signedInWithRole(t, 'moderator');
    // An entry is written once its response has finished: each is awaited before the next action,
    // so the log's order (newest first) is the order of the actions, however slow the host.
    const logged = async (action: PromiseLike<unknown>, entry: Record<string, unknown>) => {
      await action;
      await eventually(async () => {
        const [newest] = (await as(admin).get(`/api/admin/audit-log?actorId=${admin.user.id}&pageSize=1`).expect(200))
          .body.items;
        expect(newest).toEqual(expect.objectContaining(entry));
        // The entry is written after the answer, on the pool: on a loaded host that has taken
        // more than the default 5 s. The limit only ends a wait that would never succeed.
      }, 30_000);
    };
    await logged(as(admin).patch(`/api/admin/users/${learner.user.id}/role`).send({ role: 'moderator' }).expect(200), {
      changes: { role: 'moderator' },
    });
    await logged(as(admin).patch(`/api/admin/users/${learner.user.id}/role`).send({ role: 'user' }).expect(200), {
      changes: { role: 'user' },
    });
    await logged(as(admin).put(`/api/admin/users/${admin.user.id}/suspension`).send({ reason }).expect(409), {
      changes: { reason },
    });
    // A learner's own actions and anyone's reads are not staff actions, and a staff route the
    // access rules refused to a learner was never reached: nothing to record (the audit guard
    // runs after the authentication guard, and reads the actor only once the response is done).
    await as(learner).patch('/api/users/me').send({ fullName: 'Not audited' }).expect(200);
    await as(learner).patch(`/api/admin/users/${learner.user.id}/role`).send({ role: 'admin' }).expect(403);

    const entries = await eventually(async () => {
      const page = (await as(admin).get(`/api/admin/audit-log?actorId=${admin.user.id}&pageSize=10`).expect(200)).body;
      expect(page.items.length).toBeGreaterThanOrEqual(3);
      return page.items as Array<{
        actorId: number;
        actorRole: string;
        method: string;
        route: string;
        params: Record<string, string>;
        changes: Record<string, unknown>;
        status: number;
      }>;
    });
    expect(entries.slice(0, 3)).toEqual([
      expect.objectContaining({
        actorId: admin.user.id,
        actorRole: 'admin',
        method: 'PUT',
        route: '/api/admin/users/:id/suspension',
        params: { id: String(admin.user.id) },
        changes: { reason },
        status: 409,
      }),
      expect.objectContaining({
        method: 'PATCH',
        route: '/api/admin/users/:id/role',
        params: { id: String(learner.user.id) },
        changes: { role: 'user' },
        status: 200,
      }),
      expect.objectContaining({
        method: 'PATCH',
        route: '/api/admin/users/:id/role',
        changes: { role: 'moderator' },
        status: 200,
      }),
    ]);
    const learnerActions = (await as(admin).get(`/api/admin/audit-log?actorId=${learner.user.id}`).expect(200)).body;
    expect(learnerActions.items).toEqual([]);
    const filtered = (await as(admin).get('/api/admin/audit-log?route=suspension&pageSize=100').expect(200)).body;
    expect(filtered.items.every((entry: { route: string }) => entry.route.includes('suspension'))).toBe(true);

    await csrf.agent.get('/api/admin/audit-log').expect(401);
    expect((await as(moderator).get('/api/admin/audit-log').expect(403)).body.code).toBe('FORBIDDEN');
    expect((await as(learner).get('/api/admin/audit-log').expect(403)).body.code).toBe('FORBIDDEN');
    expect((await as(admin).get('/api/admin/audit-log?actorId=abc').expect(400)).body.code).toBe('VALIDATION_FAILED');
  });

  it('the overview counts sign-ups and active learners per day, for admins only', async () => {
    const read = async () => (await as(admin).get('/api/admin/overview').expect(200)).body;
    const before = await read();
    expect(before.days).toBe(30);
    expect(before.signups).toHaveLength(30);
    expect(before.activeLearners).toHaveLength(30);
    const days = before.signups.map((point: { day: string }) => point.day);
    expect(days).toEqual([...days].sort());
    expect(new Set(days).size).toBe(30);

    const learners = [await registerAndLogin(t.http), await registerAndLogin(t.http)];
    // A module done is a learning day (the activity module records it after the event).
    await as(learners[0]!)
      .put('/api/roadmaps/mobile/modules/react-native-basics/status')
      .send({ status: 'done' })
      .expect(200);
    const after = await eventually(async () => {
      const body = await read();
      expect(body.signups.at(-1).count).toBeGreaterThanOrEqual(before.signups.at(-1).count + 2);
      expect(body.activeLearners.at(-1).count).toBeGreaterThanOrEqual(before.activeLearners.at(-1).count + 1);
      return body;
    });
    expect(after.totals.users).toBeGreaterThanOrEqual(before.totals.users + 2);
    expect(after.totals.signupsInWindow).toBe(
      after.signups.reduce((sum: number, point: { count: number }) => sum + point.count, 0),
    );
    expect(after.totals.activeToday).toBe(after.activeLearners.at(-1).count);

    // A bug report waits in the inbox: the overview counts it among the open reports.
    await as(learners[1]!)
      .post('/api/reports/bugs')
      .send({
        title: 'The overview test reports a bug',
        steps: '1. Open the dashboard\n2. Look at the streak card',
        expected: 'The streak card shows today',
        actual: 'The streak card stays empty',
      })
      .expect(202);
    const reported = await read();
    expect(reported.openReports.bugs).toBe(after.openReports.bugs + 1);
    expect(Object.keys(reported.openReports).sort()).toEqual([
      'bugs',
      'contact',
      'partnership',
      'securityNew',
      'securityTriaged',
    ]);

    expect((await as(learners[1]!).get('/api/admin/overview').expect(403)).body.code).toBe('FORBIDDEN');
    expect(
      (
        await as(await signedInWithRole(t, 'moderator'))
          .get('/api/admin/overview')
          .expect(403)
      ).body.code,
    ).toBe('FORBIDDEN');
  });
});
