import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import request from 'supertest';
import { RowChangeFeed } from '../src/platform/cache/row-change-feed.js';
import {
  csrfAgent,
  emulator,
  registerAndLogin,
  startTestApp,
  testDatabaseUrl,
  unique,
  type TestApp,
} from './support/test-app.js';

/**
 * Sessions and users read on authenticated requests are cached in each instance. Whoever
 * changes those rows (this instance, another instance, a job, a manual SQL session), the next
 * requests must see the change: these tests write behind the app's back, through their own
 * connection, as another instance would.
 */
describe('cache coherence: sessions and users changed by other writers', () => {
  let t: TestApp;
  let other: TestApp;
  let sql: pg.Client;
  const me = (app: TestApp, token: string) =>
    request(app.http).get('/api/users/me').set('Authorization', `Bearer ${token}`);

  /** Polls until `check` passes: a NOTIFY arrives asynchronously, within milliseconds. */
  async function eventually(check: () => Promise<void>, timeoutMs = 3_000): Promise<void> {
    const started = Date.now();
    for (;;) {
      try {
        return await check();
      } catch (error) {
        if (Date.now() - started > timeoutMs) throw error;
        await new Promise((r) => setTimeout(r, 25));
      }
    }
  }

  beforeAll(async () => {
    t = await startTestApp();
    other = await startTestApp();
    sql = new pg.Client({ connectionString: testDatabaseUrl() });
    await sql.connect();
    await eventually(async () => expect(t.app.get(RowChangeFeed).live && other.app.get(RowChangeFeed).live).toBe(true));
  });
  afterAll(async () => {
    await sql.end();
    await other.close();
    await t.close();
  });

  it('a profile changed outside this instance shows on the next /me', async () => {
    const learner = await registerAndLogin(t.http);
    expect((await me(t, learner.token).expect(200)).body.fullName).toBeNull();
    await me(t, learner.token).expect(200); // now certainly served from the cache
    await sql.query('update users set full_name = $1 where id = $2', ['Grace Hopper', learner.user.id]);
    await eventually(async () => expect((await me(t, learner.token).expect(200)).body.fullName).toBe('Grace Hopper'));
  });

  it('a profile edited through one instance is fresh on the other', async () => {
    const learner = await registerAndLogin(t.http);
    await me(other, learner.token).expect(200);
    const { agent, token: csrf } = await csrfAgent(t.http);
    await agent
      .patch('/api/users/me')
      .set('Authorization', `Bearer ${learner.token}`)
      .set('X-CSRF-Token', csrf)
      .send({ fullName: 'Edsger Dijkstra' })
      .expect(200);
    // The writing instance never serves its own write stale...
    expect((await me(t, learner.token).expect(200)).body.fullName).toBe('Edsger Dijkstra');
    // ...and the other one catches up as soon as the notification lands.
    await eventually(async () =>
      expect((await me(other, learner.token).expect(200)).body.fullName).toBe('Edsger Dijkstra'),
    );
  });

  it('logging out on one instance ends the session on the other', async () => {
    const learner = await registerAndLogin(t.http);
    await me(other, learner.token).expect(200);
    const { agent, token: csrf } = await csrfAgent(t.http);
    await agent
      .post('/api/users/logout')
      .set('Authorization', `Bearer ${learner.token}`)
      .set('X-CSRF-Token', csrf)
      .expect(200);
    // Both apps run in this one process, where passport's strategies are process-wide: a request
    // to t that misses t's own cache is answered through the last registered strategy, other's,
    // whose cache learns of the revocation by notification. So t is awaited like other here (in
    // production each instance is a process of its own and reads its own write at once).
    await eventually(async () => void (await me(t, learner.token).expect(401)));
    await eventually(async () => void (await me(other, learner.token).expect(401)));
  });

  it('a session revoked or a user demoted by SQL takes effect on the next requests', async () => {
    const admin = await registerAndLogin(t.http);
    await sql.query(`update users set role = 'admin' where id = $1`, [admin.user.id]);
    await eventually(
      async () =>
        void (await request(t.http).get('/api/admin/users').set('Authorization', `Bearer ${admin.token}`).expect(200)),
    );
    await sql.query(`update users set role = 'user' where id = $1`, [admin.user.id]);
    await eventually(
      async () =>
        void (await request(t.http).get('/api/admin/users').set('Authorization', `Bearer ${admin.token}`).expect(403)),
    );
    await sql.query('update sessions set revoked_at = now() where user_id = $1', [admin.user.id]);
    await eventually(async () => void (await me(t, admin.token).expect(401)));
  });

  it('a Firebase ID token used as a bearer token follows its account: role changes and deletion', async () => {
    const { idToken } = await emulator.signInWithGoogle(`${unique('fbc')}@gmail.com`, 'Cached Google');
    const account = (
      await request(t.http).get('/api/users/firebase-profile').set('Authorization', `Firebase ${idToken}`).expect(200)
    ).body;
    const admin = () => request(t.http).get('/api/admin/users').set('Authorization', `Bearer ${idToken}`);
    await admin().expect(403);
    await sql.query(`update users set role = 'admin' where id = $1`, [account.id]);
    await eventually(async () => void (await admin().expect(200)));
    await sql.query(`update users set role = 'user' where id = $1`, [account.id]);
    await eventually(async () => void (await admin().expect(403)));
    expect((await me(t, idToken).expect(200)).body.id).toBe(account.id);
    await sql.query('delete from users where id = $1', [account.id]);
    await eventually(async () => void (await me(t, idToken).expect(401)));
  });

  it("sign-in methods changed outside this instance (auth's credentials) show at once: /me and Firebase bearer tokens", async () => {
    const learner = await registerAndLogin(t.http);
    expect((await me(t, learner.token).expect(200)).body.hasPassword).toBe(true);
    await me(t, learner.token).expect(200); // now certainly served from the caches
    await sql.query('delete from credentials where user_id = $1', [learner.user.id]);
    await eventually(async () => expect((await me(t, learner.token).expect(200)).body.hasPassword).toBe(false));
    // "No credentials" was cached: an insert evicts it too.
    await sql.query(`insert into credentials (user_id, password_hash, firebase_uid) values ($1, 'x', 'uid-by-sql')`, [
      learner.user.id,
    ]);
    await eventually(async () =>
      expect((await me(t, learner.token).expect(200)).body).toMatchObject({
        hasPassword: true,
        firebaseUid: 'uid-by-sql',
      }),
    );

    const { idToken } = await emulator.signInWithGoogle(`${unique('fbu')}@gmail.com`, 'Unlinked By SQL');
    const account = (
      await request(t.http).get('/api/users/firebase-profile').set('Authorization', `Firebase ${idToken}`).expect(200)
    ).body;
    expect((await me(t, idToken).expect(200)).body.id).toBe(account.id);
    await sql.query('update credentials set firebase_uid = null where user_id = $1', [account.id]);
    await eventually(async () => void (await me(t, idToken).expect(401)));
  });

  it('a deleted user is signed out everywhere', async () => {
    const learner = await registerAndLogin(t.http);
    await me(t, learner.token).expect(200);
    await sql.query('delete from users where id = $1', [learner.user.id]);
    await eventually(async () => void (await me(t, learner.token).expect(401)));
  });

  it('a set-based job touching many users evicts them all', async () => {
    const learner = await registerAndLogin(t.http);
    await me(t, learner.token).expect(200);
    // More rows than one notification lists: the trigger sends "learner_progress:*" (XP lives
    // in learner progress, which the /me response composes with the profile).
    await sql.query(
      'insert into learner_progress (user_id) select id from users order by id desc limit 150 on conflict do nothing',
    );
    await sql.query(
      'update learner_progress set total_xp = total_xp where user_id in (select user_id from learner_progress order by user_id limit 150)',
    );
    await sql.query('update learner_progress set total_xp = 77 where user_id = $1', [learner.user.id]);
    await eventually(async () => expect((await me(t, learner.token).expect(200)).body.totalXpEarned).toBe(77));
  });

  it('serves nothing from the cache while the change feed is down, and resumes when it is back', async () => {
    const learner = await registerAndLogin(t.http);
    await me(t, learner.token).expect(200);
    const orm = t.app.get(MikroORM);
    // Cut this instance's LISTEN connection from the database side.
    await orm.em
      .fork()
      .execute(
        `select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and query ilike 'listen %'`,
      );
    await eventually(async () => expect(t.app.get(RowChangeFeed).live).toBe(false), 2_000);
    await sql.query('update users set full_name = $1 where id = $2', ['While Offline', learner.user.id]);
    expect((await me(t, learner.token).expect(200)).body.fullName).toBe('While Offline');
    await eventually(async () => expect(t.app.get(RowChangeFeed).live).toBe(true), 5_000);
    await me(t, learner.token).expect(200);
    await sql.query('update users set full_name = $1 where id = $2', ['Back Online', learner.user.id]);
    await eventually(async () => expect((await me(t, learner.token).expect(200)).body.fullName).toBe('Back Online'));
  });
});
