import { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import { LearnerProgressRepository } from '../src/modules/activity/domain/learner-progress.repository.js';
import { StreakResetJob } from '../src/modules/activity/infrastructure/jobs/streak-reset.job.js';
import {
  csrfAgent,
  emulator,
  registerAndLogin,
  startTestApp,
  unique,
  type SignedIn,
  type TestApp,
  requestsAs,
  signedInWithRole,
} from './support/test-app.js';

describe('profiles, handles, roles, settings and activity', () => {
  let t: TestApp;
  let orm: MikroORM;
  let csrf: Awaited<ReturnType<typeof csrfAgent>>;
  const sql = (query: string, params: unknown[] = []) => orm.em.fork().execute(query, params);
  const as = (who: SignedIn) => requestsAs(csrf, who);
  const signInAs = (role: 'user' | 'moderator' | 'admin') => signedInWithRole(t, role);

  beforeAll(async () => {
    t = await startTestApp();
    orm = t.app.get(MikroORM);
    csrf = await csrfAgent(t.http);
  });
  afterAll(() => t.close());

  describe('profile updates', () => {
    it('updates my profile and sets updatedAt', async () => {
      const me = await registerAndLogin(t.http);
      const res = await as(me)
        .patch('/api/users/me')
        .send({ fullName: 'Grace Hopper', bio: 'COBOL and compilers' })
        .expect(200);
      expect(res.body).toMatchObject({ fullName: 'Grace Hopper', bio: 'COBOL and compilers' });
      expect(new Date(res.body.updatedAt).getTime()).toBeGreaterThan(new Date(me.user.updatedAt).getTime());
    });

    it('refuses a non-https picture and unknown fields', async () => {
      const me = await registerAndLogin(t.http);
      expect(
        (await as(me).patch('/api/users/me').send({ profilePicUrl: 'javascript:alert(1)' }).expect(400)).body.code,
      ).toBe('VALIDATION_FAILED');
      expect((await as(me).patch('/api/users/me').send({ role: 'admin' }).expect(400)).body.code).toBe(
        'VALIDATION_FAILED',
      );
      expect((await as(me).get('/api/users/me').expect(200)).body.role).toBe('user');
    });

    it('changes time zone and privacy; refuses an unknown time zone', async () => {
      const me = await registerAndLogin(t.http);
      const res = await as(me)
        .patch('/api/users/me/settings')
        .send({ timeZone: 'Asia/Tokyo', privacy: { showName: false } })
        .expect(200);
      expect(res.body.timeZone).toBe('Asia/Tokyo');
      expect(res.body.privacy).toEqual({ showName: false, showCertificates: true, showActivity: true });
      expect(
        (await as(me).patch('/api/users/me/settings').send({ timeZone: 'Mars/Olympus' }).expect(400)).body.code,
      ).toBe('TIME_ZONE_INVALID');
    });
  });

  describe('handles and public profiles', () => {
    it('claims a handle, then shows only the public fields the owner allows', async () => {
      const me = await registerAndLogin(t.http);
      const handle = unique('h');
      await as(me).patch('/api/users/me').send({ fullName: 'Secret Name' }).expect(200);
      await as(me).put('/api/users/me/handle').send({ handle: handle.toUpperCase() }).expect(200);
      const visible = await request(t.http).get(`/api/profiles/${handle}`).expect(200);
      expect(visible.body).toMatchObject({ handle, fullName: 'Secret Name', showsCertificates: true, editable: false });
      expect(visible.body.activity).toEqual({
        totalXpEarned: 0,
        daysStreak: 0,
        longestStreak: 0,
        completedModulesCount: 0,
      });
      expect(visible.body).not.toHaveProperty('email');
      // The sign-in username is never public (issue 26, item 23): a profile shows the handle and the display name.
      expect(visible.body).not.toHaveProperty('username');
      expect(JSON.stringify(visible.body)).not.toContain(me.user.username);

      await as(me)
        .patch('/api/users/me/settings')
        .send({ privacy: { showName: false, showActivity: false } })
        .expect(200);
      const hidden = await request(t.http).get(`/api/profiles/${handle}`).expect(200);
      expect(hidden.body).not.toHaveProperty('fullName');
      expect(hidden.body).not.toHaveProperty('activity');
      const asOwner = await as(me).get(`/api/profiles/${handle}`).expect(200);
      expect(asOwner.body.editable).toBe(true);
    });

    it('refuses reserved, taken and malformed handles', async () => {
      const first = await registerAndLogin(t.http);
      const second = await registerAndLogin(t.http);
      const handle = unique('taken');
      await as(first).put('/api/users/me/handle').send({ handle }).expect(200);
      expect((await as(second).put('/api/users/me/handle').send({ handle }).expect(409)).body.code).toBe(
        'HANDLE_TAKEN',
      );
      expect((await as(second).put('/api/users/me/handle').send({ handle: 'admin' }).expect(409)).body.code).toBe(
        'HANDLE_RESERVED',
      );
      expect((await as(second).put('/api/users/me/handle').send({ handle: '-bad-' }).expect(400)).body.code).toBe(
        'HANDLE_INVALID',
      );
      const availability = await request(t.http).get(`/api/users/handles/${handle}/availability`).expect(200);
      expect(availability.body).toEqual({ handle, available: false, reason: 'HANDLE_TAKEN' });
      expect(
        (await request(t.http).get('/api/users/handles/fresh-handle-xyz/availability').expect(200)).body.available,
      ).toBe(true);
    });

    it('handles and usernames are one namespace', async () => {
      const named = await registerAndLogin(t.http);
      const other = await registerAndLogin(t.http);
      const username = named.user.username.toLowerCase();
      // Another user's username is not a free handle...
      expect((await as(other).put('/api/users/me/handle').send({ handle: username }).expect(409)).body.code).toBe(
        'HANDLE_TAKEN',
      );
      expect((await request(t.http).get(`/api/users/handles/${username}/availability`).expect(200)).body).toEqual({
        handle: username,
        available: false,
        reason: 'HANDLE_TAKEN',
      });
      // ...but one's own is, and the availability check says so by the same rule (issue 26, item 13).
      expect((await as(named).get(`/api/users/handles/${username}/availability`).expect(200)).body).toEqual({
        handle: username,
        available: true,
      });
      expect((await as(other).get(`/api/users/handles/${username}/availability`).expect(200)).body).toEqual({
        handle: username,
        available: false,
        reason: 'HANDLE_TAKEN',
      });
      await as(named).put('/api/users/me/handle').send({ handle: username }).expect(200);
      expect((await request(t.http).get(`/api/profiles/${username}`).expect(200)).body.handle).toBe(username);
      // One's current handle is one's own to claim again; to anyone else it is taken.
      expect((await as(named).get(`/api/users/handles/${username}/availability`).expect(200)).body.available).toBe(
        true,
      );
      expect((await as(other).get(`/api/users/handles/${username}/availability`).expect(200)).body.reason).toBe(
        'HANDLE_TAKEN',
      );
      expect((await as(named).get('/api/users/handles/admin/availability').expect(200)).body).toEqual({
        handle: 'admin',
        available: false,
        reason: 'HANDLE_RESERVED',
      });

      // Another user's handle is not a free username, for a registration...
      const handle = unique('hnd');
      await as(other).put('/api/users/me/handle').send({ handle }).expect(200);
      const { agent, token } = await csrfAgent(t.http);
      const taken = await agent
        .post('/api/users/register')
        .set('X-CSRF-Token', token)
        .send({ username: handle.toUpperCase(), email: `${unique()}@example.com`, password: 'a sturdy passphrase 42' })
        .expect(409);
      expect(taken.body.code).toBe('USERNAME_TAKEN');
      // ...nor for one generated at a first Firebase sign-in.
      const { idToken } = await emulator.signUp(`${handle}@example.com`, 'handle secret 15');
      const created = await request(t.http)
        .get('/api/users/firebase-profile')
        .set('Authorization', `Firebase ${idToken}`)
        .expect(200);
      expect(created.body.username.toLowerCase()).not.toBe(handle);
      expect(created.body.username).toMatch(new RegExp(`^${handle}-\\d+$`));
    });

    it('lets only the owner or an admin edit a profile', async () => {
      const owner = await registerAndLogin(t.http);
      const stranger = await registerAndLogin(t.http);
      const admin = await signInAs('admin');
      const handle = unique('own');
      await as(owner).put('/api/users/me/handle').send({ handle }).expect(200);
      const refused = await as(stranger).patch(`/api/profiles/${handle}`).send({ bio: 'hacked' }).expect(403);
      expect(refused.body.code).toBe('NOT_PROFILE_OWNER');
      await as(owner).patch(`/api/profiles/${handle}`).send({ bio: 'mine' }).expect(200);
      await as(admin).patch(`/api/profiles/${handle}`).send({ bio: 'moderated' }).expect(200);
      expect((await request(t.http).get(`/api/profiles/${handle}`)).body.bio).toBe('moderated');
    });

    it('answers 404 PROFILE_NOT_FOUND for an unknown handle', async () => {
      expect((await request(t.http).get('/api/profiles/nobody-here-123').expect(404)).body.code).toBe(
        'PROFILE_NOT_FOUND',
      );
    });
  });

  describe('roles', () => {
    it('refuses admin routes to learners and moderators (403) and anonymous callers (401)', async () => {
      const learner = await registerAndLogin(t.http);
      const moderator = await signInAs('moderator');
      await request(t.http).get('/api/admin/users').expect(401);
      expect((await as(learner).get('/api/admin/users').expect(403)).body.code).toBe('FORBIDDEN');
      await as(moderator).get('/api/admin/users').expect(403);
      await as(learner).patch(`/api/admin/users/${learner.user.id}/role`).send({ role: 'admin' }).expect(403);
      expect((await as(learner).get('/api/users/me')).body.role).toBe('user');
    });

    it('lets an admin search users with pagination and change a role', async () => {
      const admin = await signInAs('admin');
      const target = await registerAndLogin(t.http);
      const page = await as(admin)
        .get(`/api/admin/users?q=${target.user.username.toUpperCase()}&pageSize=5`)
        .expect(200);
      expect(page.body).toMatchObject({ total: 1, page: 1, pageSize: 5 });
      expect(page.body.items[0]).toMatchObject({ id: target.user.id, username: target.user.username, role: 'user' });
      const changed = await as(admin)
        .patch(`/api/admin/users/${target.user.id}/role`)
        .send({ role: 'moderator' })
        .expect(200);
      expect(changed.body.role).toBe('moderator');
      expect((await as(target).get('/api/users/me')).body.role).toBe('moderator');
      expect(
        (await as(admin).patch(`/api/admin/users/${admin.user.id}/role`).send({ role: 'user' }).expect(409)).body.code,
      ).toBe('CANNOT_CHANGE_OWN_ROLE');
      expect(
        (await as(admin).patch('/api/admin/users/99999999999/role').send({ role: 'user' }).expect(400)).body.code,
      ).toBe('VALIDATION_FAILED');
      expect(
        (await as(admin).patch('/api/admin/users/2147483647/role').send({ role: 'user' }).expect(404)).body.code,
      ).toBe('USER_NOT_FOUND');
      expect(
        (await as(admin).patch(`/api/admin/users/${target.user.id}/role`).send({ role: 'owner' }).expect(400)).body
          .code,
      ).toBe('VALIDATION_FAILED');
    });
  });

  describe('the last admin', () => {
    /** Leaves exactly these accounts as admins (other tests of the run make admins too). */
    async function onlyAdmins(...admins: SignedIn[]) {
      await sql(`update users set role = 'user' where role = 'admin' and id <> all(?::int[])`, [
        `{${admins.map((a) => a.user.id).join(',')}}`,
      ]);
    }

    it('answers the change with the previous role and records who changed what, when', async () => {
      const admin = await signInAs('admin');
      const target = await registerAndLogin(t.http);
      const changed = await as(admin)
        .patch(`/api/admin/users/${target.user.id}/role`)
        .send({ role: 'moderator' })
        .expect(200);
      expect(changed.body).toMatchObject({ id: target.user.id, role: 'moderator', previousRole: 'user' });
      await as(admin).patch(`/api/admin/users/${target.user.id}/role`).send({ role: 'user' }).expect(200);
      const history = await as(admin).get(`/api/admin/users/${target.user.id}/role-changes`).expect(200);
      expect(history.body.items).toEqual([
        {
          id: expect.any(Number),
          userId: target.user.id,
          changedBy: admin.user.id,
          fromRole: 'moderator',
          toRole: 'user',
          changedAt: expect.any(String),
        },
        {
          id: expect.any(Number),
          userId: target.user.id,
          changedBy: admin.user.id,
          fromRole: 'user',
          toRole: 'moderator',
          changedAt: expect.any(String),
        },
      ]);
      await as(target).get(`/api/admin/users/${target.user.id}/role-changes`).expect(403);
      // The record is append-only.
      await expect(sql('delete from role_changes where user_id = ?', [target.user.id])).rejects.toThrow(/append-only/);
    });

    it('never demotes the last admin (409 LAST_ADMIN), even when two admins demote each other at once', async () => {
      const first = await signInAs('admin');
      const second = await signInAs('admin');
      await onlyAdmins(first, second);
      const results = await Promise.all([
        as(first).patch(`/api/admin/users/${second.user.id}/role`).send({ role: 'user' }),
        as(second).patch(`/api/admin/users/${first.user.id}/role`).send({ role: 'moderator' }),
      ]);
      // One wins; the other is refused: the last admin (or, had the winner's demotion reached
      // the guard first, no longer an admin).
      const [won, lost] = results[0].status === 200 ? results : [results[1], results[0]];
      expect(won.status).toBe(200);
      expect([409, 403]).toContain(lost.status);
      expect(lost.body.code).toBe(lost.status === 409 ? 'LAST_ADMIN' : 'FORBIDDEN');
      const [{ n }] = await sql(`select count(*)::int as n from users where role = 'admin'`);
      expect(n).toBe(1);
    });
  });

  describe('activity and streaks', () => {
    /** Reports activity as the SPA does, answering the response once its status is checked. */
    const report = async (who: SignedIn, override: Record<string, unknown> = {}, status = 200) => {
      const me = (await as(who).get('/api/users/me').expect(200)).body;
      return as(who)
        .post('/api/update-user-activity')
        .send({
          userId: me.id,
          username: me.username,
          timestamp: Date.now(),
          source: 'web',
          firebaseUid: me.firebaseUid,
          email: me.email,
          role: me.role,
          verificationKey: `${me.id}-${me.email.split('@')[0]}-${new Date(me.updatedAt).getTime()}`,
          ...override,
        })
        .expect(status);
    };

    /** A learning action (a module, an exam, a problem): what their events record, in the learner's time zone. */
    const learn = async (who: SignedIn) => {
      const me = (await as(who).get('/api/users/me').expect(200)).body;
      const { progress, advanced } = await t.app
        .get(LearnerProgressRepository)
        .recordActivity(who.user.id, me.timeZone, new Date());
      return { daysStreak: progress.daysStreak, longestStreak: progress.longestStreak, advanced };
    };

    it('a visit is not learning: reports move lastAccessedAt but never start a streak (issue 26, item 7)', async () => {
      const me = await registerAndLogin(t.http);
      const first = await report(me);
      expect(first.body).toMatchObject({
        success: true,
        daysStreak: 0,
        longestStreak: 0,
        streakAdvanced: false,
        lastActiveDay: null,
      });
      expect(new Date(first.body.lastAccessedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
      // After a reload (a fresh read of everything the dashboard shows) the streak is still to start.
      expect((await as(me).get('/api/users/me').expect(200)).body).toMatchObject({ daysStreak: 0, longestStreak: 0 });
      expect((await as(me).get('/api/users/stats').expect(200)).body.daysStreak).toBe(0);
      expect((await as(me).get('/api/progress/me/streak').expect(200)).body).toMatchObject({
        daysStreak: 0,
        todayDone: false,
      });
      const calendar = (await as(me).get('/api/progress/me/calendar?days=30').expect(200)).body;
      expect(calendar.active).toEqual([]);
      // A learning action starts it; later visits leave it as it is.
      expect(await learn(me)).toMatchObject({ daysStreak: 1, advanced: true });
      expect((await report(me)).body).toMatchObject({ daysStreak: 1, longestStreak: 1, streakAdvanced: false });
      expect((await as(me).get('/api/progress/me/streak').expect(200)).body).toMatchObject({
        daysStreak: 1,
        todayDone: true,
      });
    });

    it('starts a streak, is idempotent within the day, and advances on the next day', async () => {
      const me = await registerAndLogin(t.http);
      expect(await learn(me)).toMatchObject({ daysStreak: 1, longestStreak: 1, advanced: true });
      expect(await learn(me)).toMatchObject({ daysStreak: 1, advanced: false });

      await sql(
        `update learner_progress set last_active_day = last_active_day - 1, streak_through = streak_through - 1 where user_id = ?`,
        [me.user.id],
      );
      expect(await learn(me)).toMatchObject({ daysStreak: 2, longestStreak: 2, advanced: true });

      await sql(
        `update learner_progress set last_active_day = last_active_day - 3, streak_through = streak_through - 3 where user_id = ?`,
        [me.user.id],
      );
      expect(await learn(me)).toMatchObject({ daysStreak: 1, longestStreak: 2, advanced: true });
      expect((await as(me).get('/api/users/stats')).body.daysStreak).toBe(1);
    });

    it('a change of time zone never makes the same moment count as another day, visits in between or not', async () => {
      const me = await registerAndLogin(t.http);
      await as(me).patch('/api/users/me/settings').send({ timeZone: 'Etc/GMT+12' }).expect(200);
      expect(await learn(me)).toMatchObject({ daysStreak: 1, advanced: true });
      await report(me);
      // 26 hours ahead: locally "tomorrow" (or the day after), yet the same moment.
      await as(me).patch('/api/users/me/settings').send({ timeZone: 'Pacific/Kiritimati' }).expect(200);
      expect(await learn(me)).toMatchObject({ daysStreak: 1, advanced: false });
      // And back: no day lost, none gained.
      await as(me).patch('/api/users/me/settings').send({ timeZone: 'Etc/GMT+12' }).expect(200);
      expect(await learn(me)).toMatchObject({ daysStreak: 1, advanced: false });
    });

    it('counts a burst of concurrent learning actions once, and of visits not at all', async () => {
      const me = await registerAndLogin(t.http);
      const visits = await Promise.all(Array.from({ length: 5 }, () => report(me)));
      expect(visits.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
      expect(visits.filter((r) => r.body.streakAdvanced)).toHaveLength(0);
      const results = await Promise.all(Array.from({ length: 5 }, () => learn(me)));
      expect(results.filter((r) => r.advanced)).toHaveLength(1);
      expect((await as(me).get('/api/users/stats')).body.daysStreak).toBe(1);
    });

    it('refuses a report for another user or with a stale verification key (403)', async () => {
      const me = await registerAndLogin(t.http);
      const other = await registerAndLogin(t.http);
      expect((await report(me, { userId: other.user.id }, 403)).body.code).toBe('ACTIVITY_USER_MISMATCH');
      expect((await report(me, { verificationKey: 'forged' }, 403)).body.code).toBe('VERIFICATION_KEY_MISMATCH');
      expect((await as(other).get('/api/users/stats')).body.daysStreak).toBe(0);
    });

    it('the hourly job ends streaks with a missed day, in one statement', async () => {
      const lapsed = await registerAndLogin(t.http);
      const active = await registerAndLogin(t.http);
      await learn(lapsed);
      await learn(active);
      await sql(
        `update learner_progress set last_active_day = current_date - 3, streak_through = current_date - 3, days_streak = 4 where user_id = ?`,
        [lapsed.user.id],
      );
      const outcome = await t.app.get(StreakResetJob).run(new Date());
      expect(['ran', 'skipped-done']).toContain(outcome);
      if (outcome === 'skipped-done') await t.app.get(StreakResetJob).run(new Date(Date.now() + 3_600_000));
      expect((await as(lapsed).get('/api/users/stats')).body.daysStreak).toBe(0);
      expect((await as(active).get('/api/users/stats')).body.daysStreak).toBe(1);
    });
  });

  describe('password change and account deletion', () => {
    it('changes the password, signs out other sessions, keeps this one', async () => {
      const me = await registerAndLogin(t.http);
      const { agent, token: c } = await csrfAgent(t.http);
      const other = await agent
        .post('/api/users/login')
        .set('X-CSRF-Token', c)
        .send({ username: me.user.username, password: me.password })
        .expect(200);
      expect(
        (
          await as(me)
            .post('/api/users/me/password')
            .send({ currentPassword: 'wrong one!', newPassword: 'brand new passphrase' })
            .expect(403)
        ).body.code,
      ).toBe('CURRENT_PASSWORD_WRONG');
      await as(me)
        .post('/api/users/me/password')
        .send({ currentPassword: me.password, newPassword: 'brand new passphrase' })
        .expect(200);
      await request(t.http).get('/api/users/me').set('Authorization', `Bearer ${other.body.token}`).expect(401);
      await as(me).get('/api/users/me').expect(200);
      await agent
        .post('/api/users/login')
        .set('X-CSRF-Token', c)
        .send({ username: me.user.username, password: 'brand new passphrase' })
        .expect(200);
    });

    it('deletes the account only with the username typed and the password', async () => {
      const me = await registerAndLogin(t.http);
      expect(
        (await as(me).post('/api/users/me/deletion').send({ confirmation: 'nope', password: me.password }).expect(400))
          .body.code,
      ).toBe('CONFIRMATION_MISMATCH');
      await as(me)
        .post('/api/users/me/deletion')
        .send({ confirmation: me.user.username, password: 'wrong!!' })
        .expect(403);
      await as(me)
        .post('/api/users/me/deletion')
        .send({ confirmation: me.user.username, password: me.password })
        .expect(200);
      await request(t.http).get('/api/users/me').set('Authorization', `Bearer ${me.token}`).expect(401);
      expect(await sql('select 1 from users where id = ?', [me.user.id])).toHaveLength(0);
      expect(await sql('select 1 from sessions where user_id = ?', [me.user.id])).toHaveLength(0);
    });
  });
});
